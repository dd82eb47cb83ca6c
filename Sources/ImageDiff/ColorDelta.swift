// Colour difference in the YIQ NTSC transmission colour space, after
// Y. Kotsarenko and F. Ramos, "Measuring perceived color difference using YIQ NTSC
// transmission color space in mobile applications" (Programación Matemática y Software, 2010),
// with the weights and alpha handling of pixelmatch 7.1.
//
// Every expression keeps the reference's operation order so that the Double results, and
// therefore the threshold decisions and grey values, are bit-for-bit the same.

/// The largest possible YIQ delta between two colours; `maxDelta = 35215 * threshold²`.
let yiqMaximumDelta = 35215.0

/// The per-channel differences of two pixels, after blending semi-transparent pixels over a
/// background pattern chosen by the byte offset `k`, or `nil` when both pixels are equal.
///
/// pixelmatch 7 blends against a pseudo-checkerboard (channel values 48 or 207) rather than
/// white, so that a colour change hidden by transparency on white still shows up.
@inline(__always)
func blendedDifferences(_ p1: UnsafeRawPointer, _ p2: UnsafeRawPointer, backgroundOffset k: Int) -> (r: Double, g: Double, b: Double)? {
    let r1 = Int(p1.load(fromByteOffset: 0, as: UInt8.self))
    let g1 = Int(p1.load(fromByteOffset: 1, as: UInt8.self))
    let b1 = Int(p1.load(fromByteOffset: 2, as: UInt8.self))
    let a1 = Int(p1.load(fromByteOffset: 3, as: UInt8.self))
    let r2 = Int(p2.load(fromByteOffset: 0, as: UInt8.self))
    let g2 = Int(p2.load(fromByteOffset: 1, as: UInt8.self))
    let b2 = Int(p2.load(fromByteOffset: 2, as: UInt8.self))
    let a2 = Int(p2.load(fromByteOffset: 3, as: UInt8.self))

    let da = a1 - a2
    if r1 == r2 && g1 == g2 && b1 == b2 && da == 0 { return nil }
    if a1 == 255 && a2 == 255 {
        return (Double(r1 - r2), Double(g1 - g2), Double(b1 - b2))
    }
    let (rb, gb, bb) = checkerboardBackground(k)
    // The numerators are exact integers, as in the reference's Double arithmetic.
    return (
        Double(r1 * a1 - r2 * a2 - rb * da) / 255,
        Double(g1 * a1 - g2 * a2 - gb * da) / 255,
        Double(b1 * a1 - b2 * a2 - bb * da) / 255
    )
}

/// The background colour (each channel 48 or 207) that translucent pixels at byte offset `k`
/// are blended over. Kept out of line so that opaque images never pay for its two divisions.
@inline(never)
func checkerboardBackground(_ k: Int) -> (Int, Int, Int) {
    (
        48 + 159 * (k % 2),
        48 + 159 * (Int(Double(k) / 1.618033988749895) % 2),
        48 + 159 * (Int(Double(k) / 2.618033988749895) % 2)
    )
}

/// The luma (Y) of a colour difference.
@inline(__always)
func yiqY(_ r: Double, _ g: Double, _ b: Double) -> Double {
    r * 0.29889531 + g * 0.58662247 + b * 0.11448223
}

/// The squared YIQ distance between two pixels, negative when the second pixel is darker
/// (its luma is lower), zero when the pixels are equal.
@inline(__always)
func colorDelta(_ p1: UnsafeRawPointer, _ p2: UnsafeRawPointer, backgroundOffset k: Int) -> Double {
    guard let (dr, dg, db) = blendedDifferences(p1, p2, backgroundOffset: k) else { return 0 }
    let y = yiqY(dr, dg, db)
    let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
    let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
    let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    return y > 0 ? -delta : delta
}

/// The luma difference between two pixels of one image, blended over the background chosen by
/// the centre pixel's byte offset `k`; used by the anti-aliasing detector.
@inline(__always)
func brightnessDelta(_ p1: UnsafeRawPointer, _ p2: UnsafeRawPointer, backgroundOffset k: Int) -> Double {
    guard let (dr, dg, db) = blendedDifferences(p1, p2, backgroundOffset: k) else { return 0 }
    return yiqY(dr, dg, db)
}

/// The grey value pixelmatch paints for an unchanged pixel: its luma blended with white,
/// with opacity `alpha * a / 255`, converted to a byte the way a JavaScript `Uint8Array` store does.
@inline(__always)
func grayValue(_ p: UnsafeRawPointer, alpha: Double) -> UInt8 {
    let r = Double(p.load(fromByteOffset: 0, as: UInt8.self))
    let g = Double(p.load(fromByteOffset: 1, as: UInt8.self))
    let b = Double(p.load(fromByteOffset: 2, as: UInt8.self))
    let a = Double(p.load(fromByteOffset: 3, as: UInt8.self))
    let value = 255 + (r * 0.29889531 + g * 0.58662247 + b * 0.11448223 - 255) * alpha * a / 255
    return javaScriptUInt8(value)
}

/// ECMAScript ToUint8: truncate toward zero, then wrap modulo 256; NaN and infinities become 0.
@inline(__always)
func javaScriptUInt8(_ value: Double) -> UInt8 {
    if value >= 0 && value < 256 { return UInt8(value) }
    guard value.isFinite else { return 0 }
    let wrapped = value.rounded(.towardZero).truncatingRemainder(dividingBy: 256)
    return UInt8(wrapped < 0 ? wrapped + 256 : wrapped)
}
