import ChartScales
import Foundation
import WidgetSnapUI
import struct WidgetModel.ChartAxes
import enum WidgetModel.ChartPart

/// A chart at its size: the axes resolved for it, the labels as text views, the plot and the legend,
/// placed by ``ChartFrameLayout`` once the labels are measured.
struct ChartBody: View {
    let model: ChartModel
    let configuration: ChartConfiguration
    let locale: Locale
    let size: CGSize
    /// The chart's frame in the widget's space (the chart proxy's plot frame is given in it).
    var global: CGRect = .zero

    var body: some View {
        let pie = model.isPie
        // The axes' values are chosen for the chart's own lengths (docs/charts.md, "How many values").
        let xAxis = ResolvedAxis.resolve(x: true, model: model, configuration: configuration, length: Double(size.width), locale: locale)
        let yAxis = ResolvedAxis.resolve(x: false, model: model, configuration: configuration, length: Double(size.height), locale: locale)
        let yLabels = pie || yAxis.hidden ? [] : yAxis.ticks.filter { $0.parts.label != nil }
        // A date's label starts after its tick: a tick at the plot's trailing edge has no room for one.
        let xLabels = pie || xAxis.hidden ? [] : xAxis.ticks.filter {
            $0.parts.label != nil && !(xAxis.kind == .date && !$0.parts.labelCentered && $0.fraction >= 1 - 1e-9)
        }
        let legend = configuration.legendHidden ? [] : model.legend
        let canvas = PlotCanvas(model: model, xAxis: xAxis, yAxis: yAxis, chartGlobal: global)
        let plot: AnyView = configuration.plotStyle.map { $0(ChartPlotContent(plot: AnyView(canvas))) } ?? AnyView(canvas)
        let layout = ChartFrameLayout(
            yLabels: yLabels.map { ($0.fraction, $0.centreShift) },
            xLabels: xLabels.map { ($0.fraction, $0.centreShift, xAxis.kind == .date && !$0.parts.labelCentered) },
            yLeading: yAxis.leading, hasLegend: !legend.isEmpty, pie: pie,
            xPadding: xAxis.padding, yPadding: yAxis.padding, hasOverlay: configuration.overlay != nil)
        let chartSize = size, global = self.global
        var symbols: [String: SymbolPath] = [:]
        for e in model.legend { if let p = e.symbol { symbols[e.name] = p } }
        // Lint finds the chart, and the axes it shows, by this typed mark (docs/charts.md, "Lint").
        var shown: ChartAxes = []
        if !pie && xAxis.isShown { shown.insert(.x) }
        if !pie && yAxis.isShown { shown.insert(.y) }
        return layout {
            ZStack {
                // `chartBackground` under everything the chart draws, in the chart's frame.
                if let b = configuration.background { ChartLayerView(layer: b, xAxis: xAxis, yAxis: yAxis, chartSize: chartSize, chartGlobal: global, symbols: symbols) }
                plot
            }
            ForEach(yLabels.indices, id: \.self) { i in AxisLabelView(tick: yLabels[i], axis: .y) }
            ForEach(xLabels.indices, id: \.self) { i in AxisLabelView(tick: xLabels[i], axis: .x) }
            if !legend.isEmpty { LegendView(entries: legend) }
            if let o = configuration.overlay { ChartLayerView(layer: o, xAxis: xAxis, yAxis: yAxis, chartSize: chartSize, chartGlobal: global, symbols: symbols) }
        }
        ._chartPart(.chart(shown))
    }
}

/// A `chartBackground`'s or `chartOverlay`'s view: placed over the plot to learn where the plot is, it
/// builds the app's view from the chart proxy and draws it in the chart's whole frame.
struct ChartLayerView: View {
    let layer: ChartLayer
    let xAxis: ResolvedAxis
    let yAxis: ResolvedAxis
    let chartSize: CGSize
    let chartGlobal: CGRect
    let symbols: [String: SymbolPath]

    var body: some View {
        GeometryReader { g in
            let plotGlobal = g.frame(in: .global)
            let plot = CGRect(x: plotGlobal.minX - chartGlobal.minX, y: plotGlobal.minY - chartGlobal.minY, width: g.size.width, height: g.size.height)
            let proxy = ChartProxy(xAxis: xAxis, yAxis: yAxis, plotRect: plot, plotGlobal: plotGlobal, symbols: symbols)
            ChartFrameOffsetLayout(offset: CGPoint(x: -plot.minX, y: -plot.minY), size: chartSize) {
                layer.content(proxy)
                    .frame(width: chartSize.width, height: chartSize.height, alignment: layer.alignment)
                    .environment(\._chartConfiguration, ChartConfiguration())
                    ._chartPart(nil)
            }
        }
    }
}

/// Places its one view at `offset` from its own origin, proposing `size` (the chart's frame seen from the plot).
struct ChartFrameOffsetLayout: Layout {
    let offset: CGPoint
    let size: CGSize
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for s in subviews {
            s.place(at: CGPoint(x: bounds.minX + offset.x, y: bounds.minY + offset.y), anchor: .topLeading, proposal: ProposedViewSize(size))
        }
    }
}

/// An axis value's label: the axis' text in the secondary colour at `caption2`, or the app's view.
struct AxisLabelView: View {
    let tick: ResolvedTick
    /// Which axis the label is on (`.x` or `.y`).
    let axis: ChartAxes
    var body: some View {
        // Always one view for the layout to place, whatever the app's label gives (none, or several).
        ZStack {
            if case .view(let v)? = tick.parts.label { v } else { Text(tick.text ?? "").lineLimit(1) }
        }
        .font(tick.parts.labelFont ?? .caption2)
        .foregroundStyle(tick.parts.labelStyle ?? MarkStyle(HierarchicalShapeStyle.secondary))
        ._chartPart(.axisLabel(axis))
    }
}

/// The legend Swift Charts adds under a chart coloured by value: a dot and the value's name for each colour.
struct LegendView: View {
    let entries: [LegendEntry]
    var body: some View {
        LegendFlowLayout {
            ForEach(entries.indices, id: \.self) { i in
                HStack(spacing: CGFloat(ChartMetrics.legendSymbolSpacing)) {
                    symbol(entries[i]).frame(width: CGFloat(ChartMetrics.legendSymbol), height: CGFloat(ChartMetrics.legendSymbol))
                    Text(entries[i].name).font(.caption2).foregroundStyle(.secondary).lineLimit(1)
                }
            }
        }
    }

    /// A value drawn by symbol shows its symbol, else a dot, in the value's colour.
    @ViewBuilder func symbol(_ e: LegendEntry) -> some View {
        // The marks' colours: in the accent group of the accented rendering mode, as the marks are.
        if let make = e.symbol { SymbolPathShape(make: make).fill(e.style).widgetAccentable() } else { Circle().fill(e.style).widgetAccentable() }
    }
}

/// Places the plot, the axis labels and the legend: the labels are measured, the plot takes what they
/// leave (``PlotLayout``), and each label goes beside its value.
struct ChartFrameLayout: Layout {
    let yLabels: [(Double, Double)]
    /// Position, centring shift, and whether the label starts just after its tick (dates).
    let xLabels: [(Double, Double, Bool)]
    let yLeading: Bool
    let hasLegend: Bool
    let pie: Bool
    /// The scales' range padding (docs/charts.md, "Scale ranges").
    var xPadding: (start: Double, end: Double) = (0, 0)
    var yPadding: (start: Double, end: Double) = (0, 0)
    /// A `chartOverlay` view comes last, placed over the plot.
    var hasOverlay = false

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let y = Array(subviews[1..<(1 + yLabels.count)])
        let x = Array(subviews[(1 + yLabels.count)..<(1 + yLabels.count + xLabels.count)])
        let ySizes = y.map { $0.sizeThatFits(.unspecified) }
        let xSizes = x.map { $0.sizeThatFits(.unspecified) }
        let legendView: LayoutSubview? = hasLegend ? subviews[1 + yLabels.count + xLabels.count] : nil
        let legendSize = legendView.map { $0.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil)) }
        // The shared placement (ChartScales), as the layout format's charts use it.
        let place = ChartFrame.place(ChartFrame.Input(
            bounds: PlotRect(x: Double(bounds.minX), y: Double(bounds.minY), width: Double(bounds.width), height: Double(bounds.height)),
            yLabels: yLabels.indices.map { ChartFrame.Label(fraction: yLabels[$0].0, shift: yLabels[$0].1, width: Double(ySizes[$0].width), height: Double(ySizes[$0].height)) },
            xLabels: xLabels.indices.map { ChartFrame.Label(fraction: xLabels[$0].0, shift: xLabels[$0].1, afterTick: xLabels[$0].2,
                                                            width: Double(xSizes[$0].width), height: Double(xSizes[$0].height)) },
            yLeading: yLeading, legendHeight: legendSize.map { Double($0.height) }, xPadding: xPadding, yPadding: yPadding))
        let plot = place.plot
        subviews[0].place(at: CGPoint(x: plot.x, y: plot.y), anchor: .topLeading, proposal: ProposedViewSize(width: CGFloat(plot.width), height: CGFloat(plot.height)))
        for (i, s) in y.enumerated() { s.place(at: CGPoint(x: place.yLabels[i].x, y: place.yLabels[i].y), anchor: .topLeading, proposal: ProposedViewSize(ySizes[i])) }
        for (i, s) in x.enumerated() { s.place(at: CGPoint(x: place.xLabels[i].x, y: place.xLabels[i].y), anchor: .topLeading, proposal: ProposedViewSize(xSizes[i])) }
        if hasOverlay, let overlay = subviews.last {
            overlay.place(at: CGPoint(x: plot.x, y: plot.y), anchor: .topLeading, proposal: ProposedViewSize(width: CGFloat(plot.width), height: CGFloat(plot.height)))
        }
        if let legend = legendView, let size = legendSize, let at = place.legend {
            legend.place(at: CGPoint(x: at.x, y: at.y), anchor: .topLeading, proposal: ProposedViewSize(size))
        }
    }
}

/// The legend's items in rows (``LegendRows``, shared with the layout format's charts).
struct LegendFlowLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }.map { (width: Double($0.width), height: Double($0.height)) }
        let s = LegendRows.size(sizes, width: Double(proposal.width ?? .infinity))
        return CGSize(width: s.width, height: s.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let measured = subviews.map { $0.sizeThatFits(.unspecified) }
        let sizes = measured.map { (width: Double($0.width), height: Double($0.height)) }
        let at = LegendRows.place(sizes, x: Double(bounds.minX), y: Double(bounds.minY), width: Double(bounds.width))
        for (i, s) in subviews.enumerated() {
            s.place(at: CGPoint(x: at[i].x, y: at[i].y), anchor: .topLeading, proposal: ProposedViewSize(measured[i]))
        }
    }
}
