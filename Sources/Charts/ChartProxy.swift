import ChartScales
import Foundation
import WidgetSnapUI

/// A value resolved in the space of a `GeometryProxy` (`geometry[anchor]`): the chart proxy's plot frame.
/// The front end has no anchor preferences; this anchor holds a rectangle in the widget's space.
public struct Anchor<Value> {
    let resolve: (CGPoint) -> Value
}

extension GeometryProxy {
    /// The anchor's value in this proxy's space.
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.resolve(frame(in: .global).origin)
    }
}

/// The chart's scales and plot area, as `chartBackground` and `chartOverlay` get them (docs/charts.md,
/// "Chart proxy"). Positions are relative to the plot: convert with the plot frame's origin.
public struct ChartProxy {
    let xAxis: ResolvedAxis
    let yAxis: ResolvedAxis
    let plotRect: CGRect
    /// The plot's frame in the widget's space.
    let plotGlobal: CGRect
    /// Each `symbol(by:)` value's symbol.
    var symbols: [String: SymbolPath] = [:]

    /// The symbol `symbol(by:)` gives `value`, or nil when the chart has no symbol for it.
    public func symbol<P: Plottable>(for value: P) -> AnyChartSymbolShape? {
        symbols[PlotInput(value).key].map { AnyChartSymbolShape(path: $0) }
    }

    /// The size of the plot (the area between the axes).
    public var plotSize: CGSize { plotRect.size }
    public var plotAreaSize: CGSize { plotRect.size }
    /// An anchor to the plot's frame: `geometry[proxy.plotFrame!]` is the plot in the reader's space.
    public var plotFrame: Anchor<CGRect>? { plotAreaFrame }
    public var plotAreaFrame: Anchor<CGRect> {
        let g = plotGlobal
        return Anchor { origin in CGRect(x: g.minX - origin.x, y: g.minY - origin.y, width: g.width, height: g.height) }
    }

    /// The x position of `value` in the plot (a category's band centre, a date's instant), or nil.
    public func position<P: Plottable>(forX value: P) -> CGFloat? {
        xAxis.position(PlotInput(value).scaleValue, length: Double(plotRect.width)).map { CGFloat($0) }
    }
    public func position<P: Plottable>(forY value: P) -> CGFloat? {
        yAxis.position(PlotInput(value).scaleValue, length: Double(plotRect.height)).map { CGFloat($0) }
    }
    public func position<X: Plottable, Y: Plottable>(for point: (x: X, y: Y)) -> CGPoint? {
        guard let x = position(forX: point.x), let y = position(forY: point.y) else { return nil }
        return CGPoint(x: x, y: y)
    }
    /// A category's band (a number's or date's single position) along x.
    public func positionRange<P: Plottable>(forX value: P) -> ClosedRange<CGFloat>? {
        range(xAxis, PlotInput(value), length: Double(plotRect.width))
    }
    public func positionRange<P: Plottable>(forY value: P) -> ClosedRange<CGFloat>? {
        range(yAxis, PlotInput(value), length: Double(plotRect.height))
    }

    /// The value at an x position of the plot: a number, a date, or the category whose band holds it.
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? {
        xAxis.value(at: Double(position), length: Double(plotRect.width)).flatMap { AxisValue(input: $0, index: 0, count: 1).as(P.self) }
    }
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? {
        yAxis.value(at: Double(position), length: Double(plotRect.height)).flatMap { AxisValue(input: $0, index: 0, count: 1).as(P.self) }
    }
    public func value<X: Plottable, Y: Plottable>(at position: CGPoint, as type: (X, Y).Type = (X, Y).self) -> (X, Y)? {
        guard let x = value(atX: position.x, as: X.self), let y = value(atY: position.y, as: Y.self) else { return nil }
        return (x, y)
    }

    func range(_ axis: ResolvedAxis, _ input: PlotInput, length: Double) -> ClosedRange<CGFloat>? {
        guard let p = axis.position(input.scaleValue, length: length) else { return nil }
        let half = axis.scale.bandWidth(length: axis.inner(length)) / 2
        return CGFloat(p - half)...CGFloat(p + half)
    }
}
