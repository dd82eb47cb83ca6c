import Foundation
import Testing
@testable import WidgetSnapCLI
import WidgetSnapshotCore

/// `widgetsnap stack` and the golden days of `widgetsnap test`: output, JSON, positions of errors,
/// record modes and the readable diff of a changed day.
@Suite(.serialized)
struct StackCommandTests {
    let root = ToolTests.root

    func run(_ args: [String]) -> (code: Int32, out: String, err: String) {
        let c = ToolTests.Capture()
        let code = WidgetSnapCLI.run(args, console: c.console)
        return (code, c.out, c.err)
    }

    /// The layouts folder written as `.` or `..` (the gallery run inside the folder of its layouts)
    /// finds the Stacks beside it; Foundation on Linux traps on "."'s last path component.
    @Test func stacksBesideALayoutsFolderWrittenAsDot() {
        let layouts = root.appendingPathComponent("Layouts").path
        let stacks = root.appendingPathComponent("Stacks").path
        #expect(StackScenarios.folders(besideLayouts: [layouts + "/."]) == [stacks])
        #expect(StackScenarios.folders(besideLayouts: [layouts + "/"]) == [stacks])
        #expect(StackScenarios.folders(besideLayouts: [layouts + "/../Layouts/."]) == [stacks])
        _ = StackScenarios.folders(besideLayouts: [".", "..", "./", "/", "//"])
    }

    @Test func workedExample() throws {
        let r = run(["stack", root.appendingPathComponent("Stacks/b4-worked-example.json5").path])
        #expect(r.code == 0)
        #expect(r.out.contains("  14:00 | Weather home | relevance 80/80 until 15:00 | 2\n"))
        #expect(r.out.contains("  Parked Car: 360 min, 1 rotation\n"))
        let j = run(["stack", root.appendingPathComponent("Stacks/b4-worked-example.json5").path, "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(j.out.utf8)) as? [String: Any])
        #expect((object["events"] as? [Any])?.count == 4)
        #expect((object["topPerStep"] as? [Any])?.count == 1440)
        // Deterministic bytes.
        #expect(run(["stack", root.appendingPathComponent("Stacks/b4-worked-example.json5").path, "--json"]).out == j.out)
    }

    func project() throws -> URL {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("stackcmd-\(UUID().uuidString)")
        let fm = FileManager.default
        try fm.createDirectory(at: work.appendingPathComponent("Layouts"), withIntermediateDirectories: true)
        try fm.copyItem(at: root.appendingPathComponent("Stacks"), to: work.appendingPathComponent("Stacks"))
        for name in try fm.contentsOfDirectory(atPath: work.appendingPathComponent("Stacks").path) where name.hasSuffix(".json5") && name != "b4-worked-example.json5" {
            try fm.removeItem(at: work.appendingPathComponent("Stacks/" + name))
        }
        try "{kind: \"Hi\", displayName: \"Hi\", description: \"\", families: [\"systemSmall\"], timeline: {entries: [{date: \"2026-06-01T09:00:00Z\"}]}, view: {Text: \"Hi\"}}\n"
            .write(to: work.appendingPathComponent("Layouts/hi.json5"), atomically: true, encoding: .utf8)
        return work
    }

    func test(_ work: URL, _ extra: [String], environment: [String: String] = [:]) -> (code: Int32, out: String, err: String) {
        let c = ToolTests.Capture()
        let args = [work.appendingPathComponent("Layouts").path, "--goldens", work.appendingPathComponent("goldens").path, "--quiet"] + extra
        let code = (try? TestCommand.run(args, console: c.console, environment: environment).rawValue) ?? -1
        return (code, c.out, c.err)
    }

    @Test func goldenDays() throws {
        let work = try project()
        let golden = work.appendingPathComponent("goldens/Stacks/b4-worked-example.events.txt").path
        // On CI, a recorded day is a failure.
        #expect(test(work, ["--record", "missing"], environment: ["CI": "true"]).code == 1)
        try FileManager.default.removeItem(atPath: golden)
        #expect(test(work, ["--record", "never"]).code == 1)
        #expect(test(work, []).code == 0)
        #expect(FileManager.default.fileExists(atPath: golden))
        #expect(test(work, []).code == 0)
        // A relevance change that changes the day fails with the events' diff.
        let layout = work.appendingPathComponent("Stacks/layouts/b4-weather.json5")
        let text = try String(contentsOf: layout, encoding: .utf8)
        try text.replacingOccurrences(of: "score: 80, duration: 3600", with: "score: 80, duration: 1800").write(to: layout, atomically: true, encoding: .utf8)
        let failed = test(work, [])
        #expect(failed.code == 1)
        #expect(failed.err.contains("-   14:00 | Weather home | relevance 80/80 until 15:00 | 2\n+   14:00 | Weather home | relevance 80/80 until 14:30 | 2"))
        #expect(test(work, ["--record", "failed"]).code == 0)
        #expect(try String(contentsOfFile: golden, encoding: .utf8).contains("until 14:30"))
    }

    @Test func badScenarioIsExit65WithPositions() throws {
        let work = try project()
        let file = work.appendingPathComponent("Stacks/bad.json5")
        try """
            {
              day: "2026-06-01",
              stack: [{layout: "layouts/b4-weather.json5", instance: "hom"}],
              donations: [{at: "12:00", intent: "StackParkedCr"}],
            }

            """.write(to: file, atomically: true, encoding: .utf8)
        let r = run(["stack", file.path])
        #expect(r.code == 65)
        #expect(r.err.contains("bad.json5:3:58: error: StackWeather has no instance named 'hom'"))
        #expect(r.err.contains("hint: did you mean 'home'?"))
        #expect(r.err.contains("bad.json5:4:37: error: no widget of the scenario has the intent 'StackParkedCr'"))
        // widgetsnap test refuses it the same way.
        #expect(test(work, []).code == 65)
        // A donation of an intent that is not eligible for Siri Suggestions is refused, as iOS refuses it.
        try "{day: \"2026-06-01\", stack: [{layout: \"layouts/b4-weather.json5\"}], donations: [{at: \"09:00\", intent: \"StackWeather\"}]}"
            .write(to: file, atomically: true, encoding: .utf8)
        let refused = run(["stack", file.path])
        #expect(refused.code == 65)
        #expect(refused.err.contains("bad.json5:1:102: error: StackWeather is not eligible for Siri Suggestions, so iOS refuses its donations (error 1901)"))
        // More than 10 widgets.
        let many = Array(repeating: "{layout: \"layouts/b4-weather.json5\"}", count: 11).enumerated().map { "{layout: \"layouts/b4-weather.json5\", name: \"w\($0.offset)\"}" }
        try "{day: \"2026-06-01\", stack: [\(many.joined(separator: ", "))]}".write(to: file, atomically: true, encoding: .utf8)
        #expect(run(["stack", file.path]).err.contains("a Smart Stack holds at most 10 widgets, this one has 11"))
    }

    @Test func combinationNamingAnUnknownParameter() throws {
        let file = try ToolTests().temporaryFile("combo.json5", """
            {kind: "C", displayName: "C", description: "",
             families: ["systemSmall"],
             intent: {title: "C", predictable: true, parameters: [{name: "card", type: "string"}],
                      supportedCombinations: [["card"], ["card", "categry"]]},
             timeline: {entries: [{date: "2026-06-01T09:00:00Z"}]}, view: {Text: "C"}}

            """)
        let r = run(["check", file])
        #expect(r.code == 65)
        #expect(r.err.contains("combo.json5:4:54: error: the combination names a parameter 'categry' that does not exist"))
        #expect(r.err.contains("did you mean 'card'?") || r.err.contains("expected one of: card"))
        let unpredictable = try ToolTests().temporaryFile("combo2.json5", """
            {kind: "C", displayName: "C", description: "", families: ["systemSmall"],
             intent: {title: "C", parameters: [{name: "card", type: "string"}], supportedCombinations: [["card"]]},
             timeline: {entries: [{date: "2026-06-01T09:00:00Z"}]}, view: {Text: "C"}}

            """)
        #expect(run(["check", unpredictable]).err.contains("combo2.json5:2:69: error: supportedCombinations without predictable: true"))
    }
}
