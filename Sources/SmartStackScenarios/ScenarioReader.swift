import Foundation
import WidgetModel

/// The reads of a scenario's JSON tree that the layout decoder's ``Reader`` (WidgetModel) does not
/// make: ranges said with what they measure, and times of day. Everything else is that reader's.
extension Reader {
    func wholeNumber(_ v: JSONValue, _ path: JSONPath, in range: ClosedRange<Int>, what: String = "a whole number") -> Int? {
        guard case .number(let n) = v, n.isFinite, n == n.rounded(), n >= Double(range.lowerBound), n <= Double(range.upperBound) else {
            fail("expected \(what) from \(range.lowerBound) to \(range.upperBound), found \(describe(v))", path); return nil
        }
        return Int(n)
    }

    func boundedNumber(_ v: JSONValue, _ path: JSONPath, in range: ClosedRange<Double>, what: String = "a number") -> Double? {
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
