import Suggestions
/// Typed access to a decoded JSON tree that reports every problem to a collector and goes on.
/// Each reader returns nil after reporting, so callers can keep decoding siblings.
package struct Reader {
    package let diagnostics: DiagnosticCollector

    package init(diagnostics: DiagnosticCollector) { self.diagnostics = diagnostics }

    package func fail(_ message: String, _ path: JSONPath, hint: String? = nil, atKey: Bool = false) {
        diagnostics.error(message, at: path, hint: hint, atKey: atKey)
    }

    package func object(_ v: JSONValue, _ path: JSONPath, what: String = "an object") -> [String: JSONValue]? {
        if case .object(let o) = v { return o }
        fail("expected \(what), found \(describe(v))", path)
        return nil
    }

    package func array(_ v: JSONValue, _ path: JSONPath, what: String = "an array") -> [JSONValue]? {
        if case .array(let a) = v { return a }
        fail("expected \(what), found \(describe(v))", path)
        return nil
    }

    package func string(_ v: JSONValue, _ path: JSONPath, what: String = "a string") -> String? {
        if case .string(let s) = v { return s }
        fail("expected \(what), found \(describe(v))", path)
        return nil
    }

    package func bool(_ v: JSONValue, _ path: JSONPath) -> Bool? {
        if case .bool(let b) = v { return b }
        fail("expected true or false, found \(describe(v))", path)
        return nil
    }

    /// A finite number (or +infinity when `allowInfinity`) within `range` (see ``NumericRange``).
    func number(_ v: JSONValue, _ path: JSONPath, in range: ClosedRange<Double>? = nil, allowInfinity: Bool = false, what: String = "a number") -> Double? {
        guard case .number(let n) = v else {
            if case .string(let s) = v, allowInfinity, s == "infinity" || s == "Infinity" { return .infinity }
            fail("expected \(what), found \(describe(v))", path, hint: allowInfinity ? "use a number or Infinity" : nil)
            return nil
        }
        if allowInfinity, n == .infinity { return n }
        if n.isNaN || n.isInfinite {
            fail("expected \(what), found \(format(n))", path, hint: range.map { "use a finite number from \(format($0.lowerBound)) to \(format($0.upperBound))" } ?? "use a finite number")
            return nil
        }
        if let range, !range.contains(n) {
            fail("expected \(what) from \(format(range.lowerBound)) to \(format(range.upperBound))\(allowInfinity ? " or Infinity" : ""), found \(format(n))", path)
            return nil
        }
        return n
    }

    /// A whole number within `range` (by default, within ±1,000,000,000).
    func integer(_ v: JSONValue, _ path: JSONPath, in range: ClosedRange<Int> = -1_000_000_000...1_000_000_000) -> Int? {
        guard let n = number(v, path, what: "a whole number") else { return nil }
        guard n == n.rounded(), n >= Double(range.lowerBound), n <= Double(range.upperBound) else {
            fail("expected a whole number from \(range.lowerBound) to \(range.upperBound), found \(format(n))", path)
            return nil
        }
        return Int(n)
    }

    /// One of a fixed set of names, with a suggestion when close.
    func choice<E: RawRepresentable & CaseIterable>(_ v: JSONValue, _ path: JSONPath, _ type: E.Type, what: String) -> E? where E.RawValue == String {
        guard let s = string(v, path, what: what) else { return nil }
        if let e = E(rawValue: s) { return e }
        let names = E.allCases.map(\.rawValue)
        fail("unknown \(what) '\(s)'", path, hint: suggestion(s, names))
        return nil
    }

    /// Reports keys that are not in `allowed`, each at its own position, with the nearest allowed name.
    package func checkKeys(_ object: [String: JSONValue], _ path: JSONPath, allowed: [String], in what: String) {
        for key in object.keys.sorted() where !allowed.contains(key) {
            fail("unknown key '\(key)' in \(what)", path.appending(key: key), hint: suggestion(key, allowed), atKey: true)
        }
    }

    package func require(_ object: [String: JSONValue], _ key: String, _ path: JSONPath, in what: String) -> JSONValue? {
        if let v = object[key] { return v }
        fail("\(what) is missing the required key '\(key)'", path)
        return nil
    }

    /// A value as written: strings quoted, others as JSON.
    func literal(_ v: JSONValue) -> String {
        switch v {
        case .string(let s): "\"\(s)\""
        case .number(let n): format(n)
        case .bool(let b): "\(b)"
        case .null: "null"
        case .array: "an array"
        case .object: "an object"
        }
    }

    package func describe(_ v: JSONValue) -> String {
        switch v {
        case .string(let s): "the string \"\(s.count > 40 ? String(s.prefix(40)) + "…" : s)\""
        case .number(let n): "the number \(format(n))"
        case .bool(let b): "\(b)"
        case .null: "null"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// "did you mean 'x'?" plus the list of valid names when it is short.
func suggestion(_ name: String, _ candidates: [String]) -> String {
    var parts: [String] = []
    if let near = Suggest.nearest(name, in: candidates) { parts.append("did you mean '\(near)'?") }
    if candidates.count <= 12 { parts.append("expected one of: " + candidates.joined(separator: ", ")) }
    return parts.joined(separator: " ")
}

/// Numbers without a trailing ".0".
func format(_ n: Double) -> String {
    if n.isInfinite { return n > 0 ? "Infinity" : "-Infinity" }
    if n.isNaN { return "NaN" }
    return n == n.rounded() && abs(n) <= 1e15 ? String(Int(n)) : String(n)
}
