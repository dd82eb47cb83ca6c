import JSON5
import Foundation

/// A parsed binding expression, e.g. `data.purchases.where(it.amount > 50).count` or
/// `entry.amount | currency("EUR")`.
///
/// Parsing checks syntax only; names and keys are resolved against an ``ExpressionScope`` when the
/// expression is evaluated. Evaluation is pure and deterministic, and never crashes: every problem
/// is an ``ExpressionError`` that points at the offending token.
public struct Expression: Sendable {
    /// The source text, as given.
    public let source: String
    let root: ExprNode

    /// Parses `source`.
    /// - Throws: ``ExpressionError`` for a syntax error, or when the source is longer than 4096
    ///   characters or nested more than 64 levels deep.
    public init(parsing source: String) throws(ExpressionError) {
        self.source = source
        self.root = try ExprParser.parse(source)
    }

    /// Evaluates the expression against `scope`.
    /// - Throws: ``ExpressionError`` for an unknown name, a missing key, a type mismatch, an
    ///   unknown method or formatter, division by zero, a bad date, ...
    public func evaluate(in scope: ExpressionScope) throws(ExpressionError) -> JSONValue {
        try ExprEvaluator(scope: scope).eval(root)
    }

    /// Evaluates with a step budget shared with other work (a template's other parts).
    func evaluate(in scope: ExpressionScope, budget: ExprBudget) throws(ExpressionError) -> JSONValue {
        try ExprEvaluator(scope: scope, budget: budget).eval(root)
    }

    /// Every member-access chain that starts at a root variable, with the offset of the root name,
    /// e.g. `entry.amount > 5` gives `(["entry", "amount"], 0)`. Used to check binding paths statically.
    ///
    /// A chain ends before a built-in member (`count`, `isEmpty`, `first`, `last`), a method call or
    /// a subscript that is not a string literal (`x["a b"]` adds `"a b"`; `xs[0]` ends the chain).
    /// Chains inside predicates and keys are included, except those rooted at the item variable `it`.
    public var referencedPaths: [(path: [String], offset: Int)] {
        var out: [(path: [String], offset: Int)] = []
        root.collectPaths(into: &out, itemBound: false)
        return out
    }
}
