import Foundation
import WidgetLayout
import WidgetLint
import WidgetModel
import WidgetRender

/// The widget design lint of variants no layout file declares (SwiftUI widgets: the snapshot
/// assertion and the previews): the widget rules on a definition made from the widget's
/// configuration, the layout rules on each variant laid out in light, and the pixel rules on each
/// drawn in light and in dark without its texts, at one pixel per point. There is no file to point
/// into, so a finding's message ends with its view: kind, text and place in the laid-out tree
/// (`at Text "Lunch" (root/0)`); its variant is named by the caller (as the variant's golden).
public enum ViewTreeLint {
    /// One variant: its family, entry and state, how to lay it out in a colour scheme, and its name
    /// in an appearance. A placeholder is compared with the real variant of the same family and
    /// entry given before it.
    public struct Variant {
        public var selection: VariantSelection
        public var layOut: (ColorScheme) -> (tree: LayoutNode, contentMarginsDisabled: Bool)?
        public var name: (Appearance) -> String
        public init(selection: VariantSelection, layOut: @escaping (ColorScheme) -> (tree: LayoutNode, contentMarginsDisabled: Bool)?,
                    name: @escaping (Appearance) -> String) {
            self.selection = selection; self.layOut = layOut; self.name = name
        }
    }

    /// The findings of every selected rule, in order: widget rules (on `definition`, named `kind`), then each variant's.
    public static func findings(definition: WidgetDefinition, kind: String, variants: [Variant], renderer: WidgetRenderer,
                                options: LintOptions = LintOptions()) -> [SurfaceLintFinding] {
        let rules = options.selectedRules
        var out: [SurfaceLintFinding] = []
        func add(_ rule: any LintRule, _ issue: LintIssue, _ variant: String, _ tree: LayoutNode?) {
            let view = issue.node.flatMap { path in tree?.node(at: path).map { " (at \(describe($0)))" } } ?? ""
            out.append(SurfaceLintFinding(rule: rule.id, severity: options.severity(of: rule), message: issue.message + view,
                                          variant: variant, guideline: rule.guideline))
        }
        for rule in rules where rule.pass == .widget {
            for issue in rule.check(widget: definition) { add(rule, issue, kind, nil) }
        }
        let layoutRules = rules.filter { $0.pass == .layout }, pixelRules = rules.filter { $0.pass == .pixels }
        var reals: [String: LayoutNode] = [:]
        for v in variants {
            let s = v.selection
            let key = "\(s.family.rawValue)|\(s.entryIndex)|\(s.instance)"
            guard let (tree, marginsDisabled) = v.layOut(.light) else { continue }
            if s.state == .real { reals[key] = tree }
            var variant = LintVariant(definition: definition, selection: s, tree: tree, contentMarginsDisabled: marginsDisabled,
                                      real: s.state == .placeholder ? reals[key] : nil)
            for rule in layoutRules {
                for issue in rule.check(variant: variant) { add(rule, issue, v.name(.light), tree) }
            }
            guard !pixelRules.isEmpty else { continue }
            for scheme in [ColorScheme.light, .dark] {
                guard let drawn = scheme == .light ? tree : v.layOut(scheme)?.tree, LintRunner.hasPlainText(drawn) else { continue }
                let look = Appearance(colorScheme: scheme)
                guard let image = try? renderer.render(LintRunner.withoutTexts(drawn), family: s.family, appearance: look, scale: 1) else { continue }
                variant.tree = drawn
                variant.colorScheme = scheme
                variant.background = image
                variant.scale = 1
                for rule in pixelRules {
                    for issue in rule.check(variant: variant) { add(rule, issue, v.name(look), drawn) }
                }
            }
        }
        return out.filter { $0.severity >= options.minimumSeverity }
    }

    /// `Text "Lunch" (root/0/1)`: a node's kind, its text (up to 40 characters) and its path.
    static func describe(_ node: LayoutNode) -> String {
        let text = node.view?.content.textString.map { t in " \"" + (t.count > 40 ? t.prefix(39) + "…" : t) + "\"" } ?? ""
        return (node.view?.kindName ?? node.kind) + text + " (\(node.path))"
    }
}
