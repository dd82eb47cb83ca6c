/// A parsed JSON5 value with the byte offsets of its parts, for mapping paths to positions.
indirect enum SourceNode: Sendable {
    /// Members in source order: key, offset of the key, value.
    case object(offset: Int, members: [(key: String, keyOffset: Int, value: SourceNode)])
    case array(offset: Int, items: [SourceNode])
    /// A string: offset of the opening quote, offset after the closing quote, whether it has escapes.
    case string(offset: Int, end: Int, escaped: Bool)
    case scalar(offset: Int)

    var offset: Int {
        switch self {
        case .object(let o, _), .array(let o, _), .string(let o, _, _), .scalar(let o): o
        }
    }
}

/// A JSON5 parser (https://spec.json5.org) that records where every value starts and reports the
/// first syntax error with what it expected and what it found. Linear time; nesting is capped.
struct JSON5Scanner {
    static let maximumDepth = 512

    struct Failure: Error {
        var offset: Int
        var message: String
        var hint: String?
    }

    private let bytes: [UInt8]
    private var i = 0
    private var depth = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Parses one value followed only by whitespace and comments.
    mutating func parse() throws(Failure) -> SourceNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
        try skipTrivia()
        guard i < bytes.count else { throw Failure(offset: i, message: "the file is empty; expected a JSON5 value such as {...}") }
        let value = try parseValue()
        try skipTrivia()
        if i < bytes.count {
            throw Failure(offset: i, message: "unexpected \(found()) after the end of the top-level value",
                          hint: "the file must hold one value; is there an extra closing bracket?")
        }
        return value
    }

    // MARK: - Values

    private mutating func parseValue() throws(Failure) -> SourceNode {
        guard i < bytes.count else { throw Failure(offset: i, message: "unexpected end of file; expected a value") }
        let c = bytes[i]
        switch c {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            let start = i
            let escaped = try skipString()
            return .string(offset: start, end: i, escaped: escaped)
        default:
            let start = i
            if try skipLiteral() { return .scalar(offset: start) }
            throw Failure(offset: start, message: "expected a value (object, array, string, number, true, false or null), found \(found())",
                          hint: c == UInt8(ascii: "}") || c == UInt8(ascii: "]") ? "a value is missing before this bracket" : "strings need quotes")
        }
    }

    private mutating func enter(_ start: Int) throws(Failure) {
        depth += 1
        if depth > Self.maximumDepth {
            throw Failure(offset: start, message: "values are nested more than \(Self.maximumDepth) levels deep")
        }
    }

    private mutating func parseObject() throws(Failure) -> SourceNode {
        let open = i
        try enter(open)
        defer { depth -= 1 }
        i += 1
        var members: [(key: String, keyOffset: Int, value: SourceNode)] = []
        while true {
            try skipTrivia()
            guard i < bytes.count else {
                throw Failure(offset: i, message: "unexpected end of file; expected '}' to close the object opened at \(position(open))")
            }
            if bytes[i] == UInt8(ascii: "}") { i += 1; return .object(offset: open, members: members) }
            let keyOffset = i
            let key = try parseKey()
            try skipTrivia()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else {
                throw Failure(offset: i, message: "expected ':' after the key '\(key)', found \(found())")
            }
            i += 1
            try skipTrivia()
            let value = try parseValue()
            members.removeAll { $0.key == key }
            members.append((key, keyOffset, value))
            let afterValue = i
            try skipTrivia()
            guard i < bytes.count else {
                throw Failure(offset: i, message: "unexpected end of file; expected '}' to close the object opened at \(position(open))")
            }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "}") { continue }
            throw Failure(offset: i, message: "expected ',' or '}' after an object member, found \(found())",
                          hint: newline(between: afterValue, and: i) ? "a comma is probably missing at the end of the previous line" : nil)
        }
    }

    private mutating func parseArray() throws(Failure) -> SourceNode {
        let open = i
        try enter(open)
        defer { depth -= 1 }
        i += 1
        var items: [SourceNode] = []
        while true {
            try skipTrivia()
            guard i < bytes.count else {
                throw Failure(offset: i, message: "unexpected end of file; expected ']' to close the array opened at \(position(open))")
            }
            if bytes[i] == UInt8(ascii: "]") { i += 1; return .array(offset: open, items: items) }
            items.append(try parseValue())
            let afterValue = i
            try skipTrivia()
            guard i < bytes.count else {
                throw Failure(offset: i, message: "unexpected end of file; expected ']' to close the array opened at \(position(open))")
            }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "]") { continue }
            throw Failure(offset: i, message: "expected ',' or ']' after an array item, found \(found())",
                          hint: newline(between: afterValue, and: i) ? "a comma is probably missing at the end of the previous line" : nil)
        }
    }

    private mutating func parseKey() throws(Failure) -> String {
        let c = bytes[i]
        if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
            let start = i
            _ = try skipString()
            return decodeString(from: start + 1, to: i - 1)
        }
        guard isIdentifierStart(c) else {
            throw Failure(offset: i, message: "expected a key (a name or a quoted string) or '}', found \(found())",
                          hint: c == UInt8(ascii: ",") ? "there is an extra comma" : nil)
        }
        let start = i
        while i < bytes.count, isIdentifierPart(bytes[i]) { i += 1 }
        return String(decoding: bytes[start..<i], as: UTF8.self)
    }

    // MARK: - Tokens

    /// Skips a quoted string; returns whether it contains escapes.
    private mutating func skipString() throws(Failure) -> Bool {
        let quote = bytes[i]
        let start = i
        i += 1
        var escaped = false
        while i < bytes.count {
            let c = bytes[i]
            if c == quote { i += 1; return escaped }
            if c == UInt8(ascii: "\\") {
                escaped = true
                i += 2
                continue
            }
            if c == 0x0A || c == 0x0D {
                throw Failure(offset: start, message: "unterminated string: the line ends before the closing quote",
                              hint: "close the string with \(quote == UInt8(ascii: "\"") ? "\"" : "'") or continue it with a backslash at the end of the line")
            }
            i += 1
        }
        throw Failure(offset: start, message: "unterminated string: the file ends before the closing quote")
    }

    /// Numbers (decimal, hex, leading/trailing point, signs), true, false, null, Infinity, NaN.
    private mutating func skipLiteral() throws(Failure) -> Bool {
        let start = i
        for word in ["true", "false", "null"] where matches(word) {
            i += word.utf8.count
            return endOfToken(start)
        }
        if bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
        for word in ["Infinity", "NaN"] where matches(word) {
            i += word.utf8.count
            return endOfToken(start)
        }
        if matches("0x") || matches("0X") {
            i += 2
            let digits = i
            while i < bytes.count, isHex(bytes[i]) { i += 1 }
            return i > digits && endOfToken(start)
        }
        var digits = 0
        while i < bytes.count, isDigit(bytes[i]) { i += 1; digits += 1 }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            while i < bytes.count, isDigit(bytes[i]) { i += 1; digits += 1 }
        }
        guard digits > 0 else { i = start; return false }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            let exp = i
            while i < bytes.count, isDigit(bytes[i]) { i += 1 }
            if i == exp { throw Failure(offset: start, message: "a number's exponent has no digits") }
        }
        return endOfToken(start)
    }

    /// A literal must be followed by a delimiter; otherwise it is an unquoted word.
    private mutating func endOfToken(_ start: Int) -> Bool {
        if i < bytes.count, isIdentifierPart(bytes[i]) || bytes[i] == UInt8(ascii: ".") { i = start; return false }
        return true
    }

    private func matches(_ word: String) -> Bool {
        let w = Array(word.utf8)
        return i + w.count <= bytes.count && bytes[i..<(i + w.count)].elementsEqual(w)
    }

    /// Whitespace (including JSON5's extra spaces) and comments.
    private mutating func skipTrivia() throws(Failure) {
        while i < bytes.count {
            let c = bytes[i]
            if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x0B || c == 0x0C { i += 1; continue }
            if c == 0xC2, i + 1 < bytes.count, bytes[i + 1] == 0xA0 { i += 2; continue }               // NBSP
            if c == 0xE2, i + 2 < bytes.count, bytes[i + 1] == 0x80, bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9 { i += 3; continue }
            if c == 0xEF, i + 2 < bytes.count, bytes[i + 1] == 0xBB, bytes[i + 2] == 0xBF { i += 3; continue } // BOM
            if c == UInt8(ascii: "/"), i + 1 < bytes.count {
                if bytes[i + 1] == UInt8(ascii: "/") {
                    while i < bytes.count, bytes[i] != 0x0A { i += 1 }
                    continue
                }
                if bytes[i + 1] == UInt8(ascii: "*") {
                    let start = i
                    i += 2
                    while i + 1 < bytes.count, !(bytes[i] == UInt8(ascii: "*") && bytes[i + 1] == UInt8(ascii: "/")) { i += 1 }
                    guard i + 1 < bytes.count else { throw Failure(offset: start, message: "unterminated comment: no closing */") }
                    i += 2
                    continue
                }
            }
            return
        }
    }

    // MARK: - Helpers

    private func found() -> String {
        guard i < bytes.count else { return "the end of the file" }
        let c = bytes[i]
        if c == 0x0A || c == 0x0D { return "a line break" }
        var end = i + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return "'" + String(decoding: bytes[i..<end], as: UTF8.self) + "'"
    }

    private func newline(between a: Int, and b: Int) -> Bool { a < b && bytes[a..<b].contains(0x0A) }

    private func position(_ offset: Int) -> String {
        var line = 1, lineStart = 0
        for k in 0..<min(offset, bytes.count) where bytes[k] == 0x0A { line += 1; lineStart = k + 1 }
        let column = String(decoding: bytes[lineStart..<min(offset, bytes.count)], as: UTF8.self).count + 1
        return "\(line):\(column)"
    }

    private func decodeString(from start: Int, to end: Int) -> String {
        guard start <= end else { return "" }
        var out = ""
        var k = start
        while k < end {
            if bytes[k] == UInt8(ascii: "\\"), k + 1 < end {
                let e = bytes[k + 1]
                switch e {
                case UInt8(ascii: "n"): out += "\n"
                case UInt8(ascii: "t"): out += "\t"
                case UInt8(ascii: "r"): out += "\r"
                case UInt8(ascii: "u") where k + 5 < end:
                    let hex = String(decoding: bytes[(k + 2)..<(k + 6)], as: UTF8.self)
                    if let v = UInt32(hex, radix: 16), let s = Unicode.Scalar(v) { out.unicodeScalars.append(s) }
                    k += 6
                    continue
                default: out += String(decoding: [e], as: UTF8.self)
                }
                k += 2
                continue
            }
            var next = k + 1
            while next < end, bytes[next] & 0xC0 == 0x80 { next += 1 }
            out += String(decoding: bytes[k..<next], as: UTF8.self)
            k = next
        }
        return out
    }

    private func isDigit(_ c: UInt8) -> Bool { c >= 48 && c <= 57 }
    private func isHex(_ c: UInt8) -> Bool { isDigit(c) || (c | 0x20 >= 97 && c | 0x20 <= 102) }
    private func isIdentifierStart(_ c: UInt8) -> Bool {
        (c | 0x20 >= 97 && c | 0x20 <= 122) || c == UInt8(ascii: "_") || c == UInt8(ascii: "$") || c >= 0x80
    }
    private func isIdentifierPart(_ c: UInt8) -> Bool { isIdentifierStart(c) || isDigit(c) }
}
