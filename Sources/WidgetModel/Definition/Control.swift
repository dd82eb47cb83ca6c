/// A control (iOS 18) declared in a layout file (`control: {…}`, docs/format.md "Controls"): a
/// button or a toggle with a symbol, a title and, for a toggle, a value per state.
public struct ControlDefinition: Sendable {
    public enum Template: String, Sendable, CaseIterable { case button, toggle }
    public var template: Template
    /// The control's title (`ControlWidgetToggle("Garage", …)`, a button's label title).
    public var title: String
    /// A button's symbol (SF Symbols name), or a toggle's when its states give none.
    public var symbol: String?
    /// A toggle's look off and on: its value label's symbol and text. Both nil for a button.
    public var off: ControlValueLabel?
    public var on: ControlValueLabel?
    /// The tint (a colour name or hex): a toggle's symbol when on.
    public var tint: String?
    /// `controlWidgetActionHint` (kept; drawn as the Action button's label elsewhere).
    public var actionHint: String?

    public init(template: Template, title: String, symbol: String?, off: ControlValueLabel?, on: ControlValueLabel?, tint: String?, actionHint: String?) {
        self.template = template; self.title = title; self.symbol = symbol; self.off = off; self.on = on; self.tint = tint; self.actionHint = actionHint
    }

    /// The values drawn: off and on for a toggle, the one state (nil) for a button.
    public var values: [Bool?] { template == .toggle ? [false, true] : [nil] }

    /// The label for a value: its symbol and value text (a toggle without states shows "Off"/"On").
    public func label(_ value: Bool?) -> (symbol: String?, valueText: String?) {
        guard let value, template == .toggle else { return (symbol, nil) }
        let state = value ? on : off
        return (state?.symbol ?? symbol, state?.value ?? (value ? "On" : "Off"))
    }
}

/// A toggle's value label in one state: `Label(value, systemImage: symbol)`.
public struct ControlValueLabel: Sendable, Hashable {
    public var symbol: String?
    public var value: String?
    public init(symbol: String?, value: String?) { self.symbol = symbol; self.value = value }
}
