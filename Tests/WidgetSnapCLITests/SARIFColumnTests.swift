import Foundation
import Testing
@testable import WidgetSnapCLI
import WidgetSnapshotCore

/// Issue 25 item 16: SARIF declares `columnKind: unicodeCodePoints`, but columns counted characters
/// (170 where 177 is right after an emoji of 8 code points); a file with CR-only line endings put
/// every finding on line 1.
@Suite struct SARIFColumnTests {
    /// The contrast rule's trigger with a family emoji (7 code points, 1 character) before the
    /// offending text on its line (the first text is black, legible on white in both appearances).
    static let layout = [
        "{",
        "  kind: \"Case\", displayName: \"Case\", description: \"See the case.\", families: [\"systemSmall\"],",
        "  timeline: {entries: [{date: \"2026-06-01T09:00:00Z\", values: {title: \"Lunch\"}}]},",
        "  view: {VStack: [{Text: \"👩‍👩‍👧‍👦 family\", modifiers: [{foregroundColor: \"#000000\"}]}, {Text: \"{entry.title}\", modifiers: [{foregroundColor: \"#BBBBBB\"}]}], modifiers: [{containerBackground: \"white\"}]},",
        "}",
        "",
    ]

    func lint(_ text: String, format: String) throws -> (code: Int32, out: String, err: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sarifcol-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("case.json5")
        try Data(text.utf8).write(to: file)
        let c = ToolTests.Capture()
        let code = WidgetSnapCLI.run(["lint", file.path, "--format", format, "--rules", "contrast"], console: c.console)
        return (code, c.out, c.err)
    }

    func region(_ sarif: String) throws -> (line: Int, column: Int) {
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        let region = try #require(location["region"] as? [String: Any])
        return (try #require(region["startLine"] as? Int), try #require(region["startColumn"] as? Int))
    }

    @Test func columnsCountCodePointsAfterAnEmoji() throws {
        let r = try lint(Self.layout.joined(separator: "\n"), format: "sarif")
        let (line, column) = try region(r.out)
        #expect(line == 4)
        // The column is a code point index into the line: what follows it is the offending view.
        let scalars = Array(Self.layout[3].unicodeScalars)
        let rest = String(String.UnicodeScalarView(scalars[(column - 1)...]))
        #expect(rest.hasPrefix("{Text: \"{entry.title}\"") || rest.hasPrefix("Text: \"{entry.title}\""), "column \(column): \(rest.prefix(30))")
        // The text output counts characters (what an editor shows): 6 fewer here.
        let text = try lint(Self.layout.joined(separator: "\n"), format: "text")
        #expect(text.out.contains("case.json5:4:\(column - 6): "), "\(text.out)")
    }

    @Test(arguments: ["\r", "\r\n"])
    func otherLineEndingsGiveTheSameLines(_ ending: String) throws {
        let lf = try region(try lint(Self.layout.joined(separator: "\n"), format: "sarif").out)
        let other = try region(try lint(Self.layout.joined(separator: ending), format: "sarif").out)
        #expect(other.line == lf.line && other.column == lf.column)
        #expect(other.line == 4)
    }
}
