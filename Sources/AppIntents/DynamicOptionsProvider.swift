/// The choices of a parameter computed by the app: `@Parameter(title: "Stop", optionsProvider: StopOptions()) var stop: String?`.
/// The Edit Widget sheet lists `results()` (text options, in order) as the parameter's choices, and
/// a new widget takes `defaultResult()` when the parameter has no default. widgetsnap runs the
/// `async` functions on the calling thread (``_runSynchronously(_:)``).
public protocol DynamicOptionsProvider: Sendable {
    associatedtype DefaultValue
    /// An array, or an ``IntentItemCollection`` of sections.
    associatedtype Result: ResultsCollection = [DefaultValue] where Result.Element == DefaultValue
    func results() async throws -> Result
    func defaultResult() async -> DefaultValue?
}

extension DynamicOptionsProvider {
    public func defaultResult() async -> DefaultValue? { nil }
}

/// A parameter's options provider seen without its type.
struct _DynamicOptions: @unchecked Sendable {
    let results: @Sendable () -> [Any]
    let defaultResult: @Sendable () -> Any?

    init<P: DynamicOptionsProvider>(_ provider: P) {
        results = { _runSynchronously { _HandedValues(value: ((try? await provider.results())?._elements ?? []).map { $0 as Any }) }.value }
        defaultResult = { _runSynchronously { _HandedValues(value: [await provider.defaultResult() as Any]) }.value.first ?? nil }
    }
}

struct _HandedValues: @unchecked Sendable { let value: [Any] }

extension IntentParameter {
    /// A parameter whose choices an options provider gives.
    public convenience init<P: DynamicOptionsProvider>(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
                                                       optionsProvider: P, requestValueDialog: IntentDialog? = nil,
                                                       requestDisambiguationDialog: IntentDialog? = nil,
                                                       inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: title, description: description, default: defaultValue, requestValueDialog: requestValueDialog,
                  requestDisambiguationDialog: requestDisambiguationDialog, inputConnectionBehavior: inputConnectionBehavior)
        options = _DynamicOptions(optionsProvider)
    }

    /// The provider's text choices (value and title alike); nil without a provider or for other types.
    var dynamicChoices: [(value: String, title: String)]? {
        guard let options, Self.unwrappedType == String.self else { return nil }
        return options.results().compactMap { ($0 as? String).map { ($0, $0) } }
    }

    /// The provider's default, for a new widget.
    func applyOptionsDefault() {
        guard stored == nil, defaultValue == nil, let options, let found = options.defaultResult() else { return }
        if let v = found as? Value { stored = v } else if let v = Optional(found) as? Value { stored = v }
    }
}
