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
    /// A tick's length below the plot (the grid line continuing beside its label, down to the bottom of
    /// a `caption2` label under the 4-point gap).
    public static let tickLength = 17.0
    /// The dash pattern of a date x axis' default grid lines and ticks (on, off).
    public static let dateGridDash = [2.0, 2.0]
    /// Space between the plot and the y axis labels, and between the plot and the x axis labels.
    public static let labelGap = 4.0
    /// Space between an x axis label and the tick it is beside.
    public static let dateLabelInset = 4.0
    /// A bar's width as a share of its category's band.
    public static let bandBarRatio = 0.7
    /// A bar's width as a share of its date unit (an hour, a day).
    public static let unitBarRatio = 0.7
    /// A bar's width as a share of its slot among the bars that `position(by:)` sets side by side.
    public static let groupBarRatio = 0.7
    /// Space above the legend, its symbol's diameter, and the space after each item.
    public static let legendGap = 8.0
    public static let legendSymbol = 8.0
    public static let legendSymbolSpacing = 5.0
    public static let legendItemSpacing = 8.0
    public static let legendRowSpacing = 4.0
    /// `lineStyle(by:)`: each value's dash pattern in order of first appearance (solid first), on a line of
    /// `lineWidth` with round caps and joins (derived; docs/charts.md, "Styles by value").
    public static let lineStyleDashes: [[Double]] = [[], [6, 4], [2, 4], [8, 4, 2, 4]]
    /// `symbolSize(by:)`: the symbols' areas in square points, from the smallest value to the largest (derived).
    public static let symbolAreas = (smallest: 20.0, largest: 200.0)
}

/// `symbolSize(by:)`'s scale (docs/charts.md, "Styles by value"): numbers by their place between the smallest
/// and the largest value, other values by their order of first appearance, both mapped linearly onto
/// `ChartMetrics.symbolAreas`; a symbol's diameter is that of a circle of the area.
public enum SymbolSizeScale {
    /// The diameter for each of `values` (numbers when all are numbers, else keys in order).
    public static func diameters(numbers: [Double]?, keys: [String]) -> [Double] {
        let (a, b) = ChartMetrics.symbolAreas
        func diameter(_ t: Double) -> Double { ((a + t * (b - a)) * 4 / .pi).squareRoot() }
        if let numbers, let lo = numbers.min(), let hi = numbers.max() {
            return numbers.map { diameter(hi > lo ? ($0 - lo) / (hi - lo) : 0.5) }
        }
        var order: [String] = []
        for k in keys where !order.contains(k) { order.append(k) }
        return keys.map { k in
            let i = Double(order.firstIndex(of: k) ?? 0)
            return diameter(order.count > 1 ? i / Double(order.count - 1) : 0.5)
        }
    }
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
/// bottom, the legend's row under that. The plot's top is the frame's top (the top label, centred on
/// its grid line, reaches above it); at the bottom, without x labels, half a y label stays inside.
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
        let top = 0.0
        let bottom = max(row, i.yLabelHeight / 2) + legend
        let x = i.yAxisLeading ? column : 0
        return PlotRect(x: x, y: top, width: max(0, i.width - column), height: max(0, i.height - top - bottom))
    }
}

/// Bars that `position(by:)` sets side by side (docs/charts.md, "Bars"): the position's automatic width
/// (its share of the band or unit) is cut into one slot per value, in order of first appearance, and
/// each bar is `groupBarRatio` of its slot, centred in it.
public enum BarGroup {
    /// The bar's centre as an offset from the position's centre, and its width.
    public static func slot(width: Double, index: Int, count: Int) -> (offset: Double, width: Double) {
        let n = Double(max(1, count))
        let slot = width / n
        return (slot * (Double(index) + 0.5) - width / 2, slot * ChartMetrics.groupBarRatio)
    }
}
