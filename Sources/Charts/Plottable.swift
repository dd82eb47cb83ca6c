import ChartScales
import Foundation
import WidgetModel
import WidgetSnapUI

/// A value a chart can place: numbers, dates and strings, and types that stand for one
/// (an enum with a `String` raw value says `enum Source: String, Plottable`).
public protocol Plottable {
    associatedtype PrimitivePlottable: Plottable
    var primitivePlottable: PrimitivePlottable { get }
    init?(primitivePlottable: PrimitivePlottable)
}

extension Plottable where Self: RawRepresentable, Self.RawValue: Plottable, PrimitivePlottable == RawValue {
    public var primitivePlottable: RawValue { rawValue }
    public init?(primitivePlottable: RawValue) { self.init(rawValue: primitivePlottable) }
}

/// The primitive plottables stand for themselves.
public protocol _PrimitivePlottable: Plottable where PrimitivePlottable == Self {}
extension _PrimitivePlottable {
    public var primitivePlottable: Self { self }
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension Int: _PrimitivePlottable {}
extension Int8: _PrimitivePlottable {}
extension Int16: _PrimitivePlottable {}
extension Int32: _PrimitivePlottable {}
extension Int64: _PrimitivePlottable {}
extension UInt: _PrimitivePlottable {}
extension UInt8: _PrimitivePlottable {}
extension UInt16: _PrimitivePlottable {}
extension UInt32: _PrimitivePlottable {}
extension UInt64: _PrimitivePlottable {}
extension Double: _PrimitivePlottable {}
extension Float: _PrimitivePlottable {}
extension CGFloat: _PrimitivePlottable {}
extension Decimal: _PrimitivePlottable {}
extension String: _PrimitivePlottable {}
extension Date: _PrimitivePlottable {}

/// What a chart makes of a plottable: a number, a date or a category (the model's ``ChartInput``).
typealias PlotInput = ChartInput

extension ChartInput {
    init(_ value: any Plottable) {
        switch value {
        case let v as Double: self = .number(v)
        case let v as Float: self = .number(Double(v))
        case let v as CGFloat: self = .number(Double(v))
        case let v as Decimal: self = .number(NSDecimalNumber(decimal: v).doubleValue)
        case let v as any BinaryInteger: self = .number(Double(v))
        case let v as Date: self = .date(v)
        case let v as String: self = .category(v)
        default: self = PlotInput(value.primitivePlottable)
        }
    }
}

/// A value with its label, as marks take them: `.value("Steps", 1200)`,
/// `.value("Hour", date, unit: .hour)`.
public struct PlottableValue<Value: Plottable> {
    let input: PlotInput
    /// The calendar unit a date stands for (a bar then spans the unit).
    let unit: Calendar.Component?
    let label: String

    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(input: PlotInput(value), unit: nil, label: label.key)
    }
    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(input: PlotInput(value), unit: nil, label: String(label))
    }
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(input: PlotInput(value), unit: nil, label: "")
    }
}

extension PlottableValue where Value == Date {
    public static func value(_ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component, calendar: Calendar? = nil) -> PlottableValue<Date> {
        PlottableValue(input: .date(value), unit: unit, label: label.key)
    }
    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ value: Date, unit: Calendar.Component, calendar: Calendar? = nil) -> PlottableValue<Date> {
        PlottableValue(input: .date(value), unit: unit, label: String(label))
    }
}

/// One value of a mark: what it is and the unit a date stands for.
typealias PlotEntry = ChartEntry

extension ChartEntry {
    init<V>(_ v: PlottableValue<V>) { self.init(v.input, unit: v.unit) }
}

/// A mark's width or height, or a sector's radius: automatic, a length, a share of the band or plot, or an inset.
public struct MarkDimension: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, Sendable, Hashable {
    let kind: ChartDimension
    public static let automatic = MarkDimension(kind: .automatic)
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed(Double(value))) }
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .ratio(Double(value))) }
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .inset(Double(value))) }
    init(kind: ChartDimension) { self.kind = kind }
    public init(integerLiteral value: Int) { kind = .fixed(Double(value)) }
    public init(floatLiteral value: Double) { kind = .fixed(value) }
}

/// How marks sharing a position stack.
public struct MarkStackingMethod: Equatable, Sendable {
    let method: Stacking
    public static let standard = MarkStackingMethod(method: .standard)
    public static let normalized = MarkStackingMethod(method: .normalized)
    public static let center = MarkStackingMethod(method: .center)
    public static let unstacked = MarkStackingMethod(method: .none)
}

/// How lines and areas run between their points.
public struct InterpolationMethod: Equatable, Sendable {
    let curve: Curve
    public static let linear = InterpolationMethod(curve: .linear)
    public static let catmullRom = InterpolationMethod(curve: .catmullRom)
    public static let cardinal = InterpolationMethod(curve: .cardinal(tension: 0))
    public static let monotone = InterpolationMethod(curve: .monotone)
    public static let stepStart = InterpolationMethod(curve: .stepStart)
    public static let stepCenter = InterpolationMethod(curve: .stepCenter)
    public static let stepEnd = InterpolationMethod(curve: .stepEnd)
    public static func cardinal(tension: Double) -> InterpolationMethod { InterpolationMethod(curve: .cardinal(tension: tension)) }
}
