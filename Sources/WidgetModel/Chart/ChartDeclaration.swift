import ChartScales
import Foundation

/// A chart as a layout file declares it: its content (marks, `ForEach`, `If`) with expressions still to
/// evaluate, and its settings (docs/format.md, "Chart"). Resolution evaluates the content for a variant
/// (``ChartData``); the engine draws it when it has sized the chart (``ChartScene``).
public struct ChartDeclaration: Sendable {
    public var content: [ChartContentNode]
    public var settings: ChartSettings
}

/// One item of a chart's content.
public indirect enum ChartContentNode: Sendable {
    case mark(MarkDeclaration)
    /// The content for each item of the collection expression (`as`, and `index` its position from 0).
    case forEach(collection: String, item: String, index: String?, content: [ChartContentNode])
    case conditional(condition: String, then: [ChartContentNode], otherwise: [ChartContentNode])
}

/// A value of a mark: an expression (a number is placed as a number, a string as a category), a constant
/// number, or a date expression (an ISO 8601 string or seconds since 1970) with the unit it stands for.
public enum ChartValueDeclaration: Sendable {
    case expression(String)
    case constant(Double)
    case date(String, unit: Calendar.Component?)
}

/// A mark with its values and modifiers, as declared.
public struct MarkDeclaration: Sendable {
    public var kind: ChartMarkData.Kind
    /// `x`, `y`, `xStart`, `xEnd`, `yStart`, `yEnd`, `angle`.
    public var values: [String: ChartValueDeclaration] = [:]
    public var width: ChartDimension = .automatic
    public var height: ChartDimension = .automatic
    public var innerRadius: ChartDimension = .automatic
    public var outerRadius: ChartDimension = .automatic
    public var angularInset = 0.0
    public var stacking: Stacking?
    /// `series:` (lines and areas): an expression.
    public var series: String?
    /// `foregroundStyle`: a colour name or template.
    public var color: String?
    /// `foregroundStyleBy` and `positionBy`: expressions.
    public var styleBy: String?
    public var positionBy: String?
    /// `lineStyleBy`, `symbolSizeBy` and `symbolBy`: expressions.
    public var lineStyleBy: String?
    public var symbolBy: String?
    public var symbolSizeBy: String?
    public var lineStyle: StrokeStyle?
    public var curve: Curve?
    public var cornerRadius = 0.0
    public var opacity = 1.0
    public var symbolSize: Double?
    public init(kind: ChartMarkData.Kind) { self.kind = kind }
}

extension Curve {
    /// `interpolationMethod`'s names, as SwiftUI spells them.
    static let byName: [String: Curve] = [
        "linear": .linear, "catmullRom": .catmullRom, "cardinal": .cardinal(tension: 0), "monotone": .monotone,
        "stepStart": .stepStart, "stepCenter": .stepCenter, "stepEnd": .stepEnd,
    ]
}

extension Stacking {
    /// `MarkStackingMethod`'s names.
    static let byName: [String: Stacking] = ["standard": .standard, "normalized": .normalized, "center": .center, "unstacked": .none]
}

extension Calendar.Component {
    /// The units a date value may stand for.
    static let chartUnits: [String: Calendar.Component] = [
        "minute": .minute, "hour": .hour, "day": .day, "weekOfYear": .weekOfYear, "month": .month, "year": .year,
    ]
}
