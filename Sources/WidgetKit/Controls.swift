import AppIntents
import WidgetSnapUI

/// A control for Control Center, the Lock Screen and the Action button (iOS 18):
///
/// ```swift
/// struct GarageControl: ControlWidget {
///     var body: some ControlWidgetConfiguration {
///         StaticControlConfiguration(kind: "garage", provider: GarageValue()) { isOpen in
///             ControlWidgetToggle("Garage", isOn: isOpen, action: ToggleGarage()) { on in
///                 Label(on ? "Open" : "Closed", systemImage: on ? "lock.open.fill" : "lock.fill")
///             }
///         }
///         .displayName("Garage door")
///     }
/// }
/// ```
///
/// widgetsnap draws it with `assertControlSnapshot(of:)` (docs/live-activities.md, "Controls").
@MainActor @preconcurrency
public protocol ControlWidget {
    associatedtype Body: ControlWidgetConfiguration
    init()
    @ControlWidgetConfigurationBuilder var body: Self.Body { get }
}

@MainActor @preconcurrency
public protocol ControlWidgetConfiguration {
    var _description: _ControlDescription { get }
}

/// What a control's configuration holds: its kind, names, and its template for a value.
public struct _ControlDescription {
    public var kind: String
    public var displayName: String = ""
    public var description: String = ""
    /// The template for a value (nil: the provider's `previewValue`); `values` are those drawn.
    var template: @MainActor (Bool?) -> _ControlTemplate
    /// The values the control is drawn in: `[false, true]` for a toggle's provider, `[nil]` otherwise.
    var values: [Bool?]
}

/// A control's drawn parts.
public struct _ControlTemplate {
    enum Kind { case button, toggle(isOn: Bool) }
    var kind: Kind
    /// The control's title (a toggle's title; a button's label title).
    var title: AnyView?
    /// The symbol, and the value text under the title (a toggle's value label's title).
    var symbol: AnyView?
    var valueText: AnyView?
    var actionHint: AnyView?
    var tint: Color?
}

/// The templates a control's content builds.
@MainActor @preconcurrency
public protocol ControlWidgetTemplate {
    var _template: _ControlTemplate { get }
}

@MainActor @resultBuilder
public enum ControlWidgetConfigurationBuilder {
    public static func buildBlock<C: ControlWidgetConfiguration>(_ c: C) -> C { c }
    public static func buildExpression<C: ControlWidgetConfiguration>(_ c: C) -> C { c }
}

@MainActor @resultBuilder
public enum ControlWidgetTemplateBuilder {
    public static func buildBlock<C: ControlWidgetTemplate>(_ c: C) -> C { c }
    public static func buildExpression<C: ControlWidgetTemplate>(_ c: C) -> C { c }
    public static func buildEither<C: ControlWidgetTemplate>(first: C) -> _AnyControlTemplate { _AnyControlTemplate(_template: first._template) }
    public static func buildEither<C: ControlWidgetTemplate>(second: C) -> _AnyControlTemplate { _AnyControlTemplate(_template: second._template) }
}

/// A template from either branch of an `if`.
public struct _AnyControlTemplate: ControlWidgetTemplate {
    public let _template: _ControlTemplate
}

/// Provides a control's current value; `previewValue` is the value shown in the controls gallery.
public protocol ControlValueProvider {
    associatedtype Value
    var previewValue: Value { get }
    func currentValue() async throws -> Value
}

/// A value provider that takes the control's configuration intent.
public protocol AppIntentControlValueProvider {
    associatedtype Value
    associatedtype Configuration: AppIntent
    func previewValue(configuration: Configuration) -> Value
    func currentValue(configuration: Configuration) async throws -> Value
}

/// A control with no configuration.
public struct StaticControlConfiguration<Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
    public let _description: _ControlDescription

    public init(kind: String, @ControlWidgetTemplateBuilder content: @escaping @MainActor () -> Content) {
        _description = _ControlDescription(kind: kind, template: { _ in content()._template }, values: [nil])
    }

    /// A control whose value comes from `provider`: drawn off and on when the value is a `Bool`,
    /// else in the provider's `previewValue`.
    public init<P: ControlValueProvider>(kind: String, provider: P,
                                         @ControlWidgetTemplateBuilder content: @escaping @MainActor (P.Value) -> Content) {
        if P.Value.self == Bool.self {
            _description = _ControlDescription(kind: kind, template: { v in content((v ?? (provider.previewValue as! Bool)) as! P.Value)._template },
                                               values: [false, true])
        } else {
            _description = _ControlDescription(kind: kind, template: { _ in content(provider.previewValue)._template }, values: [nil])
        }
    }
}

/// A control the person configures with an intent; drawn with the intent's default values.
public struct AppIntentControlConfiguration<Intent: AppIntent, Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
    public let _description: _ControlDescription

    public init(kind: String, intent: Intent.Type = Intent.self,
                @ControlWidgetTemplateBuilder content: @escaping @MainActor (Intent) -> Content) {
        _description = _ControlDescription(kind: kind, template: { _ in content(Intent())._template }, values: [nil])
    }

    public init<P: AppIntentControlValueProvider>(kind: String, provider: P,
                                                  @ControlWidgetTemplateBuilder content: @escaping @MainActor (P.Value) -> Content)
    where P.Configuration == Intent {
        if P.Value.self == Bool.self {
            _description = _ControlDescription(kind: kind, template: { v in
                content((v ?? (provider.previewValue(configuration: Intent()) as! Bool)) as! P.Value)._template
            }, values: [false, true])
        } else {
            _description = _ControlDescription(kind: kind, template: { _ in content(provider.previewValue(configuration: Intent()))._template }, values: [nil])
        }
    }
}

/// A configuration with its names changed.
public struct _ModifiedControlConfiguration: ControlWidgetConfiguration {
    public let _description: _ControlDescription
}

extension ControlWidgetConfiguration {
    public func displayName(_ name: LocalizedStringResource) -> some ControlWidgetConfiguration {
        var d = _description; d.displayName = String(localized: name); return _ModifiedControlConfiguration(_description: d)
    }
    public func description(_ text: LocalizedStringResource) -> some ControlWidgetConfiguration {
        var d = _description; d.description = String(localized: text); return _ModifiedControlConfiguration(_description: d)
    }
    /// Asks the person to configure the control when they add it (iOS 18). Accepted: the control is
    /// drawn with its intent's defaults, as a new one is.
    public func promptsForUserConfiguration() -> some ControlWidgetConfiguration { _ModifiedControlConfiguration(_description: _description) }
}

/// A button control: runs its action; drawn with its label's symbol and title.
@MainActor
public struct ControlWidgetButton: ControlWidgetTemplate {
    public let _template: _ControlTemplate

    public init<Action: AppIntent, Label: View>(action: Action, @ViewBuilder label: () -> Label) {
        let l = label()
        let parts = l as? _LabelParts
        _template = _ControlTemplate(kind: .button, title: parts?._titleView ?? AnyView(l), symbol: parts?._iconView,
                                     actionHint: (l as? _ActionHinted)?._actionHint)
    }

    public init<Action: AppIntent, Label: View, ActionLabel: View>(action: Action, @ViewBuilder label: () -> Label,
                                                                   @ViewBuilder actionLabel: (Bool) -> ActionLabel) {
        self.init(action: action, label: label)
    }
}

/// A toggle control, drawn in its state: its title, and the value label's symbol and text for the state.
@MainActor
public struct ControlWidgetToggle: ControlWidgetTemplate {
    public let _template: _ControlTemplate

    public init<Action: AppIntent, Label: View, ValueLabel: View>(isOn: Bool, action: Action, @ViewBuilder label: () -> Label,
                                                                  @ViewBuilder valueLabel: (Bool) -> ValueLabel) {
        let l = label(), v = valueLabel(isOn)
        let valueParts = v as? _LabelParts, labelParts = l as? _LabelParts
        _template = _ControlTemplate(kind: .toggle(isOn: isOn), title: labelParts?._titleView ?? AnyView(l),
                                     symbol: valueParts?._iconView ?? labelParts?._iconView,
                                     valueText: valueParts?._titleView ?? (valueParts == nil ? AnyView(v) : nil),
                                     actionHint: (v as? _ActionHinted)?._actionHint ?? (l as? _ActionHinted)?._actionHint)
    }

    public init<Action: AppIntent, ValueLabel: View>(_ titleKey: LocalizedStringKey, isOn: Bool, action: Action,
                                                     @ViewBuilder valueLabel: (Bool) -> ValueLabel) {
        self.init(isOn: isOn, action: action, label: { Text(titleKey) }, valueLabel: valueLabel)
    }

    @_disfavoredOverload
    public init<Action: AppIntent, ValueLabel: View, S: StringProtocol>(_ title: S, isOn: Bool, action: Action,
                                                                         @ViewBuilder valueLabel: (Bool) -> ValueLabel) {
        self.init(isOn: isOn, action: action, label: { Text(title) }, valueLabel: valueLabel)
    }

    public init<Action: AppIntent, Label: View>(isOn: Bool, action: Action, @ViewBuilder label: () -> Label) {
        let l = label()
        let parts = l as? _LabelParts
        _template = _ControlTemplate(kind: .toggle(isOn: isOn), title: parts?._titleView ?? AnyView(l), symbol: parts?._iconView,
                                     valueText: AnyView(Text(isOn ? "On" : "Off")), actionHint: (l as? _ActionHinted)?._actionHint)
    }
}

extension ControlWidgetTemplate {
    /// The tint: a toggle's symbol and platter colour when on (guess from iOS 18 screenshots; docs/live-activities.md).
    public func tint(_ color: Color?) -> _AnyControlTemplate {
        var t = _template; t.tint = color; return _AnyControlTemplate(_template: t)
    }
    /// A phrase for what the control does ("Unlock"), shown when pressed on the Action button: kept, drawn as the Action button's label.
    public func controlWidgetActionHint(_ hint: Text) -> _AnyControlTemplate {
        var t = _template; t.actionHint = AnyView(hint); return _AnyControlTemplate(_template: t)
    }
    public func controlWidgetActionHint(_ hint: LocalizedStringKey) -> _AnyControlTemplate { controlWidgetActionHint(Text(hint)) }
}

/// A control's label with its action hint (`Label(…).controlWidgetActionHint("Stop")`, as iOS 18
/// writes it on the label): the template takes the hint, the label is drawn as it is.
@MainActor @preconcurrency
public protocol _ActionHinted {
    var _actionHint: AnyView { get }
}

public struct _ActionHintedLabel<Content: View>: View, _ActionHinted, _LabelParts {
    let content: Content
    public let _actionHint: AnyView
    public var body: Content { content }
    public var _titleView: AnyView { (content as? _LabelParts)?._titleView ?? AnyView(content) }
    public var _iconView: AnyView { (content as? _LabelParts)?._iconView ?? AnyView(EmptyView()) }
}

extension View {
    /// The phrase the Action button's label shows for the control ("Stop"), on the control's label.
    public func controlWidgetActionHint(_ hint: Text) -> _ActionHintedLabel<Self> { _ActionHintedLabel(content: self, _actionHint: AnyView(hint)) }
    public func controlWidgetActionHint(_ hint: LocalizedStringKey) -> _ActionHintedLabel<Self> { controlWidgetActionHint(Text(hint)) }
    @_disfavoredOverload
    public func controlWidgetActionHint<S: StringProtocol>(_ hint: S) -> _ActionHintedLabel<Self> { controlWidgetActionHint(Text(hint)) }
}

/// A control inside a `WidgetBundle`, beside its widgets.
public struct _ControlWidgetBox: Widget {
    let description: _ControlDescription?
    public init() { description = nil }
    init(_ control: some ControlWidget) { description = control.body._description }
    public var body: _ModifiedConfiguration {
        var d = _EmptyConfiguration()._description
        d.kind = description?.kind ?? ""
        d.families = []
        d.control = description
        return _ModifiedConfiguration(_description: d)
    }
}

extension WidgetBundleBuilder {
    public static func buildExpression<C: ControlWidget>(_ control: C) -> _ControlWidgetBox { _ControlWidgetBox(control) }
}
