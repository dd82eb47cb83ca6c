import JSON5
import Foundation

/// Counts evaluation steps so that pathological expressions (nested maps over large arrays) stop
/// with an error instead of running for ever. Besides each node evaluated, converting a value to
/// text, joining and copying arrays cost a step per item, so that the work done outside the
/// tree walk is bounded too.
final class ExprBudget {
    static let maxSteps = 1_000_000
    /// The longest string an expression or a text template may make, in UTF-8 bytes.
    static let maxTextLength = 10_000
    /// The steps charged for writing one number as text.
    static let numberTextCost = 16
    var steps = 0

    /// Spends `n` steps for work at `offset`.
    /// - Throws: ``ExpressionError`` once more than ``maxSteps`` are spent.
    func charge(_ n: Int, at offset: Int) throws(ExpressionError) {
        steps += n
        if steps > Self.maxSteps { throw ExprEvaluator.budgetError(offset) }
    }

    /// Checks the length of a string being made at `offset`.
    /// - Throws: ``ExpressionError`` when it is longer than ``maxTextLength`` bytes.
    func checkLength(_ s: String, at offset: Int) throws(ExpressionError) {
        if s.utf8.count > Self.maxTextLength { throw Self.lengthError(s.utf8.count, offset) }
    }

    @inline(never)
    static func lengthError(_ length: Int, _ offset: Int) -> ExpressionError {
        ExpressionError(message: "the text is too long (\(length) bytes; at most \(maxTextLength))", offset: offset,
                        hint: "show fewer items, e.g. xs.prefix(20)")
    }
}

/// Tree-walking evaluator. Recursion depth is bounded by the parser's tree-depth limit.
struct ExprEvaluator {
    let scope: ExpressionScope
    let budget: ExprBudget

    init(scope: ExpressionScope, budget: ExprBudget = ExprBudget()) {
        self.scope = scope
        self.budget = budget
    }

    /// An evaluator for an item-method argument: `it` is bound to `item`.
    func binding(_ item: JSONValue) -> ExprEvaluator {
        ExprEvaluator(scope: scope.adding("it", item), budget: budget)
    }

    func eval(_ node: ExprNode) throws(ExpressionError) -> JSONValue { try eval(node, lenient: false) }

    /// `lenient` is set on the left of `??` (and passed down a member chain): a missing key, a null
    /// in the middle of a path or an index out of range gives null instead of an error.
    func eval(_ node: ExprNode, lenient: Bool) throws(ExpressionError) -> JSONValue {
        budget.steps += 1
        if budget.steps > ExprBudget.maxSteps { throw Self.budgetError(node.offset) }
        switch node.kind {
        case .literal(let v): return v
        case .binary: return try evalBinary(node)
        case .member: return try evalMember(node, lenient)
        default: return try evalOther(node, lenient)
        }
    }

    // The cases of `eval` live in their own functions to keep its stack frame small.

    @inline(never)
    static func budgetError(_ offset: Int) -> ExpressionError {
        ExpressionError(message: "expression takes too long to evaluate (more than \(ExprBudget.maxSteps) steps)",
                        offset: offset, hint: "avoid nesting methods over large lists")
    }

    private func evalBinary(_ node: ExprNode) throws(ExpressionError) -> JSONValue {
        guard case .binary(let op, let l, let r) = node.kind else { return .null }
        return try binary(op, l, r, node)
    }

    private func evalMember(_ node: ExprNode, _ lenient: Bool) throws(ExpressionError) -> JSONValue {
        guard case .member(let base, let name) = node.kind else { return .null }
        return try evalMember(base, name, node.offset, lenient)
    }

    private func evalOther(_ node: ExprNode, _ lenient: Bool) throws(ExpressionError) -> JSONValue {
        switch node.kind {
        case .arrayLiteral(let items): return try evalArray(items)
        case .variable(let name): return try variable(name, at: node.offset)
        case .index(let base, let index): return try evalSubscript(base, index, lenient)
        case .unary(let op, let operand): return try unary(op, operand, node)
        case .conditional(let c, let a, let b): return try evalConditional(c, a, b)
        case .call(let name, let args): return try callFunction(name, args, node)
        case .method(let base, let name, let args): return try evalMethod(base, name, args, node)
        case .format(let base, let name, let args): return try evalFormat(base, name, args, node)
        case .literal(let v): return v
        case .binary, .member: return try eval(node, lenient: lenient)
        }
    }

    private func evalArray(_ items: [ExprNode]) throws(ExpressionError) -> JSONValue {
        var out: [JSONValue] = []
        for i in items { out.append(try eval(i)) }
        return .array(out)
    }

    private func evalMember(_ base: ExprNode, _ name: String, _ offset: Int, _ lenient: Bool) throws(ExpressionError) -> JSONValue {
        let value = try eval(base, lenient: lenient)
        return try member(value, name, base: base, at: offset, lenient: lenient)
    }

    private func evalSubscript(_ base: ExprNode, _ index: ExprNode, _ lenient: Bool) throws(ExpressionError) -> JSONValue {
        let value = try eval(base, lenient: lenient)
        let key = try eval(index)
        return try subscripted(value, key, base: base, index: index, lenient: lenient)
    }

    private func evalConditional(_ c: ExprNode, _ a: ExprNode, _ b: ExprNode) throws(ExpressionError) -> JSONValue {
        let chosen = try boolean(c) ? a : b
        return try eval(chosen)
    }

    private func evalMethod(_ base: ExprNode, _ name: String, _ args: [ExprArgument], _ node: ExprNode) throws(ExpressionError) -> JSONValue {
        let receiver = try eval(base)
        return try callMethod(receiver, name, args, base: base, node: node)
    }

    private func evalFormat(_ base: ExprNode, _ name: String, _ args: [ExprArgument], _ node: ExprNode) throws(ExpressionError) -> JSONValue {
        let value = try eval(base)
        var values: [JSONValue] = []
        for a in args { values.append(try eval(a.value)) }
        return try applyFormatter(value, name, args, values, node)
    }

    // MARK: - Names and paths

    private func variable(_ name: String, at offset: Int) throws(ExpressionError) -> JSONValue {
        if let v = scope.variables[name] { return v }
        let names = Array(scope.variables.keys)
        var hint = ExprSpelling.hint(for: name, candidates: names, listLabel: "known names")
        if name == "it" { hint = "'it' is the item inside where(…), map(…), sorted(…) and similar" }
        throw ExpressionError(message: "unknown name '\(name)'", offset: offset, hint: hint)
    }

    private static let collectionMembers = ["count", "isEmpty", "first", "last"]
    private static let memberAliases = ["length": "count", "size": "count", "empty": "isEmpty"]

    func member(_ value: JSONValue, _ name: String, base: ExprNode, at offset: Int, lenient: Bool) throws(ExpressionError) -> JSONValue {
        switch value {
        case .object(let o):
            if let v = o[name] { return v }
            if lenient { return .null }
            var hint = o.isEmpty ? "\(base.pathText ?? "the object") is empty"
                : ExprSpelling.hint(for: name, candidates: Array(o.keys), listLabel: "known keys")
            if name == "count" || name == "isEmpty" { hint = "\(name)(x) counts an object's keys; " + (hint ?? "") }
            throw ExpressionError(message: "no key '\(name)' in \(base.pathText ?? "object")", offset: offset, hint: hint)
        case .array(let a):
            switch name {
            case "count": return .number(Double(a.count))
            case "isEmpty": return .bool(a.isEmpty)
            case "first": return a.first ?? .null
            case "last": return a.last ?? .null
            default: break
            }
        case .string(let s):
            switch name {
            case "count": return .number(Double(s.count))
            case "isEmpty": return .bool(s.isEmpty)
            case "first": return s.first.map { .string(String($0)) } ?? .null
            case "last": return s.last.map { .string(String($0)) } ?? .null
            default: break
            }
        case .null:
            if lenient { return .null }
            throw ExpressionError(message: "cannot read '\(name)' of null", offset: offset,
                                  hint: "\(base.pathText ?? "the value") is null; use ?? to give a default")
        default:
            break
        }
        var hint = ExprSpelling.hint(for: name, candidates: Self.collectionMembers, listLabel: "\(value.typeName) members",
                                     extra: Self.memberAliases)
        if case .number = value { hint = "numbers have no members" } else if case .bool = value { hint = "booleans have no members" }
        throw ExpressionError(message: "\(value.typeName) has no member '\(name)'", offset: offset, hint: hint)
    }

    private func subscripted(_ value: JSONValue, _ index: JSONValue, base: ExprNode, index node: ExprNode, lenient: Bool) throws(ExpressionError) -> JSONValue {
        switch (value, index) {
        case (.object(let o), .string(let key)):
            if let v = o[key] { return v }
            if lenient { return .null }
            let hint = ExprSpelling.hint(for: key, candidates: Array(o.keys), listLabel: "known keys")
            throw ExpressionError(message: "no key '\(key)' in \(base.pathText ?? "object")", offset: node.start, hint: hint)
        case (.array(let a), .number(let n)):
            let i = try wholeNumber(n, at: node.start, what: "an index")
            if i >= 0, i < a.count { return a[i] }
            if lenient { return .null }
            throw ExpressionError(message: "index \(i) is out of range", offset: node.start,
                                  hint: "\(base.pathText ?? "the array") has \(a.count) item\(a.count == 1 ? "" : "s")")
        case (.string(let s), .number(let n)):
            let i = try wholeNumber(n, at: node.start, what: "an index")
            if i >= 0, i < s.count { return .string(String(s[s.index(s.startIndex, offsetBy: i)])) }
            if lenient { return .null }
            throw ExpressionError(message: "index \(i) is out of range", offset: node.start, hint: "the string has \(s.count) characters")
        case (.null, _):
            if lenient { return .null }
            throw ExpressionError(message: "cannot subscript null", offset: node.start,
                                  hint: "\(base.pathText ?? "the value") is null; use ?? to give a default")
        default:
            throw ExpressionError(message: "cannot subscript \(value.typeName) with \(index.typeName)", offset: node.start,
                                  hint: "use a number for arrays and strings, a string for objects")
        }
    }

    // MARK: - Operators

    func boolean(_ node: ExprNode) throws(ExpressionError) -> Bool {
        let v = try eval(node)
        if case .bool(let b) = v { return b }
        throw Self.notBoolean(v, node.start)
    }

    @inline(never)
    static func notBoolean(_ v: JSONValue, _ offset: Int) -> ExpressionError {
        let hint: String = switch v {
        case .number: "compare it, e.g. x > 0"
        case .string: "compare it, e.g. s == \"yes\" or !s.isEmpty"
        case .array, .object: "test it, e.g. !xs.isEmpty"
        default: "give a missing value a default, e.g. x ?? false"
        }
        return ExpressionError(message: "expected a boolean, found \(v.typeName)", offset: offset, hint: hint)
    }

    private func unary(_ op: ExprUnaryOp, _ operand: ExprNode, _ node: ExprNode) throws(ExpressionError) -> JSONValue {
        switch op {
        case .not:
            return .bool(!(try boolean(operand)))
        case .negate:
            let v = try eval(operand)
            guard case .number(let n) = v else { throw Self.cannotNegate(v, node.offset) }
            return .number(-n)
        }
    }

    @inline(never)
    private static func cannotNegate(_ v: JSONValue, _ offset: Int) -> ExpressionError {
        ExpressionError(message: "cannot negate \(v.typeName)", offset: offset, hint: "'-' needs a number")
    }

    private func binary(_ op: ExprBinaryOp, _ l: ExprNode, _ r: ExprNode, _ node: ExprNode) throws(ExpressionError) -> JSONValue {
        switch op {
        case .and: return .bool(try boolean(l) ? try boolean(r) : false)
        case .or: return .bool(try boolean(l) ? true : try boolean(r))
        case .coalesce:
            let a = try eval(l, lenient: true)
            return a == .null ? try eval(r) : a
        default: break
        }
        let a = try eval(l)
        let b = try eval(r)
        return try apply(op, a, b, node)
    }

    /// A binary operator on evaluated operands (not `&&`, `||`, `??`).
    private func apply(_ op: ExprBinaryOp, _ a: JSONValue, _ b: JSONValue, _ node: ExprNode) throws(ExpressionError) -> JSONValue {
        switch op {
        case .equal: return .bool(a == b)
        case .notEqual: return .bool(a != b)
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            let c = try ExprEvaluator.compare(a, b, at: node.offset)
            switch op {
            case .less: return .bool(c < 0)
            case .lessOrEqual: return .bool(c <= 0)
            case .greater: return .bool(c > 0)
            default: return .bool(c >= 0)
            }
        case .add:
            switch (a, b) {
            case (.number(let x), .number(let y)): return try number(x + y, at: node.offset)
            case (.string(let x), .string(let y)): return try joinedString(x, y, at: node.offset)
            case (.string(let x), .number), (.string(let x), .bool): return try joinedString(x, try ExprText.text(b, at: node.offset, budget: budget), at: node.offset)
            case (.number, .string(let y)), (.bool, .string(let y)): return try joinedString(try ExprText.text(a, at: node.offset, budget: budget), y, at: node.offset)
            case (.array(let x), .array(let y)):
                try budget.charge(x.count + y.count, at: node.offset)
                return .array(x + y)
            default:
                throw ExpressionError(message: "cannot add \(a.typeName) and \(b.typeName)", offset: node.offset,
                                      hint: a == .null || b == .null ? "use ?? to give a missing value a default" : nil)
            }
        default:
            guard case .number(let x) = a, case .number(let y) = b else {
                throw ExpressionError(message: "cannot apply '\(op.rawValue)' to \(a.typeName) and \(b.typeName)", offset: node.offset,
                                      hint: "'\(op.rawValue)' needs numbers")
            }
            switch op {
            case .subtract: return try number(x - y, at: node.offset)
            case .multiply: return try number(x * y, at: node.offset)
            default:
                if y == 0 {
                    throw ExpressionError(message: "division by zero", offset: node.offset, hint: "guard it, e.g. y == 0 ? 0 : x / y")
                }
                return try number(op == .divide ? x / y : x.truncatingRemainder(dividingBy: y), at: node.offset)
            }
        }
    }

    func number(_ x: Double, at offset: Int) throws(ExpressionError) -> JSONValue {
        guard x.isFinite else { throw ExpressionError(message: "number overflow", offset: offset, hint: "the result is too large") }
        return .number(x)
    }

    /// Orders two numbers or two strings; -1, 0 or 1.
    static func compare(_ a: JSONValue, _ b: JSONValue, at offset: Int) throws(ExpressionError) -> Int {
        switch (a, b) {
        case (.number(let x), .number(let y)): return x < y ? -1 : (x > y ? 1 : 0)
        case (.string(let x), .string(let y)): return x < y ? -1 : (x > y ? 1 : 0)
        default:
            throw ExpressionError(message: "cannot compare \(a.typeName) with \(b.typeName)", offset: offset,
                                  hint: a == .null || b == .null ? "use ?? to give a missing value a default"
                                      : "compare numbers with numbers, strings with strings")
        }
    }

    /// `x + y`, within the text length limit.
    private func joinedString(_ x: String, _ y: String, at offset: Int) throws(ExpressionError) -> JSONValue {
        if x.utf8.count + y.utf8.count > ExprBudget.maxTextLength { throw ExprBudget.lengthError(x.utf8.count + y.utf8.count, offset) }
        return .string(x + y)
    }

    /// A whole number that fits in `Int`, for indexes and counts.
    func wholeNumber(_ n: Double, at offset: Int, what: String) throws(ExpressionError) -> Int {
        guard n.isFinite, n == n.rounded(.towardZero) else {
            throw ExpressionError(message: "\(what) must be a whole number, found \(ExprText.plain(n))", offset: offset)
        }
        let clamped = max(-1e15, min(1e15, n))
        return Int(clamped)
    }
}
