/// A colour for the rendering-mode formulas: straight (not premultiplied) alpha, sRGB-encoded
/// components in 0...1 (docs/rendering.md, "Accented (tinted and clear)").
public struct ModeColor: Sendable, Hashable, CustomStringConvertible {
    public var r: Double, g: Double, b: Double, a: Double
    public init(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) { self.r = r; self.g = g; self.b = b; self.a = a }

    /// From 8-bit straight RGBA.
    public init(r8: UInt8, g8: UInt8, b8: UInt8, a8: UInt8 = 255) {
        self.init(Double(r8) / 255, Double(g8) / 255, Double(b8) / 255, Double(a8) / 255)
    }

    public static let white = ModeColor(1, 1, 1)
    public static let black = ModeColor(0, 0, 0)
    public static let clear = ModeColor(0, 0, 0, 0)

    /// The same colour with another alpha.
    public func withAlpha(_ alpha: Double) -> ModeColor { ModeColor(r, g, b, alpha) }

    /// Each component rounded to 8 bits (clamped to 0...255).
    public var bytes: (UInt8, UInt8, UInt8, UInt8) { (Self.byte(r), Self.byte(g), Self.byte(b), Self.byte(a)) }

    public static func byte(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }

    /// `a·(1 − t) + b·t` per colour component (alpha from `alpha`).
    static func mix(_ x: ModeColor, _ y: ModeColor, _ t: Double, alpha: Double = 1) -> ModeColor {
        ModeColor(x.r + (y.r - x.r) * t, x.g + (y.g - x.g) * t, x.b + (y.b - x.b) * t, alpha)
    }

    public var description: String { "(\(r), \(g), \(b), \(a))" }
}

/// Hue, saturation, brightness in 0...1 (hue as a fraction of a turn), for the tint of the tinted
/// Home Screen.
public struct HSB: Sendable, Hashable {
    public var h: Double, s: Double, b: Double
    public init(h: Double, s: Double, b: Double) { self.h = h; self.s = s; self.b = b }

    /// The HSB coordinates of an sRGB colour (alpha ignored).
    public init(_ c: ModeColor) {
        let mx = max(c.r, c.g, c.b), mn = min(c.r, c.g, c.b), d = mx - mn
        var hue = 0.0
        if d > 0 {
            if mx == c.r { hue = ((c.g - c.b) / d).truncatingRemainder(dividingBy: 6) }
            else if mx == c.g { hue = (c.b - c.r) / d + 2 }
            else { hue = (c.r - c.g) / d + 4 }
            hue /= 6
            if hue < 0 { hue += 1 }
        }
        self.init(h: hue, s: mx == 0 ? 0 : d / mx, b: mx)
    }

    /// The opaque sRGB colour.
    public var color: ModeColor {
        let h6 = (h - h.rounded(.down)) * 6
        let i = Int(h6.rounded(.down)) % 6, f = h6 - h6.rounded(.down)
        let p = b * (1 - s), q = b * (1 - s * f), t = b * (1 - s * (1 - f))
        switch i {
        case 0: return ModeColor(b, t, p)
        case 1: return ModeColor(q, b, p)
        case 2: return ModeColor(p, b, t)
        case 3: return ModeColor(p, q, b)
        case 4: return ModeColor(t, p, b)
        default: return ModeColor(b, p, q)
        }
    }
}
