import JSON5
import Foundation

/// Free functions: `count(xs)`, `isEmpty(xs)`, `min(a, b)`, `max(xs)`, `abs`, `round`, `floor`, `ceil`;
/// and argument checks shared with methods and formatters.
extension ExprEvaluator {
    static let functionExamples: [String: String] = [
        "count": "count(data.items)", "isEmpty": "isEmpty(data.items)", "min": "min(a, b) or min(xs)",
        "max": "max(a, b) or max(xs)", "abs": "abs(x)", "round": "round(x)", "floor": "floor(x)", "ceil": "ceil(x)",
    ]

    func callFunction(_ name: String, _ args: [ExprArgument], _ node: ExprNode) throws(ExpressionError) -> JSONValue {
        guard Self.functionExamples[name] != nil else { throw unknownFunction(name, node) }
        try Self.rejectLabels(args, allowed: nil)
        var values: [JSONValue] = []
        for a in args { values.append(try eval(a.value)) }
        return try applyFunction(name, args, values, node)
    }

    @inline(never)
    private func unknownFunction(_ name: String, _ node: ExprNode) -> ExpressionError {
        var hint = ExprSpelling.hint(for: name, candidates: Array(Self.functionExamples.keys), listLabel: "functions")
        if scope.variables[name] != nil { hint = "'\(name)' is a value, not a function" }
        return ExpressionError(message: "unknown function '\(name)'", offset: node.offset, hint: hint)
    }

    /// A function on evaluated arguments.
    private func applyFunction(_ name: String, _ args: [ExprArgument], _ values: [JSONValue], _ node: ExprNode) throws(ExpressionError) -> JSONValue {
        let example = Self.functionExamples[name] ?? ""
        switch name {
        case "count", "isEmpty":
            try Self.arity(args, 1...1, name, node, example)
            let n: Int
            switch values[0] {
            case .array(let a): n = a.count
            case .string(let s): n = s.count
            case .object(let o): n = o.count
            default:
                throw ExpressionError(message: "'\(name)' needs an array, a string or an object, found \(values[0].typeName)",
                                      offset: args[0].value.start)
            }
            return name == "count" ? .number(Double(n)) : .bool(n == 0)
        case "min", "max":
            try Self.arity(args, 1...Int.max, name, node, example)
            var items = values
            if values.count == 1 {
                guard case .array(let a) = values[0] else {
                    throw ExpressionError(message: "'\(name)' of one value needs an array, found \(values[0].typeName)",
                                          offset: args[0].value.start, hint: "e.g. \(example)")
                }
                items = a
            }
            return try extreme(items, max: name == "max", at: node.offset)
        default:
            try Self.arity(args, 1...1, name, node, example)
            guard case .number(let x) = values[0] else {
                throw ExpressionError(message: "'\(name)' needs a number, found \(values[0].typeName)", offset: args[0].value.start)
            }
            switch name {
            case "abs": return .number(Swift.abs(x))
            case "round": return .number(x.rounded(.toNearestOrAwayFromZero))
            case "floor": return .number(x.rounded(.down))
            default: return .number(x.rounded(.up))
            }
        }
    }

    /// The smallest or largest of numbers or of strings; nulls are skipped; null for none.
    func extreme(_ items: [JSONValue], max: Bool, at offset: Int) throws(ExpressionError) -> JSONValue {
        var best: JSONValue = .null
        for v in items where v != .null {
            if best == .null { best = v; continue }
            let c = try ExprEvaluator.compare(v, best, at: offset)
            if max ? c > 0 : c < 0 { best = v }
        }
        if case .number = best { return best }
        if case .string = best { return best }
        if best == .null { return .null }
        throw ExpressionError(message: "cannot compare \(best.typeName) values", offset: offset, hint: "min and max compare numbers or strings")
    }

    static func arity(_ args: [ExprArgument], _ range: ClosedRange<Int>, _ name: String, _ node: ExprNode, _ example: String) throws(ExpressionError) {
        guard !range.contains(args.count) else { return }
        let wanted = range.lowerBound == range.upperBound ? "\(range.lowerBound)"
            : range.upperBound == Int.max ? "at least \(range.lowerBound)" : "\(range.lowerBound) or \(range.upperBound)"
        let noun = range == 1...1 ? "argument" : "arguments"
        throw ExpressionError(message: "'\(name)' takes \(wanted) \(noun), found \(args.count)", offset: node.offset, hint: "e.g. \(example)")
    }

    static func rejectLabels(_ args: [ExprArgument], allowed: String?) throws(ExpressionError) {
        for a in args {
            if let label = a.label, label != allowed {
                throw ExpressionError(message: "unexpected argument label '\(label):'", offset: a.offset,
                                      hint: allowed.map { "the only label here is '\($0):'" } ?? "remove the label")
            }
        }
    }
}
