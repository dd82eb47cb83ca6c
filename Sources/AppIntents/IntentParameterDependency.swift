/// `@IntentParameterDependency<MyIntent>(\.$category) var intent`: in an options provider or a query,
/// the values of the intent being configured that the choices depend on (iOS 17). widgetsnap lists
/// the choices of a new widget, so the dependency is the intent with its default values
/// (``_defaultIntent(_:)``); nil when a parameter named is not set, as iOS gives nil then.
@propertyWrapper
public struct IntentParameterDependency<Intent: AppIntent>: @unchecked Sendable {
    let parameters: [PartialKeyPath<Intent>]

    public init(_ parameters: PartialKeyPath<Intent>...) { self.parameters = parameters }

    /// The intent's values, read by name: `intent?.category`.
    @dynamicMemberLookup
    public struct Dependency {
        let intent: Intent
        public subscript<Value>(dynamicMember keyPath: KeyPath<Intent, Value>) -> Value { intent[keyPath: keyPath] }
    }

    public var wrappedValue: Dependency? {
        let intent = _defaultIntent(Intent.self)
        for p in parameters {
            guard let parameter = intent[keyPath: p] as? any _AnyIntentParameter, parameter._current != _PlainValue.none else { return nil }
        }
        return Dependency(intent: intent)
    }
}
