/// An intent: the configuration of a SiriKit-configured widget. The classes generated from an
/// `.intentdefinition` subclass it; their properties keep their values in ``_values`` (the
/// parameter's name → a plain value: a `String`, an `NSNumber`, an enum case's `Int`, an `INObject`,
/// an array of those), and describe their parameters in ``_parameters``. A new intent has the
/// definition's default values.
open class INIntent: NSObject {
    /// The parameters' values by name.
    public var _values: [String: Any] = [:]
    public private(set) var identifier: String?

    public required override init() {
        super.init()
        for p in Self._parameters { if let d = p.defaultValue { _values[p.name] = d } }
    }

    /// A human-readable summary (the intent's title).
    open var intentDescription: String? { Self._title }
    /// Accepted; widgetsnap shows no suggestions.
    open var suggestedInvocationPhrase: String?

    public func _value(_ name: String) -> Any? { _values[name] }
    public func _setValue(_ value: Any?, _ name: String) { _values[name] = value }

    // MARK: - What the generated class says about itself

    /// The intent's title in the definition (`INIntentTitle`).
    open class var _title: String { "\(self)" }
    /// The intent's description (`INIntentDescription`).
    open class var _description: String { "" }
    /// The configurable parameters, in the definition's order.
    open class var _parameters: [_INParameter] { [] }
    /// A parameter's dynamic options from an intent handler (`provide<Param>OptionsCollection`),
    /// nil when the handler does not handle this intent or that parameter.
    open class func _optionsProvider(for parameter: String, handler: Any) -> ((INIntent) async throws -> [INObjectSection<INObject>]?)? { nil }
    /// A parameter's default from an intent handler (`default<Param>(for:)`).
    open class func _defaultProvider(for parameter: String, handler: Any) -> ((INIntent) -> Any?)? { nil }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? INIntent, type(of: other) == type(of: self) else { return false }
        return _INPlain.describe(_values) == _INPlain.describe(other._values)
    }
    open override var hash: Int { _INPlain.describe(_values).hashValue }
}

/// A parameter of a generated intent class, as the definition states it.
public struct _INParameter: @unchecked Sendable {
    public enum Kind: @unchecked Sendable {
        case string
        case integer(min: Double?, max: Double?)
        case decimal(min: Double?, max: Double?)
        case boolean
        /// The cases other than `unknown`: name, raw value and title.
        case enumeration([(name: String, value: Int, title: String)])
        /// A custom type (`INObject` subclass); its options come from the intent handler when `dynamic`.
        case object(typeName: String, dynamic: Bool, searchable: Bool)
        /// Types the Edit Widget sheet has no editor for (dates, URLs): kept, not shown.
        case other(String)
    }
    /// When the parameter is shown: the parent parameter and the value it must have (nil: any value).
    public struct Relationship: @unchecked Sendable {
        public let parent: String
        public let value: Any?
        public init(parent: String, value: Any?) { self.parent = parent; self.value = value }
    }
    public let name: String
    public let title: String
    public let kind: Kind
    public let isArray: Bool
    public let defaultValue: Any?
    public let relationship: Relationship?

    public init(name: String, title: String, kind: Kind, isArray: Bool = false, defaultValue: Any? = nil, relationship: Relationship? = nil) {
        self.name = name; self.title = title; self.kind = kind; self.isArray = isArray
        self.defaultValue = defaultValue; self.relationship = relationship
    }
}

/// Raised by a generated handling protocol's default implementations: the handler does not
/// implement that method.
public struct INIntentHandlingNotImplemented: Error { public init() {} }

/// Plain descriptions of parameter values, for equality.
enum _INPlain {
    static func describe(_ values: [String: Any]) -> String {
        values.keys.sorted().map { "\($0)=\(describe(value: values[$0]!))" }.joined(separator: ";")
    }
    static func describe(value: Any) -> String {
        switch value {
        case let o as INObject: "\(o.identifier ?? "")|\(o.displayString)"
        case let a as [Any]: "[" + a.map(describe(value:)).joined(separator: ",") + "]"
        default: "\(value)"
        }
    }
}
