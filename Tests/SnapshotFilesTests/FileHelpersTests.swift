import Foundation
import SnapshotFiles
import Testing

/// The small file helpers the other modules share: content hashes, relative paths, whole-file writes.
struct FileHelpersTests {
    /// FNV-1a 64-bit reference values (the FNV authors' test suite).
    @Test(arguments: [("", "cbf29ce484222325"), ("a", "af63dc4c8601ec8c"), ("foobar", "85944171f73967e8")])
    func contentHash(_ text: String, _ expected: String) {
        #expect(ContentHash.fnv1a(Array(text.utf8)) == expected)
    }

    @Test(arguments: [("out/a/b.png", "out", "a/b.png"), ("/x/y", "/x/z/w", "../../y"), ("/x", "/x", "."), ("/x/./y/../z", "/x", "z")])
    func relativePath(_ path: String, _ folder: String, _ expected: String) {
        #expect(RelativePath.relative(path, from: folder) == expected)
    }

    @Test func atomicWritesReplaceWholeAndLeaveNothingBehind() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/a.txt"
        try AtomicFile.write("first, longer text", to: path)
        try AtomicFile.write("second", to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "second")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["a.txt"])
    }
}
