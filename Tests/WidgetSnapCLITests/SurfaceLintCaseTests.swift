import Foundation
import Testing
import TestSupport
import WidgetLint

/// The Live Activity and control rules on layout files (docs/lint.md, "Live Activities and
/// controls"): `Tests/Lint/<surface-rule>/` holds a trigger, a near miss and suppressed cases,
/// each beside its `<case>.expected.json` (file, line, column, rule, variants), run through
/// `widgetsnap lint --rules <rule> --format json` as a user runs them.
struct SurfaceLintCaseTests {
    let tool = ToolTests()
    static let root = ToolTests.root.appendingPathComponent("Tests/Lint")

    typealias Expected = ExpectedLintFinding
    struct ExpectedFile: Decodable { var findings: [Expected] }

    static func cases() -> [String] {
        SurfaceLintRegistry.ids.flatMap { rule in
            ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(rule).path)) ?? [])
                .filter { $0.hasSuffix(".json5") }.sorted().map { "\(rule)/\($0)" }
        }
    }

    @Test func everySurfaceRuleHasATriggerAndANearMiss() {
        let all = Set(Self.cases())
        for id in SurfaceLintRegistry.ids {
            #expect(all.contains("\(id)/trigger.json5"), "Tests/Lint/\(id)/trigger.json5 is missing")
            #expect(all.contains("\(id)/near-miss.json5"), "Tests/Lint/\(id)/near-miss.json5 is missing")
        }
    }

    @Test(arguments: cases()) func surfaceLintCase(_ name: String) throws {
        let rule = String(name.split(separator: "/")[0])
        let path = Self.root.appendingPathComponent(name).path
        let r = tool.run(["lint", path, "--rules", rule, "--format", "json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any], "\(r.err)")
        let findings = try #require(json["findings"] as? [[String: Any]])
        let actual = findings.map {
            Expected(file: (($0["file"] as? String ?? "") as NSString).lastPathComponent, line: $0["line"] as? Int ?? 0,
                     column: $0["column"] as? Int ?? 0, rule: $0["rule"] as? String ?? "", variants: $0["variants"] as? [String] ?? [])
        }
        let expectedURL = URL(fileURLWithPath: String(path.dropLast(".json5".count)) + ".expected.json")
        let expected = try JSONDecoder().decode(ExpectedFile.self, from: try Data(contentsOf: expectedURL)).findings
        #expect(actual == expected, "\(name): got\n\(actual.map(\.description).joined(separator: "\n"))")
        if name.hasSuffix("/trigger.json5") { #expect(!actual.isEmpty, "\(name) must trigger \(rule)") }
        if name.hasSuffix("/near-miss.json5") || name.contains("suppressed") { #expect(actual.isEmpty, "\(name) must not trigger \(rule)") }
        // An error-level finding fails the run; a warning fails it only with --strict.
        let errors = findings.contains { $0["severity"] as? String == "error" }
        #expect(r.code == (errors ? 1 : 0), "\(name): exit \(r.code)")
    }

    @Test func widgetRulesAloneDrawNoSurface() {
        // An activity that cannot be drawn is not drawn when no surface rule runs.
        let r = tool.run(["lint", Self.root.appendingPathComponent("control-has-symbol/trigger.json5").path, "--rules", "contrast"])
        #expect(r.code == 0 && r.out.contains("0 errors, 0 warnings in 1 file (0 variants)"), "\(r.out)\(r.err)")
    }

    @Test func aSuppressionOnAPresentationIsCounted() {
        let r = tool.run(["lint", Self.root.appendingPathComponent("minimal-without-text/suppressed-on-the-view.json5").path])
        #expect(r.out.contains("0 errors, 0 warnings in 1 file (12 variants), 2 suppressed"), "\(r.out)")
    }

    @Test func surfaceRulesAreListedAndInSARIF() throws {
        let list = tool.run(["lint", "--list"])
        for id in SurfaceLintRegistry.ids { #expect(list.out.contains(id), "\(id) not in --list") }
        let sarif = tool.run(["lint", Self.root.appendingPathComponent("control-has-symbol/trigger.json5").path, "--format", "sarif"])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.out.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let results = try #require(run["results"] as? [[String: Any]])
        let index = try #require(results.first?["ruleIndex"] as? Int)
        #expect(results.first?["ruleId"] as? String == "control-has-symbol")
        #expect(rules[index]["id"] as? String == "control-has-symbol", "ruleIndex points at \(rules[index]["id"] ?? "nothing")")
    }

    @Test func testWithLintReportsTheSurfaces() {
        let goldens = FileManager.default.temporaryDirectory.appendingPathComponent("surface-lint-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: goldens) }
        let r = tool.test([Self.root.appendingPathComponent("control-has-symbol/trigger.json5").path, "--goldens", goldens,
                           "--record", "missing", "--lint", "--quiet"], environment: [:])
        #expect(r.err.contains("[control-has-symbol]"), "\(r.err)")
        #expect(r.code == 1, "a lint error fails the run: \(r.code)")
    }
}
