import Foundation
import WidgetSnapshotCore

/// Input keys and output hashes of generated images, so unchanged ones are not rendered again.
struct ReuseCache {
    struct Item: Codable { var key: String; var hash: String; var width: Int?; var height: Int? }
    let path: String
    var items: [String: Item]

    init(path: String) {
        self.path = path
        items = FileManager.default.contents(atPath: path).flatMap { try? JSONDecoder().decode([String: Item].self, from: $0) } ?? [:]
    }

    /// The file exists with the bytes recorded for this input key.
    func isFresh(_ file: String, key: String) -> Bool {
        guard let item = items[file], item.key == key, let data = FileManager.default.contents(atPath: file) else { return false }
        return ContentHash.fnv1a(data) == item.hash
    }

    func size(_ file: String) -> (Int, Int)? {
        guard let i = items[file], let w = i.width, let h = i.height else { return nil }
        return (w, h)
    }

    mutating func record(_ file: String, key: String, hash: String, size: (Int, Int)? = nil) {
        items[file] = Item(key: key, hash: hash, width: size?.0, height: size?.1)
    }

    func save() throws(ToolError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(items) else { throw ToolError(.software, "cannot encode \(path)") }
        try AtomicFile.write(data, to: path)
    }
}
