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

/// A number scale's function (docs/charts.md, "Scale types"): positions are linear in the transformed value.
enum ScaleTransform: Equatable {
    case identity
    case log
    /// `sign(x) · |x|^e` (square root: e = 0.5).
    case power(Double)
    /// `sign(x) · log(1 + |x · c|)`.
    case symmetricLog(Double)

    init(_ type: ScaleType?) {
        switch type?.kind {
        case .log?: self = .log
        case .power(let e)?: self = e == 1 ? .identity : .power(e)
        case .symmetricLog(let c)?: self = .symmetricLog(c)
        default: self = .identity
        }
    }

    /// The transformed value (nil where the function is undefined: zero and below on a log scale).
    func apply(_ v: Double) -> Double? {
        switch self {
        case .identity: return v
        case .log: return v > 0 ? log10(v) : nil
        case .power(let e): return v < 0 ? -pow(-v, e) : pow(v, e)
        case .symmetricLog(let c): return (v < 0 ? -1 : 1) * Foundation.log(1 + abs(v * c))
        }
    }

    /// The value whose transform is `t`.
    func invert(_ t: Double) -> Double {
        switch self {
        case .identity: return t
        case .log: return pow(10, t)
        case .power(let e): return t < 0 ? -pow(-t, 1 / e) : pow(t, 1 / e)
        case .symmetricLog(let c): return (t < 0 ? -1 : 1) * (exp(abs(t)) - 1) / c
        }
    }
}

/// A log scale's automatic domain and values (docs/charts.md, "Scale types"): the positive data's extent
/// widened to powers of ten, and a value at every power of ten (every second, third … power when there are
/// more decades than the axis wants values; the 2 and 5 multiples too within a single decade).
enum LogScale {
    static func domain(minimum: Double, maximum: Double) -> (Double, Double) {
        let lo = minimum > 0 ? minimum : (maximum > 0 ? min(1, maximum) : 1)
        let hi = max(lo, maximum > 0 ? maximum : lo)
        var a = pow(10, log10(lo).rounded(.down)), b = pow(10, log10(hi).rounded(.up))
        if a == b { b = a * 10 }
        a = NiceScaleClean.clean(a); b = NiceScaleClean.clean(b)
        return (a, b)
    }

    static func values(lower: Double, upper: Double, desiredCount: Int) -> [Double] {
        guard lower > 0, upper > lower else { return [] }
        let first = Int(log10(lower).rounded(.up)), last = Int(log10(upper).rounded(.down))
        guard last >= first - 1 else { return [] }
        let decades = last - first
        if decades <= 1 {
            // One decade: its 1, 2 and 5 multiples inside the domain.
            var out: [Double] = []
            for p in (first - 1)...last {
                for m in [1.0, 2, 5] {
                    let v = NiceScaleClean.clean(m * pow(10, Double(p)))
                    if v >= lower * (1 - 1e-9) && v <= upper * (1 + 1e-9) { out.append(v) }
                }
            }
            return out
        }
        let every = max(1, Int((Double(decades) / Double(max(1, desiredCount))).rounded(.up)))
        return Swift.stride(from: first, through: last, by: every).map { NiceScaleClean.clean(pow(10, Double($0))) }
    }
}

/// `x` without the binary noise of a power (10^-2 is 0.010000000000000002).
enum NiceScaleClean {
    static func clean(_ x: Double) -> Double {
        guard x != 0, x.isFinite else { return x }
        let digits = 12 - Int(log10(abs(x)).rounded(.down))
        let f = pow(10, Double(digits))
        return (x * f).rounded() / f
    }
}
