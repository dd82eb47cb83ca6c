/// What `perform()` returns: `.result()`, `.result(dialog:)`, `.result(value:)`.
public protocol IntentResult: Sendable {}
/// A result that speaks a dialog.
public protocol ProvidesDialog: IntentResult {}
/// A result that returns a value to the caller.
public protocol ReturnsValue<Value>: IntentResult { associatedtype Value }
/// A result that opens an intent afterwards.
public protocol OpensIntent: IntentResult {}

/// The one result type: a value and a dialog, both optional.
public struct IntentResultContainer<Value>: IntentResult, ProvidesDialog, ReturnsValue, OpensIntent, @unchecked Sendable {
    public let value: Value?
    public let dialog: IntentDialog?
    init(value: Value? = nil, dialog: IntentDialog? = nil) { self.value = value; self.dialog = dialog }
}

extension IntentResultContainer where Value == Never {
    init() { value = nil; dialog = nil }
}

extension IntentResult where Self == IntentResultContainer<Never> {
    public static func result() -> Self { IntentResultContainer() }
    public static func result(dialog: IntentDialog) -> Self { IntentResultContainer(dialog: dialog) }
}

extension IntentResult {
    public static func result<V>(value: V) -> Self where Self == IntentResultContainer<V> { IntentResultContainer(value: value) }
    public static func result<V>(value: V, dialog: IntentDialog) -> Self where Self == IntentResultContainer<V> { IntentResultContainer(value: value, dialog: dialog) }
}

/// What an intent says: a text.
public struct IntentDialog: ExpressibleByStringInterpolation, Sendable {
    public let resource: LocalizedStringResource
    public init(_ resource: LocalizedStringResource) { self.resource = resource }
    public init(full: LocalizedStringResource, supporting: LocalizedStringResource) { resource = full }
    public init(stringLiteral value: String) { resource = LocalizedStringResource(stringLiteral: value) }
    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) { resource = LocalizedStringResource(stringInterpolation: stringInterpolation) }
}

/// The description of an intent, shown under the widget's name in the Edit Widget sheet.
public struct IntentDescription: ExpressibleByStringInterpolation, Sendable {
    public let descriptionText: LocalizedStringResource
    public let categoryName: LocalizedStringResource?
    public let searchKeywords: [LocalizedStringResource]
    public init(_ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil, searchKeywords: [LocalizedStringResource] = []) {
        self.descriptionText = descriptionText; self.categoryName = categoryName; self.searchKeywords = searchKeywords
    }
    public init(stringLiteral value: String) { self.init(LocalizedStringResource(stringLiteral: value)) }
    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) { self.init(LocalizedStringResource(stringInterpolation: stringInterpolation)) }
}
