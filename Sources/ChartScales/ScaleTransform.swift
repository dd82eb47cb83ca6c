import Foundation

/// A number scale's function (docs/charts.md, "Scale types"): positions are linear in the transformed value.
public enum ScaleTransform: Equatable, Sendable {
    case identity
    case log
    /// `sign(x) · |x|^e` (square root: e = 0.5).
    case power(Double)
    /// `sign(x) · log(1 + |x · c|)`.
    case symmetricLog(Double)

    /// The transformed value (nil where the function is undefined: zero and below on a log scale).
    public func apply(_ v: Double) -> Double? {
        switch self {
        case .identity: return v
        case .log: return v > 0 ? log10(v) : nil
        case .power(let e): return v < 0 ? -pow(-v, e) : pow(v, e)
        case .symmetricLog(let c): return (v < 0 ? -1 : 1) * Foundation.log(1 + abs(v * c))
        }
    }

    /// The value whose transform is `t`.
    public func invert(_ t: Double) -> Double {
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
public enum LogScale {
    public static func domain(minimum: Double, maximum: Double) -> (Double, Double) {
        let lo = minimum > 0 ? minimum : (maximum > 0 ? min(1, maximum) : 1)
        let hi = max(lo, maximum > 0 ? maximum : lo)
        var a = pow(10, log10(lo).rounded(.down)), b = pow(10, log10(hi).rounded(.up))
        if a == b { b = a * 10 }
        a = LogScale.clean(a); b = LogScale.clean(b)
        return (a, b)
    }

    public static func values(lower: Double, upper: Double, desiredCount: Int) -> [Double] {
        guard lower > 0, upper > lower else { return [] }
        let first = Int(log10(lower).rounded(.up)), last = Int(log10(upper).rounded(.down))
        guard last >= first - 1 else { return [] }
        let decades = last - first
        if decades <= 1 {
            // One decade: its 1, 2 and 5 multiples inside the domain.
            var out: [Double] = []
            for p in (first - 1)...last {
                for m in [1.0, 2, 5] {
                    let v = LogScale.clean(m * pow(10, Double(p)))
                    if v >= lower * (1 - 1e-9) && v <= upper * (1 + 1e-9) { out.append(v) }
                }
            }
            return out
        }
        let every = max(1, Int((Double(decades) / Double(max(1, desiredCount))).rounded(.up)))
        return Swift.stride(from: first, through: last, by: every).map { LogScale.clean(pow(10, Double($0))) }
    }

    /// `x` without the binary noise of a power (10^-2 is 0.010000000000000002): twelve significant digits.
    public static func clean(_ x: Double) -> Double {
        guard x != 0, x.isFinite else { return x }
        let digits = 12 - Int(log10(abs(x)).rounded(.down))
        let f = pow(10, Double(digits))
        return (x * f).rounded() / f
    }
}
