import Foundation
import WidgetLayout
import WidgetLint
import WidgetModel
import WidgetSnapshotCore
import WidgetSnapUI

extension PreviewRunner {
    /// The design lint of a widget preview (`#Preview(as: .systemSmall) { … } timeline: { … }`): the
    /// layout rules on each entry, the contrast rule in light and dark (``ViewTreeLint``), as lines
    /// `severity: message [rule]`, each once. A preview has no configuration (display name,
    /// description) and no placeholder, so the widget rules and the placeholder rule have nothing to read.
    @MainActor
    static func widgetLint(family: WidgetFamily, timeline: WidgetPreviewTimeline, worker: RenderWorker, app: AppResources) -> [String] {
        let dev = worker.device
        var variants: [ViewTreeLint.Variant] = []
        for (index, entry) in timeline.entries.enumerated() {
            let selection = VariantSelection(family: family, instance: "default", entryIndex: index, state: .real)
            variants.append(ViewTreeLint.Variant(selection: selection, layOut: { scheme in
                let resolved = ViewResolution.widget(entry.view, selection: selection, colorScheme: scheme,
                                                     contentMarginsDisabled: timeline.contentMarginsDisabled) { values in
                    if let date = entry.date { values.now = date }
                    values.appResources = app
                }
                return worker.layoutEngine.layout(resolved, graphic: false, device: dev, scale: dev.scale).map { ($0, resolved.contentMarginsDisabled) }
            }, name: { look in "entry \(index + 1), \(look)" }))
        }
        var options = LintOptions()
        options.rules = LintRegistry.all.filter { $0.pass != .widget }.map(\.id)
        let definition = WidgetDefinition.standalone(view: ViewNode(kind: .content(.text("")), modifiers: [], sourcePath: JSONPath()))
        var lines: [String] = []
        for f in ViewTreeLint.findings(definition: definition, kind: timeline.kind, variants: variants, renderer: worker.renderer, options: options) {
            let line = "\(f.severity.rawValue): \(f.message) [\(f.rule)]"
            if !lines.contains(line) { lines.append(line) }
        }
        return lines
    }
}
