import Foundation
import WidgetKit
import WidgetLayout
import WidgetLint
import WidgetModel
import WidgetSnapshotCore
import WidgetSnapUI

extension WidgetSnapshots {
    /// The widget design lint (docs/lint.md, "SwiftUI widgets") of every variant of `widget`: each
    /// supported family (or `families`) × the first `entries` of its timeline × `states`, laid out on
    /// `device` (``ViewTreeLint``): the widget rules on its configuration (display name, description,
    /// families), the layout rules, and the contrast rule in light and in dark. Each finding names its
    /// view (`at Text "Lunch" (root/0)`) and its variants as their goldens are named.
    @MainActor
    public static func lint<W: Widget>(widget: W, families: [WidgetFamily]? = nil, entries: Int? = nil, states: [String] = ["real", "placeholder"],
                                       assets: String? = nil, device: String? = nil,
                                       environment: @escaping (inout EnvironmentValues) -> Void = { _ in },
                                       filePath: String = #filePath) throws(SnapshotFailure) -> [SurfaceLintFinding] {
        let strategy = try SnapshotStrategy(named: nil, goldens: nil, assets: assets, device: device, record: nil, threshold: GoldenOptions.defaultThreshold,
                                            maxDiffPixels: 0, imageSets: imageSets(environment), filePath: filePath)
        let widgetStates = try SnapshotFailure.catching { () throws(VariantsError) in try states.map { name throws(VariantsError) in try Selection.state(name) } }
        let host = WidgetHost(widget, device: strategy.device)
        let dev = strategy.device
        var variants: [ViewTreeLint.Variant] = []
        for family in families ?? host.supportedFamilies.filter(WidgetFamily.allCases.contains) where dev.size(of: family) != nil {
            let count = min(host.timeline(family).entries.count, max(0, entries ?? .max))
            for entry in 0..<count {
                for state in widgetStates {
                    let selection = VariantSelection(family: family, instance: "default", entryIndex: entry, state: state)
                    variants.append(ViewTreeLint.Variant(selection: selection, layOut: { scheme in
                        guard let resolved = host.resolve(family: family, entryIndex: entry, state: state, colorScheme: scheme, environment: environment),
                              let root = strategy.worker.layoutEngine.layout(resolved, graphic: false, device: dev, scale: dev.scale) else { return nil }
                        return (root, resolved.contentMarginsDisabled)
                    }, name: { look in strategy.variant(kind: host.kind, family: family, entry: entry, appearance: look, state: state).name }))
                }
            }
        }
        return ViewTreeLint.findings(definition: host.configurationDefinition(), kind: host.kind, variants: variants, renderer: strategy.worker.renderer)
    }
}
