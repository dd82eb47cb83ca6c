import Foundation
import Testing
import TestSupport
import WidgetLayout
import WidgetLint
import WidgetModel
import WidgetSnapshotCore

/// The data-driven lint cases of `Tests/Lint/`: a folder per rule holds layouts (one that breaks
/// the rule, a near miss that does not, suppressed ones) and beside each `<case>.expected.json`
/// with the findings of that rule alone (file, line, column, rule, variants).
/// `Tests/Lint/suppression-errors/` holds layouts whose `lint` options are wrong, with the
/// expected errors (line, column, message).
@Suite struct LintCaseTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Lint")
    static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Assets").path

    typealias Expected = ExpectedLintFinding
    /// `dynamicType`: the Dynamic Type sizes the case is linted at (default large only).
    struct ExpectedFile: Decodable { var findings: [Expected]; var dynamicType: [String]? }

    struct ExpectedError: Decodable, Equatable, CustomStringConvertible {
        var line: Int
        var column: Int
        var message: String
        var description: String { "\(line):\(column): \(message)" }
    }
    struct ExpectedErrors: Decodable { var errors: [ExpectedError] }

    /// Every case layout, as `rule/case.json5`.
    static func cases() -> [String] {
        let fm = FileManager.default
        let folders = ((try? fm.contentsOfDirectory(atPath: root.path)) ?? []).filter { LintRegistry.rule($0) != nil }.sorted()
        return folders.flatMap { folder in
            ((try? fm.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? [])
                .filter { $0.hasSuffix(".json5") }.sorted().map { "\(folder)/\($0)" }
        }
    }

    /// Rules whose trigger the layout format cannot express: their trigger and near miss are SwiftUI views in
    /// the test file named, which must name the rule (none since the layout format has `Chart`).
    static let swiftUITriggers: [String: String] = [:]

    @Test func everyRuleHasATriggerAndANearMiss() throws {
        let all = Set(Self.cases())
        for id in LintRegistry.ids {
            if let file = Self.swiftUITriggers[id] {
                let text = try String(contentsOf: Self.root.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(file), encoding: .utf8)
                #expect(text.contains("\"\(id)\"") && text.contains("trigger") && text.contains("nearMiss"), "\(file) has no trigger and near miss of \(id)")
            } else {
                #expect(all.contains("\(id)/trigger.json5"), "Tests/Lint/\(id)/trigger.json5 is missing")
            }
            #expect(all.contains("\(id)/near-miss.json5"), "Tests/Lint/\(id)/near-miss.json5 is missing")
        }
    }

    @Test(arguments: cases()) func lintCase(_ name: String) throws {
        let rule = String(name.split(separator: "/")[0])
        let path = Self.root.appendingPathComponent(name).path
        let layout = try #require(try? LayoutFiles.load(path).get(), "\(name) does not load")
        let device = DeviceCatalog.default
        let expectedURL = URL(fileURLWithPath: String(path.dropLast(".json5".count)) + ".expected.json")
        let expectedFile = try JSONDecoder().decode(ExpectedFile.self, from: try Data(contentsOf: expectedURL))
        var filter = VariantFilter()
        filter.dynamicTypeSizes = try Selection.dynamicTypes(expectedFile.dynamicType ?? [])
        let jobs = try VariantSet.jobs([layout], filter: filter, device: device, scale: device.scale)
        var options = LintOptions()
        options.rules = [rule]
        let report = try LintRunner.run(jobs, layouts: [layout], options: options, device: device, assetsRoot: Self.assets, workers: 1)
        let actual = report.findings.map {
            Expected(file: ($0.file as NSString).lastPathComponent, line: $0.line, column: $0.column, rule: $0.rule, variants: $0.variants)
        }
        let expected = expectedFile.findings
        #expect(actual == expected, "\(name): got\n\(actual.map(\.description).joined(separator: "\n"))")
        if name.hasSuffix("/trigger.json5") { #expect(!actual.isEmpty, "\(name) must trigger \(rule)") }
        if name.hasSuffix("/near-miss.json5") || name.contains("suppressed") { #expect(actual.isEmpty, "\(name) must not trigger \(rule)") }
    }

    static func errorCases() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("suppression-errors").path)) ?? [])
            .filter { $0.hasSuffix(".json5") }.sorted()
    }

    /// A malformed option is a decoding error; an unknown rule name is the linter's, both at line:column.
    @Test(arguments: errorCases()) func suppressionErrors(_ name: String) throws {
        let path = Self.root.appendingPathComponent("suppression-errors").appendingPathComponent(name).path
        let diagnostics: [Diagnostic]
        switch try LayoutFiles.load(path) {
        case .failure(let e): diagnostics = e.diagnostics
        case .success(let layout): diagnostics = LintRunner.suppressionErrors([layout])
        }
        let actual = diagnostics.map { ExpectedError(line: $0.location?.line ?? 0, column: $0.location?.column ?? 0, message: $0.message) }
        let expectedURL = URL(fileURLWithPath: String(path.dropLast(".json5".count)) + ".expected.json")
        let expected = try JSONDecoder().decode(ExpectedErrors.self, from: try Data(contentsOf: expectedURL)).errors
        #expect(!actual.isEmpty)
        #expect(actual == expected, "\(name): got\n\(actual.map(\.description).joined(separator: "\n"))")
    }

    @Test func registryIdsAreUniqueAndWellFormed() {
        #expect(Set(LintRegistry.ids).count == LintRegistry.ids.count)
        for r in LintRegistry.all {
            #expect(r.id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(r.id)")
            #expect(!r.guideline.sentence.isEmpty && !r.description.isEmpty)
        }
    }

    /// docs/lint.md has a section for every rule with its severity and its guideline sentence.
    @Test func everyRuleIsDocumentedWithItsSourceSentence() throws {
        let docs = try String(contentsOf: Self.root.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/lint.md"), encoding: .utf8)
        for r in LintRegistry.all {
            guard let start = docs.range(of: "\n### \(r.id)\n") else { Issue.record("docs/lint.md has no section '### \(r.id)'"); continue }
            let section = docs[start.upperBound...].prefix { _ in true }.components(separatedBy: "\n### ").first ?? ""
            #expect(section.contains("Severity: \(r.defaultSeverity.rawValue)"), "docs/lint.md: \(r.id) has the wrong severity")
            #expect(section.contains(r.guideline.sentence), "docs/lint.md: \(r.id) does not quote its guideline")
        }
    }

    static func report(_ name: String) throws -> LintReport {
        let path = Self.root.appendingPathComponent(name).path
        let layout = try #require(try? LayoutFiles.load(path).get())
        let device = DeviceCatalog.default
        let jobs = try VariantSet.jobs([layout], filter: VariantFilter(), device: device, scale: device.scale)
        return try LintRunner.run(jobs, layouts: [layout], options: LintOptions(), device: device, assetsRoot: Self.assets, workers: 2)
    }

    /// Text like a compiler, GitHub annotations by severity, the exit rule, and identical JSON twice.
    @Test func outputsAndExitRule() throws {
        let errors = try Self.report("minimum-text-size/trigger.json5")
        let text = LintOutput.text(errors)
        #expect(text.hasPrefix(Self.root.appendingPathComponent("minimum-text-size/trigger.json5").path + ":9:8: error: text drawn at 9 pt"))
        #expect(text.contains("[minimum-text-size]\n    in 4 variants: "))
        #expect(LintOutput.annotations(errors).hasPrefix("::error file="))
        #expect(errors.failed(strict: false))
        let warnings = try Self.report("no-instructions/trigger.json5")
        #expect(warnings.errors == 0 && warnings.warnings == 1)
        #expect(LintOutput.annotations(warnings).hasPrefix("::warning file="))
        #expect(LintOutput.annotations(warnings).contains(",line=10,col=8,title=no-instructions (widgetsnap lint)::"))
        #expect(!warnings.failed(strict: false) && warnings.failed(strict: true))
        #expect(try LintOutput.json(warnings) == LintOutput.json(try Self.report("no-instructions/trigger.json5")))
    }

    @Test func contrastRatiosMatchWCAG() {
        #expect(abs(Contrast.ratio(Contrast.luminance(1, 1, 1), Contrast.luminance(0, 0, 0)) - 21) < 0.001)
        // #767676 on white is the classic 4.54:1.
        let grey = 0x76 / 255.0
        #expect(abs(Contrast.ratio(Contrast.luminance(grey, grey, grey), 1) - 4.54) < 0.01)
    }
}
