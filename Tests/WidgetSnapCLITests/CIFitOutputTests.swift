import Foundation
import Testing
@testable import WidgetSnapCLI
@testable import WidgetSnapshotCore
@testable import SnapshotReports

/// What `widgetsnap test` writes for CI: layout errors in the report and JUnit, the accept command,
/// reused report folders, FAIL lines, --json, JUnit attributes, GitHub annotations and summary.
@Suite(.serialized)
struct CIFitOutputTests {
    @Test func aLayoutErrorStillWritesTheReportAndJUnit() throws {
        let w = try CIFitWorkspace()
        let text = try String(contentsOfFile: w.weather, encoding: .utf8).replacingOccurrences(of: "{Spacer: {}},", with: "{Spacer: {}, bogus: 1},")
        try text.write(toFile: w.weather, atomically: true, encoding: .utf8)
        let r = w.test(["--report", w.path("report"), "--junit", w.path("junit.xml")])
        #expect(r.code == 65, "\(r.err)")
        let xml = try w.read("junit.xml")
        #expect(xml.contains("<testsuite name=\"layout-errors\" tests=\"1\" failures=\"0\" errors=\"1\""), "\(xml)")
        #expect(xml.contains("<error message=\"\(w.weather):"), "\(xml)")
        let report = try JSONDecoder().decode(ReportFile.self, from: Data(contentsOf: URL(fileURLWithPath: w.path("report/report.json"))))
        #expect(report.summary.failed == 1 && report.outcomes.first?.status == .error && report.outcomes.first?.file == w.weather)
        #expect(try w.read("report/index.html").contains("bogus"))
    }

    @Test func theAcceptCommandKeepsTheGoldensAndTheSelection() throws {
        let w = try CIFitWorkspace()
        try w.breakWeather()
        let r = w.test(["--family", "systemSmall", "--appearance", "dark", "--record", "never", "--shard", "1/1", "--report", w.path("report")])
        #expect(r.code == 1)
        let report = try JSONDecoder().decode(ReportFile.self, from: Data(contentsOf: URL(fileURLWithPath: w.path("report/report.json"))))
        let command = report.summary.command
        #expect(command.contains("--goldens \(w.goldens)"), "\(command)")
        #expect(command.contains(w.layouts) && command.contains("--family systemSmall") && command.contains("--appearance dark")
                && command.contains("--instance first") && command.contains("--entry 0") && command.hasSuffix("--record failed"), "\(command)")
        #expect(!command.contains("--shard") && !command.contains("--report"), "\(command)")
        #expect(try w.read("report/index.html").contains(Markup.escape(command)))
        // Running the command accepts the changes (only when it names the temporary folders: never the repository's).
        try #require(command.contains("--goldens \(w.goldens)") && command.contains(w.layouts), "\(command)")
        let words = Array(command.split(separator: " ").map(String.init).dropFirst(2))
        let c = ToolTests.Capture()
        #expect(try TestCommand.run(words, console: c.console, environment: [:]) == .success, "\(c.err)")
        #expect(w.test(["--family", "systemSmall", "--appearance", "dark", "--record", "never"]).code == 0)
    }

    @Test func shellWordsAreQuoted() {
        #expect(ShellWord.quote("Tests/Goldens") == "Tests/Goldens")
        #expect(ShellWord.quote("my goldens") == "'my goldens'")
        #expect(ShellWord.quote("it's") == "'it'\\''s'")
    }

    @Test func aReusedReportFolderShowsOnlyThisRun() throws {
        let w = try CIFitWorkspace()
        let pristine = try String(contentsOfFile: w.weather, encoding: .utf8)
        try w.breakWeather()
        let report = w.path("report")
        #expect(w.test(["--family", "systemSmall", "--record", "never", "--report", report]).code == 1)
        #expect(w.files(under: "report/images").contains { $0.hasSuffix(".diff.png") })
        try Data("keep".utf8).write(to: URL(fileURLWithPath: report + "/notes.txt"))
        try pristine.write(toFile: w.weather, atomically: true, encoding: .utf8)
        #expect(w.test(["--family", "systemSmall", "--record", "never", "--report", report]).code == 0)
        #expect(w.files(under: "report/images").isEmpty, "\(w.files(under: "report/images"))")
        #expect(FileManager.default.fileExists(atPath: report + "/notes.txt"), "other files stay")
    }

    @Test func failLinesNameTheFilesAndTheReport() throws {
        let w = try CIFitWorkspace()
        try w.breakWeather()
        let r = w.test(["--family", "systemSmall", "--appearance", "light", "--state", "real", "--record", "never", "--report", w.path("report")])
        let golden = w.goldens + "/Weather/default/systemSmall/iphone-430x932/00-light-real@3x"
        #expect(r.err.contains("FAIL Weather/default/systemSmall/iphone-430x932/00-light-real@3x: "), "\(r.err)")
        #expect(r.err.contains("    golden:   \(golden).png\n    actual:   \(golden).new.png\n    diff:     \(golden).diff.png\n"), "\(r.err)")
        #expect(r.err.hasSuffix("report: \(w.path("report"))/index.html\n"), "\(r.err)")
    }

    @Test func jsonResultsAreMachineReadableAndDeterministic() throws {
        let w = try CIFitWorkspace()
        try w.breakWeather()
        let a = w.test(["--family", "systemSmall", "--record", "never", "--json"])
        let b = w.test(["--family", "systemSmall", "--record", "never", "--json"])
        #expect(a.code == 1 && a.out == b.out)
        let file = try JSONDecoder().decode(ReportFile.self, from: Data(a.out.utf8))
        #expect(file.summary.total == 4 && file.outcomes.count == 4)
        #expect(file.outcomes.allSatisfy { $0.file == w.weather })
        #expect(!a.out.contains("passed, "), "no text lines on stdout")
    }

    @Test func junitHasTimeAndTimestamp() throws {
        let w = try CIFitWorkspace()
        _ = w.test(["--family", "systemSmall", "--record", "never", "--junit", w.path("j.xml")])
        let xml = try w.read("j.xml")
        let cases = xml.split(separator: "\n").filter { $0.contains("<testcase ") }
        #expect(cases.count == 4)
        #expect(cases.allSatisfy { $0.contains(" time=\"") && !$0.contains(" file=") }, "\(xml)")
        let suite = try #require(xml.split(separator: "\n").first { $0.contains("<testsuite ") })
        #expect(suite.range(of: #"timestamp="\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d""#, options: .regularExpression) != nil, "\(suite)")
        #expect(!suite.contains("timestamp=\"1970-"), "\(suite)")
        // Without timing (merge-reports): zero times and the epoch, which the schemas require.
        let plain = JUnit.xml([SnapshotOutcome(name: "K/i/systemSmall/d/00-light-real@3x", kind: "K", instance: "i", family: "systemSmall",
                                               entry: 0, appearance: "light", state: "real", status: .passed)])
        #expect(plain.contains(" time=\"0.000\"") && plain.contains(" timestamp=\"1970-01-01T00:00:00\""), "\(plain)")
    }

    @Test func gitHubActionsGetsAnnotationsAndASummary() throws {
        let w = try CIFitWorkspace()
        try w.breakWeather()
        let summary = w.path("summary.md")
        try "earlier step\n".write(toFile: summary, atomically: true, encoding: .utf8)
        let env = ["GITHUB_ACTIONS": "true", "CI": "true", "GITHUB_STEP_SUMMARY": summary]
        let r = w.test(["--family", "systemSmall", "--appearance", "light", "--state", "real"], environment: env)
        #expect(r.code == 1)
        let line = try #require(r.out.split(separator: "\n").first { $0.hasPrefix("::error ") }, "\(r.out)")
        let small = try #require(try String(contentsOfFile: w.weather, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.hasPrefix("    systemSmall: {") })
        #expect(line.hasPrefix("::error file=\(w.weather),line=\(small + 1),col=5,title=snapshot failed%3A Weather/default/systemSmall/"), "\(line)")
        let md = try w.read("summary.md")
        #expect(md.hasPrefix("earlier step\n### widgetsnap test"), "\(md)")
        #expect(md.contains("| 0 | 1 | 0 | 1 |") && md.contains("`Weather/default/systemSmall/iphone-430x932/00-light-real@3x`"), "\(md)")

        // Layout errors are annotated at their position.
        try "{kind: \"Broken\", families: [\"systemSmall\"], views: {systemSmall: {Txt: \"x\"}}}\n".write(toFile: w.weather, atomically: true, encoding: .utf8)
        let broken = w.test([], environment: env)
        #expect(broken.code == 65)
        #expect(broken.out.contains("::error file=\(w.weather),line=1,col="), "\(broken.out)")
        // Off GitHub Actions there are none.
        #expect(!w.test([], environment: ["CI": "true"]).out.contains("::error"))
    }

    @Test func theBrowserToolsToleranceIsAnOption() throws {
        let w = try CIFitWorkspace()
        // The issue's regression: a wider high/low line in the small widget's light placeholder.
        let text = try String(contentsOfFile: w.weather, encoding: .utf8).replacingOccurrences(
            of: "Text: \"H:{entry.high | temperature} L:{entry.low | temperature}\", modifiers: [{font: {style: \"footnote\", weight: \"medium\"}}]},\n        },\n      ],\n      alignment: \"leading\",",
            with: "Text: \"H: {entry.high | temperature}  L: {entry.low | temperature}\", modifiers: [{font: {style: \"footnote\", weight: \"medium\"}}]},\n        },\n      ],\n      alignment: \"leading\",")
        #expect(text.contains("H: {entry.high"), "the edit applies to the example")
        try text.write(toFile: w.weather, atomically: true, encoding: .utf8)
        let args = ["--family", "systemSmall", "--appearance", "light", "--state", "placeholder", "--record", "never"]
        #expect(w.test(args).code == 1, "fails at the defaults")
        #expect(w.test(args + ["--threshold", "0.1"]).code == 0, "passes with pixelmatch's tolerance")
    }

    @Test func everyShardsLayoutErrorIsMergedOnce() throws {
        let w = try CIFitWorkspace()
        let text = try String(contentsOfFile: w.weather, encoding: .utf8).replacingOccurrences(of: "{Spacer: {}},", with: "{Spacer: {}, bogus: 1},")
        try text.write(toFile: w.weather, atomically: true, encoding: .utf8)
        #expect(w.test(["--shard", "1/2", "--report", w.path("r1")]).code == 65)
        #expect(w.test(["--shard", "2/2", "--report", w.path("r2")]).code == 65)
        let c = ToolTests.Capture()
        let code = WidgetSnapCLI.run(["merge-reports", "--out", w.path("m"), "--junit", w.path("m.xml"), w.path("r1"), w.path("r2")], console: c.console)
        #expect(code == 1 && c.out == "0 passed, 1 failed\n", "\(c.out) \(c.err)")
        #expect(try w.read("m.xml").contains("errors=\"1\""))
    }

    @Test func annotationsAreEscaped() {
        let line = GitHubActions.error(file: "a,b:c.json5", line: 3, column: 4, title: "t", message: "50% done\nnext")
        #expect(line == "::error file=a%2Cb%3Ac.json5,line=3,col=4,title=t::50%25 done%0Anext\n")
    }
}
