import Foundation
import WidgetModel

/// How a ``Gauge`` is drawn: `.accessoryCircular`, `.accessoryCircularCapacity`, `.accessoryLinear`,
/// `.accessoryLinearCapacity`, `.linearCapacity` (`.automatic` is linear).
public protocol GaugeStyle {
    var _style: WidgetModel.GaugeStyle { get }
}

public struct _GaugeStyleValue: GaugeStyle, Hashable, Sendable {
    public let _style: WidgetModel.GaugeStyle
}

extension GaugeStyle where Self == _GaugeStyleValue {
    public static var automatic: _GaugeStyleValue { _GaugeStyleValue(_style: .linear) }
    public static var accessoryCircular: _GaugeStyleValue { _GaugeStyleValue(_style: .circular) }
    public static var accessoryCircularCapacity: _GaugeStyleValue { _GaugeStyleValue(_style: .circularCapacity) }
    public static var accessoryLinear: _GaugeStyleValue { _GaugeStyleValue(_style: .linear) }
    public static var accessoryLinearCapacity: _GaugeStyleValue { _GaugeStyleValue(_style: .linearCapacity) }
    public static var linearCapacity: _GaugeStyleValue { _GaugeStyleValue(_style: .linearCapacity) }
}

private struct GaugeStyleKey: EnvironmentKey { static let defaultValue = WidgetModel.GaugeStyle.linear }

extension EnvironmentValues {
    var gaugeStyle: WidgetModel.GaugeStyle {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

extension View {
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { modified(.environment { $0.values.gaugeStyle = style._style }) }
}

/// A value within bounds, drawn by the engine's gauge in the style of the environment; its label and
/// current-value label are drawn from their first text. Bound labels are accepted and not drawn.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View>: View, _PrimitiveView {
    public typealias Body = Never
    let value: Double, lower: Double, upper: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?

    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.value = Double(value); lower = Double(bounds.lowerBound); upper = Double(bounds.upperBound)
        self.label = label(); self.currentValueLabel = currentValueLabel()
    }

    public func _nodes(_ context: _EvaluationContext) -> [_Node] {
        func firstText<V: View>(_ v: V) -> String? {
            func find(_ r: ResolvedView) -> String? {
                if case .text(let s) = r.content { return s }
                return r.children.lazy.compactMap(find).first
            }
            return evaluate(v, context).lazy.compactMap { find($0.view) }.first
        }
        return leaf(.gauge(value: value, min: lower, max: upper, style: context.values.gaugeStyle, label: firstText(label),
                           currentValueLabel: currentValueLabel.flatMap(firstText), isProgressView: false), context.tinted)
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
