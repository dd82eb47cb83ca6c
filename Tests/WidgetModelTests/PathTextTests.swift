import Foundation
import Testing
import WidgetModel

/// Issue 25, item 7: one path helper for every module. Foundation on Linux traps (SIGILL) in
/// `NSString.deletingLastPathComponent` for one-character paths; `PathText` is plain text arithmetic.
struct PathTextTests {
    /// path → (parent, folder(of:), name).
    static let table: [(String, String, String, String)] = [
        ("q", "", ".", "q"),
        (".", "", ".", "."),
        ("..", "", ".", ".."),
        ("é", "", ".", "é"),
        (" ", "", ".", " "),
        ("q/", "", ".", "q"),
        ("", "", ".", ""),
        ("/", "/", "/", "/"),
        ("//", "/", "/", "/"),
        ("/q", "/", "/", "q"),
        ("/q/", "/", "/", "q"),
        ("a/b", "a", "a", "b"),
        ("a/b/", "a", "a", "b"),
        ("a//b", "a", "a", "b"),
        ("./q", ".", ".", "q"),
        ("../q", "..", "..", "q"),
        ("a/./b", "a/.", "a/.", "b"),
        ("/a/b/c.png", "/a/b", "/a/b", "c.png"),
        ("dir with space/f", "dir with space", "dir with space", "f"),
        ("ü/ß", "ü", "ü", "ß"),
        ("a/\u{1B}", "a", "a", "\u{1B}"),
        ("e\u{301}/x", "e\u{301}", "e\u{301}", "x"),
    ]

    @Test(arguments: table)
    func parentFolderAndName(_ row: (String, String, String, String)) {
        let (path, parent, folder, name) = row
        #expect(PathText.parent(path) == parent, "parent of \(path.debugDescription)")
        #expect(PathText.folder(of: path) == folder, "folder of \(path.debugDescription)")
        #expect(PathText.name(path) == name, "name of \(path.debugDescription)")
    }

    @Test func joinAndAbsolute() {
        #expect(PathText.join("/", "a") == "/a")
        #expect(PathText.join("a", "b") == "a/b")
        #expect(PathText.join("a/", "b") == "a/b")
        #expect(PathText.join("", "b") == "b")
        #expect(PathText.absolute("/x") == "/x")
        let here = FileManager.default.currentDirectoryPath
        #expect(PathText.absolute("q") == PathText.join(here, "q"))
        #expect(PathText.absolute(".") == here)
    }

    /// No module calls Foundation's trapping function directly: every folder of a path goes through `PathText`.
    @Test func noSourceCallsDeletingLastPathComponent() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources").path
        let files = FileManager.default.subpaths(atPath: sources)?.filter { $0.hasSuffix(".swift") } ?? []
        #expect(files.count > 100)
        var callers: [String] = []
        for file in files where !file.hasSuffix("PathText.swift") {
            let text = try String(contentsOfFile: sources + "/" + file, encoding: .utf8)
            if text.contains("deletingLastPathComponent") { callers.append(file) }
        }
        #expect(callers == [], "use PathText.parent instead")
    }
}
