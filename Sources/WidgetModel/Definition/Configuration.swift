/// The widget's configuration intent: the parameters shown on the back of the widget ("Edit Widget").
public struct ConfigurationIntent: Sendable {
    public var title: String
    public var description: String?
    /// Named colour of the configuration UI's accent (Xcode's Global Accent Color Name).
    public var accentColor: String?
    /// Named colour of the configuration UI's background (Widget Background Color Name).
    public var backgroundColor: String?
    /// Parameters in declaration order: each becomes one row.
    public var parameters: [IntentParameter]
    /// The intent's name in donations (e.g. `ViewRecentPurchases`); nil uses the widget's kind.
    public var name: String?
    /// Whether the intent is eligible for Siri Suggestions (`PredictableIntent`): only then are donations accepted.
    public var predictable: Bool
    /// The parameter combinations meaningful for prediction ("Supported Combinations"), e.g.
    /// `[["card"], ["card", "category"]]`. Empty when not given: a donation then matches through the empty combination.
    public var supportedCombinations: [[String]]

    public init(title: String, description: String?, accentColor: String?, backgroundColor: String?, parameters: [IntentParameter],
                name: String? = nil, predictable: Bool = false, supportedCombinations: [[String]] = []) {
        self.title = title; self.description = description; self.accentColor = accentColor
        self.backgroundColor = backgroundColor; self.parameters = parameters
        self.name = name; self.predictable = predictable; self.supportedCombinations = supportedCombinations
    }

    /// The combinations donations are matched through: the declared ones, or the empty one.
    public var predictionCombinations: [[String]] { supportedCombinations.isEmpty ? [[]] : supportedCombinations }

    public func parameter(named name: String) -> IntentParameter? { parameters.first { $0.name == name } }
}

/// One configuration parameter.
public struct IntentParameter: Sendable {
    public var name: String
    public var title: String
    public var type: ParameterType
    /// The default value; for an entity parameter, the id of the default entity.
    public var defaultValue: JSONValue?
    /// Shown only when another parameter has a given value.
    public var showWhen: ParameterCondition?

    public init(name: String, title: String, type: ParameterType, defaultValue: JSONValue?, showWhen: ParameterCondition?) {
        self.name = name; self.title = title; self.type = type; self.defaultValue = defaultValue; self.showWhen = showWhen
    }
}

/// The type of a parameter, which decides its editor in the configuration UI.
public enum ParameterType: Sendable {
    case string
    case bool
    case integer(min: Double?, max: Double?)
    case decimal(min: Double?, max: Double?)
    case enumeration([EnumCase])
    /// Dynamic options drawn from an app-data collection.
    case entity(EntitySource)

    public var name: String {
        switch self {
        case .string: "string"
        case .bool: "bool"
        case .integer: "integer"
        case .decimal: "decimal"
        case .enumeration: "enum"
        case .entity: "entity"
        }
    }
}

/// A case of an enum parameter.
public struct EnumCase: Sendable, Hashable {
    public var value: String
    public var title: String
    public init(value: String, title: String) { self.value = value; self.title = title }
}

/// Where an entity parameter's dynamic options come from.
public struct EntitySource: Sendable, Hashable {
    /// The key of the app-data array holding the entities.
    public var collection: String
    /// The key of each entity's identifier.
    public var idKey: String
    /// The key of each entity's display title.
    public var titleKey: String
    /// Whether the option list has a search field.
    public var searchable: Bool
    public init(collection: String, idKey: String, titleKey: String, searchable: Bool) {
        self.collection = collection; self.idKey = idKey; self.titleKey = titleKey; self.searchable = searchable
    }
}

/// A dependency: the parameter is shown only while `parameter` satisfies the condition.
public struct ParameterCondition: Sendable, Hashable {
    public enum Test: Sendable, Hashable {
        case equals(JSONValue)
        case oneOf([JSONValue])
        case hasAnyValue
    }
    public var parameter: String
    public var test: Test
    public init(parameter: String, test: Test) { self.parameter = parameter; self.test = test }

    /// Whether the condition holds for a parameter value.
    public func isSatisfied(by value: JSONValue?) -> Bool {
        switch test {
        case .equals(let v): value == v
        case .oneOf(let vs): value.map { vs.contains($0) } ?? false
        case .hasAnyValue: value != nil && value != .null
        }
    }
}
