import WidgetLint
import WidgetModel
import SnapshotFiles

/// The design lint of the Live Activities and controls that layout files declare
/// (docs/lint.md, "Live Activities and controls"): the surface rules' findings placed at the key
/// that declares the presentation, grouped like the widget rules' and merged into one report.
public enum SurfaceLintRun {
    /// One presentation of a layout file's activity or control, as the surface rules see it.
    public struct Drawn: Sendable {
        /// The layout's index in the run.
        public var layout: Int
        /// Where the file declares the presentation (`$.activity.dynamicIsland.minimal`, `$.control`):
        /// its findings are placed there.
        public var path: JSONPath
        /// The views the presentation is made of (the compact one: `compactLeading` and
        /// `compactTrailing`): a `lint` option on one of them, or inside one, applies to it.
        public var views: [JSONPath]
        public var variant: SurfaceLintVariant

        public init(layout: Int, path: JSONPath, views: [JSONPath]? = nil, variant: SurfaceLintVariant) {
            self.layout = layout; self.path = path; self.views = views ?? [path]; self.variant = variant
        }
    }

    /// The surface rules that run on a layout: those selected, less those its top-level `lint`
    /// option turns off (they are not run, so their findings are not counted as suppressed).
    public static func rules(for layout: LoadedLayout, options: LintOptions) -> [any SurfaceLintRule] {
        let off = Set(LintSuppressions.all(layout, map: layout.map).filter { $0.scope.components.isEmpty }.flatMap(\.rules))
        return options.selectedSurfaceRules.filter { !off.contains($0.id) }
    }

    /// Every selected rule on every presentation; identical findings (file, rule, place, message)
    /// become one with every variant, in the order the presentations were drawn. A `lint` option on
    /// a view of a presentation (one of its root views or any view inside) turns the rule off for
    /// that presentation: those findings are counted as suppressed.
    public static func findings(_ drawn: [Drawn], layouts: [LoadedLayout], options: LintOptions) -> (findings: [LintFinding], suppressed: Int) {
        struct Key: Hashable { var layout: Int; var rule: String; var path: JSONPath; var message: String }
        var rulesByLayout: [Int: [any SurfaceLintRule]] = [:]
        var offsByLayout: [Int: [LintSuppression]] = [:]
        var found: [Key: LintFinding] = [:]
        var order: [Key] = []
        var suppressed = 0
        for d in drawn {
            let layout = layouts[d.layout]
            let rules = rulesByLayout[d.layout] ?? self.rules(for: layout, options: options)
            rulesByLayout[d.layout] = rules
            let offs = offsByLayout[d.layout] ?? LintSuppressions.all(layout, map: layout.map).filter { !$0.scope.components.isEmpty }
            offsByLayout[d.layout] = offs
            for rule in rules {
                let severity = options.severity(of: rule)
                guard severity >= options.minimumSeverity else { continue }
                let off = offs.contains { s in
                    s.rules.contains(rule.id) && d.views.contains { s.scope.components.starts(with: $0.components) }
                }
                for message in rule.check(d.variant) {
                    if off { suppressed += 1; continue }
                    let key = Key(layout: d.layout, rule: rule.id, path: d.path, message: message)
                    if found[key] != nil {
                        if found[key]?.variants.contains(d.variant.name) == false { found[key]?.variants.append(d.variant.name) }
                        continue
                    }
                    let map = layout.map
                    let location = map.keyLocation(of: d.path) ?? LintRunner.nearest(d.path, map) ?? SourceLocation(line: 1, column: 1, offset: 0)
                    var finding = LintFinding(rule: rule.id, severity: severity, file: layout.path, line: location.line, column: location.column,
                                              path: d.path, message: message, variants: [d.variant.name], nodes: [:], guideline: rule.guideline)
                    finding.codePointColumn = SourceLocation.codePointColumn(offset: location.offset, in: layout.text)
                    found[key] = finding
                    order.append(key)
                }
            }
        }
        return (order.compactMap { found[$0] }, suppressed)
    }
}

extension LintReport {
    /// This report with the surface findings of `variants` more presentations, sorted as one.
    public func merging(surfaceFindings: [LintFinding], suppressed: Int, variants: Int) -> LintReport {
        guard variants > 0 else { return self }
        var out = self
        out.findings = LintRunner.sorted(findings + surfaceFindings)
        out.suppressed += suppressed
        out.variantCount += variants
        return out
    }
}
