import WidgetExpressions

/// The parsed form of every binding a layout file declares (text templates, colour templates and
/// expressions), keyed by source text. ``BindingChecker`` is the parser: it fills this table while it
/// checks the file, and the ``Resolver`` of every variant only evaluates what it finds here. A
/// source not in the table (a bare view tree decoded without a widget) is parsed once per resolver.
public struct ParsedBindings: Sendable {
    var templates: [String: TextTemplate] = [:]
    var expressions: [String: WidgetExpressions.Expression] = [:]

    public init() {}

    /// How many distinct bindings were parsed (templates and expressions).
    public var count: Int { templates.count + expressions.count }
}

extension ParsedBindings {
    /// The expression parsed from `source` (parsed now and kept if it is new).
    mutating func expression(_ source: String) throws(ExpressionError) -> WidgetExpressions.Expression {
        if let e = expressions[source] { return e }
        let e = try WidgetExpressions.Expression(parsing: source)
        expressions[source] = e
        return e
    }

    /// The template parsed from `source` (parsed now and kept if it is new).
    mutating func template(_ source: String) throws(ExpressionError) -> TextTemplate {
        if let t = templates[source] { return t }
        let t = try TextTemplate(parsing: source)
        templates[source] = t
        return t
    }
}
