import JSON5
import Foundation

/// Methods: `xs.where(…)`, `xs.sorted(it.date)`, `s.uppercased()`, ...
extension ExprEvaluator {
    static let arrayMethods: [String: String] = [
        "where": "xs.where(it.amount > 50)", "filterBy": "xs.filterBy(\"category\", config.category)",
        "sorted": "xs.sorted(it.date)", "sortedDescending": "xs.sortedDescending(it.amount)",
        "prefix": "xs.prefix(3)", "suffix": "xs.suffix(3)", "map": "xs.map(it.name)", "sum": "xs.sum(it.amount)",
        "min": "xs.min(it.amount)", "max": "xs.max(it.amount)", "contains": "xs.contains(\"a\")",
        "firstWhere": "xs.firstWhere(it.id == 1)", "first": "xs.first(where: it.id == 1)", "joined": "xs.joined(\", \")",
    ]

    static let stringMethods: [String: String] = [
        "uppercased": "s.uppercased()", "lowercased": "s.lowercased()", "hasPrefix": "s.hasPrefix(\"a\")",
        "hasSuffix": "s.hasSuffix(\"z\")", "contains": "s.contains(\"x\")", "prefix": "s.prefix(3)", "suffix": "s.suffix(3)",
    ]

    // MARK: - Methods

    static let arrayArity: [String: ClosedRange<Int>] = [
        "where": 1...1, "firstWhere": 1...1, "first": 1...1, "filterBy": 2...2, "sorted": 0...1, "sortedDescending": 0...1,
        "prefix": 1...1, "suffix": 1...1, "map": 1...1, "sum": 0...1, "min": 0...1, "max": 0...1, "contains": 1...1, "joined": 0...1,
    ]
    static let stringArity: [String: ClosedRange<Int>] = [
        "uppercased": 0...0, "lowercased": 0...0, "hasPrefix": 1...1, "hasSuffix": 1...1, "contains": 1...1, "prefix": 1...1, "suffix": 1...1,
    ]

    // The functions on the recursion path (callMethod, itemMethod, itemKeys, itemFilter) stay small;
    // the work on evaluated values is done in separate functions.

    func callMethod(_ receiver: JSONValue, _ name: String, _ args: [ExprArgument], base: ExprNode, node: ExprNode) throws(ExpressionError) -> JSONValue {
        try Self.checkMethod(receiver, name, args, base, node)
        if case .array(let xs) = receiver {
            // Every array method but prefix and suffix walks the items: a step each (a sort a few
            // more). prefix and suffix copy only what they keep, which is charged when it is used.
            let cost = name == "prefix" || name == "suffix" ? 0 : name.hasPrefix("sorted") ? 4 * xs.count : xs.count
            try budget.charge(cost, at: node.offset)
            if ExprNode.itemMethods.contains(name) { return try itemMethod(xs, name, args, node) }
            return try arrayMethod(xs, name, args, try evalArguments(args), node)
        }
        guard case .string(let s) = receiver else { return .null }
        try budget.charge(s.utf8.count / 64, at: node.offset)
        return try stringMethod(s, name, args, try evalArguments(args), node)
    }

    /// Checks the name, labels, receiver type and argument count of a method call.
    private static func checkMethod(_ receiver: JSONValue, _ name: String, _ args: [ExprArgument], _ base: ExprNode, _ node: ExprNode) throws(ExpressionError) {
        guard arrayArity[name] != nil || stringArity[name] != nil else { throw unknownMethod(name, node) }
        try rejectLabels(args, allowed: name == "first" ? "where" : nil)
        switch receiver {
        case .array:
            if let range = arrayArity[name] { return try arity(args, range, name, node, arrayMethods[name] ?? "") }
        case .string:
            if let range = stringArity[name] { return try arity(args, range, name, node, stringMethods[name] ?? "") }
        default: break
        }
        throw wrongReceiver(receiver, name, base, node)
    }

    private func evalArguments(_ args: [ExprArgument]) throws(ExpressionError) -> [JSONValue] {
        var values: [JSONValue] = []
        for a in args { values.append(try eval(a.value)) }
        return values
    }

    @inline(never)
    private static func unknownMethod(_ name: String, _ node: ExprNode) -> ExpressionError {
        let all = Set(arrayMethods.keys).union(stringMethods.keys)
        var hint = ExprSpelling.hint(for: name, candidates: Array(all), listLabel: "methods")
        if ["count", "isEmpty", "last"].contains(name) { hint = "'\(name)' is a property: write .\(name) without parentheses" }
        return ExpressionError(message: "unknown method '\(name)'", offset: node.offset, hint: hint)
    }

    @inline(never)
    private static func wrongReceiver(_ receiver: JSONValue, _ name: String, _ base: ExprNode, _ node: ExprNode) -> ExpressionError {
        let needs = arrayMethods[name] == nil ? "a string" : stringMethods[name] == nil ? "an array" : "an array or a string"
        return ExpressionError(message: "'\(name)' needs \(needs), found \(receiver.typeName)", offset: node.offset,
                               hint: receiver == .null ? "\(base.pathText ?? "the value") is null; use ?? to give a default" : nil)
    }

    /// Methods whose argument is evaluated per item, with `it` bound to the item.
    private func itemMethod(_ xs: [JSONValue], _ name: String, _ args: [ExprArgument], _ node: ExprNode) throws(ExpressionError) -> JSONValue {
        let arg = args.first
        switch name {
        case "where", "firstWhere", "first":
            if name == "first", arg?.label == nil { throw Self.firstNeedsWhere(arg?.offset ?? node.offset) }
            guard let predicate = arg?.value else { return .null }
            let found = try itemFilter(xs, predicate, firstOnly: name != "where")
            return name == "where" ? .array(found) : (found.first ?? .null)
        default:
            let keys = try itemKeys(xs, arg?.value)
            return try finishItemMethod(xs, name, keys, at: arg?.value.start ?? node.offset)
        }
    }

    /// `map`, `sorted`, `sortedDescending`, `sum`, `min` and `max` on evaluated keys.
    private func finishItemMethod(_ xs: [JSONValue], _ name: String, _ keys: [JSONValue], at offset: Int) throws(ExpressionError) -> JSONValue {
        switch name {
        case "map": return .array(keys)
        case "sorted", "sortedDescending": return .array(try sorted(xs, keys: keys, descending: name == "sortedDescending", at: offset))
        default: return try aggregate(name, keys, at: offset)
        }
    }

    /// `key` evaluated for each item (the items themselves without a key).
    private func itemKeys(_ xs: [JSONValue], _ key: ExprNode?) throws(ExpressionError) -> [JSONValue] {
        guard let key else { return xs }
        var out: [JSONValue] = []
        out.reserveCapacity(xs.count)
        for x in xs { out.append(try binding(x).eval(key)) }
        return out
    }

    private func itemFilter(_ xs: [JSONValue], _ predicate: ExprNode, firstOnly: Bool) throws(ExpressionError) -> [JSONValue] {
        var out: [JSONValue] = []
        for x in xs where try binding(x).boolean(predicate) {
            out.append(x)
            if firstOnly { break }
        }
        return out
    }

    @inline(never)
    private static func firstNeedsWhere(_ offset: Int) -> ExpressionError {
        ExpressionError(message: "expected 'where:' in first(where: …)", offset: offset,
                        hint: "write xs.first for the first item, xs.first(where: it.id == 1) to search")
    }

    /// `sum`, `min` or `max` of keys; nulls are skipped.
    private func aggregate(_ name: String, _ keys: [JSONValue], at offset: Int) throws(ExpressionError) -> JSONValue {
        if name != "sum" { return try extreme(keys, max: name == "max", at: offset) }
        var total = 0.0
        for k in keys where k != .null {
            guard case .number(let n) = k else {
                throw ExpressionError(message: "'sum' needs numbers, found \(k.typeName)", offset: offset, hint: "e.g. xs.sum(it.amount)")
            }
            total += n
        }
        return try number(total, at: offset)
    }

    /// Array methods on evaluated arguments.
    private func arrayMethod(_ xs: [JSONValue], _ name: String, _ args: [ExprArgument], _ values: [JSONValue], _ node: ExprNode) throws(ExpressionError) -> JSONValue {
        let example = Self.arrayMethods[name] ?? ""
        switch name {
        case "filterBy":
            guard case .string(let key) = values[0] else {
                throw ExpressionError(message: "'filterBy' needs a key name (a string) first", offset: args[0].value.start, hint: "e.g. \(example)")
            }
            let wanted = values[1]
            if wanted == .null { return .array(xs) }
            if case .string(let s) = wanted, s.lowercased() == "all" { return .array(xs) }
            return .array(xs.filter { $0[key] == wanted })
        case "prefix", "suffix":
            let n = try count(values[0], args[0])
            return .array(name == "prefix" ? Array(xs.prefix(n)) : Array(xs.suffix(n)))
        case "contains":
            return .bool(xs.contains(values[0]))
        default: // joined
            var separator = ""
            if let v = values.first {
                guard case .string(let s) = v else {
                    throw ExpressionError(message: "'joined' needs a string separator", offset: args[0].value.start, hint: "e.g. \(example)")
                }
                separator = s
            }
            var out = ""
            for (i, x) in xs.enumerated() {
                if i > 0 { out += separator }
                try ExprText.append(x, to: &out, at: node.offset, budget: budget)
            }
            return .string(out)
        }
    }

    /// Stable sort by precomputed keys; keys are all numbers, all strings or all booleans; null keys go last.
    private func sorted(_ xs: [JSONValue], keys: [JSONValue], descending: Bool, at offset: Int) throws(ExpressionError) -> [JSONValue] {
        var kind: JSONValue?
        for k in keys where k != .null {
            switch k {
            case .array, .object: throw sortError(k, k, offset)
            default: break
            }
            if let first = kind, first.typeName != k.typeName { throw sortError(first, k, offset) }
            kind = kind ?? k
        }
        func less(_ a: JSONValue, _ b: JSONValue) -> Bool {
            switch (a, b) {
            case (.number(let x), .number(let y)): return x < y
            case (.string(let x), .string(let y)): return x < y
            case (.bool(let x), .bool(let y)): return !x && y
            default: return false
            }
        }
        let order = xs.indices.sorted { i, j in
            let a = keys[i], b = keys[j]
            if a == .null || b == .null {
                if a == .null && b == .null { return i < j }
                return b == .null
            }
            if less(a, b) { return !descending }
            if less(b, a) { return descending }
            return i < j
        }
        return order.map { xs[$0] }
    }

    private func sortError(_ a: JSONValue, _ b: JSONValue, _ offset: Int) -> ExpressionError {
        if a.typeName == b.typeName {
            return ExpressionError(message: "cannot sort by \(a.typeName) values", offset: offset,
                                   hint: "sort by numbers, strings or booleans, e.g. xs.sorted(it.date)")
        }
        return ExpressionError(message: "cannot compare \(a.typeName) with \(b.typeName)", offset: offset,
                               hint: "every sort key must have the same type")
    }

    /// A non-negative whole-number argument (`prefix(3)`).
    private func count(_ v: JSONValue, _ arg: ExprArgument) throws(ExpressionError) -> Int {
        guard case .number(let n) = v else {
            throw ExpressionError(message: "expected a number, found \(v.typeName)", offset: arg.value.start)
        }
        let i = try wholeNumber(n, at: arg.value.start, what: "a count")
        guard i >= 0 else { throw ExpressionError(message: "a count must not be negative, found \(i)", offset: arg.value.start) }
        return i
    }

    private func stringMethod(_ s: String, _ name: String, _ args: [ExprArgument], _ values: [JSONValue], _ node: ExprNode) throws(ExpressionError) -> JSONValue {
        switch name {
        case "uppercased": return .string(s.uppercased())
        case "lowercased": return .string(s.lowercased())
        case "prefix", "suffix":
            let n = try count(values[0], args[0])
            return .string(name == "prefix" ? String(s.prefix(n)) : String(s.suffix(n)))
        default:
            guard case .string(let t) = values[0] else {
                throw ExpressionError(message: "'\(name)' needs a string, found \(values[0].typeName)", offset: args[0].value.start,
                                      hint: "e.g. \(Self.stringMethods[name] ?? "")")
            }
            switch name {
            case "hasPrefix": return .bool(s.hasPrefix(t))
            case "hasSuffix": return .bool(s.hasSuffix(t))
            default: return .bool(t.isEmpty || s.contains(t))
            }
        }
    }
}
