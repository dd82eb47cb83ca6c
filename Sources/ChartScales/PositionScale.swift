import Foundation

/// A value placed on an axis: a number (dates as seconds since 1970) or a category.
public enum ScaleValue: Hashable, Sendable {
    case number(Double), category(String)
}

/// How an axis turns values into positions along a plot of `length` points (docs/charts.md, "Scales").
public enum PositionScale: Equatable, Sendable {
    /// Numbers and dates: `lower…upper` across the plot (reversed for y, which grows upwards).
    case linear(lower: Double, upper: Double)
    /// Categories in order of first appearance, each a band of equal width; a value sits at its band's centre.
    /// The first band is the leading one on x and the top one on y (categories read downwards).
    case band([String])

    /// The position of `value` from the axis' start (left for x, top for y when `flipped`). `flipped`
    /// turns numbers (which grow upwards), not categories.
    public func position(_ value: ScaleValue, length: Double, flipped: Bool) -> Double? {
        switch (self, value) {
        case (.linear(let lo, let hi), .number(let v)):
            let t = hi == lo ? 0.5 : (v - lo) / (hi - lo)
            return flipped ? length * (1 - t) : length * t
        case (.band(let names), .category(let c)):
            guard let i = names.firstIndex(of: c) else { return nil }
            let band = length / Double(max(1, names.count))
            return band * (Double(i) + 0.5)
        default:
            return nil
        }
    }

    /// A band's width (0 for a linear scale).
    public func bandWidth(length: Double) -> Double {
        if case .band(let names) = self { return length / Double(max(1, names.count)) }
        return 0
    }
}
