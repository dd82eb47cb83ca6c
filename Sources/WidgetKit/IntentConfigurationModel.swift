import AppIntents
import WidgetModel

/// A Swift intent as widgetsnap's configuration model: the `ConfigurationIntent` a layout file's
/// `intent` decodes to (parameters, types, defaults, options, dependent parameters), the app data
/// its entity parameters' options come from, and an intent value's parameter values. The Edit
/// Widget sheet is drawn from it.
public enum IntentConfigurationModel {
    /// The data key of an entity parameter's suggested entities (`stop` → `stop.suggested`).
    public static func collection(of parameter: String) -> String { parameter + ".suggested" }

    /// The configuration model of an intent type, with the data its entity options come from.
    /// A parameter is listed when the intent's `parameterSummary` names it (every parameter when
    /// it declares none); one named in only one branch of a `When` is shown while that branch holds.
    /// The intent's title and description, the parameters' titles and the enum cases' titles are
    /// translated by `strings` (the app's tables for the sheet's language), else shown as written.
    public static func intent<I: WidgetConfigurationIntent>(_ type: I.Type, strings: AppStringTables = AppStringTables())
        -> (intent: ConfigurationIntent, data: [String: JSONValue]) {
        let probe = _defaultIntent(I.self)
        let parameters = _parameters(of: probe)
        let listing = Listing(I.parameterSummary._node, probe)
        var data: [String: JSONValue] = [:]
        var out: [WidgetModel.IntentParameter] = []
        let order = listing.order.isEmpty && listing.showsAll ? parameters.map(\.name) : listing.order
        for name in order {
            guard let p = parameters.first(where: { $0.name == name })?.parameter else { continue }
            let type: ParameterType
            switch p._kind {
            case .string: type = .string
            case .bool: type = .bool
            case .integer: type = .integer(min: p._range.min, max: p._range.max)
            case .decimal: type = .decimal(min: p._range.min, max: p._range.max)
            case .enumeration(let cases):
                let titles = Dictionary(p._caseTitleResources.map { ($0.value, $0.title.localized(with: strings)) }, uniquingKeysWith: { a, _ in a })
                type = .enumeration(cases.map { EnumCase(value: $0.value, title: titles[$0.value] ?? $0.title) })
            case .entity(_, let suggested, let searchable):
                type = .entity(EntitySource(collection: collection(of: name), idKey: "id", titleKey: "title", searchable: searchable))
                data[collection(of: name)] = .array(suggested.map { e in
                    var o: [String: JSONValue] = ["id": .string(e.id), "title": .string(e.title)]
                    if let s = e.subtitle { o["subtitle"] = .string(s) }
                    return .object(o)
                })
            case .unsupported: continue
            }
            let shownWhen = listing.conditions[name].flatMap { Self.condition(for: $0, parameters: parameters) }
            // The default a new widget has: the declared one, else (entities) the query's default result.
            out.append(WidgetModel.IntentParameter(name: name, title: p._titleResource.localized(with: strings), type: type,
                                                   defaultValue: json(p._current), showWhen: shownWhen))
        }
        let description = I.description.descriptionText.localized(with: strings)
        return (ConfigurationIntent(title: I.title.localized(with: strings), description: description.isEmpty ? nil : description, accentColor: nil,
                                    backgroundColor: nil, parameters: out), data)
    }

    /// An intent value's parameters as an instance's values (an enum case's raw value, an entity's id).
    public static func values(of intent: any WidgetConfigurationIntent) -> [String: JSONValue] {
        var out: [String: JSONValue] = [:]
        for (name, p) in _parameters(of: intent) {
            if let v = json(p._current) { out[name] = v }
        }
        return out
    }

    static func json(_ value: _PlainValue) -> JSONValue? {
        switch value {
        case .none: nil
        case .string(let s): .string(s)
        case .number(let n): .number(n)
        case .bool(let b): .bool(b)
        }
    }

    /// A `When` branch condition as the model's `showWhen`; nil when the model cannot say it
    /// (the parameter is then always shown).
    static func condition(for c: Listing.Condition, parameters: [(name: String, parameter: any _AnyIntentParameter)]) -> ParameterCondition? {
        guard let parent = parameters.first(where: { $0.name == c.parameter })?.parameter else { return nil }
        var comparison = c.comparison
        if c.negated {
            switch comparison {
            case .equalTo: comparison = .notEqualTo
            case .notEqualTo: comparison = .equalTo
            case .hasAnyValue: comparison = .hasNoValue
            case .hasNoValue: comparison = .hasAnyValue
            }
        }
        switch comparison {
        case .equalTo: return json(c.value).map { ParameterCondition(parameter: c.parameter, test: .equals($0)) }
        case .hasAnyValue: return ParameterCondition(parameter: c.parameter, test: .hasAnyValue)
        case .hasNoValue: return nil
        case .notEqualTo:
            // "Not v" as the other values of a Boolean or an enum.
            switch parent._kind {
            case .bool:
                guard case .bool(let b) = c.value else { return nil }
                return ParameterCondition(parameter: c.parameter, test: .equals(.bool(!b)))
            case .enumeration(let cases):
                let others = cases.map(\.value).filter { _PlainValue.string($0) != c.value }
                return ParameterCondition(parameter: c.parameter, test: .oneOf(others.map { .string($0) }))
            default: return nil
            }
        }
    }

    /// Which parameters a summary lists, in order, and under which condition.
    struct Listing {
        struct Condition { var parameter: String; var comparison: _SummaryComparison; var value: _PlainValue; var negated: Bool }
        var order: [String] = []
        var conditions: [String: Condition] = [:]
        var showsAll = false

        init(_ node: _SummaryNode, _ intent: any AppIntent) {
            func names(_ n: _SummaryNode) -> [String] {
                switch n {
                case .all: return _parameters(of: intent).map(\.name)
                case .summary(_, let keys): return keys.compactMap { _parameterName(of: $0, in: intent) }
                case .when(_, _, _, let a, let b): return names(a) + (b.map(names) ?? [])
                }
            }
            func walk(_ n: _SummaryNode) {
                switch n {
                case .all:
                    showsAll = true
                    for name in names(n) where !order.contains(name) { order.append(name) }
                case .summary:
                    for name in names(n) where !order.contains(name) { order.append(name) }
                case .when(let key, let comparison, let value, let then, let otherwise):
                    let before = Set(order)
                    walk(then)
                    if let otherwise { walk(otherwise) }
                    guard let parent = _parameterName(of: key, in: intent) else { return }
                    let inThen = Set(names(then)), inOtherwise = Set(otherwise.map(names) ?? [])
                    for name in order where !before.contains(name) && conditions[name] == nil {
                        if inThen.contains(name) && !inOtherwise.contains(name) {
                            conditions[name] = Condition(parameter: parent, comparison: comparison, value: value, negated: false)
                        } else if inOtherwise.contains(name) && !inThen.contains(name) {
                            conditions[name] = Condition(parameter: parent, comparison: comparison, value: value, negated: true)
                        }
                    }
                }
            }
            walk(node)
        }
    }
}
