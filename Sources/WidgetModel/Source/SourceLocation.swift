/// A position in a source text, printed as `line:column`.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// 1-based line. Lines end at `\n` (a `\r\n` pair ends a line once).
    public var line: Int
    /// 1-based column, counted in characters (Swift `Character`s) of that line.
    public var column: Int
    /// 0-based UTF-8 byte offset into the text.
    public var offset: Int

    /// A position; `offset` is the UTF-8 byte offset (0 when unknown).
    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// Orders by line, then column, then offset.
    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.line, a.column, a.offset) < (b.line, b.column, b.offset)
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}

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
struct LineTable: Sendable {
    private let starts: [Int]

    init(_ bytes: [UInt8]) {
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            var k = 0
            while k < buffer.count {
                if buffer[k] == 0x0A { starts.append(k + 1) }
                k += 1
            }
        }
        self.starts = starts
    }

    /// The position of `offset` (clamped to the text). Columns count characters; a `\r` just
    /// before the line's `\n` is not counted. Costs O(length of the line).
    func location(_ offset: Int, in bytes: [UInt8]) -> SourceLocation {
        let o = max(0, min(offset, bytes.count))
        var lo = 0, hi = starts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= o { lo = mid } else { hi = mid - 1 }
        }
        var slice = bytes[starts[lo]..<o]
        if slice.last == 0x0D, o < bytes.count, bytes[o] == 0x0A { slice = slice.dropLast() }
        return SourceLocation(line: lo + 1, column: String(decoding: slice, as: UTF8.self).count + 1, offset: o)
    }
}

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

// MARK: - Numbers

extension JSON5Scanner {
    /// Skips a number (or `Infinity`, `NaN`) at `i` as Foundation does (digits, letters, `.`, `+`,
    /// `-`), postponing the check that it is a number.
    mutating func number() {
        let b = self.b
        let start = i
        let digits = b[start] == 0x2B || b[start] == 0x2D ? start + 1 : start
        var simple = true, points = 0
        i += 1
        while i < b.count {
            let c = b[i]
            if Self.isDigit(c) || c == 0x2E {
                if c == 0x2E { points += 1 }
            } else if (c | 0x20) &- 0x61 < 26 || c == 0x2B || c == 0x2D {
                simple = false
            } else {
                break
            }
            i += 1
        }
        // Digits with at most one point, no leading zero and not too many digits, short hex numbers,
        // Infinity and NaN need no more checks.
        if simple, points <= 1, digits < i, i - digits <= 16, Self.isDigit(b[digits]),
           b[digits] != 0x30 || i - digits == 1 || b[digits + 1] == 0x2E { return }
        if Self.equals(b, digits, i, "Infinity") || Self.equals(b, digits, i, "NaN") { return }
        if i - digits > 2, i - digits <= 15, b[digits] == 0x30, b[digits + 1] | 0x20 == 0x78,
           Self.allHex(b, digits + 2, i) { return }
        if let failure = numberFailure(start, i) { postpone(failure) }
    }

    /// What is wrong with the number token `b[s..<e]`, as Foundation reads numbers; nil if nothing.
    func numberFailure(_ s: Int, _ e: Int) -> Failure? {
        let signed = b[s] == 0x2B || b[s] == 0x2D
        let k = signed ? s + 1 : s
        func fail(_ problem: String, _ hint: String? = nil) -> Failure {
            let text = Self.clip(Self.text(b, s, e))
            if Self.isWordStart(b[min(k, e - 1)]) {
                return Failure(offset: s, message: "expected a value (an object, array, string, number, true, false or null), found '\(text)'",
                               hint: Self.wordHint(text))
            }
            return Failure(offset: s, message: "invalid number '\(text)': \(problem)", hint: hint)
        }
        guard k < e else { return fail("a sign must be followed by a number") }
        if Self.equals(b, k, e, "Infinity") || Self.equals(b, k, e, "NaN") { return nil }
        if e - k >= 2, b[k] == 0x30, b[k + 1] | 0x20 == 0x78 {
            guard e - k > 2, Self.allHex(b, k + 2, e) else { return fail("0x must be followed by hex digits") }
            // Foundation reads hex numbers as 64-bit integers that a Double must hold exactly.
            guard let v = UInt64(Self.text(b, k + 2, e), radix: 16), v <= UInt64(Int64.max), UInt64(exactly: Double(v)) == v else {
                return fail("it is too large to be read exactly", "write it in decimal")
            }
            return nil
        }
        var j = k
        while j < e, Self.isDigit(b[j]) { j += 1 }
        let intDigits = j - k
        if intDigits > 1, b[k] == 0x30 { return fail("a number cannot start with 0 followed by more digits", "remove the leading zero") }
        var fracDigits = 0
        if j < e, b[j] == 0x2E {
            j += 1
            while j < e, Self.isDigit(b[j]) { j += 1; fracDigits += 1 }
        }
        guard intDigits + fracDigits > 0 else { return fail("it has no digits", "put it in quotes if it is text") }
        let mantissaEnd = j
        if j < e, b[j] | 0x20 == 0x65 {
            // Foundation (Swift 6.3) rejects exactly `0e1`…`0e9` though it reads 0e0, 0e10, -0e5 and 0.0e5.
            if !signed, j == k + 1, b[k] == 0x30, e - k == 3, b[j + 1] &- 0x31 < 9 {
                return fail("0 with a one-digit exponent is not supported", "write 0")
            }
            j += 1
            if j < e, b[j] == 0x2B || b[j] == 0x2D { j += 1 }
            let expStart = j
            while j < e, Self.isDigit(b[j]) { j += 1 }
            guard j > expStart else { return fail("the exponent has no digits") }
        }
        guard j == e else { return fail("it is not a number", "put it in quotes if it is text") }
        if mantissaEnd < e || intDigits + fracDigits > 15, let d = Double(Self.text(b, k, e)) {
            if d.isInfinite { return fail("it is too large for a 64-bit floating-point number") }
            if d == 0, (k..<mantissaEnd).contains(where: { b[$0] &- 0x31 < 9 }) {
                return fail("it is too small for a 64-bit floating-point number", "write 0")
            }
        }
        return nil
    }

    /// Whether `b[k..<e]` is exactly `word` (ASCII).
    static func equals(_ b: [UInt8], _ k: Int, _ e: Int, _ word: StaticString) -> Bool {
        guard e - k == word.utf8CodeUnitCount else { return false }
        let w = word.utf8Start
        var j = 0
        while j < e - k, b[k + j] == w[j] { j += 1 }
        return j == e - k
    }

    static func allHex(_ b: [UInt8], _ k: Int, _ e: Int) -> Bool {
        var j = k
        while j < e, hexValue(b[j]) != nil { j += 1 }
        return j == e
    }

    /// The text of `b[s..<e]`.
    static func text(_ b: [UInt8], _ s: Int, _ e: Int) -> String {
        b.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[s..<e]), as: UTF8.self) }
    }
}
