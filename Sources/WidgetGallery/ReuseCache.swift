import Foundation
import WidgetModel
import PNGCodec
import WidgetSnapshotCore

/// Input keys and output hashes of generated images, so unchanged ones are not rendered again.
/// Files are recorded by their path relative to the cache file's folder, so a gallery built in
/// another folder (or moved) writes the same `inputs.json`.
struct ReuseCache {
    struct Item: Codable { var key: String; var hash: String; var width: Int?; var height: Int?; var texts: [TextReport.Item]? }
    let path: String
    var items: [String: Item]
    /// The folder that recorded paths are relative to.
    private let folder: String

    init(path: String) {
        self.path = path
        let parent = PathText.parent(path)
        folder = parent.isEmpty ? "." : parent
        items = (try? PNGFile.readBytes(path: path)).flatMap { try? JSONDecoder().decode([String: Item].self, from: Data($0)) } ?? [:]
    }

    /// The file exists with the bytes recorded for this input key.
    func isFresh(_ file: String, key: String) -> Bool {
        guard let item = items[entry(file)], item.key == key, let data = try? PNGFile.readBytes(path: file) else { return false }
        return ContentHash.fnv1a(data) == item.hash
    }

    func size(_ file: String) -> (Int, Int)? {
        guard let i = items[entry(file)], let w = i.width, let h = i.height else { return nil }
        return (w, h)
    }

    mutating func record(_ file: String, key: String, hash: String, size: (Int, Int)? = nil, texts: [TextReport.Item]? = nil) {
        items[entry(file)] = Item(key: key, hash: hash, width: size?.0, height: size?.1, texts: texts)
    }

    /// A snapshot's truncation report as recorded with it (nil when none was recorded).
    func texts(_ file: String) -> [TextReport.Item]? { items[entry(file)]?.texts }

    /// The name a file is recorded under: its path relative to the cache's folder. A file named
    /// inside the folder by a plain path (no `.`, `..` or empty components after it) is the rest
    /// of its path, which is what ``RelativePath/relative(_:from:)`` gives without building URLs
    /// (a gallery looks up every snapshot a few times).
    private func entry(_ file: String) -> String {
        if !folder.hasSuffix("/"), file.utf8.starts(with: folder.utf8), file.utf8.dropFirst(folder.utf8.count).first == UInt8(ascii: "/") {
            let rest = String(decoding: file.utf8.dropFirst(folder.utf8.count + 1), as: UTF8.self)
            if !rest.isEmpty, !rest.split(separator: "/", omittingEmptySubsequences: false).contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) {
                return rest
            }
        }
        return RelativePath.relative(file, from: folder)
    }

    func save() throws(GalleryError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(items) else { throw .cannotEncodeCache(path: path) }
        try GalleryError.files { () throws(FilesError) in try AtomicFile.write(data, to: path) }
    }
}
