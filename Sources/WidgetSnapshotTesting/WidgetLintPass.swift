import Foundation
import Pixels
import WidgetKit
import WidgetLayout
import WidgetLint
import WidgetModel
import WidgetSnapshotCore
import WidgetSnapUI

extension WidgetSnapshots {
    /// The widget design lint (docs/lint.md) of a SwiftUI widget, as `widgetsnap lint` checks a
    /// layout file: the widget rules on its configuration (display name, description, families),
    /// the layout rules on each family × entry × state laid out on the strategy's device, and the
    /// pixel rules (contrast) on each of those drawn in light and in dark without its texts. A
    /// finding's message ends with the view it is about: its kind, its text and its place in the
    /// laid-out tree (`at Text "Lunch" (root/0)`), and its variant is named as the snapshot's golden is.
    @MainActor
    static func lintFindings<W: Widget>(widget: W, host: WidgetHost<W>, families: [WidgetFamily], entries: Int?, states: [WidgetState],
                                        strategy: SnapshotStrategy, environment: (inout EnvironmentValues) -> Void) -> [SurfaceLintFinding] {
        let rules = LintOptions().selectedRules
        let definition = host.configurationDefinition()
        var out: [SurfaceLintFinding] = []
        func add(_ rule: any LintRule, _ issue: LintIssue, _ variant: String, _ tree: LayoutNode?) {
            let view = issue.node.flatMap { path in tree?.node(at: path).map { " (at \(describe($0)))" } } ?? ""
            out.append(SurfaceLintFinding(rule: rule.id, severity: rule.defaultSeverity, message: issue.message + view,
                                          variant: variant, guideline: rule.guideline))
        }
        // `Text "Lunch" (root/0/1)`: the view's kind, its text, and its place in the laid-out tree.
        func describe(_ node: LayoutNode) -> String {
            let text = node.view?.content.textString.map { t in " \"" + (t.count > 40 ? t.prefix(39) + "…" : t) + "\"" } ?? ""
            return (node.view?.kindName ?? node.kind) + text + " (\(node.path))"
        }
        for rule in rules where rule.pass == .widget {
            for issue in rule.check(widget: definition) { add(rule, issue, host.kind, nil) }
        }
        let device = strategy.device
        for family in families where device.size(of: family) != nil {
            let count = min(host.timeline(family).entries.count, max(0, entries ?? .max))
            for entry in 0..<count {
                var real: LayoutNode?
                for state in states {
                    // Layout does not depend on the colour scheme; drawing does, and a view may read it.
                    func laidOut(_ scheme: ColorScheme) -> (LayoutNode, ResolvedWidget)? {
                        guard let resolved = host.resolve(family: family, entryIndex: entry, state: state, colorScheme: scheme, environment: environment),
                              let root = strategy.worker.layoutEngine.layout(resolved, graphic: false, device: device, scale: device.scale) else { return nil }
                        return (root, resolved)
                    }
                    guard let (tree, resolved) = laidOut(.light) else { continue }
                    if state == .real { real = tree }
                    let selection = VariantSelection(family: family, instance: "default", entryIndex: entry, state: state)
                    let name = strategy.variant(kind: host.kind, family: family, entry: entry, appearance: .light, state: state).name
                    var variant = LintVariant(definition: definition, selection: selection, tree: tree, contentMarginsDisabled: resolved.contentMarginsDisabled,
                                              real: state == .placeholder ? real : nil)
                    for rule in rules where rule.pass == .layout {
                        for issue in rule.check(variant: variant) { add(rule, issue, name, tree) }
                    }
                    let pixelRules = rules.filter { $0.pass == .pixels }
                    guard !pixelRules.isEmpty else { continue }
                    for scheme in [ColorScheme.light, .dark] {
                        guard let (drawn, _) = scheme == .light ? (tree, resolved) : laidOut(scheme), LintRunner.hasPlainText(drawn) else { continue }
                        let look = Appearance(colorScheme: scheme)
                        guard let image = try? strategy.worker.renderer.render(LintRunner.withoutTexts(drawn), family: family, appearance: look, scale: 1) else { continue }
                        variant.tree = drawn
                        variant.colorScheme = scheme
                        variant.background = image
                        variant.scale = 1
                        let name = strategy.variant(kind: host.kind, family: family, entry: entry, appearance: look, state: state).name
                        for rule in pixelRules {
                            for issue in rule.check(variant: variant) { add(rule, issue, name, drawn) }
                        }
                    }
                }
            }
        }
        return out
    }
}

extension WidgetSnapshots {
    /// The widget design lint of every variant of `widget` (see ``lintFindings(widget:host:families:entries:states:strategy:environment:)``):
    /// each supported family (or `families`) × the first `entries` of its timeline × `states`, on `device`.
    @MainActor
    public static func lint<W: Widget>(widget: W, families: [WidgetFamily]? = nil, entries: Int? = nil, states: [String] = ["real", "placeholder"],
                                       assets: String? = nil, device: String? = nil,
                                       environment: @escaping (inout EnvironmentValues) -> Void = { _ in },
                                       filePath: String = #filePath) throws(SnapshotFailure) -> [SurfaceLintFinding] {
        let strategy = try SnapshotStrategy(named: nil, goldens: nil, assets: assets, device: device, record: nil, threshold: GoldenOptions.defaultThreshold,
                                            maxDiffPixels: 0, imageSets: imageSets(environment), filePath: filePath)
        let widgetStates = try SnapshotFailure.catching { () throws(ToolError) in try states.map { name throws(ToolError) in try Selection.state(name) } }
        let host = WidgetHost(widget, device: strategy.device)
        return lintFindings(widget: widget, host: host, families: families ?? host.supportedFamilies.filter(WidgetFamily.allCases.contains),
                            entries: entries, states: widgetStates, strategy: strategy, environment: environment)
    }
}
