import WidgetSnapUI

/// A Live Activity's views in the Dynamic Island: the expanded regions, compact leading and
/// trailing beside the sensor housing, and minimal. `@preconcurrency`: code in Swift 5 mode builds
/// one in a nonisolated function, as it may on iOS.
@MainActor @preconcurrency
public struct DynamicIsland {
    let regions: [_DynamicIslandRegion]
    let compactLeading: AnyView
    let compactTrailing: AnyView
    let minimal: AnyView
    /// ``keylineTint(_:)``: the island's outline colour.
    public private(set) var keyline: Color?
    /// ``widgetURL(_:)``.
    public private(set) var url: URL?
    /// ``contentMargins(_:_:for:)`` per mode: edges and length (nil: the default).
    var margins: [DynamicIslandMode: [(Edge.Set, CGFloat?)]] = [:]

    public init<Expanded: View, CompactLeading: View, CompactTrailing: View, Minimal: View>(
        @DynamicIslandExpandedContentBuilder expanded: @escaping () -> DynamicIslandExpandedContent<Expanded>,
        @ViewBuilder compactLeading: @escaping () -> CompactLeading,
        @ViewBuilder compactTrailing: @escaping () -> CompactTrailing,
        @ViewBuilder minimal: @escaping () -> Minimal) {
        regions = expanded().regions
        self.compactLeading = AnyView(compactLeading())
        self.compactTrailing = AnyView(compactTrailing())
        self.minimal = AnyView(minimal())
    }

    /// A subtle tint on the island's outline (drawn as a 1 pt border in dark appearance, where iOS shows it).
    public func keylineTint(_ color: Color?) -> DynamicIsland { var d = self; d.keyline = color; return d }

    /// The URL a tap on the island opens (kept; a snapshot has no taps).
    public func widgetURL(_ url: URL?) -> DynamicIsland { var d = self; d.url = url; return d }

    /// Content margins of one presentation, replacing the default on `edges`.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for mode: DynamicIslandMode) -> DynamicIsland {
        var d = self
        d.margins[mode, default: []].append((edges, length))
        return d
    }

    /// The margins of `mode`: the defaults with this island's `contentMargins` applied in order.
    func margins(for mode: DynamicIslandMode, default base: WidgetSnapUI.EdgeInsets) -> WidgetSnapUI.EdgeInsets {
        var m = base
        for (edges, length) in margins[mode] ?? [] {
            guard let length else { continue }
            if edges.contains(.top) { m.top = length }
            if edges.contains(.leading) { m.leading = length }
            if edges.contains(.bottom) { m.bottom = length }
            if edges.contains(.trailing) { m.trailing = length }
        }
        return m
    }
}

/// The presentations of a Live Activity in the Dynamic Island.
public struct DynamicIslandMode: Hashable, Sendable {
    let name: String
    public static let compactLeading = DynamicIslandMode(name: "compactLeading")
    public static let compactTrailing = DynamicIslandMode(name: "compactTrailing")
    public static let minimal = DynamicIslandMode(name: "minimal")
    public static let expanded = DynamicIslandMode(name: "expanded")
}

/// Where an expanded region goes: leading and trailing beside the sensor housing, center below it
/// between them, bottom below all three.
public struct DynamicIslandExpandedRegionPosition: Hashable, Sendable {
    let name: String
    public static let leading = DynamicIslandExpandedRegionPosition(name: "leading")
    public static let trailing = DynamicIslandExpandedRegionPosition(name: "trailing")
    public static let center = DynamicIslandExpandedRegionPosition(name: "center")
    public static let bottom = DynamicIslandExpandedRegionPosition(name: "bottom")
}

/// One region of the expanded presentation. A higher `priority` gets its width first (as a
/// layout priority in the row of leading, center and trailing).
@MainActor @preconcurrency
public struct DynamicIslandExpandedRegion<Content: View> {
    let position: DynamicIslandExpandedRegionPosition
    let priority: Double
    let content: Content
    public init(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content) {
        self.position = position; self.priority = priority; self.content = content()
    }
}

/// A region, erased.
struct _DynamicIslandRegion {
    let position: DynamicIslandExpandedRegionPosition
    let priority: Double
    let view: AnyView
}

/// The regions of an expanded presentation, built by ``DynamicIslandExpandedContentBuilder``.
public struct DynamicIslandExpandedContent<Content> {
    let regions: [_DynamicIslandRegion]
}

@MainActor @preconcurrency @resultBuilder
public enum DynamicIslandExpandedContentBuilder {
    /// Regions a helper function built (`func regions() -> DynamicIslandExpandedContent<some View>`).
    public static func buildExpression<C>(_ content: DynamicIslandExpandedContent<C>) -> DynamicIslandExpandedContent<AnyView> {
        DynamicIslandExpandedContent(regions: content.regions)
    }
    public static func buildExpression<C: View>(_ region: DynamicIslandExpandedRegion<C>) -> DynamicIslandExpandedContent<AnyView> {
        DynamicIslandExpandedContent(regions: [_DynamicIslandRegion(position: region.position, priority: region.priority, view: AnyView(region.content))])
    }
    public static func buildBlock() -> DynamicIslandExpandedContent<AnyView> { DynamicIslandExpandedContent(regions: []) }
    public static func buildBlock(_ parts: DynamicIslandExpandedContent<AnyView>...) -> DynamicIslandExpandedContent<AnyView> {
        DynamicIslandExpandedContent(regions: parts.flatMap(\.regions))
    }
    public static func buildOptional(_ part: DynamicIslandExpandedContent<AnyView>?) -> DynamicIslandExpandedContent<AnyView> {
        part ?? DynamicIslandExpandedContent(regions: [])
    }
    public static func buildEither(first: DynamicIslandExpandedContent<AnyView>) -> DynamicIslandExpandedContent<AnyView> { first }
    public static func buildEither(second: DynamicIslandExpandedContent<AnyView>) -> DynamicIslandExpandedContent<AnyView> { second }
    public static func buildLimitedAvailability(_ part: DynamicIslandExpandedContent<AnyView>) -> DynamicIslandExpandedContent<AnyView> { part }
}
