import Foundation
import WidgetModel

private struct TintKey: EnvironmentKey { static let defaultValue: NamedColor? = nil }

extension EnvironmentValues {
    /// The `tint` colour (a gradient's first colour): gauges, progress views, bordered buttons and the
    /// `.tint` style (``TintShapeStyle``) inside are drawn in it.
    var tintColor: NamedColor? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
}

extension View {
    /// The tint of everything inside (a gradient's first colour): gauges, progress views, bordered
    /// buttons and the `.tint` style are drawn in it.
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
    var label: AnyView? = nil
    var currentValueLabel: AnyView? = nil

    public func _nodes(_ context: _EvaluationContext) -> [_Node] {
        let fraction: Double?, total: Double
        switch value {
        case .fixed(let v, let t): fraction = v; total = t
        case .timer(let range, let countsDown):
            let length = range.upperBound.timeIntervalSince(range.lowerBound)
            let passed = min(max(context.values.now.timeIntervalSince(range.lowerBound), 0), length)
            fraction = length <= 0 ? 1 : (countsDown ? (length - passed) / length : passed / length); total = 1
        }
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fraction.map { total > 0 ? min(max($0 / total, 0), 1) : 0 }, label: label.map { .init(view: $0) },
            currentValueLabel: currentValueLabel.map { .init(view: $0) }, raw: (fraction, total))
        return evaluate(context.values.progressViewStyle.body(configuration), context)
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
    /// An indeterminate progress view (a spinner; drawn as an empty ring).
    public init() { value = .fixed(nil, total: 1) }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.value = .fixed(Self.double(value), total: Double(total)); self.label = AnyView(label())
    }
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        value = .timer(timerInterval, countsDown: countsDown); self.label = AnyView(label())
    }
}

extension ProgressView {
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
                @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        value = .timer(timerInterval, countsDown: countsDown); self.label = AnyView(label()); self.currentValueLabel = AnyView(currentValueLabel())
    }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.value = .fixed(Self.double(value), total: Double(total)); self.label = AnyView(label()); self.currentValueLabel = AnyView(currentValueLabel())
    }
    /// A progress view drawn from a style's configuration (`ProgressView(configuration)` in a custom style).
    public init(_ configuration: ProgressViewStyleConfiguration) where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
        value = .fixed(configuration.raw.fraction, total: configuration.raw.total)
        label = configuration.label.map { AnyView($0) }; currentValueLabel = configuration.currentValueLabel.map { AnyView($0) }
    }
}
