// WidgetKit's Live Activity preview: `#Preview(as: .content, using: attributes) { MyActivity() }
// contentStates: { … }` and `.dynamicIsland(.compact / .minimal / .expanded)` (docs/live-activities.md,
// "Previews"). `widgetsnap previews` draws the presentation for each content state, light and dark, as
// `assertActivitySnapshot` draws it.
import ActivityKit
import Foundation
import WidgetLayout
import WidgetModel
import WidgetSnapUI

/// The Live Activity presentation a preview shows.
public enum ActivityPreviewViewKind: Hashable, Sendable {
    /// The Lock Screen presentation (and the banner on devices without a Dynamic Island).
    case content
    case dynamicIsland(DynamicIslandPreviewViewState)

    /// The presentations of the Dynamic Island.
    public enum DynamicIslandPreviewViewState: Hashable, Sendable {
        /// Compact leading and trailing together, around the sensor housing.
        case compact
        case minimal
        case expanded
    }

    /// The surface widgetsnap draws for it.
    public var surface: ActivitySurface {
        switch self {
        case .content: .lockScreen
        case .dynamicIsland(.compact): .dynamicIslandCompact
        case .dynamicIsland(.minimal): .dynamicIslandMinimal
        case .dynamicIsland(.expanded): .dynamicIslandExpanded
        }
    }
}

/// `#Preview("Delivery", as: .content, using: DeliveryAttributes.preview) { DeliveryActivity() } contentStates: { .preparing; .onTheWay }`
@freestanding(declaration)
public macro Preview<W: Widget, Attributes: ActivityAttributes>(_ name: String? = nil, as viewKind: ActivityPreviewViewKind,
                                                                using attributes: Attributes,
                                                                widget: @escaping @MainActor () -> W,
                                                                @PreviewActivityBuilder<Attributes> contentStates: @escaping @MainActor () -> [Attributes.ContentState]) =
    #externalMacro(module: "WidgetSnapPreviewMacros", type: "PreviewMacro")

/// The content states of a Live Activity preview's `contentStates:` closure, one per line.
@resultBuilder
public struct PreviewActivityBuilder<A: ActivityAttributes> {
    public static func buildExpression(_ state: A.ContentState) -> [A.ContentState] { [state] }
    public static func buildExpression(_ states: [A.ContentState]) -> [A.ContentState] { states }
    public static func buildPartialBlock(first: [A.ContentState]) -> [A.ContentState] { first }
    public static func buildPartialBlock(accumulated: [A.ContentState], next: [A.ContentState]) -> [A.ContentState] { accumulated + next }
    public static func buildBlock() -> [A.ContentState] { [] }
    public static func buildArray(_ parts: [[A.ContentState]]) -> [A.ContentState] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [A.ContentState]?) -> [A.ContentState] { part ?? [] }
    public static func buildEither(first: [A.ContentState]) -> [A.ContentState] { first }
    public static func buildEither(second: [A.ContentState]) -> [A.ContentState] { second }
}

extension Preview {
    /// A Live Activity's presentation `viewKind` for each content state.
    @MainActor
    public init<W: Widget, A: ActivityAttributes>(_ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: A,
                                                 widget: @escaping @MainActor () -> W,
                                                 @PreviewActivityBuilder<A> contentStates: @escaping @MainActor () -> [A.ContentState]) {
        self.init(_name: name, content: .surfaces(kind: "activity", make: { device in
            Self.activityPreview(widget(), attributes: attributes, states: contentStates(), viewKind: viewKind, device: device)
        }))
    }

    /// What a Live Activity preview of `viewKind` shows on `device`: the presentation for each state,
    /// and the activity's page (every presentation the device has, for these states).
    @MainActor
    public static func activityPreview<W: Widget, A: ActivityAttributes>(_ widget: W, attributes: A, states: [A.ContentState],
                                                                         viewKind: ActivityPreviewViewKind, device: Device) -> PreviewSurfaces {
        var made = activitySurfaces(widget, attributes: attributes, states: states, surfaces: [viewKind.surface], device: device)
        if made.error == nil, let host = ActivityHost(widget) {
            made.pageName = host.kind
            made.pageSurfaces = activitySurfaces(widget, attributes: attributes, states: states,
                                                 surfaces: ActivitySurface.available(on: device), device: device).surfaces
        }
        return made
    }

    /// The pictures of `surfaces` of a Live Activity for each state on `device` (each laid out as
    /// ``ActivitySurfaceView/layout(engine:selection:colorScheme:scale:environment:)`` does).
    @MainActor
    public static func activitySurfaces<W: Widget, A: ActivityAttributes>(_ widget: W, attributes: A, states: [A.ContentState],
                                                                          surfaces: [ActivitySurface], device: Device) -> PreviewSurfaces {
        guard let host = ActivityHost(widget) else {
            return PreviewSurfaces([], error: "\(W.self) is not a Live Activity: its body is not an ActivityConfiguration")
        }
        if states.isEmpty { return PreviewSurfaces([], error: "the preview has no content states") }
        if let reason = surfaces.lazy.compactMap({ $0.unavailable(on: device) }).first {
            return PreviewSurfaces([], error: reason)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var out: [PreviewSurface] = []
        for surface in surfaces {
            for (index, state) in states.enumerated() {
                let context = ActivityViewContext(attributes: attributes, state: state)
                let key = (try? encoder.encode(state)).map { String(decoding: $0, as: UTF8.self) } ?? "\(index)"
                out.append(PreviewSurface(surface: surface.rawValue, entry: index, key: key) { scheme, engine in
                    guard let s = host.surface(surface, context: context, device: device, colorScheme: scheme) else { return nil }
                    let selection = VariantSelection(family: .systemMedium, instance: "default", entryIndex: index, state: .real)
                    return s.layout(engine: engine, selection: selection, colorScheme: scheme, scale: device.scale, environment: { _ in })
                        .map { ($0.root, $0.colorScheme, $0.contentHeight) }
                })
            }
        }
        return PreviewSurfaces(out)
    }

    /// A control in Control Center (small, medium, large) and on the Lock Screen, for each of its
    /// values (off and on for a toggle with a `Bool` provider): what `widgetsnap previews` shows for
    /// each `ControlWidget` of a folder (Xcode has no preview macro for controls).
    @MainActor
    public init<C: ControlWidget>(control: C.Type) {
        self.init(_name: String(describing: C.self), content: .surfaces(kind: "control", make: { device in
            let host = ControlHost(C())
            var out: [PreviewSurface] = []
            for surface in ControlSurface.available(on: device) {
                for (index, value) in host.values.enumerated() {
                    let instance = value.map { $0 ? "on" : "off" } ?? "default"
                    out.append(PreviewSurface(surface: surface.rawValue, entry: index, instance: instance,
                                              hasSymbol: host.hasSymbol(value: value)) { scheme, engine in
                        guard let (view, size) = host.surface(surface, value: value, colorScheme: scheme, device: device) else { return nil }
                        let selection = VariantSelection(family: .systemSmall, instance: instance, entryIndex: 0, state: .real)
                        return SurfaceLayout.canvas(view, size: size, selection: selection, colorScheme: scheme, engine: engine,
                                                    scale: device.scale, environment: { _ in }).map { ($0, scheme, nil) }
                    })
                }
            }
            return PreviewSurfaces(out, pageName: host.kind, pageSurfaces: out)
        }))
    }
}
