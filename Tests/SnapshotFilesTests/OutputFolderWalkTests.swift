import Foundation
import SnapshotFiles
import Testing

/// A folder walk skips the folders widgetsnap itself wrote inside it (a gallery, renders, a test
/// report, previews), whose JSON files are manifests and caches; anything else is read as before.
struct OutputFolderWalkTests {
    private func tree(_ files: [String]) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("walk-\(UUID().uuidString)").path
        for rel in files {
            let path = dir + "/" + rel
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: URL(fileURLWithPath: path))
        }
        return dir
    }

    @Test(arguments: LayoutFiles.outputMarkers.map(\.file))
    func anOutputFolderIsSkipped(marker: String) throws {
        let dir = try tree(["Layouts/a.json5", "site/" + marker, "site/more/b.json", "near/c.json"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let found = try LayoutFiles.expand([dir]).map { String($0.dropFirst(dir.count + 1)) }
        // The near miss: a folder without a marker is read, JSON and all.
        #expect(found == ["Layouts/a.json5", "near/c.json"])
    }

    @Test func aFolderNamedOnTheCommandLineIsRead() throws {
        let dir = try tree(["manifest.json", "inner/widget.json5"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(try LayoutFiles.expand([dir]).map { String($0.dropFirst(dir.count + 1)) } == ["inner/widget.json5", "manifest.json"])
    }
}
