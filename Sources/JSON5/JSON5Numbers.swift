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
