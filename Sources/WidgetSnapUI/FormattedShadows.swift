import Foundation

// Foundation's `formatted()` on numbers uses the process's locale (`en_001` on Linux whatever
// `LANG` says). Foundation declares it on `BinaryInteger` and `BinaryFloatingPoint`; these are
// declared on the concrete types, which the compiler prefers to a protocol extension's member
// with the same signature, so `count.formatted()` in a view is drawn with the evaluation
// environment's locale (en_US unless set), the same on every machine.
//
// `Date.formatted()` and `Date.formatted(date:time:)` cannot be pinned this way: both modules
// would declare a member of `Date` itself, and the compiler reports "ambiguous use of
// 'formatted()'" (docs/swiftui.md, "Formatting is pinned").

extension Int { public func formatted() -> String { PinnedNumbers.integer(self) } }
extension Int8 { public func formatted() -> String { PinnedNumbers.integer(self) } }
extension Int16 { public func formatted() -> String { PinnedNumbers.integer(self) } }
extension Int32 { public func formatted() -> String { PinnedNumbers.integer(self) } }
extension Int64 { public func formatted() -> String { PinnedNumbers.integer(self) } }
extension UInt { public func formatted() -> String { PinnedNumbers.integer(self) } }
extension UInt8 { public func formatted() -> String { PinnedNumbers.integer(self) } }
extension UInt16 { public func formatted() -> String { PinnedNumbers.integer(self) } }
extension UInt32 { public func formatted() -> String { PinnedNumbers.integer(self) } }
extension UInt64 { public func formatted() -> String { PinnedNumbers.integer(self) } }
extension Double { public func formatted() -> String { PinnedNumbers.floating(self) } }
extension Float { public func formatted() -> String { PinnedNumbers.floating(Double(self)) } }
extension CGFloat { public func formatted() -> String { PinnedNumbers.floating(Double(self)) } }

/// Numbers as Foundation's `formatted()` writes them (`12,345`, `3.5`), in the environment's locale.
enum PinnedNumbers {
    static func integer<I: BinaryInteger>(_ value: I) -> String {
        IntegerFormatStyle<I>(locale: EnvironmentValues.current.locale).format(value)
    }
    static func floating(_ value: Double) -> String {
        FloatingPointFormatStyle<Double>(locale: EnvironmentValues.current.locale).format(value)
    }
}
