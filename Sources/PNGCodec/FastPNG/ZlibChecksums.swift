import CPNG

/// zlib's CRC-32 (ISO 3309, the PNG chunk checksum), for `PNGChunks`.
enum ZlibCRC32 {
    /// The CRC of `count` bytes at `bytes`, continuing from `crc` (0 to start).
    ///
    /// `count` may be any size: zlib's `crc32` takes at most 2³² − 1 bytes per call, so larger
    /// spans go in pieces.
    static func update(_ crc: UInt32, _ bytes: UnsafeRawPointer, _ count: Int) -> UInt32 {
        var c = UInt(crc)
        var p = bytes.assumingMemoryBound(to: UInt8.self)
        var n = count
        while n > 0 {
            let piece = min(n, Int(UInt32.max))
            c = crc32(c, p, UInt32(piece))
            p += piece
            n -= piece
        }
        return UInt32(truncatingIfNeeded: c)
    }

    /// The CRC of `bytes`.
    static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        guard let base = bytes.baseAddress else { return 0 }
        return update(0, base, bytes.count)
    }
}
