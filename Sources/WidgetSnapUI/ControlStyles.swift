import Foundation
import WidgetModel

// Control styles, as SwiftUI's: `buttonStyle`, `toggleStyle`, `gaugeStyle`, `labelStyle` and
// `progressViewStyle` put a style in the environment; a control's body is its style's
// `makeBody(configuration:)`, evaluated like any view, so an app's style is drawn. The built-in
// styles draw as iOS does where widgetsnap knows how (docs/swiftui.md, "Control styles"; the sizes of
// `.bordered`, `.borderedProminent` and `.button` are estimates, marked below).

/// A piece of a style's configuration (a label): a view the control was given.
public struct _ConfigurationView: View, _PrimitiveView {
    public typealias Body = Never
    let view: AnyView
    init(view: AnyView) { self.view = view }
    public func _nodes(_ context: _EvaluationContext) -> [_Node] { evaluate(view, context) }
}

/// A style's body with its type erased, as the environment holds it.
struct StyleBody<Configuration>: @unchecked Sendable {
    let body: @MainActor (Configuration) -> AnyView
}

// MARK: Buttons

/// A button's appearance: `makeBody` draws the label (``ButtonStyleConfiguration``).
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ButtonStyleConfiguration
}

public struct ButtonStyleConfiguration {
    public typealias Label = _ConfigurationView
    public let role: ButtonRole?
    public let label: Label
    /// Always false: a snapshot shows the button at rest.
    public let isPressed: Bool
}

/// A button's appearance and interaction: `makeBody` draws it (``PrimitiveButtonStyleConfiguration``).
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

public struct PrimitiveButtonStyleConfiguration {
    public typealias Label = _ConfigurationView
    public let role: ButtonRole?
    public let label: Label
    /// Runs the button's action: nothing happens in a snapshot.
    public func trigger() {}
}

/// The built-in button styles.
public struct _BuiltInButtonStyle: PrimitiveButtonStyle, Hashable, Sendable {
    let name: String
    public func makeBody(configuration: PrimitiveButtonStyleConfiguration) -> some View {
        _BorderedButton(name: name, label: configuration.label)
    }
}

extension PrimitiveButtonStyle where Self == _BuiltInButtonStyle {
    public static var automatic: _BuiltInButtonStyle { _BuiltInButtonStyle(name: "automatic") }
    public static var plain: _BuiltInButtonStyle { _BuiltInButtonStyle(name: "plain") }
    public static var borderless: _BuiltInButtonStyle { _BuiltInButtonStyle(name: "borderless") }
    public static var bordered: _BuiltInButtonStyle { _BuiltInButtonStyle(name: "bordered") }
    public static var borderedProminent: _BuiltInButtonStyle { _BuiltInButtonStyle(name: "borderedProminent") }
}

/// The shape of bordered buttons (`buttonBorderShape`).
public struct ButtonBorderShape: Hashable, Sendable {
    let radius: Double?
    let capsule: Bool
    public static let automatic = ButtonBorderShape(radius: nil, capsule: false)
    public static let capsule = ButtonBorderShape(radius: nil, capsule: true)
    public static let roundedRectangle = ButtonBorderShape(radius: nil, capsule: false)
    public static let circle = ButtonBorderShape(radius: nil, capsule: true)
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(radius: Double(radius), capsule: false) }
}

/// `.bordered` and `.borderedProminent` as iOS draws them at the regular control size (estimated:
/// 12 pt of horizontal and 7 pt of vertical padding, an 8 pt continuous rounded rectangle; bordered:
/// the tint at 15 % under a label in the tint, grey fill when no tint is set; prominent: the tint under
/// a white label). The label's colour is only the default: a `foregroundStyle`/`foregroundColor` set on
/// the button or above it wins, as in SwiftUI. The other built-in styles draw the label as it is.
struct _BorderedButton: View {
    let name: String
    let label: _ConfigurationView
    var body: some View {
        let values = EnvironmentValues.current
        let tint = values.tintColor.map { Color(named: $0) } ?? Color.accentColor
        let shape = values.buttonBorderShape
        switch name {
        case "bordered", "borderedProminent":
            let prominent = name == "borderedProminent"
            let fill: Color = prominent ? tint : (values.tintColor == nil ? Color(white: 0.47, opacity: 0.12) : tint.opacity(0.15))
            label.padding(.horizontal, 12).padding(.vertical, 7)
                .defaultForeground(prominent ? Color.white : tint)
                .background(shape.capsule ? AnyView(Capsule().fill(fill))
                            : AnyView(RoundedRectangle(cornerRadius: CGFloat(shape.radius ?? 8), style: .continuous).fill(fill)))
        default:
            label
        }
    }
}

extension View {
    /// The views inside drawn in `color` unless a foreground colour is set around them already.
    func defaultForeground(_ color: Color) -> some View {
        modified(.environment { c in if c.env.foreground == nil { c.env.foreground = color.named } })
    }
}

private struct ButtonStyleKey: EnvironmentKey { static var defaultValue: StyleBody<(AnyView, ButtonRole?)>? { nil } }
private struct ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }

extension EnvironmentValues {
    var buttonStyle: StyleBody<(AnyView, ButtonRole?)> {
        get { self[ButtonStyleKey.self] ?? StyleBody { AnyView(_BuiltInButtonStyle.automatic.makeBody(configuration: PrimitiveButtonStyleConfiguration(role: $0.1, label: .init(view: $0.0)))) } }
        set { self[ButtonStyleKey.self] = newValue }
    }
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension StyleBody where Configuration == (AnyView, ButtonRole?) {
    @MainActor func body(_ label: AnyView, _ role: ButtonRole?) -> AnyView { body((label, role)) }
}

// MARK: Toggles

/// A toggle's appearance: `makeBody` draws the label and the state (``ToggleStyleConfiguration``).
@MainActor @preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ToggleStyleConfiguration
}

public struct ToggleStyleConfiguration {
    public typealias Label = _ConfigurationView
    public let label: Label
    @Binding public var isOn: Bool
    public var isMixed: Bool = false
    init(label: Label, isOn: Binding<Bool>) { self.label = label; _isOn = isOn }
}

/// The built-in toggle styles: `.switch` (and `.automatic`) a switch beside the label; `.button` the
/// label as a bordered button when on (estimated as iOS draws it: the tint at 15 % under the label in
/// the tint) and the label in the tint when off; `.checkbox` (macOS) as `.switch`.
public struct _BuiltInToggleStyle: ToggleStyle, Hashable, Sendable {
    let name: String
    public func makeBody(configuration: ToggleStyleConfiguration) -> some View {
        if name == "button" {
            if configuration.isOn {
                _BorderedButton(name: "bordered", label: configuration.label)
            } else {
                configuration.label.padding(.horizontal, 12).padding(.vertical, 7)
                    .foregroundStyle(EnvironmentValues.current.tintColor.map { Color(named: $0) } ?? Color.accentColor)
            }
        } else {
            HStack {
                configuration.label
                Spacer(minLength: 0)
                ZStack(alignment: configuration.isOn ? .trailing : .leading) {
                    Capsule().fill(configuration.isOn ? Color.green : Color(white: 0.47, opacity: 0.16))
                    Circle().fill(Color.white).padding(2)
                }
                .frame(width: 51, height: 31)
            }
        }
    }
}

extension ToggleStyle where Self == _BuiltInToggleStyle {
    public static var automatic: _BuiltInToggleStyle { _BuiltInToggleStyle(name: "automatic") }
    public static var button: _BuiltInToggleStyle { _BuiltInToggleStyle(name: "button") }
    public static var `switch`: _BuiltInToggleStyle { _BuiltInToggleStyle(name: "switch") }
}

private struct ToggleStyleKey: EnvironmentKey { static var defaultValue: StyleBody<ToggleStyleConfiguration>? { nil } }

extension EnvironmentValues {
    var toggleStyle: StyleBody<ToggleStyleConfiguration> {
        get { self[ToggleStyleKey.self] ?? StyleBody { AnyView(_BuiltInToggleStyle.automatic.makeBody(configuration: $0)) } }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

// MARK: Gauges

/// A gauge's appearance: `makeBody` draws the value and labels (``GaugeStyleConfiguration``).
@MainActor @preconcurrency
public protocol GaugeStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = GaugeStyleConfiguration
}

public struct GaugeStyleConfiguration {
    public typealias Label = _ConfigurationView
    public typealias CurrentValueLabel = _ConfigurationView
    public typealias MarkedValueLabel = _ConfigurationView
    /// The value's position between the bounds, 0...1.
    public let value: Double
    public let label: Label
    public let currentValueLabel: CurrentValueLabel?
    public let minimumValueLabel: MarkedValueLabel?
    public let maximumValueLabel: MarkedValueLabel?
    /// The value and bounds as written (the built-in styles hand them to the engine).
    let bounds: (value: Double, lower: Double, upper: Double)
}

/// The built-in gauge styles: the engine's gauge, as the layout format draws it (`.accessoryCircular`,
/// `.accessoryCircularCapacity`, `.accessoryLinear`, `.accessoryLinearCapacity`, `.linearCapacity`;
/// `.automatic` is linear), so that a SwiftUI widget and its layout file agree.
public struct _BuiltInGaugeStyle: GaugeStyle, Hashable, Sendable {
    let name: String
    let _style: WidgetModel.GaugeStyle
    public func makeBody(configuration: GaugeStyleConfiguration) -> some View {
        if name == "linearCapacity", !EnvironmentValues.current.widgetFamily.isAccessory {
            _SystemCapacityGauge(configuration: configuration)
        } else {
            _EngineGauge(configuration: configuration, style: _style)
        }
    }
}

extension GaugeStyle where Self == _BuiltInGaugeStyle {
    public static var automatic: _BuiltInGaugeStyle { _BuiltInGaugeStyle(name: "automatic", _style: .linear) }
    public static var accessoryCircular: _BuiltInGaugeStyle { _BuiltInGaugeStyle(name: "accessoryCircular", _style: .circular) }
    public static var accessoryCircularCapacity: _BuiltInGaugeStyle { _BuiltInGaugeStyle(name: "accessoryCircularCapacity", _style: .circularCapacity) }
    public static var accessoryLinear: _BuiltInGaugeStyle { _BuiltInGaugeStyle(name: "accessoryLinear", _style: .linear) }
    public static var accessoryLinearCapacity: _BuiltInGaugeStyle { _BuiltInGaugeStyle(name: "accessoryLinearCapacity", _style: .linearCapacity) }
    public static var linearCapacity: _BuiltInGaugeStyle { _BuiltInGaugeStyle(name: "linearCapacity", _style: .linearCapacity) }
}

/// The first text inside a view, as the engine's gauge draws its labels.
@MainActor
func firstText<V: View>(_ v: V, _ context: _EvaluationContext) -> String? {
    func find(_ r: ResolvedView) -> String? {
        if case .text(let s) = r.content { return s }
        return r.children.lazy.compactMap(find).first
    }
    return evaluate(v, context).lazy.compactMap { find($0.view) }.first
}

/// The engine's gauge (the layout format's `Gauge`) in the tint. The label it draws (a linear
/// gauge's label, a circular gauge's current value) is drawn by the engine when it is a plain text,
/// as a layout file's; any other view (a styled text, an image, a stack) is drawn as that view where
/// the engine would draw it (``_StyledLabelGauge``).
struct _EngineGauge: View, _PrimitiveView {
    typealias Body = Never
    let configuration: GaugeStyleConfiguration
    let style: WidgetModel.GaugeStyle
    /// False: the engine draws the gauge without the label it would draw (a view draws it).
    var drawsLabel = true
    func _nodes(_ context: _EvaluationContext) -> [_Node] {
        let b = configuration.bounds
        let circular = style == .circular || style == .circularCapacity
        if drawsLabel, let drawn = circular ? configuration.currentValueLabel : configuration.label, !isPlainText(drawn, context) {
            return evaluate(_StyledLabelGauge(gauge: self, label: drawn, circular: circular), context)
        }
        let label = drawsLabel || circular ? firstText(configuration.label, context) : nil
        let current = drawsLabel || !circular ? configuration.currentValueLabel.flatMap { firstText($0, context) } : nil
        return leaf(.gauge(value: b.value, min: b.lower, max: b.upper, style: style, label: label,
                           currentValueLabel: current, isProgressView: false), context.tinted)
    }
}

private struct GaugeStyleKey: EnvironmentKey { static var defaultValue: StyleBody<GaugeStyleConfiguration>? { nil } }

extension EnvironmentValues {
    var gaugeStyle: StyleBody<GaugeStyleConfiguration> {
        get { self[GaugeStyleKey.self] ?? StyleBody { AnyView(_BuiltInGaugeStyle.automatic.makeBody(configuration: $0)) } }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

// MARK: Labels

/// A label's appearance: `makeBody` arranges its title and icon (``LabelStyleConfiguration``).
@MainActor @preconcurrency
public protocol LabelStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = LabelStyleConfiguration
}

public struct LabelStyleConfiguration {
    public typealias Title = _ConfigurationView
    public typealias Icon = _ConfigurationView
    public let title: Title
    public let icon: Icon
}

/// `.automatic` and `.titleAndIcon`: an `HStack` of icon and title; `.titleOnly`; `.iconOnly`.
public struct _BuiltInLabelStyle: LabelStyle, Hashable, Sendable {
    let name: String
    public func makeBody(configuration: LabelStyleConfiguration) -> some View {
        switch name {
        case "titleOnly": AnyView(configuration.title)
        case "iconOnly": AnyView(configuration.icon)
        default: AnyView(HStack { configuration.icon; configuration.title })
        }
    }
}

extension LabelStyle where Self == _BuiltInLabelStyle {
    public static var automatic: _BuiltInLabelStyle { _BuiltInLabelStyle(name: "automatic") }
    public static var titleAndIcon: _BuiltInLabelStyle { _BuiltInLabelStyle(name: "titleAndIcon") }
    public static var titleOnly: _BuiltInLabelStyle { _BuiltInLabelStyle(name: "titleOnly") }
    public static var iconOnly: _BuiltInLabelStyle { _BuiltInLabelStyle(name: "iconOnly") }
}

private struct LabelStyleKey: EnvironmentKey { static var defaultValue: StyleBody<LabelStyleConfiguration>? { nil } }

extension EnvironmentValues {
    var labelStyle: StyleBody<LabelStyleConfiguration> {
        get { self[LabelStyleKey.self] ?? StyleBody { AnyView(_BuiltInLabelStyle.automatic.makeBody(configuration: $0)) } }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The label of a style's configuration, drawn in the built-in arrangement.
    public init(_ configuration: LabelStyleConfiguration) { self.init(title: { configuration.title }, icon: { configuration.icon }) }
}

// MARK: Progress views

/// A progress view's appearance (``ProgressViewStyleConfiguration``).
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ProgressViewStyleConfiguration
}

public struct ProgressViewStyleConfiguration {
    public typealias Label = _ConfigurationView
    public typealias CurrentValueLabel = _ConfigurationView
    /// The fraction done, 0...1 (nil: indeterminate).
    public let fractionCompleted: Double?
    public let label: Label?
    public let currentValueLabel: CurrentValueLabel?
    let raw: (fraction: Double?, total: Double)
}

/// `.automatic` and `.linear` (a bar), `.circular` (a ring): the engine's progress view in the tint.
public struct _BuiltInProgressViewStyle: ProgressViewStyle, Hashable, Sendable {
    let _style: WidgetModel.GaugeStyle
    public func makeBody(configuration: ProgressViewStyleConfiguration) -> some View { _EngineProgress(configuration: configuration, style: _style) }
}

struct _EngineProgress: View, _PrimitiveView {
    typealias Body = Never
    let configuration: ProgressViewStyleConfiguration
    let style: WidgetModel.GaugeStyle
    func _nodes(_ context: _EvaluationContext) -> [_Node] {
        leaf(.gauge(value: configuration.raw.fraction, min: 0, max: configuration.raw.total, style: style, label: nil, currentValueLabel: nil,
                    isProgressView: true), context.tinted)
    }
}

extension ProgressViewStyle where Self == _BuiltInProgressViewStyle {
    public static var automatic: _BuiltInProgressViewStyle { _BuiltInProgressViewStyle(_style: .linear) }
    public static var linear: _BuiltInProgressViewStyle { _BuiltInProgressViewStyle(_style: .linear) }
    public static var circular: _BuiltInProgressViewStyle { _BuiltInProgressViewStyle(_style: .circular) }
}

private struct ProgressViewStyleKey: EnvironmentKey { static var defaultValue: StyleBody<ProgressViewStyleConfiguration>? { nil } }

extension EnvironmentValues {
    var progressViewStyle: StyleBody<ProgressViewStyleConfiguration> {
        get { self[ProgressViewStyleKey.self] ?? StyleBody { AnyView(_BuiltInProgressViewStyle.automatic.makeBody(configuration: $0)) } }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

// MARK: Setting styles

extension View {
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        modified(.environment { $0.values.buttonStyle = StyleBody { AnyView(style.makeBody(configuration: ButtonStyleConfiguration(role: $0.1, label: .init(view: $0.0), isPressed: false))) } })
    }
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        modified(.environment { $0.values.buttonStyle = StyleBody { AnyView(style.makeBody(configuration: PrimitiveButtonStyleConfiguration(role: $0.1, label: .init(view: $0.0)))) } })
    }
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { modified(.environment { $0.values.buttonBorderShape = shape }) }
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        modified(.environment { $0.values.toggleStyle = StyleBody { AnyView(style.makeBody(configuration: $0)) } })
    }
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        modified(.environment { $0.values.gaugeStyle = StyleBody { AnyView(style.makeBody(configuration: $0)) } })
    }
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        modified(.environment { $0.values.labelStyle = StyleBody { AnyView(style.makeBody(configuration: $0)) } })
    }
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        modified(.environment { $0.values.progressViewStyle = StyleBody { AnyView(style.makeBody(configuration: $0)) } })
    }
}
