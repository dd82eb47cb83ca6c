import Foundation

/// `lint: {disable: ["rule-id", ...], reason: "..."}` on a view or at the top of a layout file:
/// turns design-lint rules off for that view (and the views inside it) or for the whole file.
///
/// The decoder checks the option's shape (a list of rule names and a reason, both required); the
/// rule names themselves belong to the lint target, which reports unknown ones.
public struct LintSuppression: Sendable, Hashable {
    /// The view the option is written on, or the empty path for the whole file.
    public var scope: JSONPath
    /// The rule names as written, each with the path of its string (for errors at line:column).
    public var rules: [String]
    public var rulePaths: [JSONPath]
    public var reason: String

    public init(scope: JSONPath, rules: [String], rulePaths: [JSONPath], reason: String) {
        self.scope = scope; self.rules = rules; self.rulePaths = rulePaths; self.reason = reason
    }

    /// The option of the object at `scope` (its `lint` key), read leniently (nil when absent or
    /// malformed; the decoder has already reported a malformed one).
    public static func read(_ object: JSONValue, scope: JSONPath) -> LintSuppression? {
        guard case .object(let o) = object, case .object(let option)? = o["lint"],
              case .array(let list)? = option["disable"], case .string(let reason)? = option["reason"] else { return nil }
        var rules: [String] = [], paths: [JSONPath] = []
        let base = scope.appending(key: "lint").appending(key: "disable")
        for (i, item) in list.enumerated() {
            if case .string(let s) = item { rules.append(s); paths.append(base.appending(index: i)) }
        }
        return LintSuppression(scope: scope, rules: rules, rulePaths: paths, reason: reason)
    }
}

extension Reader {
    /// Checks a `lint` option's shape, reporting every problem at its position.
    func lintSuppression(_ value: JSONValue, _ path: JSONPath) {
        guard let o = object(value, path, what: "a lint option such as {disable: [\"rule-id\"], reason: \"why\"}") else { return }
        checkKeys(o, path, allowed: ["disable", "reason"], in: "a lint option")
        if let list = require(o, "disable", path, in: "a lint option").flatMap({ array($0, path.appending(key: "disable"), what: "an array of rule names") }) {
            if list.isEmpty { fail("the lint option disables no rule", path.appending(key: "disable"), hint: "name the rules, e.g. [\"small-information-count\"]") }
            for (i, item) in list.enumerated() {
                if let s = string(item, path.appending(key: "disable").appending(index: i), what: "a rule name"), s.isEmpty {
                    fail("a rule name is empty", path.appending(key: "disable").appending(index: i))
                }
            }
        }
        if let r = require(o, "reason", path, in: "a lint option").flatMap({ string($0, path.appending(key: "reason"), what: "the reason (a string)") }),
           r.unicodeScalars.allSatisfy({ Self.isBlank($0) }) {
            fail("the reason of a lint option is empty", path.appending(key: "reason"), hint: "say why the rule does not apply here")
        }
    }

    /// Whether a character of a reason says nothing: white space and line breaks of every kind,
    /// controls and invisible format characters (zero-width space, joiners, the byte order mark).
    static func isBlank(_ c: Unicode.Scalar) -> Bool {
        c.properties.isWhitespace || c.properties.generalCategory == .control || c.properties.generalCategory == .format
    }
}
