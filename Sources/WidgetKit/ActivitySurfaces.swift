import ActivityKit
import WidgetLayout
import WidgetModel
import WidgetSnapUI

/// The places a Live Activity is drawn; each names its goldens' folder (`…/dynamicIsland-compact/…`).
public enum ActivitySurface: String, CaseIterable, Sendable {
    /// The Lock Screen presentation (also the banner on iPhones without a Dynamic Island).
    case lockScreen
    /// StandBy (an iPhone on its side, charging): the Lock Screen presentation scaled 200 % on the
    /// landscape screen, its background extended to fill it.
    case standBy
    /// Compact leading and trailing, beside the sensor housing.
    case dynamicIslandCompact = "dynamicIsland-compact"
    /// Minimal, detached: two activities share the island, the other one attached; this one is
    /// the circle beside the island.
    case dynamicIslandMinimal = "dynamicIsland-minimal"
    /// Minimal, attached: two activities share the island, this one attached to the island's
    /// leading end, the other one the detached circle.
    case dynamicIslandMinimalAttached = "dynamicIsland-minimal-attached"
    /// Expanded: the regions around and below the housing.
    case dynamicIslandExpanded = "dynamicIsland-expanded"

    /// Whether the surface needs a Dynamic Island.
    public var isIsland: Bool { self != .lockScreen && self != .standBy }

    /// Whether the device has the surface: island surfaces need a Dynamic Island (the HIG gives
    /// island sizes for two screens), StandBy an iPhone (iPads have no StandBy).
    public func isAvailable(on device: Device) -> Bool {
        switch self {
        case .lockScreen: true
        case .standBy: !device.isPad && !device.isCanvas
        default: ActivityGeometry.of(device).island != nil
        }
    }

    /// Why the device does not have the surface, or nil when it has.
    public func unavailable(on device: Device) -> String? {
        if isAvailable(on: device) { return nil }
        return self == .standBy ? "\(device.id) has no StandBy (iPads have none)"
            : "\(device.id) has no Dynamic Island for \(rawValue) (the HIG gives island sizes for iphone-430x932 and iphone-393x852)"
    }

    /// The surfaces a device has, in order.
    public static func available(on device: Device) -> [ActivitySurface] { allCases.filter { $0.isAvailable(on: device) } }
}

/// A surface ready to lay out: the view, the canvas it is laid out in, and how.
public struct ActivitySurfaceView {
    public let surface: ActivitySurface
    /// The whole picture: the island in a strip of the screen's top (island surfaces), or the
    /// Lock Screen presentation's content with its background as a container background.
    public let view: AnyView
    /// The canvas width; the height is the largest the surface may take (the caller measures the
    /// content and cuts the picture to it: the Lock Screen hugs its content up to 160 pt).
    public let width: Double
    public let maximumHeight: Double
    /// Island surfaces are drawn in dark (the island's content is always dark), on a screen strip
    /// of the appearance; the Lock Screen is drawn in the appearance as a widget container.
    public let isIsland: Bool
    /// The Lock Screen view in a stack, whose laid-out frame is the whole presentation's height
    /// (`view` keeps the content on top so that its `activityBackgroundTint` is the container's).
    public var measuring: AnyView? = nil
    /// StandBy: the landscape screen the presentation, scaled by ``ActivityGeometry/standByScale``,
    /// is centred on (its background fills the screen); nil for the other surfaces.
    public var standByScreen: Size? = nil
}

/// Runs an ``ActivityConfiguration`` the way iOS presents it (docs/live-activities.md for every number).
@MainActor
public struct ActivityHost<W: Widget> {
    public let widget: W
    let activity: _ActivityDescription

    /// Nil when `widget`'s configuration is not an ``ActivityConfiguration``.
    public init?(_ widget: W = W()) {
        guard let a = widget.body._description.activity else { return nil }
        self.widget = widget; activity = a
    }

    public var kind: String { widget.body._description.kind }

    /// The surface's view for `context` on a device, or nil when the device has no Dynamic Island
    /// for an island surface, or `context` is of another attributes type.
    public func surface<A: ActivityAttributes>(_ surface: ActivitySurface, context: ActivityViewContext<A>, device: Device,
                                               colorScheme: ColorScheme) -> ActivitySurfaceView? {
        ActivityPresentation.surface(surface, lockScreen: surface.isIsland ? nil : activity.lockScreen(context),
                                     island: surface.isIsland ? activity.dynamicIsland(context) : nil, device: device, colorScheme: colorScheme)
    }

    public static func insets(_ e: WidgetModel.EdgeInsets) -> WidgetSnapUI.EdgeInsets { ActivityPresentation.insets(e) }
}

/// Draws a Live Activity's presentations from its views, for both front ends: SwiftUI's
/// ``ActivityConfiguration`` and a layout file's `activity` (``LayoutActivity``).
@MainActor
public enum ActivityPresentation {
    public static func insets(_ e: WidgetModel.EdgeInsets) -> WidgetSnapUI.EdgeInsets {
        WidgetSnapUI.EdgeInsets(top: CGFloat(e.top), leading: CGFloat(e.leading), bottom: CGFloat(e.bottom), trailing: CGFloat(e.trailing))
    }

    /// The surface's view from the Lock Screen content (for ``ActivitySurface/lockScreen``) or the
    /// island (the others); nil when the device has no Dynamic Island for an island surface.
    public static func surface(_ surface: ActivitySurface, lockScreen: AnyView?, island islandView: DynamicIsland?, device: Device,
                               colorScheme: ColorScheme) -> ActivitySurfaceView? {
        let g = ActivityGeometry.of(device)
        if !surface.isIsland {
            guard let content = lockScreen, surface.isAvailable(on: device) else { return nil }
            let m = ActivityGeometry.lockScreenMargin
            return ActivitySurfaceView(surface: surface, view: AnyView(content.padding(CGFloat(m))), width: g.lockScreenWidth,
                                       maximumHeight: ActivityGeometry.maximumHeight, isIsland: false,
                                       measuring: AnyView(ZStack { content.padding(CGFloat(m)) }),
                                       standByScreen: surface == .standBy ? Size(device.screen.height, device.screen.width) : nil)
        }
        guard let island = g.island, let d = islandView else { return nil }
        let dark = ActivityGeometry.darkStrip
        let screen = colorScheme == .dark ? Color(red: dark.red, green: dark.green, blue: dark.blue) : Color.white
        let housing = CGFloat(island.housingWidth)
        let keyline = colorScheme == .dark ? d.keyline : nil
        let top = CGFloat(ActivityGeometry.islandTop), h = CGFloat(ActivityGeometry.compactHeight)
        let body: AnyView
        var height = ActivityGeometry.islandTop * 2 + ActivityGeometry.compactHeight
        switch surface {
        case .lockScreen, .standBy:
            return nil
        case .dynamicIslandCompact:
            let side = CGFloat(island.compactSide.width)
            let m = d.margins(for: .compactLeading, default: insets(ActivityGeometry.compactMargins))
            let t = d.margins(for: .compactTrailing, default: insets(ActivityGeometry.compactMargins))
            body = AnyView(HStack(spacing: 0) {
                d.compactLeading.padding(m).frame(width: side, height: h)
                Color.clear.frame(width: housing, height: h)
                d.compactTrailing.padding(t).frame(width: side, height: h)
            }
            .background(Capsule().fill(Color.black))
            .clipShape(Capsule())
            .overlay(Capsule().strokeBorder(keyline ?? Color.clear, lineWidth: 1)))
        case .dynamicIslandMinimal, .dynamicIslandMinimalAttached:
            // Two activities share the island: one attached to its leading end, one in a circle
            // detached beside it. This activity takes one place; the other activity's is drawn empty.
            // The housing stays at the centre of the screen (it is the camera's).
            let m = d.margins(for: .minimal, default: insets(ActivityGeometry.minimalMargins))
            let size = CGFloat(island.minimal.width), gap = CGFloat(ActivityGeometry.detachedGap)
            let attached = surface == .dynamicIslandMinimalAttached
            let mine = AnyView(d.minimal.padding(m).frame(width: size, height: h))
            let other = AnyView(Color.clear.frame(width: size, height: h))
            body = AnyView(HStack(spacing: 0) {
                Color.clear.frame(width: gap, height: h)
                HStack(spacing: 0) {
                    attached ? mine : other
                    Color.clear.frame(width: housing, height: h)
                }
                .background(Capsule().fill(Color.black))
                .clipShape(Capsule())
                .overlay(Capsule().strokeBorder(keyline ?? Color.clear, lineWidth: 1))
                Color.clear.frame(width: gap, height: h)
                (attached ? other : mine)
                    .background(Circle().fill(Color.black))
                    .clipShape(Circle())
                    .overlay(Circle().strokeBorder(keyline ?? Color.clear, lineWidth: 1))
            })
        case .dynamicIslandExpanded:
            let m = d.margins(for: .expanded, default: insets(ActivityGeometry.expandedMargins))
            func region(_ p: DynamicIslandExpandedRegionPosition) -> [_DynamicIslandRegion] { d.regions.filter { $0.position == p } }
            let leading = region(.leading), trailing = region(.trailing), center = region(.center), bottom = region(.bottom)
            let radius = CGFloat(ActivityGeometry.expandedCornerRadius)
            let shape = RoundedRectangle(cornerRadius: radius, style: .continuous)
            // A region of a higher priority than the row's lowest gets its own (ideal) width first; the
            // others share what is left (equal priorities: the space is shared).
            let lowest = (leading + center + trailing).map(\.priority).min() ?? 0
            func sized(_ r: _DynamicIslandRegion, _ alignment: WidgetSnapUI.Alignment) -> AnyView {
                r.priority > lowest ? AnyView(r.view.fixedSize(horizontal: true, vertical: false).layoutPriority(r.priority))
                    : AnyView(r.view.frame(maxWidth: .infinity, alignment: alignment).layoutPriority(r.priority))
            }
            body = AnyView(VStack(spacing: 0) {
                HStack(alignment: .top, spacing: 0) {
                    ForEach(Array(leading.enumerated()), id: \.offset) { _, r in sized(r, .leading) }
                    // The center sits below the housing, between leading and trailing.
                    VStack(spacing: 0) {
                        Color.clear.frame(width: housing, height: h - m.top)
                        ForEach(Array(center.enumerated()), id: \.offset) { _, r in r.view.layoutPriority(r.priority) }
                    }
                    .layoutPriority(center.map(\.priority).max() ?? 0)
                    ForEach(Array(trailing.enumerated()), id: \.offset) { _, r in sized(r, .trailing) }
                }
                ForEach(Array(bottom.enumerated()), id: \.offset) { _, r in r.view.frame(maxWidth: .infinity) }
            }
            .padding(m)
            .frame(width: CGFloat(island.expandedWidth))
            .frame(minHeight: CGFloat(ActivityGeometry.minimumHeight), maxHeight: CGFloat(ActivityGeometry.maximumHeight), alignment: .top)
            .fixedSize(horizontal: false, vertical: true)
            .background(shape.fill(Color.black))
            .clipShape(shape)
            .overlay(shape.strokeBorder(keyline ?? Color.clear, lineWidth: 1)))
            height = ActivityGeometry.islandTop * 2 + ActivityGeometry.maximumHeight
        }
        let strip = AnyView(VStack(spacing: 0) { body.padding(.top, top); Spacer(minLength: 0) }
            .frame(width: CGFloat(g.screenWidth), height: CGFloat(height))
            .background(screen))
        return ActivitySurfaceView(surface: surface, view: strip, width: g.screenWidth, maximumHeight: height, isIsland: true, measuring: nil)
    }

}

extension ActivitySurfaceView {
    /// The surface laid out as widgetsnap draws it (the one place `assertActivitySnapshot` and
    /// `widgetsnap previews` share): an island surface on its screen strip at its fixed size, drawn
    /// dark; the Lock Screen presentation as a container of its width whose height hugs its content
    /// within the HIG's 84–160 pt (taller content is cut at 160 pt), drawn in `colorScheme`.
    /// Returns the tree, the colour scheme to draw it in, and the content's own height (points)
    /// before the limit (the Lock Screen's; nil for island surfaces).
    @MainActor
    public func layout(engine: WidgetLayoutEngine, selection: VariantSelection, colorScheme: ColorScheme, scale: Double,
                       environment: @escaping (inout EnvironmentValues) -> Void) -> (root: LayoutNode, colorScheme: ColorScheme, contentHeight: Double?)? {
        if isIsland {
            guard let root = SurfaceLayout.canvas(view, size: Size(width, maximumHeight), selection: selection, colorScheme: .dark,
                                                  engine: engine, scale: scale, environment: environment) else { return nil }
            return (root, .dark, nil)
        }
        func platter(_ height: Double) -> Device {
            var d = DeviceCatalog.canvas(width: width, height: height, scale: scale)
            d.isCanvas = false
            d.cornerRadius = ActivityGeometry.lockScreenCornerRadius
            return d
        }
        let resolved = ViewResolution.widget(view, selection: selection, colorScheme: colorScheme, contentMarginsDisabled: true, environment: environment)
        let measured = ViewResolution.widget(measuring ?? view, selection: selection, colorScheme: colorScheme, contentMarginsDisabled: true,
                                             environment: environment)
        guard let first = engine.layout(measured, graphic: false, device: platter(maximumHeight), scale: scale),
              let content = first.children.first else { return nil }
        let height = min(maximumHeight, max(ActivityGeometry.minimumHeight, (content.frame.height * scale).rounded(.up) / scale))
        // The content's own height at the presentation's width, with no height proposed (its ideal).
        let natural = engine.fittingSize(measured.root, proposal: ProposedSize(width, nil), scale: scale).height
        if let screen = standByScreen {
            // StandBy: the presentation at its Lock Screen size, scaled up on the landscape screen,
            // its container background (the tint, else the appearance's) filling the screen.
            let k = CGFloat(ActivityGeometry.standByScale)
            let scaled = AnyView(view.frame(width: CGFloat(width), height: CGFloat(height)).scaleEffect(k)
                .frame(width: CGFloat(screen.width), height: CGFloat(screen.height)))
            var d = DeviceCatalog.canvas(width: screen.width, height: screen.height, scale: scale)
            d.isCanvas = false
            d.cornerRadius = 0
            let whole = ViewResolution.widget(scaled, selection: selection, colorScheme: colorScheme, contentMarginsDisabled: true, environment: environment)
            guard let root = engine.layout(whole, graphic: false, device: d, scale: scale) else { return nil }
            return (root, colorScheme, natural)
        }
        guard let root = engine.layout(resolved, graphic: false, device: platter(height), scale: scale) else { return nil }
        return (root, colorScheme, natural)
    }
}

/// Laying out a fixed-size picture (an island strip, a control on its backdrop) on a free canvas.
public enum SurfaceLayout {
    @MainActor
    public static func canvas(_ view: AnyView, size: Size, selection: VariantSelection, colorScheme: ColorScheme, engine: WidgetLayoutEngine,
                              scale: Double, environment: @escaping (inout EnvironmentValues) -> Void) -> LayoutNode? {
        let resolved = ViewResolution.widget(view, selection: selection, colorScheme: colorScheme, environment: environment)
        return engine.layout(resolved, graphic: false, device: DeviceCatalog.canvas(width: size.width, height: size.height, scale: scale), scale: scale)
    }
}
