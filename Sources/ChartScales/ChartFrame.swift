/// Where a chart's parts go in its frame once its labels are measured (docs/charts.md, "The plot area"):
/// the plot (``PlotLayout``), each axis label beside its value, and the legend at the bottom. Both front ends
/// place their charts with it (the SwiftUI `Chart` in its layout, the layout format's `Chart` in the engine's
/// custom layout), so they agree to the bit.
public enum ChartFrame {
    /// One axis label: its value's position as a share of the axis, the share a centred label moves by,
    /// whether it starts just after its tick (a date's), and its measured size.
    public struct Label: Equatable, Sendable {
        public var fraction: Double, shift: Double
        public var afterTick: Bool
        public var width: Double, height: Double
        public init(fraction: Double, shift: Double, afterTick: Bool = false, width: Double, height: Double) {
            self.fraction = fraction; self.shift = shift; self.afterTick = afterTick; self.width = width; self.height = height
        }
    }

    public struct Input: Equatable, Sendable {
        /// The chart's frame.
        public var bounds: PlotRect
        public var yLabels: [Label]
        public var xLabels: [Label]
        public var yLeading: Bool
        /// The legend's measured height (nil: no legend).
        public var legendHeight: Double?
        /// The scales' range padding at the domain's lower and upper ends.
        public var xPadding: (start: Double, end: Double)
        public var yPadding: (start: Double, end: Double)
        public init(bounds: PlotRect, yLabels: [Label], xLabels: [Label], yLeading: Bool, legendHeight: Double?,
                    xPadding: (start: Double, end: Double) = (0, 0), yPadding: (start: Double, end: Double) = (0, 0)) {
            self.bounds = bounds; self.yLabels = yLabels; self.xLabels = xLabels; self.yLeading = yLeading
            self.legendHeight = legendHeight; self.xPadding = xPadding; self.yPadding = yPadding
        }
        public static func == (a: Input, b: Input) -> Bool {
            a.bounds == b.bounds && a.yLabels == b.yLabels && a.xLabels == b.xLabels && a.yLeading == b.yLeading && a.legendHeight == b.legendHeight
                && a.xPadding == b.xPadding && a.yPadding == b.yPadding
        }
    }

    /// The plot's frame, each label's top-leading corner (in the order given) and the legend's.
    public struct Placement: Equatable, Sendable {
        public var plot: PlotRect
        public var yLabels: [PlotPoint]
        public var xLabels: [PlotPoint]
        public var legend: PlotPoint?
    }

    public static func place(_ i: Input) -> Placement {
        let b = i.bounds
        let layout = PlotLayout.Input(width: b.width, height: b.height,
                                      yLabelWidth: i.yLabels.map(\.width).max() ?? 0, yLabelHeight: i.yLabels.map(\.height).max() ?? 0,
                                      xLabelHeight: i.xLabels.map(\.height).max() ?? 0, yAxisLeading: i.yLeading,
                                      legendHeight: i.legendHeight ?? 0)
        let plot = PlotLayout.plot(layout)
        let px = b.x + plot.x, py = b.y + plot.y
        let ys = i.yLabels.map { l -> PlotPoint in
            let cy = py + i.yPadding.end + (l.fraction + l.shift) * max(0, plot.height - i.yPadding.start - i.yPadding.end)
            let lx = i.yLeading ? px - ChartMetrics.labelGap - l.width : px + plot.width + ChartMetrics.labelGap
            return PlotPoint(lx, cy - l.height / 2)
        }
        let xInner = max(0, plot.width - i.xPadding.start - i.xPadding.end)
        let xs = i.xLabels.map { l -> PlotPoint in
            let x0 = px + i.xPadding.start
            var lx = l.afterTick ? x0 + l.fraction * xInner + ChartMetrics.dateLabelInset : x0 + (l.fraction + l.shift) * xInner - l.width / 2
            lx = min(lx, b.maxX - l.width)
            return PlotPoint(lx, py + plot.height + ChartMetrics.labelGap)
        }
        let legend = i.legendHeight.map { PlotPoint(b.x, b.maxY - $0) }
        return Placement(plot: PlotRect(x: px, y: py, width: plot.width, height: plot.height), yLabels: ys, xLabels: xs, legend: legend)
    }
}

/// The legend's items in rows (docs/charts.md, "Legend"): each item at its ideal width, as many to a row as
/// fit, `legendItemSpacing` apart, the rows `legendRowSpacing` apart, each item centred in its row's height.
public enum LegendRows {
    /// The items' indices, row by row.
    public static func rows(widths: [Double], width: Double) -> [[Int]] {
        var rows: [[Int]] = [], row: [Int] = [], x = 0.0
        for (i, w) in widths.enumerated() {
            if !row.isEmpty && x + ChartMetrics.legendItemSpacing + w > width { rows.append(row); row = []; x = 0 }
            x += (row.isEmpty ? 0 : ChartMetrics.legendItemSpacing) + w
            row.append(i)
        }
        if !row.isEmpty { rows.append(row) }
        return rows
    }

    /// The legend's size for items of `sizes` in a width.
    public static func size(_ sizes: [(width: Double, height: Double)], width: Double) -> (width: Double, height: Double) {
        let rows = rows(widths: sizes.map(\.width), width: width)
        var height = ChartMetrics.legendRowSpacing * Double(max(0, rows.count - 1)), widest = 0.0
        for r in rows {
            let heights: [Double] = r.map { sizes[$0].height }
            let widths: [Double] = r.map { sizes[$0].width }
            height += heights.max() ?? 0
            widest = max(widest, widths.reduce(0, +) + ChartMetrics.legendItemSpacing * Double(r.count - 1))
        }
        return (min(widest, width), height)
    }

    /// Each item's top-leading corner in a legend whose top-leading corner is (`x`, `y`) and whose width is `width`.
    public static func place(_ sizes: [(width: Double, height: Double)], x x0: Double, y y0: Double, width: Double) -> [PlotPoint] {
        var out = Array(repeating: PlotPoint(0, 0), count: sizes.count)
        var y = y0
        for r in rows(widths: sizes.map(\.width), width: width) {
            var x = x0
            let h = r.map { sizes[$0].height }.max() ?? 0
            for i in r {
                out[i] = PlotPoint(x, y + (h - sizes[i].height) / 2)
                x += sizes[i].width + ChartMetrics.legendItemSpacing
            }
            y += h + ChartMetrics.legendRowSpacing
        }
        return out
    }
}
