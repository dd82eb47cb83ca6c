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

    /// A scope with the given roots and reference date.
    public init(variables: [String: JSONValue], now: Date) {
        self.variables = variables
        self.now = now
    }

    /// A copy of this scope with one more (or a replaced) root variable.
    public func adding(_ name: String, _ value: JSONValue) -> ExpressionScope {
        var copy = self
        copy.variables[name] = value
        return copy
    }
}
