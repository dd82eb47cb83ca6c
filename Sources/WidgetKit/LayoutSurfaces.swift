// A layout file's Live Activity (`activity`) and control (`control`) drawn by the same surface code
// as SwiftUI's ActivityConfiguration and ControlWidget (ActivityPresentation, ControlPresentation):
// each view of the file is resolved by the layout format's Resolver for a content state, then placed
// in the presentation, so both front ends agree pixel for pixel on the same design.
import Foundation
import WidgetLayout
import WidgetModel
import WidgetSnapUI

/// A layout file's `activity`, ready to draw per content state (the file's timeline entries).
@MainActor
public struct LayoutActivity {
    public let definition: WidgetDefinition
    public let activity: ActivityDefinition
    let symbols: SymbolCatalog?

    /// Nil when the file declares no `activity`.
    public init?(_ definition: WidgetDefinition, symbols: SymbolCatalog? = nil) {
        guard let a = definition.activity else { return nil }
        self.definition = definition; activity = a; self.symbols = symbols
    }

    public var kind: String { definition.kind }
    /// The content states, in timeline order.
    public var stateCount: Int { definition.timeline.entries.count }

    /// One of the file's views resolved for content state `index`: `attributes` and `state` in
    /// scope, the timer formatters counting from the state's date. Binding failures are `issues`.
    public func resolve(_ view: ViewNode, state index: Int, locale: String = "en") -> (view: ResolvedView, issues: [ResolveIssue])? {
        guard definition.timeline.entries.indices.contains(index) else { return nil }
        var d = definition
        d.families = [.systemMedium]
        d.views = ViewSet(shared: view, perFamily: [:])
        let resolver = Resolver(definition: d, symbols: symbols)
        resolver.variables = [ActivityBindings.attributes: .object(activity.attributes),
                              ActivityBindings.state: .object(definition.timeline.entries[index].values)]
        var selection = VariantSelection(family: .systemMedium, instance: "default", entryIndex: index, state: .real)
        selection.locale = locale
        guard let w = resolver.resolve(selection) else { return nil }
        return (w.root, w.issues)
    }

    /// A colour of the file (a name from `colors`, a system colour or hex).
    public func color(_ source: String?) -> Color? {
        guard let source, let c = definition.colors[source] ?? SystemColors.all[source] ?? RGBA(hex: source).map({ NamedColor($0) }) else { return nil }
        return Color._named(c)
    }

    /// The surface's view for content state `index`, and every binding issue met; nil when the
    /// device has no Dynamic Island for an island surface or there is no such state.
    public func surface(_ surface: ActivitySurface, state index: Int, device: Device, colorScheme: ColorScheme) -> (view: ActivitySurfaceView?, issues: [ResolveIssue])? {
        var issues: [ResolveIssue] = []
        func view(_ node: ViewNode) -> AnyView? {
            guard let (v, found) = resolve(node, state: index) else { return nil }
            for i in found where !issues.contains(i) { issues.append(i) }
            return AnyView(_ResolvedSubtree(v))
        }
        guard definition.timeline.entries.indices.contains(index) else { return nil }
        if !surface.isIsland {
            guard let content = view(activity.lockScreen) else { return nil }
            let tinted = AnyView(content.activityBackgroundTint(color(activity.backgroundTint))
                .activitySystemActionForegroundColor(color(activity.systemActionForegroundColor)))
            return (ActivityPresentation.surface(surface, lockScreen: tinted, island: nil, device: device, colorScheme: colorScheme), issues)
        }
        guard let leading = view(activity.compactLeading), let trailing = view(activity.compactTrailing), let minimal = view(activity.minimal) else { return nil }
        var regions: [_DynamicIslandRegion] = []
        for r in activity.expanded {
            guard let v = view(r.view) else { return nil }
            regions.append(_DynamicIslandRegion(position: DynamicIslandExpandedRegionPosition(name: r.position.rawValue), priority: r.priority, view: v))
        }
        var island = DynamicIsland(regions: regions, compactLeading: leading, compactTrailing: trailing, minimal: minimal).keylineTint(color(activity.keylineTint))
        if let url = activity.widgetURL { island = island.widgetURL(URL(string: url)) }
        for m in activity.contentMargins {
            var edges: Edge.Set = []
            if m.edges.contains(.top) { edges.insert(.top) }
            if m.edges.contains(.leading) { edges.insert(.leading) }
            if m.edges.contains(.bottom) { edges.insert(.bottom) }
            if m.edges.contains(.trailing) { edges.insert(.trailing) }
            island = island.contentMargins(edges, CGFloat(m.length), for: DynamicIslandMode(name: m.mode.rawValue))
        }
        return (ActivityPresentation.surface(surface, lockScreen: nil, island: island, device: device, colorScheme: colorScheme), issues)
    }
}

extension DynamicIsland {
    /// An island from views already made (a layout file's).
    init(regions: [_DynamicIslandRegion], compactLeading: AnyView, compactTrailing: AnyView, minimal: AnyView) {
        self.regions = regions
        self.compactLeading = compactLeading
        self.compactTrailing = compactTrailing
        self.minimal = minimal
    }
}

/// A layout file's `control`, drawn as ``ControlHost`` draws a `ControlWidget`.
@MainActor
public struct LayoutControl {
    public let definition: WidgetDefinition
    public let control: ControlDefinition

    /// Nil when the file declares no `control`.
    public init?(_ definition: WidgetDefinition) {
        guard let c = definition.control else { return nil }
        self.definition = definition; control = c
    }

    public var kind: String { definition.kind }
    public var values: [Bool?] { control.values }
    public func hasSymbol(value: Bool?) -> Bool { control.label(value).symbol != nil }

    /// The template for a value, as `ControlWidgetButton` / `ControlWidgetToggle` with a `Label` build it.
    public func template(_ value: Bool?) -> _ControlTemplate {
        let (symbol, valueText) = control.label(value)
        let tint = control.tint.flatMap { definition.colors[$0] ?? SystemColors.all[$0] ?? RGBA(hex: $0).map { NamedColor($0) } }.map(Color._named)
        let kind: _ControlTemplate.Kind = control.template == .toggle ? .toggle(isOn: value ?? false) : .button
        return _ControlTemplate(kind: kind, title: AnyView(Text(control.title)), symbol: symbol.map { AnyView(Image(systemName: $0)) },
                                valueText: valueText.map { AnyView(Text($0)) }, actionHint: control.actionHint.map { AnyView(Text($0)) }, tint: tint)
    }

    public func surface(_ surface: ControlSurface, value: Bool?, colorScheme: ColorScheme, device: Device) -> (view: AnyView, size: Size)? {
        ControlPresentation.surface(surface, template: template(value), colorScheme: colorScheme, device: device)
    }
}
