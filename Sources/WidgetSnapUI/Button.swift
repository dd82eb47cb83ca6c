import Foundation
import WidgetModel

/// A button, drawn statically as its label (a widget's button runs an App Intent when tapped; a
/// snapshot shows the label). `init(intent:)` comes with the AppIntents module.
public struct Button<Label: View>: View {
    let label: Label
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) { self.label = label() }
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) { self.label = label() }
    /// For other modules' initialisers (`Button(intent:)`).
    public init(_label label: Label) { self.label = label }
    public var body: some View { label }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) { label = Text(titleKey) }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) { label = Text(title) }
}

extension Button where Label == WidgetSnapUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        label = WidgetSnapUI.Label(titleKey, systemImage: systemImage)
    }
}

/// A button's role (accepted: the label is drawn as it is).
public struct ButtonRole: Hashable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

/// A toggle, drawn statically: its label and a switch in its state (a capsule with a knob), in an `HStack`.
public struct Toggle<Label: View>: View {
    let isOn: Bool
    let label: Label
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { self.isOn = isOn.wrappedValue; self.label = label() }
    /// For other modules' initialisers (`Toggle(isOn:intent:)`).
    public init(_isOn isOn: Bool, label: Label) { self.isOn = isOn; self.label = label }
    public var body: some View {
        HStack {
            label
            Spacer(minLength: 0)
            ZStack(alignment: isOn ? .trailing : .leading) {
                Capsule().fill(isOn ? Color.green : Color(white: 0.47, opacity: 0.16))
                Circle().fill(Color.white).padding(2)
            }
            .frame(width: 51, height: 31)
        }
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(titleKey) } }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(title) } }
}

/// Button styles: accepted; a button is drawn as its label.
public protocol PrimitiveButtonStyle {}
public struct _ButtonStyleValue: PrimitiveButtonStyle, Hashable, Sendable { let name: String }
extension PrimitiveButtonStyle where Self == _ButtonStyleValue {
    public static var plain: _ButtonStyleValue { _ButtonStyleValue(name: "plain") }
    public static var automatic: _ButtonStyleValue { _ButtonStyleValue(name: "automatic") }
    public static var borderless: _ButtonStyleValue { _ButtonStyleValue(name: "borderless") }
    public static var bordered: _ButtonStyleValue { _ButtonStyleValue(name: "bordered") }
    public static var borderedProminent: _ButtonStyleValue { _ButtonStyleValue(name: "borderedProminent") }
}
public protocol ToggleStyle {}
public struct _ToggleStyleValue: ToggleStyle, Hashable, Sendable { let name: String }
extension ToggleStyle where Self == _ToggleStyleValue {
    public static var automatic: _ToggleStyleValue { _ToggleStyleValue(name: "automatic") }
    public static var button: _ToggleStyleValue { _ToggleStyleValue(name: "button") }
    public static var `switch`: _ToggleStyleValue { _ToggleStyleValue(name: "switch") }
}

extension View {
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S, fileID: String = #fileID, line: Int = #line) -> some View { notDrawn("buttonStyle", fileID, line) }
    public func toggleStyle<S: ToggleStyle>(_ style: S, fileID: String = #fileID, line: Int = #line) -> some View { notDrawn("toggleStyle", fileID, line) }
    public func labelsHidden(fileID: String = #fileID, line: Int = #line) -> some View { notDrawn("labelsHidden", fileID, line) }
    public func disabled(_ disabled: Bool, fileID: String = #fileID, line: Int = #line) -> some View { disabled ? notDrawn("disabled", fileID, line) : modified(.ignored) }
}
