import ChartScales
import Foundation
import WidgetSnapUI

/// A scale's domain as the app gives it.
enum DomainSetting {
    case automatic(includesZero: Bool?)
    case range(Double, Double)
    case categories([String])
}


/// The automatic domain's options, or a domain: `chartYScale(domain: .automatic(includesZero: false))`.
public struct ScaleDomain {
    let setting: DomainSetting
    public static var automatic: ScaleDomain { ScaleDomain(setting: .automatic(includesZero: nil)) }
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> ScaleDomain { ScaleDomain(setting: .automatic(includesZero: includesZero)) }
}

/// What the chart modifiers around a chart set (read through the environment, so they may sit on
/// any view around the chart, as in SwiftUI).
struct ChartConfiguration {
    var xDomain: DomainSetting = .automatic(includesZero: nil)
    var yDomain: DomainSetting = .automatic(includesZero: nil)
    var xAxisHidden = false
    var yAxisHidden = false
    var xAxis: [AxisMarks]?
    var yAxis: [AxisMarks]?
    var legendHidden = false
    var styleScale: [(String, MarkStyle)]?
    var plotStyle: (@MainActor (ChartPlotContent) -> AnyView)?
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

    public func chartXScale<P: Plottable & Comparable>(domain: ClosedRange<P>) -> some View {
        let s = domainRange(domain)
        return chartConfigured { $0.xDomain = s }
    }
    public func chartYScale<P: Plottable & Comparable>(domain: ClosedRange<P>) -> some View {
        let s = domainRange(domain)
        return chartConfigured { $0.yDomain = s }
    }
    public func chartXScale<P: Plottable>(domain: [P]) -> some View {
        let names = domain.map { PlotInput($0).key }
        return chartConfigured { $0.xDomain = .categories(names) }
    }
    public func chartYScale<P: Plottable>(domain: [P]) -> some View {
        let names = domain.map { PlotInput($0).key }
        return chartConfigured { $0.yDomain = .categories(names) }
    }
    public func chartXScale(domain: ScaleDomain) -> some View { chartConfigured { $0.xDomain = domain.setting } }
    public func chartYScale(domain: ScaleDomain) -> some View { chartConfigured { $0.yDomain = domain.setting } }

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

func domainRange<P: Plottable & Comparable>(_ r: ClosedRange<P>) -> DomainSetting {
    let lo = PlotInput(r.lowerBound), hi = PlotInput(r.upperBound)
    if let a = lo.number, let b = hi.number { return .range(a, b) }
    return .categories([lo.key, hi.key])
}
