/// Finding the first byte that is not well-formed UTF-8 (Unicode 15, table 3-7), with its line and
/// column, so that an error about a file that is not UTF-8 text can point at it.
public enum UTF8Validation {
    /// Where the first ill-formed sequence starts: its 0-based byte offset, and 1-based line and column
    /// (the column counts the characters before it on its line, as ``SourceLocation`` does).
    public struct Position: Sendable, Hashable {
        public var offset: Int
        public var line: Int
        public var column: Int
        /// The byte at `offset`.
        public var byte: UInt8
    }

    /// The first ill-formed byte of `bytes`, or nil when all of it is UTF-8.
    public static func firstInvalidByte(_ bytes: [UInt8]) -> Position? {
        guard let offset = invalidOffset(bytes) else { return nil }
        return position(ofOffset: offset, in: bytes)
    }

    /// The line and column of the byte at `offset` (which must be inside `bytes`).
    public static func position(ofOffset offset: Int, in bytes: [UInt8]) -> Position {
        var lineStart = 0, line = 1
        // Lines end as for SourceLocation: at `\n`, `\r` or `\r\n`.
        for k in 0..<offset where bytes[k] == 0x0A || (bytes[k] == 0x0D && (k + 1 == bytes.count || bytes[k + 1] != 0x0A)) {
            lineStart = k + 1; line += 1
        }
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
        return Position(offset: offset, line: line, column: column, byte: bytes[offset])
    }

    /// The offset where the first ill-formed sequence starts: a byte that cannot start one, or the
    /// first byte of a sequence that is cut short, overlong, a surrogate or beyond U+10FFFF.
    static func invalidOffset(_ b: [UInt8]) -> Int? {
        var k = 0
        while k < b.count {
            let lead = b[k]
            if lead < 0x80 { k += 1; continue }
            // The length of the sequence and the range of its second byte.
            let length: Int, second: ClosedRange<UInt8>
            switch lead {
            case 0xC2...0xDF: length = 2; second = 0x80...0xBF
            case 0xE0: length = 3; second = 0xA0...0xBF
            case 0xE1...0xEC, 0xEE...0xEF: length = 3; second = 0x80...0xBF
            case 0xED: length = 3; second = 0x80...0x9F
            case 0xF0: length = 4; second = 0x90...0xBF
            case 0xF1...0xF3: length = 4; second = 0x80...0xBF
            case 0xF4: length = 4; second = 0x80...0x8F
            default: return k
            }
            for j in 1..<length {
                guard k + j < b.count else { return k }
                let ok = j == 1 ? second.contains(b[k + j]) : (0x80...0xBF).contains(b[k + j])
                if !ok { return k }
            }
            k += length
        }
        return nil
    }
}
