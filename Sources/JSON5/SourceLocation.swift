/// A position in a source text, printed as `line:column`.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// 1-based line. Lines end at `\n`, at `\r` (a file with CR-only line endings) or at a `\r\n` pair (once).
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

/// Line starts of a text, for turning byte offsets into line:column.
struct LineTable: Sendable {
    private let starts: [Int]
    /// For each line, whether it holds only ASCII bytes: then each byte is one character and a
    /// column is a byte count.
    private let isSimple: [Bool]

    init(_ bytes: [UInt8]) {
        var starts = [0]
        var isSimple: [Bool] = []
        bytes.withUnsafeBufferPointer { buffer in
            var k = 0, simple = true
            while k < buffer.count {
                let b = buffer[k]
                if b >= 0x80 { simple = false }
                // A lone `\r` ends a line, as in JSON5 (old Mac files have no `\n` at all).
                if b == 0x0A || (b == 0x0D && (k + 1 == buffer.count || buffer[k + 1] != 0x0A)) {
                    starts.append(k + 1); isSimple.append(simple); simple = true
                }
                k += 1
            }
            isSimple.append(simple)
        }
        self.starts = starts
        self.isSimple = isSimple
    }

    /// The position of `offset` (clamped to the text). Columns count characters; a `\r` just
    /// before the line's `\n` is not counted. Costs O(log lines) on an ASCII line, O(length of
    /// the line) otherwise.
    func location(_ offset: Int, in bytes: [UInt8]) -> SourceLocation {
        let o = max(0, min(offset, bytes.count))
        var lo = 0, hi = starts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= o { lo = mid } else { hi = mid - 1 }
        }
        var end = o
        if end > starts[lo], bytes[end - 1] == 0x0D, o < bytes.count, bytes[o] == 0x0A { end -= 1 }
        if isSimple[lo] {
            return SourceLocation(line: lo + 1, column: end - starts[lo] + 1, offset: o)
        }
        return SourceLocation(line: lo + 1, column: String(decoding: bytes[starts[lo]..<end], as: UTF8.self).count + 1, offset: o)
    }
}
