import ChartScales
import Foundation
import WidgetSnapUI

/// A mark: primitive chart content holding its spec.
public protocol _Mark: ChartContent, _PrimitiveChartContent where Body == Never {
    var _spec: ChartMarkSpec { get }
}

extension _Mark {
    public func _marks(_ out: inout [ChartMarkSpec]) { out.append(_spec) }
}

/// A bar from the baseline (zero, or the stack below it) to a value, or between two values.
public struct BarMark: _Mark {
    public typealias Body = Never
    public let _spec: ChartMarkSpec
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                           height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        var s = ChartMarkSpec(.bar); s.x = PlotEntry(x); s.y = PlotEntry(y); s.width = width.kind; s.height = height.kind; s.stacking = stacking.method
        _spec = s
    }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
        var s = ChartMarkSpec(.bar); s.x = PlotEntry(x); s.yStart = PlotEntry(yStart); s.yEnd = PlotEntry(yEnd); s.width = width.kind
        _spec = s
    }
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        var s = ChartMarkSpec(.bar); s.xStart = PlotEntry(xStart); s.xEnd = PlotEntry(xEnd); s.y = PlotEntry(y); s.height = height.kind
        _spec = s
    }
}

/// Points joined by a line, one line per series.
public struct LineMark: _Mark {
    public typealias Body = Never
    public let _spec: ChartMarkSpec
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        var s = ChartMarkSpec(.line); s.x = PlotEntry(x); s.y = PlotEntry(y)
        _spec = s
    }
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        var s = ChartMarkSpec(.line); s.x = PlotEntry(x); s.y = PlotEntry(y); s.series = PlotEntry(series).input.key
        _spec = s
    }
}

/// The area between a line and the baseline (or a second line), stacked by default.
public struct AreaMark: _Mark {
    public typealias Body = Never
    public let _spec: ChartMarkSpec
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        var s = ChartMarkSpec(.area); s.x = PlotEntry(x); s.y = PlotEntry(y); s.stacking = stacking.method
        _spec = s
    }
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>,
                                                         stacking: MarkStackingMethod = .standard) {
        var s = ChartMarkSpec(.area); s.x = PlotEntry(x); s.y = PlotEntry(y); s.series = PlotEntry(series).input.key; s.stacking = stacking.method
        _spec = s
    }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        var s = ChartMarkSpec(.area); s.x = PlotEntry(x); s.yStart = PlotEntry(yStart); s.yEnd = PlotEntry(yEnd)
        _spec = s
    }
}

/// A symbol at a point.
public struct PointMark: _Mark {
    public typealias Body = Never
    public let _spec: ChartMarkSpec
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        var s = ChartMarkSpec(.point); s.x = PlotEntry(x); s.y = PlotEntry(y)
        _spec = s
    }
}

/// A line across the plot at a value, or between two values.
public struct RuleMark: _Mark {
    public typealias Body = Never
    public let _spec: ChartMarkSpec
    public init<X: Plottable>(x: PlottableValue<X>) {
        var s = ChartMarkSpec(.rule); s.x = PlotEntry(x)
        _spec = s
    }
    public init<Y: Plottable>(y: PlottableValue<Y>) {
        var s = ChartMarkSpec(.rule); s.y = PlotEntry(y)
        _spec = s
    }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        var s = ChartMarkSpec(.rule); s.x = PlotEntry(x); s.yStart = PlotEntry(yStart); s.yEnd = PlotEntry(yEnd)
        _spec = s
    }
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        var s = ChartMarkSpec(.rule); s.xStart = PlotEntry(xStart); s.xEnd = PlotEntry(xEnd); s.y = PlotEntry(y)
        _spec = s
    }
}

/// A rectangle at a point (a heat map's cell) or between values.
public struct RectangleMark: _Mark {
    public typealias Body = Never
    public let _spec: ChartMarkSpec
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic) {
        var s = ChartMarkSpec(.rectangle); s.x = PlotEntry(x); s.y = PlotEntry(y); s.width = width.kind; s.height = height.kind
        _spec = s
    }
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        var s = ChartMarkSpec(.rectangle); s.xStart = PlotEntry(xStart); s.xEnd = PlotEntry(xEnd); s.yStart = PlotEntry(yStart); s.yEnd = PlotEntry(yEnd)
        _spec = s
    }
}

/// A slice of a pie or donut: its angle is its share of every sector's total.
public struct SectorMark: _Mark {
    public typealias Body = Never
    public let _spec: ChartMarkSpec
    public init<A: Plottable>(angle: PlottableValue<A>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
                              angularInset: CGFloat? = nil) {
        var s = ChartMarkSpec(.sector)
        s.angle = PlotEntry(angle).input.number ?? 0
        s.innerRadius = innerRadius.kind; s.outerRadius = outerRadius.kind; s.angularInset = Double(angularInset ?? 0)
        _spec = s
    }
}
