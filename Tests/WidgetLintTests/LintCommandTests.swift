import Foundation
import Testing
@testable import WidgetSnapCLI
import WidgetSnapshotCore

/// `widgetsnap lint` and `widgetsnap test --lint` end to end: exit codes, --strict, unknown rules,
/// suppression errors and GitHub annotations.
@Suite struct LintCommandTests {
    static let repo = LintCaseTests.root.deletingLastPathComponent().deletingLastPathComponent()

    final class Capture: @unchecked Sendable {
        private let lock = NSLock()
        private var o = "", e = ""
        var out: String { lock.withLock { o } }
        var err: String { lock.withLock { e } }
        var console: Console { Console(out: { s in self.lock.withLock { self.o += s } }, err: { s in self.lock.withLock { self.e += s } }) }
    }

    func lint(_ args: [String], environment: [String: String] = [:]) -> (code: Int32, out: String, err: String) {
        let c = Capture()
        let code: Int32
        do { code = try LintCommand.run(args + ["--assets", Self.repo.appendingPathComponent("Assets").path], console: c.console, environment: environment).rawValue }
        catch let e as any DescribedError { c.console.err(e.message + "\n" + (e.hint ?? "")); code = (ExitCodes.code(for: e) ?? .software).rawValue }
        catch let e as ToolError { c.console.err(e.message + "\n" + (e.hint ?? "")); code = (ExitCodes.code(for: e) ?? .software).rawValue }
        catch { code = 70 }
        return (code, c.out, c.err)
    }

    func lintCase(_ name: String) -> String { LintCaseTests.root.appendingPathComponent(name).path }

    @Test func errorsExitOneWarningsOnlyUnderStrict() {
        let e = lint([lintCase("minimum-text-size/trigger.json5")])
        #expect(e.code == 1)
        #expect(e.out.contains("trigger.json5:9:8: error: text drawn at 9 pt"))
        #expect(e.out.hasSuffix("1 error, 0 warnings in 1 file (4 variants)\n"))
        let w = lint([lintCase("no-instructions/trigger.json5")])
        #expect(w.code == 0)
        #expect(lint([lintCase("no-instructions/trigger.json5"), "--strict"]).code == 1)
        #expect(lint([lintCase("no-instructions/trigger.json5"), "--severity", "error"]).out.hasPrefix("0 errors, 0 warnings"))
        #expect(lint([lintCase("no-instructions/trigger.json5"), "--severity", "no-instructions=error"]).code == 1)
        #expect(lint([lintCase("minimum-text-size/trigger.json5"), "--rules", "no-instructions"]).code == 0)
    }

    @Test func unknownRulesAreUsageErrorsWithAHint() {
        let r = lint([lintCase("minimum-text-size/trigger.json5"), "--rules", "minimum-txt-size"])
        #expect(r.code == 64)
        #expect(r.err.contains("unknown rule 'minimum-txt-size'") && r.err.contains("did you mean 'minimum-text-size'?"))
        #expect(lint(["--severity", "fatal"]).code == 64)
        #expect(lint(["--format", "xml"]).code == 64)
    }

    @Test func badSuppressionsAreDataErrors() {
        let r = lint([lintCase("suppression-errors/unknown-rule.json5")])
        #expect(r.code == 65)
        #expect(r.err.contains("unknown-rule.json5:5:32: error: unknown lint rule 'minimum-txt-size'"))
    }

    @Test func gitHubAnnotations() {
        let r = lint([lintCase("no-instructions/trigger.json5")], environment: ["GITHUB_ACTIONS": "true"])
        #expect(r.out.contains("::warning file=") && r.out.contains(",line=10,col=8,title=no-instructions (widgetsnap lint)::"))
        #expect(!lint([lintCase("no-instructions/trigger.json5")]).out.contains("::warning"))
    }

    @Test func testWithLintFailsOnLintErrors() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("lintcmd-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        try FileManager.default.createDirectory(at: work.appendingPathComponent("layouts"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: lintCase("minimum-text-size/trigger.json5"), toPath: work.appendingPathComponent("layouts/case.json5").path)
        func test(_ extra: [String]) throws -> (Int32, Capture) {
            let c = Capture()
            let args = [work.appendingPathComponent("layouts").path, "--goldens", work.appendingPathComponent("goldens").path,
                        "--assets", Self.repo.appendingPathComponent("Assets").path, "--quiet"] + extra
            // A developer's environment: the first run records the goldens.
            return (try TestCommand.run(args, console: c.console, environment: [:]).rawValue, c)
        }
        #expect(try test([]).0 == 0)
        let (code, c) = try test(["--lint"])
        #expect(code == 1)
        #expect(c.err.contains("case.json5:9:8: error: text drawn at 9 pt") && c.err.contains("lint: 1 error, 0 warnings"))
        #expect(c.out.contains("4 passed, 0 failed"))
    }

    /// `test --lint` lints in the pass that draws the tested variants (``VariantPass``): its findings
    /// must be `widgetsnap lint`'s on the same variants, in every way the pass can be cut (a shard
    /// draws a third but lints all; another --scale lints apart; light and dark, real and placeholder).
    /// Each case: `test`'s own options, then the selection both commands get.
    @Test(arguments: [([String](), [String]()), (["--shard", "2/3"], []), (["--scale", "2"], []),
                      ([], ["--appearance", "light,dark", "--state", "real,placeholder"])])
    func testWithLintFindsWhatLintFinds(_ testOnly: [String], _ selection: [String]) throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("onepass-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let layouts = work.appendingPathComponent("layouts")
        try FileManager.default.createDirectory(at: layouts, withIntermediateDirectories: true)
        // Layout rules, the pixel rule (contrast) and the placeholder rule, each file its own kind.
        for rule in ["contrast", "placeholder-shift", "truncated-text", "minimum-text-size", "content-in-margins", "no-instructions"] {
            let text = try String(contentsOfFile: lintCase(rule + "/trigger.json5"), encoding: .utf8)
            try text.replacingOccurrences(of: "kind: \"Case\"", with: "kind: \"\(rule.replacingOccurrences(of: "-", with: ""))\"")
                .write(to: layouts.appendingPathComponent(rule + ".json5"), atomically: true, encoding: .utf8)
        }
        let linted = lint([layouts.path] + selection)
        let summaryLine = linted.out.split(separator: "\n").last.map(String.init) ?? ""
        let findings = String(linted.out.dropLast(summaryLine.count + 1))
        #expect(findings.contains("[contrast]") && findings.contains("[placeholder-shift]") && findings.contains("[minimum-text-size]"))
        let c = Capture()
        let args = [layouts.path, "--goldens", work.appendingPathComponent("goldens").path, "--assets", Self.repo.appendingPathComponent("Assets").path, "--quiet"]
        let code = try TestCommand.run(args + testOnly + selection + ["--lint"], console: c.console, environment: [:])
        #expect(code == .failure)
        #expect(c.err == findings + "lint: " + summaryLine + "\n")
    }
}
