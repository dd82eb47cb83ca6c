import Foundation
import WidgetModel

/// How a ``ProgressView`` is drawn: `.linear` (a bar) or `.circular` (a ring, the layout format.s
/// circular ProgressView).
public protocol ProgressViewStyle {
    var _style: WidgetModel.GaugeStyle { get }
}

public struct _ProgressViewStyleValue: ProgressViewStyle, Hashable, Sendable {
    public let _style: WidgetModel.GaugeStyle
}

extension ProgressViewStyle where Self == _ProgressViewStyleValue {
    public static var automatic: _ProgressViewStyleValue { _ProgressViewStyleValue(_style: .linear) }
    public static var linear: _ProgressViewStyleValue { _ProgressViewStyleValue(_style: .linear) }
    public static var circular: _ProgressViewStyleValue { _ProgressViewStyleValue(_style: .circular) }
}

private struct ProgressViewStyleKey: EnvironmentKey { static let defaultValue = WidgetModel.GaugeStyle.linear }
private struct TintKey: EnvironmentKey { static let defaultValue: NamedColor? = nil }

extension EnvironmentValues {
    var progressViewStyle: WidgetModel.GaugeStyle {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
    /// The `tint` colour: gauges and progress views are drawn in it (a gradient's first colour).
    var tintColor: NamedColor? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
}

extension View {
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { modified(.environment { $0.values.progressViewStyle = style._style }) }
    /// Gauges and progress views inside are drawn in the tint (a gradient's first colour); other views ignore it.
    public func tint(_ tint: Color?) -> some View { modified(.environment { $0.values.tintColor = tint?.named }) }
    @_disfavoredOverload public func tint<S: ShapeStyle>(_ tint: S?) -> some View { modified(.environment { $0.values.tintColor = tint?._color }) }
}

extension _EvaluationContext {
    /// The environment of a gauge: its foreground is the tint when one is set.
    var tinted: _EvaluationContext {
        var c = self
        if let t = values.tintColor { c.env.foreground = t }
        return c
    }
}

/// `ProgressView(value:total:)` (a bar, or a ring in `.circular`) and `ProgressView(timerInterval:)`,
/// whose value is the time passed (or left, when counting down) at the environment's `now`.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, _PrimitiveView {
    public typealias Body = Never
    enum Value { case fixed(Double?, total: Double), timer(ClosedRange<Date>, countsDown: Bool) }
    let value: Value

    public func _nodes(_ context: _EvaluationContext) -> [_Node] {
        let fraction: Double?, total: Double
        switch value {
        case .fixed(let v, let t): fraction = v; total = t
        case .timer(let range, let countsDown):
            let length = range.upperBound.timeIntervalSince(range.lowerBound)
            let passed = min(max(context.values.now.timeIntervalSince(range.lowerBound), 0), length)
            fraction = length <= 0 ? 1 : (countsDown ? (length - passed) / length : passed / length); total = 1
        }
        return leaf(.gauge(value: fraction, min: 0, max: total, style: context.values.progressViewStyle, label: nil, currentValueLabel: nil,
                           isProgressView: true), context.tinted)
    }
}

extension ProgressView {
    /// `value` as a Double, without a closure (a generic initializer passed as a closure captures `V`'s metatype).
    nonisolated static func double<V: BinaryFloatingPoint>(_ value: V?) -> Double? {
        guard let value else { return nil }
        return Double(value)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) { self.value = .fixed(Self.double(value), total: Double(total)) }
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) { value = .timer(timerInterval, countsDown: countsDown) }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.value = .fixed(Self.double(value), total: Double(total))
    }
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        value = .timer(timerInterval, countsDown: countsDown)
    }
}

extension ProgressView {
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
                @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        value = .timer(timerInterval, countsDown: countsDown)
    }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.value = .fixed(Self.double(value), total: Double(total))
    }
}
