import ChartScales
import Foundation
import WidgetSnapUI
import enum WidgetModel.ChartDomainSetting

/// The automatic domain's options, or a domain: `chartYScale(domain: .automatic(includesZero: false))`.
public struct ScaleDomain {
    let setting: ChartDomainSetting
    public static var automatic: ScaleDomain { ScaleDomain(setting: .automatic(includesZero: nil)) }
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> ScaleDomain { ScaleDomain(setting: .automatic(includesZero: includesZero)) }
}

/// What the chart modifiers around a chart set (read through the environment, so they may sit on
/// any view around the chart, as in SwiftUI).
struct ChartConfiguration {
    var xDomain: ChartDomainSetting = .automatic(includesZero: nil)
    var yDomain: ChartDomainSetting = .automatic(includesZero: nil)
    var xAxisHidden = false
    var yAxisHidden = false
    var xAxis: [AxisMarks]?
    var yAxis: [AxisMarks]?
    var legendHidden = false
    var styleScale: [(String, MarkStyle)]?
    var plotStyle: (@MainActor (ChartPlotContent) -> AnyView)?
    /// `chartSymbolScale`: each value's symbol, in the given order.
    var symbolScale: [(String, SymbolPath)]?
    /// `chartXScale(range:)`/`chartYScale(range:)`: padding at the domain's lower and upper ends.
    var xPadding: (start: Double, end: Double) = (0, 0)
    var yPadding: (start: Double, end: Double) = (0, 0)
    /// `chartXScale(type:)`/`chartYScale(type:)`.
    var xType: ScaleType?
    var yType: ScaleType?
    /// `chartBackground`/`chartOverlay`: views made from the chart's proxy, under and over the chart.
    var background: ChartLayer?
    var overlay: ChartLayer?
}

/// A view `chartBackground` or `chartOverlay` makes from the chart's proxy, aligned in the chart's frame.
struct ChartLayer {
    var alignment: Alignment
    var content: @MainActor (ChartProxy) -> AnyView
}

struct ChartConfigurationKey: EnvironmentKey {
    static var defaultValue: ChartConfiguration { ChartConfiguration() }
}

extension EnvironmentValues {
    var _chartConfiguration: ChartConfiguration {
        get { self[ChartConfigurationKey.self] }
        set { self[ChartConfigurationKey.self] = newValue }
    }
}

/// A view with one chart setting changed for the charts inside it.
struct _ChartConfigured<Content: View>: View {
    let content: Content
    let change: (inout ChartConfiguration) -> Void
    @Environment(\._chartConfiguration) var configuration
    var body: some View {
        var c = configuration
        change(&c)
        return content.environment(\._chartConfiguration, c)
    }
}

/// The plot area, as `chartPlotStyle`'s closure gets it to style.
public struct ChartPlotContent: View {
    let plot: AnyView
    public var body: some View { plot }
}

extension View {
    func chartConfigured(_ change: @escaping (inout ChartConfiguration) -> Void) -> some View { _ChartConfigured(content: self, change: change) }

    /// A scale's domain, range and type (nil: left as they are).
    func chartScale(x: Bool, domain: ChartDomainSetting?, range: (any PositionScaleRange)?, type: ScaleType?) -> some View {
        let padding = range?._padding
        return chartConfigured { c in
            if x {
                if let domain { c.xDomain = domain }
                if let padding { c.xPadding = padding }
                if let type { c.xType = type }
            } else {
                if let domain { c.yDomain = domain }
                if let padding { c.yPadding = padding }
                if let type { c.yType = type }
            }
        }
    }

    public func chartXScale<P: Plottable & Comparable>(domain: ClosedRange<P>, type: ScaleType? = nil) -> some View {
        chartScale(x: true, domain: domainRange(domain), range: nil, type: type)
    }
    public func chartYScale<P: Plottable & Comparable>(domain: ClosedRange<P>, type: ScaleType? = nil) -> some View {
        chartScale(x: false, domain: domainRange(domain), range: nil, type: type)
    }
    public func chartXScale<P: Plottable>(domain: [P], type: ScaleType? = nil) -> some View {
        chartScale(x: true, domain: .categories(domain.map { PlotInput($0).key }), range: nil, type: type)
    }
    public func chartYScale<P: Plottable>(domain: [P], type: ScaleType? = nil) -> some View {
        chartScale(x: false, domain: .categories(domain.map { PlotInput($0).key }), range: nil, type: type)
    }
    public func chartXScale(domain: ScaleDomain, type: ScaleType? = nil) -> some View { chartScale(x: true, domain: domain.setting, range: nil, type: type) }
    public func chartYScale(domain: ScaleDomain, type: ScaleType? = nil) -> some View { chartScale(x: false, domain: domain.setting, range: nil, type: type) }

    public func chartXScale<P: Plottable & Comparable, R: PositionScaleRange>(domain: ClosedRange<P>, range: R, type: ScaleType? = nil) -> some View {
        chartScale(x: true, domain: domainRange(domain), range: range, type: type)
    }
    public func chartYScale<P: Plottable & Comparable, R: PositionScaleRange>(domain: ClosedRange<P>, range: R, type: ScaleType? = nil) -> some View {
        chartScale(x: false, domain: domainRange(domain), range: range, type: type)
    }
    public func chartXScale<P: Plottable, R: PositionScaleRange>(domain: [P], range: R, type: ScaleType? = nil) -> some View {
        chartScale(x: true, domain: .categories(domain.map { PlotInput($0).key }), range: range, type: type)
    }
    public func chartYScale<P: Plottable, R: PositionScaleRange>(domain: [P], range: R, type: ScaleType? = nil) -> some View {
        chartScale(x: false, domain: .categories(domain.map { PlotInput($0).key }), range: range, type: type)
    }
    public func chartXScale<R: PositionScaleRange>(domain: ScaleDomain, range: R, type: ScaleType? = nil) -> some View {
        chartScale(x: true, domain: domain.setting, range: range, type: type)
    }
    public func chartYScale<R: PositionScaleRange>(domain: ScaleDomain, range: R, type: ScaleType? = nil) -> some View {
        chartScale(x: false, domain: domain.setting, range: range, type: type)
    }
    public func chartXScale(type: ScaleType? = nil) -> some View { chartScale(x: true, domain: nil, range: nil, type: type) }
    public func chartYScale(type: ScaleType? = nil) -> some View { chartScale(x: false, domain: nil, range: nil, type: type) }
    public func chartXScale<R: PositionScaleRange>(range: R, type: ScaleType? = nil) -> some View { chartScale(x: true, domain: nil, range: range, type: type) }
    public func chartYScale<R: PositionScaleRange>(range: R, type: ScaleType? = nil) -> some View { chartScale(x: false, domain: nil, range: range, type: type) }

    /// `symbol(by:)`'s symbols for the given values, in order.
    public func chartSymbolScale<D: Plottable>(_ mapping: KeyValuePairs<D, any ChartSymbolShape>) -> some View {
        let pairs: [(String, SymbolPath)] = mapping.map { k, shape in (PlotInput(k).key, symbolPath(shape)) }
        return chartConfigured { $0.symbolScale = pairs }
    }
    public func chartSymbolScale<D: Plottable>(domain: [D], range: [any ChartSymbolShape]) -> some View {
        let pairs: [(String, SymbolPath)] = zip(domain, range).map { (PlotInput($0).key, symbolPath($1)) }
        return chartConfigured { $0.symbolScale = pairs }
    }
    public func chartSymbolScale<D: Plottable, S: ChartSymbolShape>(domain: [D], mapping: @escaping (D) -> S) -> some View {
        let pairs: [(String, SymbolPath)] = domain.map { (PlotInput($0).key, symbolPath(mapping($0))) }
        return chartConfigured { $0.symbolScale = pairs }
    }

    /// A view under the chart, made from its proxy (docs/charts.md, "Chart proxy").
    public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping @MainActor (ChartProxy) -> V) -> some View {
        chartConfigured { $0.background = ChartLayer(alignment: alignment, content: { AnyView(content($0)) }) }
    }
    /// A view over the chart, made from its proxy (docs/charts.md, "Chart proxy").
    public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping @MainActor (ChartProxy) -> V) -> some View {
        chartConfigured { $0.overlay = ChartLayer(alignment: alignment, content: { AnyView(content($0)) }) }
    }

    public func chartXAxis(_ visibility: Visibility) -> some View { chartConfigured { $0.xAxisHidden = visibility == .hidden } }
    public func chartYAxis(_ visibility: Visibility) -> some View { chartConfigured { $0.yAxisHidden = visibility == .hidden } }
    public func chartXAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View {
        var marks: [AxisMarks] = []
        content()._axisMarks(&marks)
        return chartConfigured { [marks] in $0.xAxis = marks }
    }
    public func chartYAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View {
        var marks: [AxisMarks] = []
        content()._axisMarks(&marks)
        return chartConfigured { [marks] in $0.yAxis = marks }
    }
    public func chartLegend(_ visibility: Visibility) -> some View { chartConfigured { $0.legendHidden = visibility == .hidden } }
    /// The colours of `foregroundStyle(by:)`'s values, in the given order.
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<D, S>) -> some View {
        let pairs = mapping.map { (PlotInput($0.key).key, MarkStyle($0.value)) }
        return chartConfigured { $0.styleScale = pairs }
    }
    public func chartForegroundStyleScale<D: Plottable & Hashable, S: ShapeStyle>(_ mapping: [D: S]) -> some View {
        let pairs = mapping.map { (PlotInput($0.key).key, MarkStyle($0.value)) }.sorted { $0.0 < $1.0 }
        return chartConfigured { $0.styleScale = pairs }
    }
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(domain: [D], range: [S]) -> some View {
        let pairs = zip(domain, range).map { (PlotInput($0).key, MarkStyle($1)) }
        return chartConfigured { $0.styleScale = pairs }
    }
    /// Styles the plot area: its background, border, clip (the closure's frame sizes are not applied).
    public func chartPlotStyle<Content: View>(@ViewBuilder content: @escaping @MainActor (ChartPlotContent) -> Content) -> some View {
        chartConfigured { $0.plotStyle = { AnyView(content($0)) } }
    }
}

/// A symbol shape's path, kept without the shape's type.
func symbolPath(_ shape: any ChartSymbolShape) -> SymbolPath {
    func open<S: ChartSymbolShape>(_ s: S) -> SymbolPath { { s.path(in: $0) } }
    return open(shape)
}

func domainRange<P: Plottable & Comparable>(_ r: ClosedRange<P>) -> ChartDomainSetting {
    let lo = PlotInput(r.lowerBound), hi = PlotInput(r.upperBound)
    if let a = lo.number, let b = hi.number { return .range(a, b) }
    return .categories([lo.key, hi.key])
}
