import Foundation
import WidgetLint
import WidgetModel
import SnapshotFiles
import SnapshotReports

/// `widgetsnap lint`'s outputs: compiler-style text, JSON, SARIF 2.1.0 and GitHub annotations.
/// Each is deterministic: the same report gives the same bytes.
public enum LintOutput {
    /// How many variant names a text finding lists before "and N more".
    public static let shownVariants = 3

    /// `file:line:column: warning: message [rule-id]`, then the variants and the guideline, indented.
    public static func text(_ report: LintReport) -> String {
        var out = ""
        for f in report.findings {
            out += "\(f.file.escapingControlCharacters):\(f.line):\(f.column): \(f.severity.rawValue): \(f.fullMessage.escapingControlCharacters) [\(f.rule)]\n"
            if !f.variants.isEmpty {
                let shown = f.variants.prefix(shownVariants).joined(separator: ", ")
                let more = f.variants.count - min(f.variants.count, shownVariants)
                out += "    in \(f.variants.count) variant\(f.variants.count == 1 ? "" : "s"): \(shown)\(more > 0 ? ", and \(more) more" : "")\n"
            }
            out += "    guideline (\(f.guideline.source)): \(f.guideline.sentence)\n"
        }
        return out
    }

    /// The closing line: `2 errors, 3 warnings in 6 files (480 variants)`.
    public static func summary(_ report: LintReport) -> String {
        func n(_ k: Int, _ word: String) -> String { "\(k) \(word)\(k == 1 ? "" : "s")" }
        var s = "\(n(report.errors, "error")), \(n(report.warnings, "warning")) in \(n(report.files.count, "file")) (\(n(report.variantCount, "variant")))"
        if report.suppressed > 0 { s += ", \(report.suppressed) suppressed" }
        return s + "\n"
    }

    // MARK: - JSON

    struct JSONReport: Encodable {
        var version = 1
        var findings: [JSONFinding]
        var summary: Summary
        struct Summary: Encodable { var errors: Int; var warnings: Int; var files: Int; var variants: Int; var suppressed: Int }
    }

    struct JSONFinding: Encodable {
        var rule: String
        var severity: String
        var file: String
        var line: Int
        var column: Int
        var path: String
        var message: String
        var variants: [String]
        var guideline: Guideline
        struct Guideline: Encodable { var source: String; var sentence: String }
    }

    public static func json(_ report: LintReport) throws(LintRunError) -> String {
        let findings = report.findings.map {
            JSONFinding(rule: $0.rule, severity: $0.severity.rawValue, file: $0.file, line: $0.line, column: $0.column, path: $0.path.description,
                        message: $0.fullMessage, variants: $0.variants, guideline: .init(source: $0.guideline.source, sentence: $0.guideline.sentence))
        }
        let document = JSONReport(findings: findings, summary: .init(errors: report.errors, warnings: report.warnings, files: report.files.count,
                                                                     variants: report.variantCount, suppressed: report.suppressed))
        return try LintRunError.reports { () throws(ReportsError) in try ResultsJSON.encode(document) }
    }

    // MARK: - GitHub

    /// `::error file=…,line=…,col=…,title=…::message` (or `::warning`) for every finding.
    public static func annotations(_ report: LintReport) -> String {
        report.findings.map { f in
            let line = GitHubActions.error(file: f.file, line: f.line, column: f.column, title: "\(f.rule) (widgetsnap lint)", message: f.fullMessage)
            return f.severity == .error ? line : "::warning" + line.dropFirst("::error".count)
        }.joined()
    }

    // MARK: - SARIF

    /// Where the rules are documented, relative to widgetsnap's repository.
    public static let docsPath = "docs/lint.md"

    /// SARIF 2.1.0: one run, the tool with every rule selected (id, descriptions, help, default
    /// level, guideline), one result per finding with its physical location (relative URI,
    /// start line and column) and the variants as a property.
    public static func sarif(_ report: LintReport, rules: [any LintRuleInfo], options: LintOptions) throws(LintRunError) -> String {
        let index = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let driverRules = rules.map { r in
            SARIF.Rule(id: r.id, name: ruleName(r.id), shortDescription: .init(text: r.description),
                       fullDescription: .init(text: r.description + " Guideline (\(r.guideline.source)): \(r.guideline.sentence)"),
                       helpUri: docsPath + "#" + r.id,
                       help: .init(text: "\(r.description)\n\n\(r.guideline.source): \"\(r.guideline.sentence)\"\n\nTurn it off for one view with lint: {disable: [\"\(r.id)\"], reason: \"…\"}.",
                                   markdown: "\(r.description)\n\n> \(r.guideline.sentence)\n>\n> — \(r.guideline.source)\n\nTurn it off for one view with `lint: {disable: [\"\(r.id)\"], reason: \"…\"}`."),
                       defaultConfiguration: .init(level: level(options.severity(of: r))),
                       properties: .init(tags: ["design", "widgets"], guidelineSource: r.guideline.source))
        }
        let results = report.findings.map { f in
            SARIF.Result(ruleId: f.rule, ruleIndex: index[f.rule] ?? 0, level: level(f.severity), message: .init(text: f.fullMessage),
                         locations: [.init(physicalLocation: .init(artifactLocation: .init(uri: uri(f.file), uriBaseId: "%SRCROOT%"),
                                                                   region: .init(startLine: f.line, startColumn: f.codePointColumn)))],
                         partialFingerprints: ["widgetsnapLint/v1": fingerprint(f)],
                         properties: .init(variants: f.variants, jsonPath: f.path.description))
        }
        let log = SARIF.Log(runs: [.init(tool: .init(driver: .init(version: WidgetSnapVersion.current, semanticVersion: WidgetSnapVersion.current, rules: driverRules)),
                                         results: results, columnKind: "unicodeCodePoints")])
        return try LintRunError.reports { () throws(ReportsError) in try ResultsJSON.encode(log) }
    }

    static func level(_ s: LintSeverity) -> String { s == .error ? "error" : "warning" }

    /// `small-one-tap-target` → `SmallOneTapTarget`.
    static func ruleName(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// A path relative to the current folder, with `/` separators and percent-encoding, as SARIF's artifact URIs want.
    static func uri(_ file: String) -> String {
        var path = file
        if path.hasPrefix("/") { path = RelativePath.relative(path, from: FileManager.default.currentDirectoryPath) }
        while path.hasPrefix("./") { path.removeFirst(2) }
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }

    /// Stable across runs and line moves: rule, file and JSON path.
    static func fingerprint(_ f: LintFinding) -> String { ContentHash.fnv1a(Array("\(f.rule)|\(f.file)|\(f.path)|\(f.message)".utf8)) }
}

/// The part of the SARIF 2.1.0 object model widgetsnap writes.
enum SARIF {
    struct Log: Encodable {
        var schema = "https://json.schemastore.org/sarif-2.1.0.json"
        var version = "2.1.0"
        var runs: [Run]
        enum CodingKeys: String, CodingKey { case schema = "$schema", version, runs }
    }
    struct Run: Encodable { var tool: Tool; var results: [Result]; var columnKind: String }
    struct Tool: Encodable { var driver: Driver }
    struct Driver: Encodable {
        var name = "widgetsnap lint"
        var informationUri = "https://developer.apple.com/design/human-interface-guidelines/widgets"
        var version: String
        var semanticVersion: String
        var rules: [Rule]
    }
    struct Message: Encodable { var text: String }
    struct MultiformatMessage: Encodable { var text: String; var markdown: String }
    struct Rule: Encodable {
        var id: String
        var name: String
        var shortDescription: Message
        var fullDescription: Message
        var helpUri: String
        var help: MultiformatMessage
        var defaultConfiguration: Configuration
        var properties: Properties
        struct Configuration: Encodable { var level: String }
        struct Properties: Encodable { var tags: [String]; var guidelineSource: String }
    }
    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
        var partialFingerprints: [String: String]
        var properties: Properties
        struct Properties: Encodable { var variants: [String]; var jsonPath: String }
    }
    struct Location: Encodable { var physicalLocation: PhysicalLocation }
    struct PhysicalLocation: Encodable { var artifactLocation: ArtifactLocation; var region: Region }
    struct ArtifactLocation: Encodable { var uri: String; var uriBaseId: String }
    struct Region: Encodable { var startLine: Int; var startColumn: Int }
}
