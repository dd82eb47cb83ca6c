/// The sentence Shortcuts shows for an intent, and for a widget the parameters its Edit Widget
/// sheet lists: those named in the summary (in the string, then in the block), and with `When`
/// those of the branch whose condition holds.
public protocol ParameterSummary: Sendable {
    var _node: _SummaryNode { get }
}

/// A parameter summary without its intent type: key paths into the intent's parameters.
public indirect enum _SummaryNode: @unchecked Sendable {
    /// No summary given: every parameter is listed.
    case all
    case summary(text: [_SummaryText], parameters: [AnyKeyPath])
    case when(parameter: AnyKeyPath, comparison: _SummaryComparison, value: _PlainValue, then: _SummaryNode, otherwise: _SummaryNode?)
}

public enum _SummaryText: @unchecked Sendable {
    case literal(String)
    case parameter(AnyKeyPath)
}

/// What a `When` compares with.
public enum _SummaryComparison: Sendable {
    case equalTo, notEqualTo, hasAnyValue, hasNoValue
}

/// The summary of an intent that declares none.
public struct _NoParameterSummary: ParameterSummary {
    public init() {}
    public var _node: _SummaryNode { .all }
}

/// "Departures from \(\.$stop)": text with parameters in it.
public struct ParameterSummaryString<Intent>: ExpressibleByStringInterpolation, @unchecked Sendable {
    let parts: [_SummaryText]
    public init(stringLiteral value: String) { parts = [.literal(value)] }
    public init(stringInterpolation: StringInterpolation) { parts = stringInterpolation.parts }

    public struct StringInterpolation: StringInterpolationProtocol {
        var parts: [_SummaryText] = []
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { if !literal.isEmpty { parts.append(.literal(literal)) } }
        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) { parts.append(.parameter(parameter)) }
    }

    /// The text and the parameters, in order.
    public var _parts: [_SummaryText] { parts }

    var parameters: [AnyKeyPath] {
        parts.compactMap { if case .parameter(let k) = $0 { k } else { nil } }
    }
}

/// The parameters after a summary's sentence: `{ \.$maxDepartures; \.$showsPlatform }`.
@resultBuilder
public enum ParameterSummaryBuilder<Intent> {
    public static func buildExpression<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) -> [AnyKeyPath] { [parameter] }
    public static func buildBlock(_ parts: [AnyKeyPath]...) -> [AnyKeyPath] { parts.flatMap { $0 } }
}

/// The summary inside a `When` branch.
@resultBuilder
public enum ParameterSummaryCaseBuilder {
    public static func buildExpression<S: ParameterSummary>(_ summary: S) -> _SummaryNode { summary._node }
    public static func buildBlock(_ node: _SummaryNode) -> _SummaryNode { node }
}

/// `Summary("Start \(\.$preset) sessions") { \.$other }`; written `Summary` inside an intent.
public struct IntentParameterSummary<Intent>: ParameterSummary, @unchecked Sendable {
    let text: [_SummaryText]
    let parameters: [AnyKeyPath]

    public init(_ summary: ParameterSummaryString<Intent>) { text = summary.parts; parameters = summary.parameters }
    public init(_ summary: ParameterSummaryString<Intent>, @ParameterSummaryBuilder<Intent> _ table: () -> [AnyKeyPath]) {
        text = summary.parts; parameters = summary.parameters + table()
    }
    public init(@ParameterSummaryBuilder<Intent> _ table: () -> [AnyKeyPath]) { text = []; parameters = table() }
    /// `Summary()`: no parameter is named, so the Edit Widget sheet lists none.
    public init() { text = []; parameters = [] }

    public var _node: _SummaryNode { .summary(text: text, parameters: parameters) }
}

/// `When(\.$showsPlatform, .equalTo, true) { Summary(…) } otherwise: { Summary(…) }`.
public struct IntentParameterSummaryWhen<Intent>: ParameterSummary, @unchecked Sendable {
    let node: _SummaryNode
    public var _node: _SummaryNode { node }

    public init<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: _SummaryComparison, _ value: Value,
                       @ParameterSummaryCaseBuilder _ then: () -> _SummaryNode,
                       @ParameterSummaryCaseBuilder otherwise: () -> _SummaryNode) {
        node = .when(parameter: parameter, comparison: comparison, value: _PlainValue(value), then: then(), otherwise: otherwise())
    }
    public init<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: _SummaryComparison, _ value: Value,
                       @ParameterSummaryCaseBuilder _ then: () -> _SummaryNode) {
        node = .when(parameter: parameter, comparison: comparison, value: _PlainValue(value), then: then(), otherwise: nil)
    }
    public init<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: _SummaryComparison,
                       @ParameterSummaryCaseBuilder _ then: () -> _SummaryNode,
                       @ParameterSummaryCaseBuilder otherwise: () -> _SummaryNode) {
        node = .when(parameter: parameter, comparison: comparison, value: .none, then: then(), otherwise: otherwise())
    }
    public init<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: _SummaryComparison,
                       @ParameterSummaryCaseBuilder _ then: () -> _SummaryNode) {
        node = .when(parameter: parameter, comparison: comparison, value: .none, then: then(), otherwise: nil)
    }
}

/// `Switch(\.$kind) { Case(.light) { Summary(…) } Case(.fan) { … } DefaultCase { … } }`: the summary
/// of the case whose value the parameter has. Read as `When`s one inside the other (the first case's
/// `When`, otherwise the next case's …, otherwise the default), so a parameter gets the conditions
/// `When` gives it.
public struct IntentParameterSummarySwitch<Intent, Value>: ParameterSummary, @unchecked Sendable {
    let node: _SummaryNode
    public var _node: _SummaryNode { node }

    public init(_ parameter: KeyPath<Intent, IntentParameter<Value>>,
                @ParameterSummarySwitchBuilder<Value> _ cases: () -> [ParameterSummarySwitchCase<Value>]) {
        let all = cases()
        let fallback = all.last { $0.value == nil }?.node
        var node: _SummaryNode? = fallback
        for c in all.reversed() {
            guard let value = c.value else { continue }
            node = .when(parameter: parameter, comparison: .equalTo, value: value, then: c.node, otherwise: node)
        }
        self.node = node ?? .summary(text: [], parameters: [])
    }
}

/// One case of a `Switch`: its value (nil for `DefaultCase`) and its summary.
public struct ParameterSummarySwitchCase<Value>: @unchecked Sendable {
    let value: _PlainValue?
    let node: _SummaryNode
}

/// `Case(.light) { Summary(…) }` inside a `Switch`.
public struct IntentParameterSummaryCase<Intent, Value> {
    let item: ParameterSummarySwitchCase<Value>
    public init(_ value: Value, @ParameterSummaryCaseBuilder _ content: () -> _SummaryNode) {
        item = ParameterSummarySwitchCase(value: _PlainValue(value), node: content())
    }
}

/// `DefaultCase { Summary(…) }`: the summary when no case matches.
public struct IntentParameterSummaryDefaultCase<Intent> {
    let node: _SummaryNode
    public init(@ParameterSummaryCaseBuilder _ content: () -> _SummaryNode) { node = content() }
}

@resultBuilder
public enum ParameterSummarySwitchBuilder<Value> {
    public static func buildExpression<Intent>(_ c: IntentParameterSummaryCase<Intent, Value>) -> [ParameterSummarySwitchCase<Value>] { [c.item] }
    public static func buildExpression<Intent>(_ c: IntentParameterSummaryDefaultCase<Intent>) -> [ParameterSummarySwitchCase<Value>] {
        [ParameterSummarySwitchCase(value: nil, node: c.node)]
    }
    public static func buildBlock(_ parts: [ParameterSummarySwitchCase<Value>]...) -> [ParameterSummarySwitchCase<Value>] { parts.flatMap { $0 } }
}

extension AppIntent {
    public typealias Summary = IntentParameterSummary<Self>
    public typealias When = IntentParameterSummaryWhen<Self>
    public typealias Switch<Value> = IntentParameterSummarySwitch<Self, Value>
    public typealias Case<Value> = IntentParameterSummaryCase<Self, Value>
    public typealias DefaultCase = IntentParameterSummaryDefaultCase<Self>
}
