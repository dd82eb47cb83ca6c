import Foundation
import WidgetModel

/// Typed reads of a scenario's JSON tree that report each problem at its position and go on.
struct ScenarioReader {
    let diagnostics: DiagnosticCollector

    func fail(_ message: String, _ path: JSONPath, hint: String? = nil, atKey: Bool = false) {
        diagnostics.error(message, at: path, hint: hint, atKey: atKey)
    }

    func object(_ v: JSONValue, _ path: JSONPath, what: String = "an object") -> [String: JSONValue]? {
        if case .object(let o) = v { return o }
        fail("expected \(what), found \(describe(v))", path); return nil
    }

    func array(_ v: JSONValue, _ path: JSONPath, what: String = "an array") -> [JSONValue]? {
        if case .array(let a) = v { return a }
        fail("expected \(what), found \(describe(v))", path); return nil
    }

    func string(_ v: JSONValue, _ path: JSONPath, what: String = "a string") -> String? {
        if case .string(let s) = v { return s }
        fail("expected \(what), found \(describe(v))", path); return nil
    }

    func bool(_ v: JSONValue, _ path: JSONPath) -> Bool? {
        if case .bool(let b) = v { return b }
        fail("expected true or false, found \(describe(v))", path); return nil
    }

    func integer(_ v: JSONValue, _ path: JSONPath, in range: ClosedRange<Int>, what: String = "a whole number") -> Int? {
        guard case .number(let n) = v, n.isFinite, n == n.rounded(), n >= Double(range.lowerBound), n <= Double(range.upperBound) else {
            fail("expected \(what) from \(range.lowerBound) to \(range.upperBound), found \(describe(v))", path); return nil
        }
        return Int(n)
    }

    func number(_ v: JSONValue, _ path: JSONPath, in range: ClosedRange<Double>, what: String = "a number") -> Double? {
        guard case .number(let n) = v, n.isFinite, range.contains(n) else {
            fail("expected \(what) from \(ScenarioText.number(range.lowerBound)) to \(ScenarioText.number(range.upperBound)), found \(describe(v))", path); return nil
        }
        return n
    }

    /// `hh:mm` (00:00–24:00) as seconds from midnight.
    func clock(_ v: JSONValue, _ path: JSONPath) -> Int? {
        guard let s = string(v, path, what: "a time of day \"hh:mm\"") else { return nil }
        let parts = s.split(separator: ":", omittingEmptySubsequences: false)
        if parts.count == 2, parts[0].count == 2, parts[1].count == 2, let h = Int(parts[0]), let m = Int(parts[1]),
           (0...24).contains(h), (0...59).contains(m), h < 24 || m == 0 {
            return h * 3600 + m * 60
        }
        fail("'\(s)' is not a time of day", path, hint: "write hh:mm from 00:00 to 24:00, e.g. \"07:30\"")
        return nil
    }

    func checkKeys(_ o: [String: JSONValue], _ path: JSONPath, allowed: [String], in what: String) {
        for key in o.keys.sorted() where !allowed.contains(key) {
            fail("unknown key '\(key)' in \(what)", path.appending(key: key), hint: ScenarioText.suggestion(key, allowed), atKey: true)
        }
    }

    func require(_ o: [String: JSONValue], _ key: String, _ path: JSONPath, in what: String) -> JSONValue? {
        if let v = o[key] { return v }
        fail("\(what) is missing the required key '\(key)'", path); return nil
    }

    func describe(_ v: JSONValue) -> String {
        switch v {
        case .string(let s): "the string \"\(s.count > 40 ? String(s.prefix(40)) + "…" : s)\""
        case .number(let n): "the number \(ScenarioText.number(n))"
        case .bool(let b): "\(b)"
        case .null: "null"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

enum ScenarioText {
    static func suggestion(_ name: String, _ candidates: [String]) -> String {
        var parts: [String] = []
        if let near = Suggest.nearest(name, in: candidates) { parts.append("did you mean '\(near)'?") }
        if candidates.count <= 12 && !candidates.isEmpty { parts.append("expected one of: " + candidates.joined(separator: ", ")) }
        return parts.joined(separator: " ")
    }

    static func number(_ n: Double) -> String { n == n.rounded() && abs(n) <= 1e15 ? String(Int(n)) : String(n) }

    /// A configuration value as the model compares it: strings as they are, numbers without ".0", booleans as words.
    static func value(_ v: JSONValue) -> String {
        switch v {
        case .string(let s): s
        case .number(let n): number(n)
        case .bool(let b): b ? "true" : "false"
        case .null: "null"
        case .array, .object: "\(v)"
        }
    }
}
