import Foundation
import WidgetModel

/// A two-dimensional layout of ``GridRow``s (a view outside a GridRow is a row spanning every
/// column); laid out by the engine as the layout format's `Grid` (docs/format.md).
public struct Grid<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let alignment: Alignment, horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?, content: Content
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.horizontalSpacing = horizontalSpacing; self.verticalSpacing = verticalSpacing; self.content = content()
    }
    public func _nodes(_ context: _EvaluationContext) -> [_Node] {
        container(.container(.grid(alignment: alignment.model, horizontalSpacing: horizontalSpacing.map(Double.init),
                                   verticalSpacing: verticalSpacing.map(Double.init))), content, context)
    }
}

/// One row of a ``Grid``: each view is a cell of the next column.
public struct GridRow<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment?, content: Content
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) { self.alignment = alignment; self.content = content() }
    public func _nodes(_ context: _EvaluationContext) -> [_Node] {
        container(.container(.gridRow(alignment: alignment?.model)), content, context)
    }
}

/// A column of a ``LazyVGrid`` or a row of a ``LazyHGrid``.
public struct GridItem: Sendable {
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public var size: GridItem.Size
    public var spacing: CGFloat?
    public var alignment: Alignment?
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size; self.spacing = spacing; self.alignment = alignment
    }

    var model: GridItemSpec {
        let s: GridItemSpec.Size = switch size {
        case .fixed(let v): .fixed(Double(v))
        case .flexible(let lo, let hi): .flexible(minimum: Double(lo), maximum: Double(max(hi, lo)))
        case .adaptive(let lo, let hi): .adaptive(minimum: Double(lo), maximum: Double(max(hi, lo)))
        }
        return GridItemSpec(s, spacing: spacing.map(Double.init), alignment: alignment?.model)
    }
}

/// Which section views a lazy grid pins while scrolling: accepted; a widget does not scroll.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// Cells in rows under `columns` (the layout format's `LazyVGrid`); every cell is drawn, as a widget does not scroll.
public struct LazyVGrid<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let columns: [GridItem], alignment: HorizontalAlignment, spacing: CGFloat?, content: Content
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns; self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    public func _nodes(_ context: _EvaluationContext) -> [_Node] {
        container(.container(.lazyGrid(axis: .vertical, items: columns.map(\.model), alignment: WidgetModel.Alignment(alignment.model, .center),
                                       spacing: spacing.map(Double.init))), content, context)
    }
}

/// Cells in columns beside `rows` (the layout format's `LazyHGrid`).
public struct LazyHGrid<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let rows: [GridItem], alignment: VerticalAlignment, spacing: CGFloat?, content: Content
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows; self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    public func _nodes(_ context: _EvaluationContext) -> [_Node] {
        container(.container(.lazyGrid(axis: .horizontal, items: rows.map(\.model), alignment: WidgetModel.Alignment(.center, alignment.model),
                                       spacing: spacing.map(Double.init))), content, context)
    }
}

extension View {
    /// The number of ``Grid`` columns this cell spans.
    public func gridCellColumns(_ count: Int) -> some View { modified(.layer(.gridCellColumns(max(1, count)))) }
    /// The horizontal alignment of every cell in this cell's ``Grid`` column.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View { modified(.layer(.gridColumnAlignment(guide.model))) }
    /// Axes on which this cell does not size its ``Grid`` column or row.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        var set: AxisSet = []
        if axes.contains(.horizontal) { set.insert(.horizontal) }
        if axes.contains(.vertical) { set.insert(.vertical) }
        return modified(.layer(.gridCellUnsizedAxes(set)))
    }
}
