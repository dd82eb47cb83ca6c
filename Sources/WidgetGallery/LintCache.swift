import Foundation
import PNGCodec
import WidgetSnapshotCore

/// The design lint of each layout as an earlier build found it, under a key of everything the lint
/// reads (the layout's text and path, its images, the symbol tables, the software version, the device
/// and the variants linted), so a build lints only the layouts whose inputs changed
/// (`snapshots/lint.json`). A file that cannot be read or decoded is an empty cache.
struct LintCache {
    struct Item: Codable { var key: String; var findings: [LintFinding] }
    let path: String
    private(set) var items: [String: Item]

    init(path: String) {
        self.path = path
        items = (try? PNGFile.readBytes(path: path)).flatMap { try? JSONDecoder().decode([String: Item].self, from: Data($0)) } ?? [:]
    }

    /// The findings recorded for the layout at `layoutPath` under `key`, or nil when there are none.
    func findings(_ layoutPath: String, key: String) -> [LintFinding]? {
        guard let item = items[layoutPath], item.key == key else { return nil }
        return item.findings
    }

    mutating func record(_ layoutPath: String, key: String, findings: [LintFinding]) {
        items[layoutPath] = Item(key: key, findings: findings)
    }

    /// Keeps only the layouts of this build, so the file does not grow with layouts no longer built.
    mutating func keep(_ layoutPaths: Set<String>) { items = items.filter { layoutPaths.contains($0.key) } }

    func save() throws(GalleryError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(items) else { throw .cannotEncodeCache(path: path) }
        try GalleryError.files { () throws(FilesError) in try AtomicFile.write(data, to: path) }
    }
}
