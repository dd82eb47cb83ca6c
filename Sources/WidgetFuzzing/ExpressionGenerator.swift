/// Random binding expressions over the names a widget has (`entry`, `data`, `config`, `family`),
/// from the grammar of `docs/expressions.md`, including the combinations that once ran away.
public struct ExpressionGenerator: Sendable {
    static let paths = ["entry.n", "entry.name", "entry.items", "data.a", "data.b", "data.words", "config.x", "family", "entry.date", "it"]
    static let literals = ["0", "1", "-1", "1e300", "2.5", "\"a\"", "\"\"", "true", "null", "[1, 2, 3]", "[]"]
    static let methods = ["map", "where", "sorted", "sortedDescending", "sum", "min", "max", "contains", "joined", "prefix", "suffix",
                          "firstWhere", "filterBy", "uppercased", "hasPrefix", "count", "isEmpty", "first", "last"]
    static let formatters = ["number", "currency", "percent", "date", "time", "relative", "uppercase", "default(\"-\")", "temperature", "number(2)"]
    static let operators = ["+", "-", "*", "/", "%", "==", "!=", "<", ">=", "&&", "||", "??"]

    public init() {}

    /// An expression at most `depth` levels deep.
    public func expression(_ random: inout FuzzRandom, depth: Int = 4) -> String {
        if depth == 0 || random.chance(0.25) { return random.chance(0.6) ? random.pick(Self.paths) : random.pick(Self.literals) }
        let sub = { (r: inout FuzzRandom) in self.expression(&r, depth: depth - 1) }
        switch random.below(7) {
        case 0: return "\(sub(&random)) \(random.pick(Self.operators)) \(sub(&random))"
        case 1:
            let m = random.pick(Self.methods)
            if ["count", "isEmpty", "first", "last"].contains(m) { return "\(sub(&random)).\(m)" }
            if m == "filterBy" { return "\(sub(&random)).filterBy(\"k\", \(sub(&random)))" }
            return "\(sub(&random)).\(m)(\(random.chance(0.2) ? "" : sub(&random)))"
        case 2: return "\(sub(&random)) | \(random.pick(Self.formatters))"
        case 3: return "(\(sub(&random)) ? \(sub(&random)) : \(sub(&random)))"
        case 4: return "\(sub(&random))[\(sub(&random))]"
        case 5: return random.pick(["!", "-"]) + sub(&random)
        default: return random.pick(["count", "min", "max", "abs", "round", "floor"]) + "(\(sub(&random)))"
        }
    }

    /// A text template with one to three interpolations.
    public func template(_ random: inout FuzzRandom) -> String {
        (0...random.below(3)).map { _ in "x {\(expression(&random))}" }.joined()
    }
}
