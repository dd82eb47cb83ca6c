import ChartScales
import Foundation
import WidgetSnapUI

/// How a scale turns values into positions: `chartXScale(type: .log)`.
public struct ScaleType: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case linear, log, power(Double), symmetricLog(Double), date, category }
    let kind: Kind
    public static let linear = ScaleType(kind: .linear)
    public static let log = ScaleType(kind: .log)
    public static let squareRoot = ScaleType(kind: .power(0.5))
    public static func power(exponent: Double) -> ScaleType { ScaleType(kind: .power(exponent)) }
    public static let symmetricLog = ScaleType(kind: .symmetricLog(1))
    public static func symmetricLog(slopeAtZero: Double) -> ScaleType { ScaleType(kind: .symmetricLog(slopeAtZero)) }
    public static let date = ScaleType(kind: .date)
    public static let category = ScaleType(kind: .category)
}

/// A range of positions a position scale maps its domain to.
public protocol PositionScaleRange {
    var _padding: (start: Double, end: Double) { get }
}

/// The plot's width or height, less a padding at the start (the domain's lower end: left, or bottom) and the end.
public struct PlotDimensionScaleRange: PositionScaleRange, Sendable {
    let start: Double, end: Double
    public var _padding: (start: Double, end: Double) { (start, end) }
}

extension PositionScaleRange where Self == PlotDimensionScaleRange {
    public static var plotDimension: PlotDimensionScaleRange { PlotDimensionScaleRange(start: 0, end: 0) }
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(start: Double(startPadding), end: Double(endPadding))
    }
    public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(start: Double(padding), end: Double(padding))
    }
}
