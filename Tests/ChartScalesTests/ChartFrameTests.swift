import ChartScales
import Testing

/// Where a chart's plot, labels and legend go once the labels are measured (`ChartFrame`, `LegendRows`),
/// worked by hand.
@Suite struct ChartFrameTests {
    /// A 200 × 100 chart at (10, 20): y labels 20 × 13 on the trailing side, x labels 12 × 13, a legend 16 tall.
    @Test func thePlotLabelsAndLegendOfAChart() {
        let input = ChartFrame.Input(
            bounds: PlotRect(x: 10, y: 20, width: 200, height: 100),
            yLabels: [ChartFrame.Label(fraction: 0, shift: 0, width: 20, height: 13), ChartFrame.Label(fraction: 1, shift: 0, width: 14, height: 13)],
            xLabels: [ChartFrame.Label(fraction: 0.5, shift: 0, width: 12, height: 13),
                      ChartFrame.Label(fraction: 1, shift: 0, afterTick: true, width: 30, height: 13)],
            yLeading: false, legendHeight: 16)
        let p = ChartFrame.place(input)
        // Width less the y column (20 + 4); height less the x row (13 + 4) and the legend (16 + 8).
        #expect(p.plot == PlotRect(x: 10, y: 20, width: 176, height: 59))
        // y labels 4 after the plot, centred on their values (the top one on the plot's top).
        #expect(p.yLabels == [PlotPoint(190, 13.5), PlotPoint(190, 72.5)])
        // A centred x label under its value; a date's label 4 after its tick, moved in to end at the chart's edge.
        #expect(p.xLabels == [PlotPoint(92, 83), PlotPoint(180, 83)])
        #expect(p.legend == PlotPoint(10, 104))
    }

    /// On the leading side, the y labels end 4 points before the plot.
    @Test func leadingYLabels() {
        let p = ChartFrame.place(ChartFrame.Input(bounds: PlotRect(x: 0, y: 0, width: 100, height: 50),
                                                  yLabels: [ChartFrame.Label(fraction: 0.5, shift: 0, width: 10, height: 12)],
                                                  xLabels: [], yLeading: true, legendHeight: nil))
        #expect(p.plot == PlotRect(x: 14, y: 0, width: 86, height: 44))
        #expect(p.yLabels == [PlotPoint(0, 16)])
        #expect(p.legend == nil)
    }

    /// Items as many to a row as fit, 8 apart; rows 4 apart; each centred in its row's height.
    @Test func legendRows() {
        let sizes: [(width: Double, height: Double)] = [(40, 13), (50, 13), (30, 10)]
        #expect(LegendRows.rows(widths: sizes.map(\.width), width: 100) == [[0, 1], [2]])
        #expect(LegendRows.size(sizes, width: 100) == (98, 27))
        #expect(LegendRows.place(sizes, x: 5, y: 1, width: 100) == [PlotPoint(5, 1), PlotPoint(53, 1), PlotPoint(5, 18)])
        #expect(LegendRows.rows(widths: sizes.map(\.width), width: 1000) == [[0, 1, 2]])
    }
}
