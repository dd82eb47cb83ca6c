/// A parameter of an intent: `@Parameter(title: "Stop") var stop: StopEntity?`. As in the SDK it is
/// a class, so `$stop` (the projected value, used in parameter summaries) is the parameter itself.
/// Reading a parameter gives the value set last, else its default; an optional parameter with
/// neither is nil. widgetsnap's host gives an entity parameter without a value the query's
/// `defaultResult()`, as WidgetKit does for a new widget.
@propertyWrapper
public final class IntentParameter<Value>: @unchecked Sendable {
    public let title: LocalizedStringResource
    public let description: LocalizedStringResource?
    let defaultValue: Value?
    var stored: Value?
    let range: (min: Double?, max: Double?)
    public let requestValueDialog: IntentDialog?
    /// The choices of `optionsProvider:` (DynamicOptionsProvider.swift).
    var options: _DynamicOptions?

    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
                size: IntentCollectionSize? = nil, controlStyle: ParameterControlStyle? = nil, inclusiveRange: (Value, Value)? = nil,
                displayName: Bool.IntentDisplayName? = nil, inputOptions: String.IntentInputOptions? = nil,
                requestValueDialog: IntentDialog? = nil, requestDisambiguationDialog: IntentDialog? = nil,
                inputConnectionBehavior: InputConnectionBehavior = .default, supportedTypeIdentifiers: [String] = []) {
        self.title = title; self.description = description; self.defaultValue = defaultValue
        self.requestValueDialog = requestValueDialog
        range = (inclusiveRange.flatMap { _number($0.0) }, inclusiveRange.flatMap { _number($0.1) })
    }

    public var wrappedValue: Value {
        get {
            if let stored { return stored }
            if let defaultValue { return defaultValue }
            if let none = (Value.self as? _OptionalType.Type)?._none as? Value { return none }
            fatalError("The parameter \"\(title.string)\" has no value: give it a default, or set it before reading it")
        }
        set { stored = newValue }
    }

    public var projectedValue: IntentParameter<Value> { self }
}

public typealias Parameter = IntentParameter

/// How a number parameter is edited. Accepted; the Edit Widget sheet shows the value.
public enum ParameterControlStyle: Sendable { case field, slider, stepper }

/// How a parameter connects to the output of a previous action in Shortcuts. Accepted and ignored.
public struct InputConnectionBehavior: Sendable {
    let name: String
    public static let `default` = InputConnectionBehavior(name: "default")
    public static let never = InputConnectionBehavior(name: "never")
    public static let connectToPreviousIntentResult = InputConnectionBehavior(name: "connectToPreviousIntentResult")
}

extension Bool {
    /// The names of a Boolean parameter's two values ("On"/"Off" by default).
    public struct IntentDisplayName: Sendable {
        public let trueName: LocalizedStringResource
        public let falseName: LocalizedStringResource
        public init(true trueName: LocalizedStringResource, false falseName: LocalizedStringResource) { self.trueName = trueName; self.falseName = falseName }
    }
}

extension String {
    /// How a text parameter is typed. Accepted and ignored.
    public struct IntentInputOptions: Sendable {
        public init(keyboardType: Int? = nil, capitalizationType: Int? = nil, multiline: Bool = false, autocorrect: Bool = true, smartQuotes: Bool = true, smartDashes: Bool = true) {}
    }
}

/// `Optional`, seen from a value of type `Any`.
protocol _OptionalType {
    static var _none: Any { get }
    static var _wrappedType: Any.Type { get }
    var _wrapped: Any? { get }
}

extension Optional: _OptionalType {
    static var _none: Any { Optional<Wrapped>.none as Any }
    static var _wrappedType: Any.Type { Wrapped.self }
    var _wrapped: Any? { self.map { $0 as Any } }
}

func _number(_ value: Any) -> Double? {
    var v = value
    if let o = value as? _OptionalType {
        guard let w = o._wrapped else { return nil }
        v = w
    }
    switch v {
    case let i as any BinaryInteger: return Double(i)
    case let d as any BinaryFloatingPoint: return Double(d)
    default: return nil
    }
}

// MARK: - What widgetsnap reads of a parameter

/// A plain value: a parameter's value as the configuration model stores it (an enum case's raw
/// value, an entity's id, a number, a Boolean, a text), or `none`.
public enum _PlainValue: Hashable, Sendable {
    case none
    case string(String)
    case number(Double)
    case bool(Bool)

    public init(_ value: Any?) {
        guard var v = value else { self = .none; return }
        if let o = v as? _OptionalType {
            guard let w = o._wrapped else { self = .none; return }
            v = w
        }
        switch v {
        case let b as Bool: self = .bool(b)
        case let e as any AppEnum: self = .string(e._rawString)
        case let e as any AppEntity: self = .string(e._entityValue.id)
        case let s as String: self = .string(s)
        case let s as any StringProtocol: self = .string(String(s))
        default: self = _number(v).map { .number($0) } ?? .string("\(v)")
        }
    }
}

/// What kind of editor a parameter has in the Edit Widget sheet.
public enum _ParameterKind: Sendable {
    case string, bool, integer, decimal
    /// Cases in `allCases` order: raw value and title.
    case enumeration([(value: String, title: String)])
    /// The query's suggested entities; searchable when the query is an `EntityStringQuery`.
    case entity(typeName: String, suggested: [_EntityValue], searchable: Bool)
    /// A type the sheet has no editor for (dates, files, measurements): not shown.
    case unsupported(String)
}

/// A parameter seen without its value type, for widgetsnap's host.
public protocol _AnyIntentParameter: AnyObject {
    var _title: String { get }
    /// The title as written, for a string table's translation.
    var _titleResource: LocalizedStringResource { get }
    /// An enum parameter's cases (raw value, title as written), in `allCases` order; empty for other types.
    var _caseTitleResources: [(value: String, title: LocalizedStringResource)] { get }
    var _isOptional: Bool { get }
    var _kind: _ParameterKind { get }
    var _default: _PlainValue { get }
    var _current: _PlainValue { get }
    var _range: (min: Double?, max: Double?) { get }
    /// Gives an entity parameter without a value its query's `defaultResult()`.
    func _applyQueryDefault()
}

extension IntentParameter: _AnyIntentParameter {
    static var unwrappedType: Any.Type { (Value.self as? _OptionalType.Type)?._wrappedType ?? Value.self }
    public var _title: String { title.string }
    public var _titleResource: LocalizedStringResource { title }
    public var _caseTitleResources: [(value: String, title: LocalizedStringResource)] {
        guard let e = Self.unwrappedType as? any AppEnum.Type else { return [] }
        return Self.caseResources(e)
    }
    public var _isOptional: Bool { Value.self is _OptionalType.Type }
    public var _default: _PlainValue { _PlainValue(defaultValue) }
    public var _current: _PlainValue { stored.map { _PlainValue($0) } ?? _PlainValue(defaultValue) }
    public var _range: (min: Double?, max: Double?) { range }

    public var _kind: _ParameterKind {
        let t = Self.unwrappedType
        if let choices = dynamicChoices { return .enumeration(choices) }
        if t == Bool.self { return .bool }
        if t == String.self { return .string }
        if let e = t as? any AppEnum.Type { return .enumeration(Self.cases(e)) }
        if let e = t as? any AppEntity.Type { return Self.entityKind(e) }
        if t is any BinaryInteger.Type { return .integer }
        if t is any BinaryFloatingPoint.Type { return .decimal }
        return .unsupported("\(t)")
    }

    public func _applyQueryDefault() {
        applyOptionsDefault()
        guard stored == nil, defaultValue == nil, let e = Self.unwrappedType as? any AppEntity.Type else { return }
        if let found = Self.defaultResult(e) { stored = found as? Value }
    }

    private static func caseResources<E: AppEnum>(_ type: E.Type) -> [(value: String, title: LocalizedStringResource)] {
        E.allCases.map { ($0._rawString, E.caseDisplayRepresentations[$0]?.title ?? LocalizedStringResource(stringLiteral: "\($0.rawValue)")) }
    }

    private static func cases<E: AppEnum>(_ type: E.Type) -> [(value: String, title: String)] {
        E.allCases.map { ($0._rawString, $0._title) }
    }

    private static func entityKind<E: AppEntity>(_ type: E.Type) -> _ParameterKind {
        let query = E.defaultQuery
        let suggested = _runSynchronously { (try? await query.suggestedEntities())?._elements ?? [] }
        return .entity(typeName: E.typeDisplayRepresentation.name.string, suggested: suggested.map(\._entityValue),
                       searchable: query is any EntityStringQuery)
    }

    private static func defaultResult<E: AppEntity>(_ type: E.Type) -> Any? {
        let query = E.defaultQuery
        return _runSynchronously { await query.defaultResult() }
    }
}
