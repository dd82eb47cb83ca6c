import Foundation
import Testing
@testable import WidgetExpressions
import JSON5

/// Shared fixture for the expression-language tests: a widget-like scope at 2026-06-01T09:41:00Z.
enum ExprFixture {
    static let now = Date(timeIntervalSince1970: 1_780_306_860)

    static let entry = exprJSON("""
    {"amount": 1234.5, "temperature": 21.4, "date": "2026-06-01T09:41:00Z", "title": "Hello", "low": -3.6,
     "ratio": 0.256, "nothing": null, "flag": true, "weather": {"condition": "Sunny", "high": 24}, "key with space": 7}
    """)
    static let config = exprJSON("""
    {"category": "All", "card": {"name": "Visa", "limit": 2}, "currency": "EUR", "limit": 3}
    """)
    static let data = exprJSON("""
    {"purchases": [
      {"name": "Lunch", "amount": 20, "category": "Food", "date": "2026-05-30T12:00:00Z"},
      {"name": "Train", "amount": 75.5, "category": "Travel", "date": "2026-05-28T08:00:00Z"},
      {"name": "Dinner", "amount": 120, "category": "Food", "date": "2026-05-31T19:30:00Z"},
      {"name": "Shoes", "amount": 55, "category": "Shopping", "date": "2026-05-28T08:00:00Z"}],
     "tags": ["a", "b", "c"], "empty": [], "scores": [3, 1, 2, 1], "names": ["Cy", "ab", "Bo"],
     "withNulls": [4, null, 1]}
    """)

    static let scope = ExpressionScope(
        variables: ["entry": entry, "config": config, "data": data, "family": .string("systemSmall")], now: now)
}

/// Decodes JSON text (fragments allowed) into a JSONValue.
func exprJSON(_ text: String) -> JSONValue {
    do { return try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)) } catch {
        Issue.record("bad JSON in test: \(text)")
        return .null
    }
}

func exprEval(_ source: String, _ scope: ExpressionScope = ExprFixture.scope) throws(ExpressionError) -> JSONValue {
    try Expression(parsing: source).evaluate(in: scope)
}

/// The error from parsing or evaluating `source`, or nil when it succeeds.
func exprError(_ source: String, _ scope: ExpressionScope = ExprFixture.scope) -> ExpressionError? {
    do { _ = try exprEval(source, scope); return nil } catch { return error }
}

/// An expected error: message, offset and (optionally) a fragment the hint must contain.
struct ExprErrorCase: Sendable, CustomTestStringConvertible {
    var source: String
    var message: String
    var offset: Int
    var hint: String? = nil
    var testDescription: String { source }

    init(_ source: String, _ message: String, _ offset: Int, hint: String? = nil) {
        self.source = source
        self.message = message
        self.offset = offset
        self.hint = hint
    }
}
