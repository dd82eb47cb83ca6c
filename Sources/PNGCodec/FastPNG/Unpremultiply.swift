/// Cairo ARGB32 (premultiplied, native-endian words) to straight RGBA, exactly as the renderer
/// does it: `min((c * 255 + a / 2) / a, 255)` per colour channel, with the division done as a
/// multiplication by ⌈2³²/a⌉ (exact for every numerator below 2¹⁶, checked exhaustively in `ChecksumTests`).
enum Unpremultiply {
    /// ⌈2³² / a⌉ for a = 1...255 (entry 0 unused).
    static let reciprocals: [UInt64] = (0..<256).map { a in a == 0 ? 0 : ((1 << 32) + UInt64(a) - 1) / UInt64(a) }

    /// The straight pixel packed as R | G << 8 | B << 16 | A << 24.
    @inline(__always)
    static func straight(_ p: UInt32, reciprocals: UnsafePointer<UInt64>) -> UInt32 {
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
}
