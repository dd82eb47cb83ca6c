// Whether a `#if` condition holds when a file is compiled on Linux against widgetsnap's modules:
// `canImport(M)` is true for the modules Linux has (``ModuleCatalog``), `os(Linux)` is true and every other
// `os(…)`/`arch(…)`/`targetEnvironment(…)` false, `swift(…)`/`compiler(…)`/`hasFeature(…)` true (a current
// toolchain), custom flags (`DEBUG`, `WIDGET_EXTENSION`) unknown. `!`, `&&`, `||` and parentheses combine them;
// unknown stays unknown unless the other side decides (`false && x`).

/// The value of a `#if` condition on Linux.
public enum ConditionValue: String, Sendable, Codable {
    case yes, no, unknown

    static prefix func ! (v: ConditionValue) -> ConditionValue {
        switch v { case .yes: .no; case .no: .yes; case .unknown: .unknown }
    }
    static func && (a: ConditionValue, b: ConditionValue) -> ConditionValue {
        if a == .no || b == .no { return .no }
        return a == .yes && b == .yes ? .yes : .unknown
    }
    static func || (a: ConditionValue, b: ConditionValue) -> ConditionValue {
        if a == .yes || b == .yes { return .yes }
        return a == .no && b == .no ? .no : .unknown
    }
}

public enum LinuxCondition {
    /// Evaluates `condition` (the text after `#if`/`#elseif`).
    public static func evaluate(_ condition: String) -> ConditionValue {
        var parser = ConditionParser(Array(condition.unicodeScalars))
        let value = parser.disjunction()
        parser.skipBlanks()
        return parser.index == parser.text.count ? value : .unknown
    }
}

private struct ConditionParser {
    let text: [Unicode.Scalar]
    var index = 0
    var depth = 0
    init(_ text: [Unicode.Scalar]) { self.text = text }

    mutating func skipBlanks() {
        while index < text.count, text[index].properties.isWhitespace { index += 1 }
    }

    mutating func eat(_ s: String) -> Bool {
        skipBlanks()
        let scalars = Array(s.unicodeScalars)
        guard index + scalars.count <= text.count, Array(text[index..<index + scalars.count]) == scalars else { return false }
        index += scalars.count
        return true
    }

    mutating func disjunction() -> ConditionValue {
        var value = conjunction()
        while eat("||") { value = value || conjunction() }
        return value
    }

    mutating func conjunction() -> ConditionValue {
        var value = unary()
        while eat("&&") { value = value && unary() }
        return value
    }

    mutating func unary() -> ConditionValue {
        depth += 1
        defer { depth -= 1 }
        guard depth < 64 else { index = text.count; return .unknown }
        if eat("!") { return !unary() }
        if eat("(") {
            let value = disjunction()
            return eat(")") ? value : .unknown
        }
        skipBlanks()
        let start = index
        while index < text.count, text[index] == "_" || text[index].properties.isXIDContinue { index += 1 }
        let name = String(String.UnicodeScalarView(text[start..<index]))
        if name.isEmpty { index = text.count; return .unknown }
        guard eat("(") else {
            switch name {
            case "true": return .yes
            case "false": return .no
            default: return .unknown
            }
        }
        let argumentStart = index
        while index < text.count, text[index] != ")" { index += 1 }
        let argument = String(String.UnicodeScalarView(text[argumentStart..<index])).trimmingBlanks()
        if index < text.count { index += 1 }
        switch name {
        case "canImport":
            let module = argument.split(separator: ",").first.map { String($0).trimmingBlanks() } ?? argument
            return ModuleCatalog.availability(of: module).buildsOnLinux ? .yes : .no
        case "os": return argument == "Linux" ? .yes : .no
        case "arch": return ["x86_64", "arm64"].contains(argument) ? .unknown : .no
        case "targetEnvironment": return .no
        case "swift", "compiler", "hasFeature", "hasAttribute": return .yes
        default: return .unknown
        }
    }
}
