import Foundation
import PreviewsBuilder
import Testing
@testable import WidgetSnapCLI
import WidgetModel
import WidgetSnapshotCore

/// The smaller first-day items of issue 28 (item 7): what CI says without goldens, an invalid layout's
/// summary, the starter layout's annotation, and the previews build's progress.
@Suite struct FirstDayMessagesTests {
    /// On CI with no goldens: one line saying the folder is missing, no `--record missing`.
    @Test func noGoldensOnCISaysTheFolderIsMissing() throws {
        let w = try CIFitWorkspace()
        defer { try? FileManager.default.removeItem(at: w.work) }
        let none = w.path("nothing-here")
        let r = w.test(["--goldens", none, "--family", "systemSmall", "--report", w.path("report")], environment: ["CI": "true"])
        #expect(r.code == 1)
        #expect(r.err.contains("no goldens folder \(none) (were the goldens committed?)"), "\(r.err)")
        #expect(r.err.contains("widgetsnap accept"), "\(r.err)")
        #expect(!r.err.contains("--record missing"), "\(r.err)")
        #expect(!r.err.contains("FAIL "), "said once, not per variant: \(r.err)")
        // The report's messages say the same; its decisions accept every new image.
        let report = try w.read("report/report.json")
        #expect(!report.contains("--record missing") && report.contains("nothing is recorded on CI"))
        #expect(try AcceptDecisions.read(w.path("report/decisions.json")).accepted.count == 4)
        // Off CI the same run records them.
        #expect(w.test(["--goldens", none, "--family", "systemSmall"]).code == 0)
    }

    /// With goldens committed, one missing golden on CI still gets its own line, without `--record missing`.
    @Test func oneMissingGoldenOnCIIsNamed() throws {
        let w = try CIFitWorkspace()
        defer { try? FileManager.default.removeItem(at: w.work) }
        try FileManager.default.removeItem(atPath: w.goldens + "/Weather/default/systemSmall/iphone-430x932/00-light-real@3x.png")
        let r = w.test(["--family", "systemSmall"], environment: ["CI": "true"])
        #expect(r.code == 1)
        #expect(r.err.contains("FAIL Weather/default/systemSmall/iphone-430x932/00-light-real@3x: no golden at"), "\(r.err)")
        #expect(r.err.contains("nothing is recorded on CI") && !r.err.contains("--record missing"), "\(r.err)")
        #expect(!r.err.contains("no goldens folder"))
    }

    /// An invalid layout is fixed in the layout: neither the step summary nor the report suggests re-recording.
    @Test func anInvalidLayoutsSummarySuggestsNoRecording() throws {
        let w = try CIFitWorkspace()
        defer { try? FileManager.default.removeItem(at: w.work) }
        try "{kind: \"Broken\", families: [\"systemSmall\"], views: {systemSmall: {Txt: \"x\"}}}\n".write(toFile: w.weather, atomically: true, encoding: .utf8)
        let summary = w.path("summary.md")
        let r = w.test(["--report", w.path("report")], environment: ["CI": "true", "GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary])
        #expect(r.code == 65)
        let md = try w.read("summary.md")
        #expect(md.contains("❌") && !md.contains("--record failed") && !md.contains("To accept"), "\(md)")
        let html = try w.read("report/index.html")
        #expect(!html.contains("--record failed") && html.contains("Fix the invalid layouts"), "the report")
    }

    /// The starter layout has one `view:` for every family: its annotation points there, not at line 1.
    @Test func theStarterLayoutsAnnotationPointsAtTheView() throws {
        let text = String(decoding: PackageResources.hello_json5, as: UTF8.self)
        let line = try #require(text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix("  view: {") })
        var o = SnapshotOutcome(variant: VariantID(kind: "Hello", instance: "default", family: .systemSmall, entry: 0, appearance: .light,
                                                   state: .real, device: "iphone-430x932", scale: 3), status: .failed)
        o.file = "Layouts/hello.json5"
        #expect(GitHubActions.error(o, layoutText: text).hasPrefix("::error file=Layouts/hello.json5,line=\(line + 1),col=3,"))
    }

    @Test(arguments: [
        (["Building for debugging...", "[1/300] Write x", "[2/300] Compiling A", "[30/300] Compiling B", "[31/300] Compiling C", "[300/300] Linking"],
         ["building: step 1 of 300\n", "building: step 30 of 300\n", "building: step 300 of 300\n"]),
        (["[0/5] Planning", "[3/5] Compiling", "[5/5] Linking", "Build complete!"],
         ["building: step 0 of 5\n", "building: step 3 of 5\n", "building: step 5 of 5\n"]),
        (["error: x", "[x/y] no"], []),
    ])
    func theBuildsProgressIsAFewLines(_ lines: [String], _ expected: [String]) {
        var p = BuildProgress()
        #expect(lines.compactMap { p.line(Substring($0)) } == expected)
    }
}
