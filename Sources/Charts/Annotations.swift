import ChartScales
import Foundation
import WidgetSnapUI

/// Where an annotation goes relative to the mark it annotates.
public struct AnnotationPosition: Equatable, Sendable {
    enum Place: Equatable, Sendable { case automatic, overlay, top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing }
    let place: Place
    public static let automatic = AnnotationPosition(place: .automatic)
    public static let overlay = AnnotationPosition(place: .overlay)
    public static let top = AnnotationPosition(place: .top)
    public static let bottom = AnnotationPosition(place: .bottom)
    public static let leading = AnnotationPosition(place: .leading)
    public static let trailing = AnnotationPosition(place: .trailing)
    public static let topLeading = AnnotationPosition(place: .topLeading)
    public static let topTrailing = AnnotationPosition(place: .topTrailing)
    public static let bottomLeading = AnnotationPosition(place: .bottomLeading)
    public static let bottomTrailing = AnnotationPosition(place: .bottomTrailing)
}

/// What to do with an annotation that would leave the plot or the chart, along x and along y.
public struct AnnotationOverflowResolution: Equatable, Sendable {
    /// A strategy along one axis.
    public struct Strategy: Equatable, Sendable {
        enum Kind: Equatable, Sendable { case automatic, disabled, fit(Boundary.Kind), padScale }
        let kind: Kind
        /// As `disabled` (docs/charts.md, "Annotations").
        public static let automatic = Strategy(kind: .automatic)
        public static let disabled = Strategy(kind: .disabled)
        public static let fit = Strategy(kind: .fit(.automatic))
        public static func fit(to boundary: Boundary) -> Strategy { Strategy(kind: .fit(boundary.kind)) }
        /// Drawn as `fit(to: .plot)`: the scale is not padded.
        public static let padScale = Strategy(kind: .padScale)
    }
    /// The area an annotation is fitted into: the plot, or the whole chart (`automatic`).
    public struct Boundary: Equatable, Sendable {
        enum Kind: Equatable, Sendable { case automatic, chart, plot }
        let kind: Kind
        public static let automatic = Boundary(kind: .automatic)
        public static let chart = Boundary(kind: .chart)
        public static let plot = Boundary(kind: .plot)
    }
    let x: Strategy, y: Strategy
    public init(x: Strategy = .automatic, y: Strategy = .automatic) { self.x = x; self.y = y }
    public static let automatic = AnnotationOverflowResolution()
}

/// What an annotation's content closure learns about the marks it annotates.
public struct AnnotationContext {
    /// The size of the annotated mark's bounds.
    public let targetSize: CGSize
}

/// One annotation of a mark: its place and its view, made when the mark's bounds are known.
struct MarkAnnotation {
    var position: AnnotationPosition
    var alignment: Alignment
    var spacing: Double?
    var overflow = AnnotationOverflowResolution()
    var content: @MainActor (AnnotationContext) -> AnyView
}

extension ChartContent {
    /// Annotates each mark with a view placed beside (or over) its bounds (docs/charts.md, "Annotations").
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                    @ViewBuilder content: () -> C) -> some ChartContent {
        let view = AnyView(content())
        let a = MarkAnnotation(position: position, alignment: alignment, spacing: spacing.map(Double.init), content: { _ in view })
        return modified { $0.annotations.append(a) }
    }
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                    @ViewBuilder content: @escaping @MainActor (AnnotationContext) -> C) -> some ChartContent {
        let a = MarkAnnotation(position: position, alignment: alignment, spacing: spacing.map(Double.init), content: { AnyView(content($0)) })
        return modified { $0.annotations.append(a) }
    }
    /// With an overflow resolution: `fit` moves the annotation in to stay inside the plot or the chart.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                    overflowResolution: AnnotationOverflowResolution, @ViewBuilder content: () -> C) -> some ChartContent {
        let view = AnyView(content())
        let a = MarkAnnotation(position: position, alignment: alignment, spacing: spacing.map(Double.init), overflow: overflowResolution, content: { _ in view })
        return modified { $0.annotations.append(a) }
    }
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                    overflowResolution: AnnotationOverflowResolution,
                                    @ViewBuilder content: @escaping @MainActor (AnnotationContext) -> C) -> some ChartContent {
        let a = MarkAnnotation(position: position, alignment: alignment, spacing: spacing.map(Double.init), overflow: overflowResolution,
                               content: { AnyView(content($0)) })
        return modified { $0.annotations.append(a) }
    }
}

/// Where an annotation of `size` goes beside a mark's `bounds` (pure; docs/charts.md, "Annotations").
/// Beside an edge the annotation stands `spacing` away from it, aligned along the edge by `alignment`
/// (leading edges together, centres, or trailing edges); in a corner its opposite corner is `spacing`
/// from the mark's corner on both axes; as an overlay it is aligned inside the bounds.
enum AnnotationPlacement {
    /// The annotation's frame (origin and size) in the plot.
    static func frame(bounds b: CGRect, size: CGSize, place: AnnotationPosition.Place, alignment: Alignment, spacing s: Double) -> CGRect {
        let w = Double(size.width), h = Double(size.height)
        let minX = Double(b.minX), maxX = Double(b.maxX), minY = Double(b.minY), maxY = Double(b.maxY)
        func alongX() -> Double {
            switch alignment.horizontal {
            case .leading: minX
            case .trailing: maxX - w
            default: (minX + maxX - w) / 2
            }
        }
        func alongY() -> Double {
            switch alignment.vertical {
            case .top: minY
            case .bottom: maxY - h
            default: (minY + maxY - h) / 2
            }
        }
        let origin: (Double, Double)
        switch place {
        case .automatic, .top: origin = (alongX(), minY - s - h)
        case .bottom: origin = (alongX(), maxY + s)
        case .leading: origin = (minX - s - w, alongY())
        case .trailing: origin = (maxX + s, alongY())
        case .overlay: origin = (alongX(), alongY())
        case .topLeading: origin = (minX - s - w, minY - s - h)
        case .topTrailing: origin = (maxX + s, minY - s - h)
        case .bottomLeading: origin = (minX - s - w, maxY + s)
        case .bottomTrailing: origin = (maxX + s, maxY + s)
        }
        return CGRect(x: origin.0, y: origin.1, width: w, height: h)
    }

    /// The frame moved in along one axis to lie inside `lo…hi` (its start at `lo` when it is longer).
    static func fit(start: Double, length: Double, lo: Double, hi: Double) -> Double {
        if start + length > hi { return max(lo, hi - length) }
        return max(start, lo)
    }

    /// The boundary an axis' strategy fits into (nil: left as it is): `fit(to: .plot)` and `padScale` the plot,
    /// `fit` and `fit(to: .chart)` the chart.
    static func boundary(_ s: AnnotationOverflowResolution.Strategy, plot: (Double, Double), chart: (Double, Double)) -> (Double, Double)? {
        switch s.kind {
        case .automatic, .disabled: nil
        case .fit(.plot), .padScale: plot
        case .fit: chart
        }
    }

    /// `.automatic`: above a mark, except after a horizontal bar's end (trailing, or leading for a negative
    /// bar) and under a vertical bar that goes down from zero (derived).
    static func resolve(_ p: AnnotationPosition.Place, bar: Bool, vertical: Bool, negative: Bool) -> AnnotationPosition.Place {
        guard p == .automatic else { return p }
        if bar && !vertical { return negative ? .leading : .trailing }
        if bar && negative { return .bottom }
        return .top
    }
}

/// An annotation or a view symbol, ready to place: the view and where it goes in the plot.
struct PlacedPlotView {
    /// The mark's bounds (a view symbol: the symbol's square).
    var bounds: CGRect
    var place: AnnotationPosition.Place
    var alignment: Alignment
    var spacing: Double
    var view: AnyView
    var overflow = AnnotationOverflowResolution()
    /// A view symbol (a mark, in the accent group), not an annotation.
    var isSymbol = false
}

/// Places the plot's annotations and view symbols: each view at its ideal size beside (or over) its mark.
struct PlotViewsLayout: Layout {
    let items: [PlacedPlotView]
    /// The chart's frame in the plot's space (the `fit(to: .chart)` boundary).
    var chart: CGRect = .zero
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (i, s) in subviews.enumerated() where i < items.count {
            let it = items[i]
            let size = s.sizeThatFits(.unspecified)
            let f = AnnotationPlacement.frame(bounds: it.bounds, size: size, place: it.place, alignment: it.alignment, spacing: it.spacing)
            var x = Double(f.minX), y = Double(f.minY)
            let c = chart == .zero ? CGRect(origin: .zero, size: bounds.size) : chart
            if let (lo, hi) = AnnotationPlacement.boundary(it.overflow.x, plot: (0, Double(bounds.width)), chart: (Double(c.minX), Double(c.maxX))) {
                x = AnnotationPlacement.fit(start: x, length: Double(f.width), lo: lo, hi: hi)
            }
            if let (lo, hi) = AnnotationPlacement.boundary(it.overflow.y, plot: (0, Double(bounds.height)), chart: (Double(c.minY), Double(c.maxY))) {
                y = AnnotationPlacement.fit(start: y, length: Double(f.height), lo: lo, hi: hi)
            }
            s.place(at: CGPoint(x: Double(bounds.minX) + x, y: Double(bounds.minY) + y), anchor: .topLeading,
                    proposal: ProposedViewSize(size))
        }
    }
}
