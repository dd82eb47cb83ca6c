/// The constants Swift Charts draws with where the app says nothing (docs/charts.md gives each one's
/// source or derivation).
public enum ChartMetrics {
    /// The categorical palette `foregroundStyle(by:)` cycles through, by system colour name.
    public static let palette = ["blue", "green", "orange", "purple", "red", "cyan", "yellow"]
    /// A line mark's width; round caps and joins.
    public static let lineWidth = 2.0
    /// A rule mark's width.
    public static let ruleWidth = 1.0
    /// A point mark's symbol diameter.
    public static let pointDiameter = 8.0
    /// Grid lines and ticks.
    public static let gridLineWidth = 0.5
    /// A tick's length below the plot (the grid line continuing beside its label).
    public static let tickLength = 12.0
    /// Space between the plot and the y axis labels, and between the plot and the x axis labels.
    public static let labelGap = 4.0
    /// Space between an x axis label and the tick it is beside.
    public static let dateLabelInset = 2.0
    /// A bar's width as a share of its category's band.
    public static let bandBarRatio = 0.6
    /// A bar's width as a share of its date unit (an hour, a day).
    public static let unitBarRatio = 0.8
    /// Space above the legend, its symbol's diameter, and the space after each item.
    public static let legendGap = 8.0
    public static let legendSymbol = 8.0
    public static let legendSymbolSpacing = 4.0
    public static let legendItemSpacing = 12.0
    public static let legendRowSpacing = 4.0
}

/// A rectangle in points, y down.
public struct PlotRect: Equatable, Sendable, CustomStringConvertible {
    public var x: Double, y: Double, width: Double, height: Double
    public init(x: Double, y: Double, width: Double, height: Double) { self.x = x; self.y = y; self.width = width; self.height = height }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var description: String { "\(x),\(y) \(width)×\(height)" }
}

/// Where the plot lies in the chart's frame (docs/charts.md, "The plot area"): the y labels' column
/// (the widest label and a gap) on the axis side, the x labels' row (the tallest label and a gap) at the
/// bottom, the legend's row under that, and half a y label above and below so that the first and last
/// labels, centred on their grid lines, stay inside the frame.
public enum PlotLayout {
    public struct Input: Equatable, Sendable {
        public var width: Double, height: Double
        /// The widest and tallest y axis label (0 × 0 when the y axis shows none).
        public var yLabelWidth: Double, yLabelHeight: Double
        /// The tallest x axis label (0 when the x axis shows none).
        public var xLabelHeight: Double
        /// The y labels on the leading side (`AxisMarks(position: .leading)`).
        public var yAxisLeading: Bool
        /// The legend's height (0 when hidden).
        public var legendHeight: Double
        public init(width: Double, height: Double, yLabelWidth: Double = 0, yLabelHeight: Double = 0, xLabelHeight: Double = 0,
                    yAxisLeading: Bool = false, legendHeight: Double = 0) {
            self.width = width; self.height = height; self.yLabelWidth = yLabelWidth; self.yLabelHeight = yLabelHeight
            self.xLabelHeight = xLabelHeight; self.yAxisLeading = yAxisLeading; self.legendHeight = legendHeight
        }
    }

    public static func plot(_ i: Input) -> PlotRect {
        let column = i.yLabelWidth > 0 ? i.yLabelWidth + ChartMetrics.labelGap : 0
        let row = i.xLabelHeight > 0 ? i.xLabelHeight + ChartMetrics.labelGap : 0
        let legend = i.legendHeight > 0 ? i.legendHeight + ChartMetrics.legendGap : 0
        let top = i.yLabelHeight / 2
        let bottom = max(row, i.yLabelHeight / 2) + legend
        let x = i.yAxisLeading ? column : 0
        return PlotRect(x: x, y: top, width: max(0, i.width - column), height: max(0, i.height - top - bottom))
    }
}
