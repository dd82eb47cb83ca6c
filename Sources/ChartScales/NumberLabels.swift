import Foundation

/// Labels of a number axis (docs/charts.md, "Labels"): the locale's grouping and decimal separator,
/// with as many fraction digits as the step needs (0, 0.5, 1 for a step of 0.5; 0, 2,000, 4,000).
public enum NumberLabels {
    /// The fraction digits that `step` needs (0 for whole steps, at most 6).
    public static func fractionDigits(step: Double) -> Int {
        guard step > 0, step.isFinite else { return 0 }
        var digits = 0, s = step
        while digits < 6, abs(s - s.rounded()) > 1e-9 * max(1, abs(s)) { s *= 10; digits += 1 }
        return digits
    }

    public static func label(_ value: Double, step: Double, locale: Locale) -> String {
        let f = NumberFormatter()
        f.locale = locale
        f.numberStyle = .decimal
        f.usesGroupingSeparator = true
        let d = fractionDigits(step: step)
        f.minimumFractionDigits = d
        f.maximumFractionDigits = d
        let v = abs(value) < 1e-12 ? 0 : value
        return f.string(from: NSNumber(value: v)) ?? String(v)
    }
}
