/// Layout containers beyond stacks (``ViewContent/container(_:)``): they arrange their
/// ``ResolvedView/children`` by rules of their own, which the layout engine applies.
public enum LayoutContainer: Sendable {
    /// `ViewThatFits(in:)`: the children are the candidates, in order of preference; the engine
    /// draws the first whose ideal size on `axes` fits the proposal, else the last.
    case viewThatFits(axes: AxisSet)
    /// `GeometryReader`: takes the whole proposal; its views are built at layout time from the
    /// size it got (``GeometryContent``) and placed at its top-leading corner. No children.
    case geometryReader(GeometryContent)
    /// `Grid`: the children are its rows: ``gridRow(alignment:)`` views, or any other view,
    /// which is a row of one cell spanning every column.
    case grid(alignment: Alignment, horizontalSpacing: Double?, verticalSpacing: Double?)
    /// `GridRow` inside a Grid: the children are its cells, one column each (``ModifierKind/gridCellColumns(_:)`` spans more).
    case gridRow(alignment: VerticalAlignment?)
    /// `LazyVGrid(columns:)` (`axis` vertical: the items are columns, cells fill rows) or
    /// `LazyHGrid(rows:)` (horizontal: the items are rows, cells fill columns).
    case lazyGrid(axis: StackAxis, items: [GridItemSpec], alignment: Alignment, spacing: Double?)
    /// An app's layout (SwiftUI's `Layout` protocol): the children are its subviews, sized and placed
    /// by its front end's functions (``CustomLayout``), which the engine calls during layout.
    case custom(CustomLayout)

    public var name: String {
        switch self {
        case .viewThatFits: "ViewThatFits"
        case .geometryReader: "GeometryReader"
        case .grid: "Grid"
        case .gridRow: "GridRow"
        case .lazyGrid(let axis, _, _, _): axis == .vertical ? "LazyVGrid" : "LazyHGrid"
        case .custom(let layout): layout.name
        }
    }
}

/// A set of axes (`[.horizontal, .vertical]`).
public struct AxisSet: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let horizontal = AxisSet(rawValue: 1)
    public static let vertical = AxisSet(rawValue: 2)
    public static let both: AxisSet = [.horizontal, .vertical]
}

/// One column of a LazyVGrid (one row of a LazyHGrid): `GridItem(size, spacing:, alignment:)`.
public struct GridItemSpec: Sendable, Hashable {
    public enum Size: Sendable, Hashable {
        case fixed(Double)
        case flexible(minimum: Double, maximum: Double)
        case adaptive(minimum: Double, maximum: Double)
    }
    public var size: Size
    /// The space after this item (nil: 8 pt).
    public var spacing: Double?
    /// How a cell sits in its slot (nil: the grid's alignment).
    public var alignment: Alignment?
    public init(_ size: Size, spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size; self.spacing = spacing; self.alignment = alignment
    }
}

/// What a GeometryReader's content is built from: its own size, and its origin in the widget.
public struct GeometryProxyValues: Sendable, Hashable {
    public var width: Double, height: Double
    /// The reader's top-leading corner in the widget's coordinates (`frame(in: .global)`).
    public var x: Double, y: Double
    public init(width: Double, height: Double, x: Double = 0, y: Double = 0) { self.width = width; self.height = height; self.x = x; self.y = y }
}

/// A GeometryReader's content, built by its front end when layout knows the reader's size.
/// The views it returns carry paths that start at the reader (`/0`, `/0/1`, `/1#0`); the engine
/// puts the reader's own path before them.
public struct GeometryContent: Sendable {
    public let build: @Sendable (GeometryProxyValues) -> [ResolvedView]
    /// The layout format's `Chart` in a declared tree (resolution turns it into `build`; docs/charts.md).
    public let chart: ChartDeclaration?
    public init(_ build: @escaping @Sendable (GeometryProxyValues) -> [ResolvedView]) { self.build = build; chart = nil }
    public init(chart: ChartDeclaration) { build = { _ in [] }; self.chart = chart }
}

extension ResolvedView {
    /// The view with `prefix` put before its path and every path inside it (children and the
    /// secondary views of background, overlay and containerBackground): how the engine roots a
    /// GeometryReader's content, whose paths start at the reader (`/0`, `/0/1`, `/0#2`).
    public func prefixingPaths(_ prefix: String) -> ResolvedView {
        var v = self
        v.path = prefix + path
        v.children = children.map { $0.prefixingPaths(prefix) }
        v.modifiers = modifiers.map { m in
            var m = m
            switch m.kind {
            case .background(let s, let a): m.kind = .background(s.prefixingPaths(prefix), a)
            case .overlay(let s, let a): m.kind = .overlay(s.prefixingPaths(prefix), a)
            case .containerBackground(let s): m.kind = .containerBackground(s.prefixingPaths(prefix))
            default: break
            }
            return m
        }
        return v
    }
}
