@testable import PNGCodec

/// A seeded xorshift64* generator: the same seed always gives the same images.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed == 0 ? 0x9E37_79B9_7F4A_7C15 : seed }
    mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 0x2545_F491_4F6C_DD1D
    }
}

/// Synthetic test images as straight RGBA bytes.
enum TestImages {
    static func noise(width: Int, height: Int, seed: UInt64, opaque: Bool) -> [UInt8] {
        var g = SeededGenerator(seed: seed)
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for i in 0..<rgba.count { rgba[i] = UInt8(truncatingIfNeeded: g.next() >> 32) }
        if opaque { for i in stride(from: 3, to: rgba.count, by: 4) { rgba[i] = 255 } }
        return rgba
    }

    static func flat(width: Int, height: Int, _ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> [UInt8] {
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for i in 0..<(width * height) {
            rgba[4 * i] = r; rgba[4 * i + 1] = g; rgba[4 * i + 2] = b; rgba[4 * i + 3] = a
        }
        return rgba
    }

    /// Mostly-repeating content with sparse noise: random short runs, copied rows and literals.
    static func blocky(width: Int, height: Int, seed: UInt64) -> [UInt8] {
        var g = SeededGenerator(seed: seed)
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            if y > 0 && g.next() % 3 == 0 {
                for i in 0..<(width * 4) { rgba[(y * width) * 4 + i] = rgba[((y - 1) * width) * 4 + i] }
                if g.next() % 2 == 0 { rgba[(y * width + Int(g.next() % UInt64(width))) * 4] ^= 0x55 }
                continue
            }
            var x = 0
            while x < width {
                let run = Int(g.next() % 40) + 1
                let v = g.next()
                for k in x..<min(width, x + run) {
                    for c in 0..<4 { rgba[(y * width + k) * 4 + c] = UInt8(truncatingIfNeeded: v >> (8 * c)) }
                }
                x += run
            }
        }
        return rgba
    }

    /// A widget-like picture: transparent corners outside a rounded rectangle, a vertical
    /// gradient, a diagonal gradient band, an anti-aliased circle and text-like strokes.
    static func widget(width: Int, height: Int, radius: Double) -> [UInt8] {
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let cx = min(max(Double(x) + 0.5, radius), Double(width) - radius)
                let cy = min(max(Double(y) + 0.5, radius), Double(height) - radius)
                let dx = Double(x) + 0.5 - cx, dy = Double(y) + 0.5 - cy
                let coverage = min(max(radius - (dx * dx + dy * dy).squareRoot() + 0.5, 0), 1)
                var r = 30 + 120 * Double(y) / Double(height)
                var g = 60.0, b = 200 - 100 * Double(y) / Double(height)
                if y > height / 2 && y < height * 3 / 4 { g = 40 + 150 * Double(x + y) / Double(width + height) }
                let ccx = Double(width) * 0.7, ccy = Double(height) * 0.3
                let d = ((Double(x) - ccx) * (Double(x) - ccx) + (Double(y) - ccy) * (Double(y) - ccy)).squareRoot()
                let circle = min(max(Double(width) * 0.12 - d, 0), 1)
                r = r * (1 - circle) + 255 * circle; g = g * (1 - circle) + 255 * circle; b = b * (1 - circle) + 255 * circle
                let textRow = (y / 9) % 3 == 1 && x > width / 10 && x < width / 2
                if textRow && (x * 7 + y * 3) % 11 < 3 { r = 250; g = 250; b = 250 * 0.9 + Double(x % 3) }
                let i = (y * width + x) * 4
                rgba[i] = UInt8(r); rgba[i + 1] = UInt8(g); rgba[i + 2] = UInt8(b)
                rgba[i + 3] = UInt8((coverage * 255).rounded())
            }
        }
        return rgba
    }

    /// Packs straight RGBA into premultiplied ARGB32 words (native endian), `stride` bytes per row.
    static func premultiplied(_ rgba: [UInt8], width: Int, height: Int, stride: Int, seed: UInt64) -> [UInt8] {
        var g = SeededGenerator(seed: seed)
        var bytes = [UInt8](repeating: 0, count: stride * height)
        for i in 0..<bytes.count { bytes[i] = UInt8(truncatingIfNeeded: g.next()) }  // garbage padding
        bytes.withUnsafeMutableBytes { raw in
            for y in 0..<height {
                for x in 0..<width {
                    let i = (y * width + x) * 4
                    let a = UInt32(rgba[i + 3])
                    func pm(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                    let word = a << 24 | pm(rgba[i]) << 16 | pm(rgba[i + 1]) << 8 | pm(rgba[i + 2])
                    raw.storeBytes(of: word, toByteOffset: y * stride + x * 4, as: UInt32.self)
                }
            }
        }
        return bytes
    }

    /// The renderer's unpremultiplication, straight from the spec.
    static func straight(fromPremultiplied bytes: [UInt8], width: Int, height: Int, stride: Int) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeBytes { raw in
            for y in 0..<height {
                for x in 0..<width {
                    let p = raw.loadUnaligned(fromByteOffset: y * stride + x * 4, as: UInt32.self)
                    let a = p >> 24
                    var r: UInt32 = 0, g: UInt32 = 0, b: UInt32 = 0
                    if a == 255 {
                        r = (p >> 16) & 0xFF; g = (p >> 8) & 0xFF; b = p & 0xFF
                    } else if a > 0 {
                        r = min((((p >> 16) & 0xFF) * 255 + a / 2) / a, 255)
                        g = min((((p >> 8) & 0xFF) * 255 + a / 2) / a, 255)
                        b = min(((p & 0xFF) * 255 + a / 2) / a, 255)
                    }
                    let i = (y * width + x) * 4
                    out[i] = UInt8(r); out[i + 1] = UInt8(g); out[i + 2] = UInt8(b); out[i + 3] = UInt8(a)
                }
            }
        }
        return out
    }
}
