/// Word-at-a-time comparisons of 32-bit source pixels (little-endian hosts).
enum PixelScan {
    /// How many pixels from `from` (up to `end`) are equal in rows `a` and `b`.
    @inline(__always)
    static func countEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, from: Int, end: Int) -> Int {
        var i = from
        while i + 8 <= end {
            let o = i << 2
            let d = (a.loadUnaligned(fromByteOffset: o, as: UInt64.self) ^ b.loadUnaligned(fromByteOffset: o, as: UInt64.self))
                | (a.loadUnaligned(fromByteOffset: o + 8, as: UInt64.self) ^ b.loadUnaligned(fromByteOffset: o + 8, as: UInt64.self))
                | (a.loadUnaligned(fromByteOffset: o + 16, as: UInt64.self) ^ b.loadUnaligned(fromByteOffset: o + 16, as: UInt64.self))
                | (a.loadUnaligned(fromByteOffset: o + 24, as: UInt64.self) ^ b.loadUnaligned(fromByteOffset: o + 24, as: UInt64.self))
            if d != 0 { break }
            i += 8
        }
        while i + 2 <= end {
            let o = i << 2
            let d = UInt64(littleEndian: a.loadUnaligned(fromByteOffset: o, as: UInt64.self) ^ b.loadUnaligned(fromByteOffset: o, as: UInt64.self))
            if d != 0 { return i - from + (UInt32(truncatingIfNeeded: d) == 0 ? 1 : 0) }
            i += 2
        }
        if i < end && a.loadUnaligned(fromByteOffset: i << 2, as: UInt32.self) == b.loadUnaligned(fromByteOffset: i << 2, as: UInt32.self) {
            i += 1
        }
        return i - from
    }

    /// How many pixels from `from` (up to `end`, `from >= 1`) repeat the pixel at `from - 1`.
    @inline(__always)
    static func countRun(_ a: UnsafeRawPointer, from: Int, end: Int) -> Int {
        let p = a.loadUnaligned(fromByteOffset: (from - 1) << 2, as: UInt32.self)
        let pattern = UInt64(p) | UInt64(p) << 32
        var i = from
        while i + 8 <= end {
            let o = i << 2
            let d = (a.loadUnaligned(fromByteOffset: o, as: UInt64.self) ^ pattern)
                | (a.loadUnaligned(fromByteOffset: o + 8, as: UInt64.self) ^ pattern)
                | (a.loadUnaligned(fromByteOffset: o + 16, as: UInt64.self) ^ pattern)
                | (a.loadUnaligned(fromByteOffset: o + 24, as: UInt64.self) ^ pattern)
            if d != 0 { break }
            i += 8
        }
        while i + 2 <= end {
            let d = UInt64(littleEndian: a.loadUnaligned(fromByteOffset: i << 2, as: UInt64.self) ^ pattern)
            if d != 0 { return i - from + (UInt32(truncatingIfNeeded: d) == 0 ? 1 : 0) }
            i += 2
        }
        if i < end && a.loadUnaligned(fromByteOffset: i << 2, as: UInt32.self) == p { i += 1 }
        return i - from
    }
}
