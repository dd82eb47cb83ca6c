import Foundation
import Testing
@testable import WidgetSnapCLI
import WidgetSnapshotCore

/// Issue 25 item 5: `stack` and `test`'s Smart Stack diff printed ESC and BEL from a scenario's
/// title, a widget's name and a layout's display name raw. Every output escapes them.
@Suite struct StackControlCharacterTests {
    let root = ToolTests.root
    /// The characters of the reproduction: an OSC title sequence ended by BEL, a colour change, a C1
    /// CSI, a right-to-left override.
    static let hostile: [Unicode.Scalar] = ["\u{1B}", "\u{07}", "\u{9B}", "\u{202E}"]

    func project() throws -> URL {
        let fm = FileManager.default
        let work = fm.temporaryDirectory.appendingPathComponent("stackctl-\(UUID().uuidString)")
        try fm.createDirectory(at: work.appendingPathComponent("Layouts"), withIntermediateDirectories: true)
        try fm.copyItem(at: root.appendingPathComponent("Stacks/layouts"), to: work.appendingPathComponent("Stacks/layouts"))
        try "{kind: \"Hi\", displayName: \"Hi\", description: \"\", families: [\"systemSmall\"], timeline: {entries: [{date: \"2026-06-01T09:00:00Z\"}]}, view: {Text: \"Hi\"}}\n"
            .write(to: work.appendingPathComponent("Layouts/hi.json5"), atomically: true, encoding: .utf8)
        let car = work.appendingPathComponent("Stacks/layouts/b4-parked-car.json5")
        let carText = try String(contentsOf: car, encoding: .utf8)
        try carText.replacingOccurrences(of: "displayName: \"Parked Car\"", with: "displayName: \"Parked\\u001B[2J\\u009B31m Car\\u202E\"")
            .write(to: car, atomically: true, encoding: .utf8)
        try #"""
        {
          title: "Owned\u001B]0;pwned\u0007 \u009B2J",
          day: "2026-06-01",
          stack: [
            {layout: "layouts/b4-weather.json5", instance: "home", name: "Weather\u001B[31m home\u0007"},
            {layout: "layouts/b4-up-next.json5", instance: "work", name: "Up Next work"},
            {layout: "layouts/b4-parked-car.json5"},
          ],
          glances: {every: 30, from: "07:00", to: "23:00"},
          donations: [{day: -1, at: "17:58", intent: "StackParkedCar"}, {day: -3, at: "18:05", intent: "StackParkedCar"}],
        }
        """#.write(to: work.appendingPathComponent("Stacks/hostile.json5"), atomically: true, encoding: .utf8)
        return work
    }

    func run(_ args: [String]) -> (code: Int32, out: String, err: String) {
        let c = ToolTests.Capture()
        let code = WidgetSnapCLI.run(args, console: c.console)
        return (code, c.out, c.err)
    }

    func hasRaw(_ text: String) -> Bool { text.unicodeScalars.contains { Self.hostile.contains($0) } }

    @Test func stackTextEscapesTitlesNamesAndDisplayNames() throws {
        let work = try project()
        defer { try? FileManager.default.removeItem(at: work) }
        let r = run(["stack", work.appendingPathComponent("Stacks/hostile.json5").path])
        #expect(r.code == 0, "\(r.err)")
        #expect(!hasRaw(r.out) && !hasRaw(r.err))
        #expect(r.out.hasPrefix(#"Owned\u{1B}]0;pwned\u{7} \u{9B}2J (hostile)"#))
        #expect(r.out.contains(#"Weather\u{1B}[31m home\u{7}: "#))
        #expect(r.out.contains(#"Parked\u{1B}[2J\u{9B}31m Car\u{202E}"#))
        // Lines stay lines.
        #expect(r.out.contains("\nevents:\n"))
    }

    @Test func stackJSONEscapesEveryControlCharacter() throws {
        let work = try project()
        defer { try? FileManager.default.removeItem(at: work) }
        let r = run(["stack", work.appendingPathComponent("Stacks/hostile.json5").path, "--json"])
        #expect(r.code == 0, "\(r.err)")
        #expect(!hasRaw(r.out))
        #expect(r.out.contains(#"\u009b"#) && r.out.contains(#"\u202e"#))
        // The same data: the title decodes back to the scenario's.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        #expect(object["title"] as? String == "Owned\u{1B}]0;pwned\u{07} \u{9B}2J")
    }

    @Test func testCommandDiffEscapesOldAndNewLines() throws {
        let work = try project()
        defer { try? FileManager.default.removeItem(at: work) }
        func test() -> (code: Int32, err: String) {
            let c = ToolTests.Capture()
            let args = [work.appendingPathComponent("Layouts").path, "--goldens", work.appendingPathComponent("goldens").path, "--quiet"]
            let code = (try? TestCommand.run(args, console: c.console, environment: [:]).rawValue) ?? -1
            return (code, c.out + c.err)
        }
        #expect(test().code == 0)
        let golden = work.appendingPathComponent("goldens/Stacks/hostile.events.txt").path
        #expect(!hasRaw(try String(contentsOfFile: golden, encoding: .utf8)))
        // A golden recorded raw by an earlier version, then a changed day: both sides of the diff escaped.
        try "events:\n  09:00 | \u{1B}]0;old\u{07} | x\n".write(toFile: golden, atomically: true, encoding: .utf8)
        let failed = test()
        #expect(failed.code == 1)
        #expect(!hasRaw(failed.err))
        #expect(failed.err.contains(#"-   09:00 | \u{1B}]0;old\u{7} | x"#))
        #expect(failed.err.contains(#"Weather\u{1B}[31m home\u{7}"#))
    }
}
