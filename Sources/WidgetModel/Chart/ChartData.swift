import ChartScales
import Foundation

/// A value a chart places: a number, a date or a category (both front ends: the layout format's values and
/// SwiftUI's plottables).
public enum ChartInput: Hashable, Sendable {
    case number(Double), date(Date), category(String)

    /// Numbers as they are, dates as seconds since 1970.
    public var number: Double? {
        switch self {
        case .number(let v): v
        case .date(let d): d.timeIntervalSince1970
        case .category: nil
        }
    }
    /// The value as a key (stacks, series, groups).
    public var key: String {
        switch self {
        case .number(let v): String(v)
        case .date(let d): String(d.timeIntervalSince1970)
        case .category(let c): c
        }
    }
    /// The value on a scale: numbers as they are, dates as seconds since 1970.
    public var scaleValue: ScaleValue {
        switch self {
        case .number(let v): .number(v)
        case .date(let d): .number(d.timeIntervalSince1970)
        case .category(let c): .category(c)
        }
    }
    /// A number as a category's name (`type: .category`): whole numbers without a fraction or grouping.
    package static func categoryName(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : String(v)
    }
}

/// One value of a mark and the calendar unit a date stands for.
public struct ChartEntry: Hashable, Sendable {
    public var input: ChartInput
    public var unit: Calendar.Component?
    public init(_ input: ChartInput, unit: Calendar.Component? = nil) { self.input = input; self.unit = unit }
}

/// A mark's width or height, or a sector's radius (`MarkDimension`).
public enum ChartDimension: Hashable, Sendable {
    case automatic, fixed(Double), ratio(Double), inset(Double)
    package func resolve(available length: Double, automatic: Double) -> Double {
        switch self {
        case .automatic: automatic
        case .fixed(let v): v
        case .ratio(let r): length * r
        case .inset(let i): max(0, length - 2 * i)
        }
    }
    package func radius(full: Double, automatic: Double) -> Double {
        switch self {
        case .automatic: automatic
        case .fixed(let v): v
        case .ratio(let r): full * r
        case .inset(let i): max(0, full - i)
        }
    }
}

/// One mark with its values and modifiers, every binding evaluated (docs/charts.md).
public struct ChartMarkData: Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case bar = "BarMark", line = "LineMark", area = "AreaMark", point = "PointMark", rule = "RuleMark", rectangle = "RectangleMark", sector = "SectorMark"
    }
    public var kind: Kind
    public var x: ChartEntry?, y: ChartEntry?
    public var xStart: ChartEntry?, xEnd: ChartEntry?
    public var yStart: ChartEntry?, yEnd: ChartEntry?
    public var width: ChartDimension = .automatic
    public var height: ChartDimension = .automatic
    public var stacking: Stacking = .none
    /// A line's or area's series (`series:`), else its style key's.
    public var series: String?
    public var angle = 0.0
    public var innerRadius: ChartDimension = .automatic
    public var outerRadius: ChartDimension = .automatic
    public var angularInset = 0.0
    /// `foregroundStyle(_:)`.
    public var color: NamedColor?
    /// `foregroundStyle(by:)`'s value.
    public var styleKey: String?
    public var lineStyle: StrokeStyle?
    public var curve: Curve?
    public var cornerRadius = 0.0
    public var opacity = 1.0
    /// A point's symbol's diameter (8 by default; `symbolSize` gives its area).
    public var symbolSize: Double?
    /// `position(by:)`'s value.
    public var positionKey: String?
    /// `symbol(by:)`'s value: the symbol comes from the chart's symbol scale.
    public var symbolKey: String?
    /// `lineStyle(by:)`'s value (a separate series with the scale's dashes) and `symbolSize(by:)`'s.
    public var lineStyleKey: String?
    public var symbolSizeInput: ChartInput?
    public init(_ kind: Kind) { self.kind = kind }
}

/// An axis as the app sets it: shown or hidden, its values and what each draws.
public struct ChartAxisSetting: Sendable, Hashable {
    public enum Values: Sendable, Hashable {
        case automatic(desiredCount: Int?)
        case values([ChartInput])
        case stride(Double)
    }
    /// What an axis draws at each value: the default (nil: a label, a grid line and, on x, a tick; labels
    /// only on a categorical axis), or exactly these parts (`AxisMarks { AxisGridLine(); AxisValueLabel() }`).
    public struct Parts: Sendable, Hashable {
        public var gridLine: Bool, tick: Bool, label: Bool
        public init(gridLine: Bool, tick: Bool, label: Bool) { self.gridLine = gridLine; self.tick = tick; self.label = label }
    }
    public var hidden = false
    /// `AxisMarks(position: .leading)` (y) or `.top` (x).
    public var leading = false
    public var values: Values = .automatic(desiredCount: nil)
    public var parts: Parts?
    public init() {}
}

/// A scale's domain as the app gives it.
public enum ChartDomainSetting: Sendable, Hashable {
    case automatic(includesZero: Bool?)
    case range(Double, Double)
    case categories([String])
}

/// The chart modifiers of the layout format's `Chart` (SwiftUI's `chartXAxis`, `chartXScale`, `chartLegend`, …).
public struct ChartSettings: Sendable, Hashable {
    public var xAxis = ChartAxisSetting()
    public var yAxis = ChartAxisSetting()
    public var xDomain = ChartDomainSetting.automatic(includesZero: nil)
    public var yDomain = ChartDomainSetting.automatic(includesZero: nil)
    public var legendHidden = false
    public init() {}
}

/// A chart with its marks evaluated: what the layout format's `Chart` resolves to, drawn at layout time
/// (``ChartScene``).
public struct ChartData: Sendable {
    public var marks: [ChartMarkData]
    public var settings: ChartSettings
    public init(marks: [ChartMarkData], settings: ChartSettings) { self.marks = marks; self.settings = settings }
}
