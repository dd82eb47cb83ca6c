/// Double → integer conversions that never trap: NaN becomes 0 and values beyond the integer type's
/// range become its minimum or maximum. Swift's `Int(_: Double)` traps on both, so every conversion
/// of a layout or drawing coordinate goes through these.
extension FixedWidthInteger {
    /// `value` rounded toward zero, clamped to `Self.min ... Self.max`; NaN gives 0.
    public init(saturating value: Double) {
        if value.isNaN { self = 0; return }
        // Double(Self.max) rounds up to a power of two for 64-bit types, so compare with >=.
        if value >= Double(Self.max) { self = Self.max; return }
        if value <= Double(Self.min) { self = Self.min; return }
        self.init(value)
    }
}

extension Double {
    /// The value clamped to `range`; NaN gives `range.lowerBound`.
    public func clamped(to range: ClosedRange<Double>) -> Double {
        if isNaN { return range.lowerBound }
        return Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
