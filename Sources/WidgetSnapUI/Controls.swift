import Foundation

/// A button, drawn statically as its label: a widget's buttons run app intents
/// (`Button(intent:)`, in the AppIntents module), which widgetsnap never performs.
public struct Button<Label: View>: View {
    let label: Label
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) { self.label = label() }
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) { self.label = label() }
    /// A button with a label that does nothing when drawn (for `Button(intent:)`).
    public init(_label: Label) { label = _label }
    public var body: some View { label }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) { label = Text(titleKey) }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) { label = Text(title) }
}

public struct ButtonRole: Hashable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

/// A switch, drawn statically: the label, then the switch in its state (on in the tint's green).
public struct Toggle<Label: View>: View {
    let isOn: Bool
    let label: Label
    /// A toggle in a fixed state (for `Toggle(isOn:intent:)`, in the AppIntents module).
    public init(_isOn: Bool, label: Label) { isOn = _isOn; self.label = label }
    public var body: some View {
        HStack {
            label
            Spacer()
            ZStack(alignment: isOn ? .trailing : .leading) {
                Capsule().fill(isOn ? Color.green : Color.gray)
                Circle().fill(Color.white).padding(2)
            }
            .frame(width: 51, height: 31)
        }
    }
}

/// A button style. Accepted: a widget's button is drawn as its label whatever the style.
public protocol PrimitiveButtonStyle {}
public struct _NamedButtonStyle: PrimitiveButtonStyle, Sendable { let name: String }
extension PrimitiveButtonStyle where Self == _NamedButtonStyle {
    public static var plain: _NamedButtonStyle { _NamedButtonStyle(name: "plain") }
    public static var borderless: _NamedButtonStyle { _NamedButtonStyle(name: "borderless") }
    public static var bordered: _NamedButtonStyle { _NamedButtonStyle(name: "bordered") }
    public static var borderedProminent: _NamedButtonStyle { _NamedButtonStyle(name: "borderedProminent") }
    public static var automatic: _NamedButtonStyle { _NamedButtonStyle(name: "automatic") }
}

/// A toggle style. Accepted and ignored.
public protocol ToggleStyle {}
public struct _NamedToggleStyle: ToggleStyle, Sendable { let name: String }
extension ToggleStyle where Self == _NamedToggleStyle {
    public static var automatic: _NamedToggleStyle { _NamedToggleStyle(name: "automatic") }
    public static var button: _NamedToggleStyle { _NamedToggleStyle(name: "button") }
    public static var `switch`: _NamedToggleStyle { _NamedToggleStyle(name: "switch") }
}

extension View {
    /// Accepted and ignored: buttons are drawn as their labels.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { modified(.ignored) }
    /// Accepted and ignored.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { modified(.ignored) }
}
