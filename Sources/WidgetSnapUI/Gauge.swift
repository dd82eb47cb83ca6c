import Foundation
import WidgetModel

/// A value within bounds, drawn by the environment's ``GaugeStyle`` (the engine's gauge for the
/// built-in styles, whose label and current-value label are drawn from their first text; an app's
/// style's `makeBody(configuration:)` is evaluated and drawn).
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View>: View, _PrimitiveView {
    public typealias Body = Never
    let value: Double, lower: Double, upper: Double
    let label: AnyView
    let currentValueLabel: AnyView?
    let minimumValueLabel: AnyView?, maximumValueLabel: AnyView?

    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.value = Double(value); lower = Double(bounds.lowerBound); upper = Double(bounds.upperBound)
        self.label = AnyView(label())
        self.currentValueLabel = CurrentValueLabel.self == EmptyView.self ? nil : AnyView(currentValueLabel())
        let bounded = BoundsLabel.self != EmptyView.self
        self.minimumValueLabel = bounded ? AnyView(minimumValueLabel()) : nil
        self.maximumValueLabel = bounded ? AnyView(maximumValueLabel()) : nil
    }

    public func _nodes(_ context: _EvaluationContext) -> [_Node] {
        let configuration = GaugeStyleConfiguration(
            value: ResolvedContent.fraction(value, min: lower, max: upper), label: .init(view: label),
            currentValueLabel: currentValueLabel.map { .init(view: $0) }, minimumValueLabel: minimumValueLabel.map { .init(view: $0) },
            maximumValueLabel: maximumValueLabel.map { .init(view: $0) }, bounds: (value, lower, upper))
        return evaluate(context.values.gaugeStyle.body(configuration), context)
    }
}

extension Gauge where BoundsLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
                  minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() },
                  minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}
