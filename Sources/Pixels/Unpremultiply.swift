/// Cairo's `CAIRO_FORMAT_ARGB32` (native-endian 32-bit words, alpha in bits 24...31, colour
/// premultiplied by alpha) to straight RGBA: the package's one unpremultiplication.
///
/// Each colour channel becomes `min((c * 255 + a / 2) / a, 255)` (integer division, so halves
/// round up); alpha 0 gives a transparent black pixel and alpha 255 passes the colour through.
/// The division is done as a multiplication by ⌈2³²/a⌉ and a shift, which is exact for every
/// numerator below 2¹⁶ (the largest is 255 · 255 + 127): with `m = ⌈2³²/a⌉ = (2³² + e) / a`,
/// `0 ≤ e < a`, the product `n · m / 2³²` exceeds `n / a` by `n · e / (a · 2³²) < 1 / a`, too
/// little to reach the next integer. `PixelsTests` checks all 65 536 inputs.
public enum Unpremultiply {
    /// ⌈2³² / a⌉ for a = 1...255 (entry 0 is unused and 0). Hot loops copy it into a buffer once
    /// and pass that to ``straight(_:reciprocals:)``.
    public static let reciprocals: [UInt64] = (0..<256).map { a in
        a == 0 ? 0 : ((1 << 32) + UInt64(a) - 1) / UInt64(a)
    }

    /// One premultiplied ARGB32 word to the straight pixel packed as `R | G << 8 | B << 16 | A << 24`
    /// (the byte order R, G, B, A when stored little-endian).
    ///
    /// - Parameter reciprocals: the 256 entries of ``reciprocals``.
    @inlinable @inline(__always)
    public static func straight(_ p: UInt32, reciprocals: UnsafePointer<UInt64>) -> UInt32 {
        let a = p >> 24
        if a == 255 {
            return (p >> 16) & 0xFF | p & 0xFF00 | (p & 0xFF) << 16 | 0xFF00_0000
        }
        if a == 0 { return 0 }
        let m = reciprocals[Int(a)]
        let half = UInt64(a >> 1)
        let r = min(((UInt64((p >> 16) & 0xFF) * 255 + half) &* m) &>> 32, 255)
        let g = min(((UInt64((p >> 8) & 0xFF) * 255 + half) &* m) &>> 32, 255)
        let b = min(((UInt64(p & 0xFF) * 255 + half) &* m) &>> 32, 255)
        return UInt32(truncatingIfNeeded: r | g << 8 | b << 16) | a << 24
    }

    /// The straight RGBA image of `height` rows of `width` premultiplied ARGB32 words; row `y`
    /// starts `y * rowStride` bytes after `base` (e.g. a cairo image surface's data and stride).
    ///
    /// - Throws: `RGBAImageError.negativeDimensions` or `.sizeOverflow` for an unusable size,
    ///   `.rowStrideTooShort` when `rowStride < width * 4`.
    public static func image(fromARGB32 base: UnsafeRawPointer, width: Int, height: Int,
                             rowStride: Int) throws(RGBAImageError) -> RGBAImage {
        let count = try RGBAImage.byteCount(width: width, height: height)
        guard height == 0 || rowStride >= width * 4 else {
            throw .rowStrideTooShort(width: width, rowStride: rowStride)
        }
        let table = UnsafeMutablePointer<UInt64>.allocate(capacity: 256)
        defer { table.deallocate() }
        reciprocals.withUnsafeBufferPointer { source in
            for i in 0..<256 { table[i] = source[i] }
        }
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            if let out = buffer.baseAddress.map(UnsafeMutableRawPointer.init) {
                for y in 0..<height {
                    let row = base + y * rowStride
                    let target = out + y * width * 4
                    for x in 0..<width {
                        let p = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                        target.storeBytes(of: straight(p, reciprocals: table).littleEndian, toByteOffset: x * 4, as: UInt32.self)
                    }
                }
            }
            initialized = count
        }
        return RGBAImage(uncheckedWidth: width, height: height, rgba: bytes)
    }
}
