import JSON5
import Foundation

/// The names an expression can read, and the moment relative-time formatters measure from.
///
/// A widget's scope has the roots `entry`, `config`, `data` and `family`; a `ForEach` adds its item
/// name with ``adding(_:_:)``.
public struct ExpressionScope: Sendable {
    /// The root variables, e.g. `"entry"`, `"config"`, `"data"`, `"family"` and `ForEach` item names.
    public var variables: [String: JSONValue]
    /// The timeline entry's date: `relative`, `offset` and `timer` are measured from it.
    public var now: Date
    /// The locale formatters write in (`en`, `ja`, `zh-Hans`, …; see ``ExprLocale/shipped``).
    public var locale: String
    /// The locale's plain translations, which the `localized` formatter looks values up in.
    public var strings: [String: String] = [:]

    /// A scope with the given roots, reference date and formatting locale.
    public init(variables: [String: JSONValue], now: Date, locale: String = "en") {
        self.variables = variables
        self.now = now
        self.locale = locale
    }

    /// A copy of this scope with one more (or a replaced) root variable.
    public func adding(_ name: String, _ value: JSONValue) -> ExpressionScope {
        var copy = self
        copy.variables[name] = value
        return copy
    }
}
