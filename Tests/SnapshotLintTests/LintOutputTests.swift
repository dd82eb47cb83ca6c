import JSON5
@testable import SnapshotLint
import Testing
import WidgetLint

/// The lint's text outputs: a finding per line with its variants and guideline, and the summary line.
@Suite struct LintOutputTests {
    static func finding(_ rule: String, _ severity: LintSeverity, line: Int, variants: [String], detail: String? = nil) -> LintFinding {
        LintFinding(rule: rule, severity: severity, file: "Layouts/w.json5", line: line, column: 5, path: JSONPath(), message: "a message",
                    variants: variants, nodes: [:], guideline: Guideline(source: "HIG: Widgets", sentence: "Say it once."), detail: detail)
    }

    @Test func textListsAtMostThreeVariantsAndTheGuideline() {
        let report = LintReport(findings: [Self.finding("minimum-text-size", .warning, line: 3, variants: ["a", "b", "c", "d", "e"], detail: "9 pt"),
                                           Self.finding("no-app-name-or-logo", .error, line: 7, variants: [])],
                                files: ["Layouts/w.json5"], suppressed: 0, variantCount: 5)
        #expect(LintOutput.text(report) == """
            Layouts/w.json5:3:5: warning: a message (worst: 9 pt) [minimum-text-size]
                in 5 variants: a, b, c, and 2 more
                guideline (HIG: Widgets): Say it once.
            Layouts/w.json5:7:5: error: a message [no-app-name-or-logo]
                guideline (HIG: Widgets): Say it once.

            """)
        #expect(report.failed(strict: false))
    }

    @Test(arguments: [
        (0, 0, 1, 1, 0, "0 errors, 0 warnings in 1 file (1 variant)\n"),
        (1, 2, 2, 40, 0, "1 error, 2 warnings in 2 files (40 variants)\n"),
        (0, 1, 1, 2, 3, "0 errors, 1 warning in 1 file (2 variants), 3 suppressed\n"),
    ])
    func summary(errors: Int, warnings: Int, files: Int, variants: Int, suppressed: Int, expected: String) {
        let findings = (0..<errors).map { Self.finding("e", .error, line: $0 + 1, variants: ["v"]) }
            + (0..<warnings).map { Self.finding("w", .warning, line: $0 + 1, variants: ["v"]) }
        let report = LintReport(findings: findings, files: (0..<files).map { "f\($0)" }, suppressed: suppressed, variantCount: variants)
        #expect(LintOutput.summary(report) == expected)
        #expect(report.failed(strict: true) == (errors + warnings > 0))
    }
}
