extension Button {
    /// A button that runs an app intent on a device; widgetsnap draws its label and never performs it.
    public init<I: AppIntent>(intent: I, @ViewBuilder label: () -> Label) { self.init(_label: label()) }
}

extension Button where Label == Text {
    public init<I: AppIntent>(_ titleKey: LocalizedStringKey, intent: I) { self.init(_label: Text(titleKey)) }
    @_disfavoredOverload public init<I: AppIntent, S: StringProtocol>(_ title: S, intent: I) { self.init(_label: Text(title)) }
}

extension Toggle {
    /// A toggle that runs an app intent on a device; widgetsnap draws it in the state `isOn`.
    public init<I: AppIntent>(isOn: Bool, intent: I, @ViewBuilder label: () -> Label) { self.init(_isOn: isOn, label: label()) }
}

extension Toggle where Label == Text {
    public init<I: AppIntent>(_ titleKey: LocalizedStringKey, isOn: Bool, intent: I) { self.init(_isOn: isOn, label: Text(titleKey)) }
}
