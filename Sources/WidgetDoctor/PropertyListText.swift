// The text ("OpenStep") property list format of Xcode's `project.pbxproj`: dictionaries `{ key = value; }`,
// arrays `( a, b, )`, quoted and bare strings, `/* … */` and `//` comments. Enough for target membership;
// no data (`<…>`) values, which project files do not use. Depth and size are bounded by the caller's input.

/// A value of a text property list.
public indirect enum PropertyListValue: Equatable, Sendable {
    case string(String)
    case array([PropertyListValue])
    case dictionary([String: PropertyListValue])

    public var string: String? { if case .string(let s) = self { s } else { nil } }
    public var array: [PropertyListValue]? { if case .array(let a) = self { a } else { nil } }
    public var dictionary: [String: PropertyListValue]? { if case .dictionary(let d) = self { d } else { nil } }
    public subscript(key: String) -> PropertyListValue? { dictionary?[key] }
}

/// A syntax error in a text property list, at a 1-based line and column.
public struct PropertyListError: Error, Equatable, Sendable {
    public var line: Int
    public var column: Int
    public var expected: String
}

public enum PropertyListText {
    /// The deepest nesting accepted (project files nest about six levels).
    public static let maximumDepth = 64

    public static func parse(_ text: String) throws(PropertyListError) -> PropertyListValue {
        var parser = PlistParser(Array(text.unicodeScalars))
        let value = try parser.value(depth: 0)
        try parser.skip()
        guard parser.index == parser.text.count else { throw parser.error("the end of the file") }
        return value
    }
}

private struct PlistParser {
    let text: [Unicode.Scalar]
    var index = 0
    init(_ text: [Unicode.Scalar]) { self.text = text }

    func error(_ expected: String) -> PropertyListError {
        var line = 1, column = 1
        for c in text[..<min(index, text.count)] {
            if c == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return PropertyListError(line: line, column: column, expected: expected)
    }

    mutating func skip() throws(PropertyListError) {
        while index < text.count {
            let c = text[index]
            if c.properties.isWhitespace { index += 1; continue }
            if c == "/" && index + 1 < text.count && text[index + 1] == "/" {
                while index < text.count, text[index] != "\n" { index += 1 }
                continue
            }
            if c == "/" && index + 1 < text.count && text[index + 1] == "*" {
                index += 2
                while index + 1 < text.count, !(text[index] == "*" && text[index + 1] == "/") { index += 1 }
                guard index + 1 < text.count else { throw error("the end of a /* comment */") }
                index += 2
                continue
            }
            return
        }
    }

    mutating func value(depth: Int) throws(PropertyListError) -> PropertyListValue {
        guard depth < PropertyListText.maximumDepth else { throw error("at most \(PropertyListText.maximumDepth) levels of nesting") }
        try skip()
        guard index < text.count else { throw error("a value") }
        switch text[index] {
        case "{":
            index += 1
            var entries: [String: PropertyListValue] = [:]
            while true {
                try skip()
                if index < text.count, text[index] == "}" { index += 1; return .dictionary(entries) }
                let key = try string()
                try expect("=")
                let v = try value(depth: depth + 1)
                try expect(";")
                entries[key] = v
            }
        case "(":
            index += 1
            var items: [PropertyListValue] = []
            while true {
                try skip()
                if index < text.count, text[index] == ")" { index += 1; return .array(items) }
                items.append(try value(depth: depth + 1))
                try skip()
                if index < text.count, text[index] == "," { index += 1; continue }
                try expect(")")
                return .array(items)
            }
        default:
            return .string(try string())
        }
    }

    mutating func expect(_ c: Unicode.Scalar) throws(PropertyListError) {
        try skip()
        guard index < text.count, text[index] == c else { throw error("'\(c)'") }
        index += 1
    }

    mutating func string() throws(PropertyListError) -> String {
        try skip()
        guard index < text.count else { throw error("a string") }
        if text[index] == "\"" {
            let opening = index
            index += 1
            var out = String.UnicodeScalarView()
            while index < text.count, text[index] != "\"" {
                if text[index] == "\\", index + 1 < text.count {
                    index += 1
                    switch text[index] {
                    case "n": out.append("\n")
                    case "t": out.append("\t")
                    case "r": out.append("\r")
                    default: out.append(text[index])
                    }
                } else {
                    out.append(text[index])
                }
                index += 1
            }
            guard index < text.count else { index = opening; throw error("the closing '\"' of a string") }
            index += 1
            return String(out)
        }
        let start = index
        while index < text.count, text[index].properties.isAlphabetic || ("0"..."9").contains(text[index])
                || "_$/:.-+".unicodeScalars.contains(text[index]) { index += 1 }
        guard index > start else { throw error("a string, '{' or '('") }
        return String(String.UnicodeScalarView(text[start..<index]))
    }
}
