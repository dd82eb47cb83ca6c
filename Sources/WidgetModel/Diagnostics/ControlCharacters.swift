extension String {
    /// The text with every control character written as `\u{1B}`: C0 controls (tab and newline too),
    /// DEL, C1 controls and the bidirectional overrides and isolates. A diagnostic quotes text from
    /// the layout; written raw, an ESC or BEL from the file would reach the terminal, and a
    /// bidirectional override would reorder what is shown.
    public var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: Self.isControl) else { return self }
        var out = ""
        out.unicodeScalars.reserveCapacity(unicodeScalars.count)
        for scalar in unicodeScalars {
            if Self.isControl(scalar) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The text with every control character escaped as in ``escapingControlCharacters`` except
    /// the line breaks that separate its lines: for outputs of several lines (`stack`'s day, a diff).
    public var escapingControlCharactersKeepingLineBreaks: String {
        guard unicodeScalars.contains(where: Self.isControl) else { return self }
        return split(separator: "\n", omittingEmptySubsequences: false).map { String($0).escapingControlCharacters }.joined(separator: "\n")
    }

    /// JSON text with the control characters that `JSONEncoder` leaves raw (DEL, C1 controls,
    /// bidirectional overrides and isolates) written as `\u` escapes; the JSON means the same.
    public var escapingControlCharactersInJSON: String {
        guard unicodeScalars.contains(where: { $0.value >= 0x7F && Self.isControl($0) }) else { return self }
        var out = ""
        out.unicodeScalars.reserveCapacity(unicodeScalars.count)
        for scalar in unicodeScalars {
            if scalar.value >= 0x7F && Self.isControl(scalar) {
                let hex = String(scalar.value, radix: 16, uppercase: false)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func isControl(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
