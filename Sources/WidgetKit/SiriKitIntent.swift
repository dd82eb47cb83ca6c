import AppIntents
import Intents
import WidgetModel

/// A SiriKit intent seen as an app intent, so that widgetsnap's host, Edit Widget sheet and
/// instances handle both alike: its parameters are the generated class's `_parameters`, read from
/// and written to the intent's values. Entity options and defaults come from the intent handler a
/// test hands over (``INIntentHandlers``).
public struct _SiriKitIntent<I: INIntent>: WidgetConfigurationIntent, _ParameterListing, _AnySiriKitIntent, @unchecked Sendable {
    public let intent: I
    public init() { intent = I() }
    public init(_ intent: I) { self.intent = intent }
    public var inIntent: INIntent { intent }

    public static var title: LocalizedStringResource { LocalizedStringResource(stringLiteral: I._title) }
    public static var description: IntentDescription { IntentDescription(LocalizedStringResource(stringLiteral: I._description)) }

    public var _parameterList: [(name: String, parameter: any _AnyIntentParameter)] {
        I._parameters.map { ($0.name, _SiriKitParameter(intent: intent, description: $0)) }
    }

    /// The definition's relationships as the model's `showWhen` (a parameter shown while its parent has a value).
    static func conditions(_ model: inout ConfigurationIntent) {
        let all = I._parameters
        for i in model.parameters.indices {
            guard let p = all.first(where: { $0.name == model.parameters[i].name }), let r = p.relationship,
                  let parent = all.first(where: { $0.name == r.parent }) else { continue }
            switch r.value {
            case nil: model.parameters[i].showWhen = ParameterCondition(parameter: r.parent, test: .hasAnyValue)
            case let b as Bool: model.parameters[i].showWhen = ParameterCondition(parameter: r.parent, test: .equals(.bool(b)))
            case let s as String:
                if case .enumeration = parent.kind { model.parameters[i].showWhen = ParameterCondition(parameter: r.parent, test: .equals(.string(s))) }
            default: break
            }
        }
    }
}

/// A ``_SiriKitIntent`` of any intent class.
public protocol _AnySiriKitIntent {
    var inIntent: INIntent { get }
    static func _adjust(_ model: inout ConfigurationIntent)
}

extension _SiriKitIntent {
    public static func _adjust(_ model: inout ConfigurationIntent) { conditions(&model) }
}

/// One parameter of a SiriKit intent, for the host: its kind, and its value as a plain value (an
/// enum case's name, an object's identifier, a number, a Boolean, a text).
final class _SiriKitParameter: _AnyIntentParameter {
    let intent: INIntent
    let description: _INParameter
    init(intent: INIntent, description: _INParameter) { self.intent = intent; self.description = description }

    var _title: String { description.title }
    /// The definition's title, looked up in the app's string tables like an app intent's.
    var _titleResource: LocalizedStringResource { LocalizedStringResource(stringLiteral: description.title) }
    var _caseTitleResources: [(value: String, title: LocalizedStringResource)] {
        guard case .enumeration(let cases) = description.kind else { return [] }
        return cases.map { ($0.name, LocalizedStringResource(stringLiteral: $0.title)) }
    }
    var _isOptional: Bool { true }
    var _range: (min: Double?, max: Double?) {
        switch description.kind {
        case .integer(let min, let max), .decimal(let min, let max): (min, max)
        default: (nil, nil)
        }
    }

    var _kind: _ParameterKind {
        if description.isArray { return .unsupported("[\(description.name)]") }
        switch description.kind {
        case .string: return .string
        case .boolean: return .bool
        case .integer: return .integer
        case .decimal: return .decimal
        case .enumeration(let cases): return .enumeration(cases.map { ($0.name, $0.title) })
        case .object(let typeName, _, let searchable):
            return .entity(typeName: typeName, suggested: options().map { o in
                _EntityValue(id: o.identifier ?? o.displayString, title: o.displayString, subtitle: o.subtitleString)
            }, searchable: searchable)
        case .other(let name): return .unsupported(name)
        }
    }

    var _default: _PlainValue { plain(description.defaultValue) }
    var _current: _PlainValue { plain(intent._values[description.name]) }

    /// An object parameter without a value gets the handler's `default<Param>(for:)`.
    func _applyQueryDefault() {
        guard intent._values[description.name] == nil, case .object = description.kind,
              let handler = INIntentHandlers.handler(for: intent),
              let provide = type(of: intent)._defaultProvider(for: description.name, handler: handler) else { return }
        if let value = provide(intent) { intent._values[description.name] = value }
    }

    /// The handler's dynamic options, every section's items in order.
    func options() -> [INObject] {
        guard let handler = INIntentHandlers.handler(for: intent),
              let provide = type(of: intent)._optionsProvider(for: description.name, handler: handler) else { return [] }
        let handed = _HandedOptions(intent: intent, provide: provide)
        return _runSynchronously { _HandedObjects(value: ((try? await handed.provide(handed.intent)) ?? nil)?.flatMap(\.items) ?? []) }.value
    }

    func plain(_ value: Any?) -> _PlainValue {
        guard let value else { return .none }
        switch (description.kind, value) {
        case (.enumeration(let cases), let raw as Int): return cases.first { $0.value == raw }.map { .string($0.name) } ?? .none
        case (.boolean, let n as NSNumber): return .bool(n.boolValue)
        case (_, let n as NSNumber): return .number(n.doubleValue)
        case (_, let o as INObject): return .string(o.identifier ?? o.displayString)
        case (_, let s as String): return .string(s)
        default: return _PlainValue(value)
        }
    }
}

struct _HandedOptions: @unchecked Sendable {
    let intent: INIntent
    let provide: (INIntent) async throws -> [INObjectSection<INObject>]?
}

struct _HandedObjects: @unchecked Sendable { let value: [INObject] }
