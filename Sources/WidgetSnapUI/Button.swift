import Foundation
import WidgetModel

/// A button: its label drawn by the environment's button style (``ButtonStyle``,
/// ``PrimitiveButtonStyle``; by default the label as it is). A widget's button runs an App Intent
/// when tapped; a snapshot shows it at rest. `init(intent:)` comes with the AppIntents module.
public struct Button<Label: View>: View {
    let label: Label
    var role: ButtonRole?
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) { self.label = label() }
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) { self.label = label(); self.role = role }
    /// For other modules' initialisers (`Button(intent:)`).
    public init(_label label: Label) { self.label = label }
    public var body: some View { EnvironmentValues.current.buttonStyle.body(AnyView(label), role) }
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

/// A toggle: its label and state drawn by the environment's ``ToggleStyle`` (by default its label
/// and a switch in its state, a capsule with a knob, in an `HStack`).
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { self.isOn = isOn; self.label = label() }
    /// For other modules' initialisers (`Toggle(isOn:intent:)`).
    public init(_isOn isOn: Bool, label: Label) { self.isOn = .constant(isOn); self.label = label }
    public var body: some View {
        EnvironmentValues.current.toggleStyle.body(ToggleStyleConfiguration(label: .init(view: AnyView(label)), isOn: isOn))
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(titleKey) } }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(title) } }
}

extension View {
    public func labelsHidden(fileID: String = #fileID, line: Int = #line) -> some View { notDrawn("labelsHidden", fileID, line) }
    public func disabled(_ disabled: Bool, fileID: String = #fileID, line: Int = #line) -> some View { disabled ? notDrawn("disabled", fileID, line) : modified(.ignored) }
}
