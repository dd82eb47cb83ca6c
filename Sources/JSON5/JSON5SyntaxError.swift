/// Why a text is not valid JSON5, and where.
public struct JSON5SyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The offending character (or the end of the file for a text that ends too early).
    public var location: SourceLocation
    /// What was found and what was expected, e.g. `expected ',' or '}' after an object member, found 'kind'`.
    public var message: String
    /// How to fix it, when there is a likely fix.
    public var hint: String?

    /// A syntax error at `location`.
    public init(location: SourceLocation, message: String, hint: String? = nil) {
        self.location = location
        self.message = message
        self.hint = hint
    }

    /// `line:column: message`, plus the hint on its own line.
    public var description: String {
        "\(location): \(message)" + (hint.map { "\n    hint: \($0)" } ?? "")
    }
}

/// The start offsets of the lines of a UTF-8 text, to turn byte offsets into line:column.

// MARK: - Messages

/// How the scanner describes what it found, for friendly messages.
extension JSON5Scanner {
    func unclosed(_ frame: Frame?) -> Failure {
        guard let frame else { return Failure(offset: i, message: "unexpected end of file; expected a value") }
        let open = LineTable(b).location(tree.nodes[frame.node].start, in: b)
        let (bracket, what) = frame.isObject ? ("}", "object") : ("]", "array")
        return Failure(offset: i, message: "unexpected end of file; expected '\(bracket)' to close the \(what) opened at \(open)",
                       hint: "every '\(frame.isObject ? "{" : "[")' needs a matching '\(bracket)'")
    }

    func missingComma(_ frame: Frame, valueEnd: Int) -> Failure {
        let (bracket, other, what) = frame.isObject ? ("}", Self.ch("]"), "an object member") : ("]", Self.ch("}"), "an array item")
        var hint = "a comma is probably missing before this"
        if b[i] == other {
            let open = LineTable(b).location(tree.nodes[frame.node].start, in: b)
            hint = "the \(frame.isObject ? "object" : "array") opened at \(open) must be closed with '\(bracket)'"
        } else if b[valueEnd..<i].contains(0x0A) {
            hint = "a comma is probably missing at the end of the previous line"
        }
        return Failure(offset: i, message: "expected ',' or '\(bracket)' after \(what), found \(found())", hint: characterHint(b[i]) ?? hint)
    }

    /// What is at `i`, for messages: a word, a character in quotes, or a named invisible character.
    func found() -> String {
        guard i < b.count else { return "the end of the file" }
        if Self.isWordStart(b[i]) {
            var end = i
            while end < b.count, end - i < 40, Self.isASCIIWordPart(b[end]) { end += 1 }
            return "'" + String(decoding: b[i..<end], as: UTF8.self) + "'"
        }
        let (scalar, _) = Self.scalar(b, i)
        let names: [UInt32: String] = [0x09: "a tab", 0x0A: "a line break", 0x0D: "a carriage return", 0xA0: "a non-breaking space",
                                       0xFEFF: "a byte order mark", 0x200B: "a zero-width space", 0x2028: "a line separator", 0x2029: "a paragraph separator"]
        if let name = names[scalar.value] { return scalar.value < 0x20 ? name : "\(name) (\(Self.codePoint(scalar.value)))" }
        if scalar.value < 0x20 || scalar.value == 0x7F || scalar.properties.generalCategory == .spaceSeparator
            || scalar.properties.generalCategory == .format {
            return "the invisible character " + Self.codePoint(scalar.value)
        }
        var end = i + Self.scalarLength(b[i])
        while end < b.count, end - i < 64, Self.scalar(b, end).0.properties.isGraphemeExtend { end += Self.scalarLength(b[end]) }
        return b[i] == 0x27 ? "\"'\"" : "'" + String(decoding: b[i..<min(end, b.count)], as: UTF8.self) + "'"
    }

    /// What is wrong with the escape sequence at `i` (a backslash followed by `e`), if anything.
    func escapeProblem(_ e: UInt8, _ length: Int) -> Failure? {
        switch e {
        case _ where Self.isSimpleEscape(e):
            return nil
        case Self.ch("u"), Self.ch("x"):
            guard let v = Self.hex(b, i + 2, e == Self.ch("u") ? 4 : 2, b.count) else { return badHexEscape(e) }
            if v == 0 { return Failure(offset: i, message: "a string cannot contain the null character (\(snippet(i, length)))") }
            if e == Self.ch("u"), length == 6, (0xD800...0xDBFF).contains(v) {
                return Failure(offset: i, message: "'\(snippet(i, 6))' is the first half of a surrogate pair, but no second half (\\uDC00 to \\uDFFF) follows it")
            }
            if e == Self.ch("u"), length == 6, (0xDC00...0xDFFF).contains(v) {
                return Failure(offset: i, message: "'\(snippet(i, 6))' is the second half of a surrogate pair, without a first half before it")
            }
            return nil
        default:
            var scanner = self
            scanner.i += 1
            var hint = "the escapes are \\\" \\' \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX and \\xXX; write \\\\ for a backslash"
            if e == Self.ch("0") { hint = "a string cannot contain the null character" }
            if e == Self.ch("v") { hint = "write \\u000B for a vertical tab" }
            return Failure(offset: i, message: "invalid escape sequence in a string: a backslash followed by \(scanner.found())", hint: hint)
        }
    }

    func badHexEscape(_ e: UInt8) -> Failure {
        let (name, digits) = e == Self.ch("u") ? ("u", 4) : ("x", 2)
        return Failure(offset: i, message: "invalid escape '\(snippet(i, 2 + digits))': \\\(name) must be followed by \(digits) hex digits")
    }

    /// A hint for characters people paste by mistake.
    func characterHint(_ c: UInt8) -> String? {
        if c == 0xE2, i + 2 < b.count, b[i + 1] == 0x80, (0x98...0x9D).contains(b[i + 2]) {
            return "this is a curly quote; JSON5 strings use straight quotes \" or '"
        }
        if c == 0xC2, i + 1 < b.count, b[i + 1] == 0xA0 { return "replace the non-breaking space with an ordinary space" }
        if c == Self.ch("/") { return "comments start with // or /*" }
        if c == Self.ch("#") { return "comments start with //, not #" }
        return nil
    }

    /// A word or token shortened for a message.
    static func clip(_ text: String) -> String { text.count > 40 ? text.prefix(40) + "…" : text }

    /// Up to `count` bytes of the text at `k`, stopping at a quote or control character, for messages.
    func snippet(_ k: Int, _ count: Int) -> String {
        var end = min(b.count, k + count)
        if let stop = b[min(k + 1, end)..<end].firstIndex(where: { $0 == 0x22 || $0 == 0x27 || $0 < 0x20 }) { end = stop }
        return String(decoding: b[k..<end], as: UTF8.self)
    }

    static func codePoint(_ v: UInt32) -> String {
        let hex = String(v, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    static func wordHint(_ word: String) -> String {
        let lower = word.lowercased()
        if let literal = ["true", "false", "null"].first(where: { $0 == lower }) { return "did you mean '\(literal)'?" }
        if ["nil", "none", "undefined"].contains(lower) { return "write null" }
        if lower == "infinity" || lower == "nan" { return "write \(lower == "nan" ? "NaN" : "Infinity")" }
        return "strings need quotes: \"\(word)\""
    }
}
