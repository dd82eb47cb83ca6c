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

/// Line starts of a text, for turning byte offsets into line:column.
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
