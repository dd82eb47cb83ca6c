import Foundation

/// A quantitative scale's automatic domain and axis values, as Swift Charts chooses them
/// (docs/charts.md, "Numbers"): the data's extent (with zero when the scale includes it), widened
/// outwards to whole multiples of a step of 1, 2 or 5 × 10ⁿ chosen so that about `desiredCount`
/// values fit, and the values every step across it. A hidden axis leaves the extent as it is; an axis
/// of the app's values widens it to them and no further.
public struct NiceScale: Equatable, Sendable {
    public var lower: Double
    public var upper: Double
    public var step: Double
    public init(lower: Double, upper: Double, step: Double) { self.lower = lower; self.upper = upper; self.step = step }

    /// The values at every step from `lower` to `upper` (both included).
    public var ticks: [Double] {
        guard step > 0, upper >= lower else { return [lower] }
        // Within a billionth of a step of a whole multiple counts as on it (5.6 / 0.2 is 27.999…).
        let first = (lower / step - 1e-9).rounded(.up), last = (upper / step + 1e-9).rounded(.down)
        guard last >= first else { return [] }
        return stride(from: first, through: last, by: 1).map { NiceScale.clean($0 * step) }
    }

    /// The step of about `count` values over `span` (`count` − 1 intervals, at least one): 1, 2 or 5 × 10ⁿ,
    /// the one whose interval count is nearest on a logarithmic scale (the thresholds √2, √10, √50 between them).
    public static func step(span: Double, count: Int) -> Double {
        guard span > 0, span.isFinite else { return 1 }
        let raw = span / Double(max(1, count - 1))
        let power = pow(10, (log10(raw)).rounded(.down))
        let error = raw / power
        let factor: Double = error >= 50.squareRoot() ? 10 : error >= 10.squareRoot() ? 5 : error >= 2.squareRoot() ? 2 : 1
        return factor * power
    }

    /// What the axis' marks do to an automatic domain (docs/charts.md, "Numbers: nice ends").
    public enum Marks: Equatable, Sendable {
        /// Automatic values: the ends are rounded to the step.
        case automatic
        /// No axis is drawn (`chartYAxis(.hidden)`): the domain is the data's extent, not rounded.
        case hidden
        /// The app's values (`AxisMarks(values: [...])`): the extent widened to take them in, not rounded.
        case values([Double])
    }

    /// The automatic scale of data from `minimum` to `maximum`: zero included when `includesZero`;
    /// each end rounded outwards to the step when `round` says so and `marks` are automatic (a domain
    /// the app gives is not rounded). A single value spans one unit around it (or 0…value with zero).
    public static func automatic(minimum: Double, maximum: Double, includesZero: Bool, desiredCount: Int,
                                 roundLower: Bool = true, roundUpper: Bool = true, marks: Marks = .automatic) -> NiceScale {
        var lo = min(minimum, maximum), hi = max(minimum, maximum)
        if includesZero { lo = min(lo, 0); hi = max(hi, 0) }
        if lo == hi { lo -= 0.5; hi += 0.5; if includesZero && minimum >= 0 { lo = 0; hi = max(1, hi) } }
        switch marks {
        case .automatic: break
        case .hidden:
            return NiceScale(lower: clean(lo), upper: clean(hi), step: step(span: hi - lo, count: desiredCount))
        case .values(let v):
            lo = min(lo, v.min() ?? lo); hi = max(hi, v.max() ?? hi)
            return NiceScale(lower: clean(lo), upper: clean(hi), step: step(span: hi - lo, count: desiredCount))
        }
        // The step is chosen on the widened extent again, so that the rounded ends do not need a larger step.
        var step = NiceScale.step(span: hi - lo, count: desiredCount)
        for _ in 0..<3 {
            let l = roundLower ? (lo / step).rounded(.down) * step : lo
            let u = roundUpper ? (hi / step).rounded(.up) * step : hi
            let next = NiceScale.step(span: u - l, count: desiredCount)
            if next == step { break }
            step = next
        }
        let l = roundLower ? clean((lo / step).rounded(.down) * step) : lo
        let u = roundUpper ? clean((hi / step).rounded(.up) * step) : hi
        return NiceScale(lower: l, upper: u, step: step)
    }

    /// The values of a domain the app gave (not rounded), about `desiredCount` of them.
    public static func fixed(lower: Double, upper: Double, desiredCount: Int) -> NiceScale {
        NiceScale(lower: lower, upper: upper, step: step(span: upper - lower, count: desiredCount))
    }

    /// `x` without the binary noise of a multiple (0.1 × 3 is 0.3).
    static func clean(_ x: Double) -> Double {
        let r = (x * 1e9).rounded() / 1e9
        return r == 0 ? 0 : r
    }
}

/// How many axis values Swift Charts aims for along a plot of `length` points (docs/charts.md,
/// "How many values"): one interval per 40 points for values read vertically, one per 60 points
/// horizontally (labels are wider), from 2 up to 6 intervals: 3 to 7 values.
public enum AxisDensity {
    public static func desiredCount(length: Double, vertical: Bool) -> Int {
        let per = vertical ? 40.0 : 60.0
        return max(2, min(6, Int((length / per).rounded(.down)))) + 1
    }
}
