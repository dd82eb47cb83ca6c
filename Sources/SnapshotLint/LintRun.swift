import Foundation
import Pixels
import WidgetLayout
import WidgetLint
import WidgetModel
import WidgetRender
import SnapshotFiles
import SnapshotPipeline
import SnapshotVariants

/// Which rules run and how their findings are rated.
public struct LintOptions: Sendable {
    /// Rule ids to run; empty for every rule.
    public var rules: [String] = []
    /// Per-rule severities that replace the defaults.
    public var severities: [String: LintSeverity] = [:]
    /// Findings below this severity are left out.
    public var minimumSeverity: LintSeverity = .warning
    public init() {}

    /// The rules selected.
    public var selectedRules: [any LintRule] {
        rules.isEmpty ? LintRegistry.all : LintRegistry.all.filter { rules.contains($0.id) }
    }

    /// The Live Activity and control rules selected.
    public var selectedSurfaceRules: [any SurfaceLintRule] {
        rules.isEmpty ? SurfaceLintRegistry.all : SurfaceLintRegistry.all.filter { rules.contains($0.id) }
    }

    /// Every rule selected, widget rules first (`--list`, SARIF's rule table).
    public var selectedRuleInfos: [any LintRuleInfo] { selectedRules.map { $0 as any LintRuleInfo } + selectedSurfaceRules.map { $0 as any LintRuleInfo } }

    public func severity(of rule: any LintRuleInfo) -> LintSeverity { severities[rule.id] ?? rule.defaultSeverity }
}

/// One finding: a rule broken at one place of a layout file, in one or more variants.
public struct LintFinding: Sendable, Hashable, Codable {
    public var rule: String
    public var severity: LintSeverity
    public var file: String
    public var line: Int
    public var column: Int
    /// The column counted in Unicode code points (SARIF's column kind); ``column`` counts characters.
    public var codePointColumn: Int = 1
    public var path: JSONPath
    public var message: String
    /// The variants (``VariantID/name``) where it occurs, in variant order; empty for a widget-level finding.
    public var variants: [String]
    /// The node paths of the offending views, per variant name (for the gallery's badges).
    public var nodes: [String: [String]]
    public var guideline: Guideline
    /// The worst variant-dependent measurement (`3.4:1 in light`), with its score (lower is worse).
    public var detail: String?
    var score: Double?

    /// The message with the worst measurement: `… (worst: 3.4:1 in light)`.
    public var fullMessage: String { detail.map { message + " (\(variants.count > 1 ? "worst: " : "")\($0))" } ?? message }
}

/// Every finding of a run, sorted by file, line, column and rule.
public struct LintReport: Sendable {
    public var findings: [LintFinding]
    public var files: [String]
    /// Findings turned off by a `lint: {disable: …}` option on a view (rules a file turns off as a
    /// whole are not run on it, so their findings are not counted).
    public var suppressed: Int
    /// How many variants were linted.
    public var variantCount: Int

    public var errors: Int { findings.filter { $0.severity == .error }.count }
    public var warnings: Int { findings.filter { $0.severity == .warning }.count }

    /// Exit status: 1 with an error, or with a warning under `strict`.
    public func failed(strict: Bool) -> Bool { errors > 0 || (strict && warnings > 0) }
}

/// Runs the rules over every selected variant of the loaded layouts.
public enum LintRunner {
    /// The unknown rule names in the layouts' `lint` options, at their line and column.
    public static func suppressionErrors(_ layouts: [LoadedLayout]) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for layout in layouts {
            let map = layout.map
            for s in LintSuppressions.all(layout, map: map) {
                for (name, path) in zip(s.rules, s.rulePaths) where LintRules.rule(name) == nil {
                    let hint = LintRules.suggestion(for: name).map { "did you mean '\($0)'? " } ?? ""
                    out.append(Diagnostic(file: layout.path, location: map.location(of: path), path: path,
                                          message: "unknown lint rule '\(name)' in a lint option",
                                          hint: hint + "'widgetsnap lint --list' shows the rules; docs/lint.md describes them"))
                }
            }
        }
        return out
    }

    /// Lints every job's variant (``LintPlan``): a ``VariantPass`` that draws nothing.
    public static func run(_ jobs: [RenderJob], layouts: [LoadedLayout], options: LintOptions, device: Device,
                           assetsRoot: String, workers: Int) throws(LintRunError) -> LintReport {
        let result = try VariantPass.run(jobs, layouts: layouts, device: device, scale: device.scale, assetsRoot: assetsRoot, workers: workers,
                                         plan: .lintOnly(options), setUp: LintRunError.pipeline) { _, _ throws(LintRunError) in }
        guard let result else { return LintReport(findings: [], files: layouts.map(\.path), suppressed: 0, variantCount: jobs.count) }
        return try result.get()
    }

    struct Raw: Sendable {
        var layout: Int
        var rule: String
        var issue: LintIssue
        var variants: [String]
    }

    /// Identical findings (same file, rule, place and message) become one, with every variant.
    static func group(_ raws: [Raw], layouts: [LoadedLayout], options: LintOptions, variantCount: Int) -> LintReport {
        struct Key: Hashable { var layout: Int; var rule: String; var path: JSONPath; var atKey: Bool; var message: String }
        var found: [Key: LintFinding] = [:]
        var order: [Key] = []
        var suppressions: [Int: [LintSuppression]] = [:]
        var suppressed = 0
        for raw in raws {
            guard let rule = LintRegistry.rule(raw.rule) else { continue }
            let severity = options.severity(of: rule)
            guard severity >= options.minimumSeverity else { continue }
            let layout = layouts[raw.layout]
            let map = layout.map
            let offs = suppressions[raw.layout] ?? LintSuppressions.all(layout, map: map)
            suppressions[raw.layout] = offs
            if offs.contains(where: { $0.rules.contains(raw.rule) && raw.issue.path.components.starts(with: $0.scope.components) }) {
                suppressed += 1
                continue
            }
            let key = Key(layout: raw.layout, rule: raw.rule, path: raw.issue.path, atKey: raw.issue.atKey, message: raw.issue.message)
            if var f = found[key] {
                for v in raw.variants where !f.variants.contains(v) { f.variants.append(v) }
                if let n = raw.issue.node { for v in raw.variants where !(f.nodes[v] ?? []).contains(n) { f.nodes[v, default: []].append(n) } }
                if let score = raw.issue.score, score < (f.score ?? .infinity) { f.score = score; f.detail = raw.issue.detail }
                found[key] = f
                continue
            }
            let location = (raw.issue.atKey ? map.keyLocation(of: raw.issue.path) : map.location(of: raw.issue.path))
                ?? nearest(raw.issue.path, map) ?? SourceLocation(line: 1, column: 1, offset: 0)
            var nodes: [String: [String]] = [:]
            if let n = raw.issue.node { for v in raw.variants { nodes[v] = [n] } }
            found[key] = LintFinding(rule: raw.rule, severity: severity, file: layout.path, line: location.line, column: location.column,
                                     path: raw.issue.path, message: raw.issue.message, variants: raw.variants, nodes: nodes, guideline: rule.guideline,
                                     detail: raw.issue.detail, score: raw.issue.score)
            found[key]?.codePointColumn = SourceLocation.codePointColumn(offset: location.offset, in: layout.text)
            order.append(key)
        }
        return LintReport(findings: sorted(order.compactMap { found[$0] }), files: layouts.map(\.path), suppressed: suppressed, variantCount: variantCount)
    }

    /// Findings by file, line, column and rule (in documented order); equal ones keep their order.
    static func sorted(_ findings: [LintFinding]) -> [LintFinding] {
        let ruleOrder = Dictionary(uniqueKeysWithValues: LintRules.ids.enumerated().map { ($1, $0) })
        return findings.enumerated().sorted { a, b in
            let x = a.element, y = b.element
            if x.file != y.file { return x.file < y.file }
            if x.line != y.line { return x.line < y.line }
            if x.column != y.column { return x.column < y.column }
            if x.rule != y.rule { return (ruleOrder[x.rule] ?? 0) < (ruleOrder[y.rule] ?? 0) }
            return a.offset < b.offset
        }.map(\.element)
    }

    static func nearest(_ path: JSONPath, _ map: SourceMap) -> SourceLocation? {
        var c = path.components
        while !c.isEmpty {
            c.removeLast()
            if let l = map.location(of: JSONPath(c)) { return l }
        }
        return nil
    }

    /// Whether a tree has a text that is drawn as text (not as placeholder bars).
    package static func hasPlainText(_ node: LayoutNode) -> Bool {
        if node.text != nil, node.view?.environment.redacted == false { return true }
        return node.modifiers.contains { $0.content.map(hasPlainText) ?? false } || node.children.contains(where: hasPlainText)
    }

    /// The same tree with no text drawn: what lies behind every text.
    package static func withoutTexts(_ node: LayoutNode) -> LayoutNode {
        var n = node
        n.text = nil
        n.children = node.children.map(withoutTexts)
        n.modifiers = node.modifiers.map { m in
            var m = m
            m.content = m.content.map(withoutTexts)
            return m
        }
        n.containerBackground = node.containerBackground.map(withoutTexts)
        return n
    }
}

/// The `lint` options of a layout file: at the top and on views.
public enum LintSuppressions {
    public static func all(_ layout: LoadedLayout, map: SourceMap) -> [LintSuppression] {
        guard let root = map.value() else { return [] }
        var out: [LintSuppression] = []
        if let s = LintSuppression.read(root, scope: JSONPath()) { out.append(s) }
        var seen: Set<JSONPath> = []
        func visit(_ n: ViewNode) {
            if seen.insert(n.sourcePath).inserted, let v = value(root, n.sourcePath), let s = LintSuppression.read(v, scope: n.sourcePath) { out.append(s) }
            switch n.kind {
            case .content: break
            case .forEach(_, _, _, let content): visit(content)
            case .conditional(_, let a, let b): visit(a); if let b { visit(b) }
            case .switchCase(_, let cases, let d): cases.forEach { visit($0.1) }; if let d { visit(d) }
            }
            n.children.forEach(visit)
            for m in n.modifiers {
                guard case .layer(let k) = m else { continue }
                switch k {
                case .background(let v, _), .overlay(let v, _), .containerBackground(let v): visit(v)
                default: break
                }
            }
        }
        let d = layout.definition
        if let s = d.views.shared { visit(s) }
        for f in WidgetFamily.allCases { if let v = d.views.perFamily[f] { visit(v) } }
        if let a = d.activity {
            for v in [a.lockScreen, a.compactLeading, a.compactTrailing, a.minimal] + a.expanded.map(\.view) { visit(v) }
        }
        return out
    }

    static func value(_ root: JSONValue, _ path: JSONPath) -> JSONValue? {
        var v = root
        for c in path.components {
            switch c {
            case .key(let k): guard let next = v[k] else { return nil }; v = next
            case .index(let i): guard let a = v.arrayValue, a.indices.contains(i) else { return nil }; v = a[i]
            }
        }
        return v
    }
}
