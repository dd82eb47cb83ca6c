import Foundation
import Pixels
import WidgetLayout
import WidgetLint
import WidgetModel
import WidgetRender
import SnapshotFiles
import SnapshotPipeline
import SnapshotVariants

/// The design lint of a set of variants, in the pieces a ``VariantPass`` runs: the groups of jobs
/// that share a layout, each group's check on a worker, and the report from every group's findings.
/// Layout rules run once per instance × family × entry × Dynamic Type size × locale × state (the
/// layout is the same in every appearance); the contrast rule once per appearance too, on the
/// variant drawn without its texts at 1 pixel per point.
struct LintPlan: Sendable {
    /// What layout depends on: layout, instance, family, entry, Dynamic Type size, locale.
    struct Key: Hashable { var layout: Int; var instance: String; var family: WidgetFamily; var entry: Int; var dynamicTypeSize = DynamicTypeSize.large; var locale = "en" }
    /// The jobs (indices) of one key, in job order.
    struct Group: Sendable { var key: Key; var jobs: [Int] }
    /// A laid-out light tree of a group, in one state.
    struct Tree: Sendable { var node: LayoutNode; var contentMarginsDisabled: Bool }

    let jobs: [RenderJob]
    let layouts: [LoadedLayout]
    let options: LintOptions
    let groups: [Group]
    /// Rules a file turns off as a whole, by layout: they are not run on it at all.
    let fileOff: [Set<String>]

    init(_ jobs: [RenderJob], layouts: [LoadedLayout], options: LintOptions) {
        self.jobs = jobs; self.layouts = layouts; self.options = options
        var byKey: [Key: Int] = [:]
        var groups: [Group] = []
        for (i, job) in jobs.enumerated() {
            let k = Key(layout: job.layoutIndex, instance: job.variant.instance, family: job.variant.family, entry: job.variant.entry,
                        dynamicTypeSize: job.variant.dynamicTypeSize, locale: job.variant.locale)
            if let g = byKey[k] { groups[g].jobs.append(i) } else { byKey[k] = groups.count; groups.append(Group(key: k, jobs: [i])) }
        }
        self.groups = groups
        fileOff = layouts.map { layout in
            let map = layout.map
            return Set(LintSuppressions.all(layout, map: map).filter { $0.scope.components.isEmpty }.flatMap(\.rules))
        }
    }

    /// The findings of group `g`; `drawn` holds the light trees the pass already laid out, by state.
    func check(group g: Int, worker: RenderWorker, device: Device, drawn: [WidgetState: Tree]) throws(LintRunError) -> [LintRunner.Raw] {
        let key = groups[g].key
        let layout = layouts[key.layout]
        let group = groups[g].jobs.map { jobs[$0] }
        let rules = options.selectedRules.filter { !fileOff[key.layout].contains($0.id) }
        let layoutRules = rules.filter { $0.pass == .layout }, pixelRules = rules.filter { $0.pass == .pixels }
        var out: [LintRunner.Raw] = []
        var resolver: Resolver?
        var trees: [WidgetState: Tree?] = drawn.mapValues { $0 }
        // What the group's layout depends on, in `state`; the appearance stays light (layout does not depend on it).
        func selection(_ state: WidgetState) -> VariantSelection? {
            guard var v = group.first?.variant else { return nil }
            v.state = state; v.appearance = .light
            return v.selection
        }
        func laidOut(_ state: WidgetState) -> Tree? {
            if let t = trees[state] { return t }
            let r = resolver ?? Resolver(definition: layout.definition, symbols: worker.symbols)
            resolver = r
            guard let selection = selection(state), let resolved = r.resolve(selection), let first = group.first,
                  let node = try? worker.tools(first.variant).layout.layout(resolved, graphic: layout.definition.graphic, device: device, scale: device.scale) else {
                trees[state] = .some(nil)
                return nil
            }
            trees[state] = Tree(node: node, contentMarginsDisabled: resolved.contentMarginsDisabled)
            return trees[state] ?? nil
        }
        let states = group.reduce(into: [WidgetState]()) { if !$0.contains($1.variant.state) { $0.append($1.variant.state) } }
        for state in states {
            guard let tree = laidOut(state), let selection = selection(state) else { continue }
            let names = group.filter { $0.variant.state == state }.map(\.variant.name)
            var variant = LintVariant(definition: layout.definition, selection: selection, tree: tree.node, contentMarginsDisabled: tree.contentMarginsDisabled,
                                      real: state == .placeholder ? laidOut(.real)?.node : nil)
            for rule in layoutRules {
                for issue in rule.check(variant: variant) { out.append(LintRunner.Raw(layout: key.layout, rule: rule.id, issue: issue, variants: names)) }
            }
            guard !pixelRules.isEmpty, LintRunner.hasPlainText(tree.node) else { continue }
            let stripped = LintRunner.withoutTexts(tree.node)
            // Pixel rules compare declared colours with the drawn background: in the accented and
            // vibrant modes the system recolours every view, so they run in full colour only.
            for job in group where job.variant.state == state && job.variant.appearance.renderingMode == .fullColor {
                let image: RGBAImage
                do {
                    image = try worker.tools(job.variant).renderer.render(stripped, family: key.family, appearance: job.variant.appearance, scale: 1)
                } catch { throw .drawing(path: layout.path, reason: "\(error)") }
                variant.colorScheme = job.variant.appearance.colorScheme
                variant.background = image
                variant.scale = 1
                for rule in pixelRules {
                    for issue in rule.check(variant: variant) { out.append(LintRunner.Raw(layout: key.layout, rule: rule.id, issue: issue, variants: [job.variant.name])) }
                }
            }
        }
        return out
    }

    /// The report from every group's findings (in group order): widget-level rules first for each
    /// file, then the variants in order; identical findings merged.
    func report(_ byGroup: [[LintRunner.Raw]]) -> LintReport {
        var raws: [LintRunner.Raw] = []
        for (i, layout) in layouts.enumerated() where jobs.contains(where: { $0.layoutIndex == i }) {
            for rule in options.selectedRules where rule.pass == .widget && !fileOff[i].contains(rule.id) {
                for issue in rule.check(widget: layout.definition) { raws.append(LintRunner.Raw(layout: i, rule: rule.id, issue: issue, variants: [])) }
            }
        }
        for r in byGroup { raws += r }
        return LintRunner.group(raws, layouts: layouts, options: options, variantCount: jobs.count)
    }
}
