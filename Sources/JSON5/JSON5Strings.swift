// MARK: - Names and strings

extension JSON5Scanner {
    static func scalarLength(_ lead: UInt8) -> Int {
        lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
    }

    /// The Unicode scalar whose UTF-8 encoding starts at `k`, and its length in bytes.
    static func scalar(_ b: [UInt8], _ k: Int) -> (Unicode.Scalar, Int) {
        let lead = b[k]
        let n = scalarLength(lead)
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        guard n > 1, k + n <= b.count else { return ("\u{FFFD}", 1) }
        var v = UInt32(lead) & (0x7F >> n)
        for j in 1..<n { v = v << 6 | UInt32(b[k + j] & 0x3F) }
        return (Unicode.Scalar(v) ?? "\u{FFFD}", n)
    }

    /// Letters (and letter numbers such as Ⅻ), which may start an unquoted key, as in Foundation.
    static func isLetter(_ s: Unicode.Scalar) -> Bool {
        switch s.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .letterNumber: true
        default: false
        }
    }

    /// Letters, combining marks, digits, connector punctuation, `_`, `$`, ZWNJ and ZWJ, as Foundation.
    static func isIdentifierPart(_ s: Unicode.Scalar) -> Bool {
        switch s.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .decimalNumber, .connectorPunctuation: true
        default: isLetter(s) || s == "_" || s == "$" || s == "\u{200C}" || s == "\u{200D}"
        }
    }

    /// A word at `i`: letters, digits, `_`, `$` and non-ASCII letters.
    mutating func word() -> String {
        let b = self.b
        let start = i
        while i < b.count {
            if Self.isASCIIWordPart(b[i]) { i += 1; continue }
            guard b[i] >= 0x80 else { break }
            let (s, n) = Self.scalar(b, i)
            guard Self.isIdentifierPart(s) else { break }
            i += n
        }
        return String(decoding: b[start..<i], as: UTF8.self)
    }

    /// Skips the rest of an unquoted key. Its text is kept as written, escapes included (as Foundation).
    mutating func skipIdentifier() throws(Failure) {
        let b = self.b
        while i < b.count {
            let c = b[i]
            if Self.isASCIIWordPart(c) {
                i += 1
            } else if c == Self.ch("\\") {
                let digits = i + 1 < b.count && b[i + 1] == Self.ch("x") ? 2 : 4
                guard i + 1 < b.count, b[i + 1] == Self.ch("u") || b[i + 1] == Self.ch("x"), Self.hex(b, i + 2, digits, b.count) != nil else {
                    throw Failure(offset: i, message: "invalid escape in an unquoted key", hint: "put the key in quotes")
                }
                i += 2 + digits
            } else {
                guard c >= 0x80 else { return }
                let (s, n) = Self.scalar(b, i)
                guard Self.isIdentifierPart(s) else { return }
                i += n
            }
        }
    }

    static func hexValue(_ c: UInt8) -> UInt32? {
        switch c {
        case 0x30...0x39: UInt32(c - 0x30)
        case 0x41...0x46: UInt32(c - 0x41 + 10)
        case 0x61...0x66: UInt32(c - 0x61 + 10)
        default: nil
        }
    }

    /// Decodes the raw text of a string between its quotes the way Foundation does (a backslash
    /// before a line break keeps the line break), appending the offset of each decoded scalar's
    /// source to `origins`. Expects a string the scanner accepted, but never traps on others.
    static func decode(_ b: [UInt8], _ from: Int, _ to: Int, origins: inout [Int]) -> String {
        var out = String.UnicodeScalarView()
        var k = from
        func append(_ v: UInt32, _ at: Int) {
            out.append(Unicode.Scalar(v) ?? "\u{FFFD}")
            origins.append(at)
        }
        while k < to {
            guard b[k] == 0x5C, k + 1 < to else {
                let (s, n) = scalar(b, k)
                append(s.value, k)
                k += n
                continue
            }
            let at = k, e = b[k + 1]
            k += 2
            switch e {
            case 0x62: append(0x08, at)
            case 0x66: append(0x0C, at)
            case 0x6E: append(0x0A, at)
            case 0x72: append(0x0D, at)
            case 0x74: append(0x09, at)
            case 0x0D:
                append(0x0D, at)
                if k < to, b[k] == 0x0A { append(0x0A, at); k += 1 }
            case 0x75, 0x78:
                let digits = e == 0x75 ? 4 : 2
                guard var v = hex(b, k, digits, to) else { append(UInt32(e), at); continue }
                k += digits
                if (0xD800...0xDBFF).contains(v), k + 1 < to, b[k] == 0x5C, b[k + 1] == 0x75,
                   let w = hex(b, k + 2, 4, to), (0xDC00...0xDFFF).contains(w) {
                    v = 0x10000 + ((v - 0xD800) << 10) + (w - 0xDC00)
                    k += 6
                }
                append(v, at)
            default:
                let (s, n) = scalar(b, at + 1)
                append(s.value, at)
                k = at + 1 + n
            }
        }
        return String(out)
    }

    /// Decodes a string without recording origins.
    static func decode(_ b: [UInt8], _ from: Int, _ to: Int) -> String { var o: [Int] = []; return decode(b, from, to, origins: &o) }
}

// MARK: - Bytes

extension JSON5Scanner {
    static func ch(_ s: Unicode.Scalar) -> UInt8 { UInt8(truncatingIfNeeded: s.value) }
    static func isDigit(_ c: UInt8) -> Bool { c &- 0x30 < 10 }
    static func isWordStart(_ c: UInt8) -> Bool { (c | 0x20) &- 0x61 < 26 || c == 0x5F || c == 0x24 }
    static func isASCIIWordPart(_ c: UInt8) -> Bool { Self.isWordStart(c) || Self.isDigit(c) }
    /// `\"` `\'` `\\` `\/` `\b` `\f` `\n` `\r` `\t` and a backslash before a line break.
    static func isSimpleEscape(_ e: UInt8) -> Bool {
        switch e {
        case 0x22, 0x27, 0x5C, 0x2F, 0x62, 0x66, 0x6E, 0x72, 0x74, 0x0A, 0x0D: true
        default: false
        }
    }

    /// The value of `count` hex digits at `k`, if they are there before `end`.
    static func hex(_ b: [UInt8], _ k: Int, _ count: Int, _ end: Int) -> UInt32? {
        guard k >= 0, k + count <= min(end, b.count) else { return nil }
        var v: UInt32 = 0, j = k
        while j < k + count {
            guard let d = hexValue(b[j]) else { return nil }
            v = v << 4 | d
            j += 1
        }
        return v
    }
}
