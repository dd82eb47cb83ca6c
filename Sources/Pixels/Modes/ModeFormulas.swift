/// The per-pixel formulas of the rendering modes (docs/rendering.md, "Rendering modes"). Every
/// function is pure; every number that the docs mark as a guess is a named parameter of one of
/// the parameter structs below, with the documented value as its default.

/// Which values the luminance coefficients apply to (C.2). Apple does not publish it.
public enum LuminanceSpace: String, Sendable, Hashable, CaseIterable {
    /// The sRGB-encoded components, as stored (default) [guess].
    case encoded
    /// Linear-light components (the sRGB curve removed first); the result is re-encoded.
    case linear
}

/// How an image is drawn in the accented mode: `widgetAccentedRenderingMode(_:)` (C.4.4). `nil`
/// (no modifier) is the default silhouette.
public enum AccentedImageMode: String, Sendable, Hashable, CaseIterable {
    case accented, desaturated, accentedDesaturated, fullColor
}

/// The two groups of the accented mode (C.4.2), and full-colour images, which are composited on top.
public enum AccentGroup: String, Sendable, Hashable, CaseIterable {
    case primary, accent, fullColor
}

/// Colours of the accented mode's groups (C.4.3).
public struct AccentedParameters: Sendable, Hashable {
    /// C_primary: white on iPhone, iPad and Mac ("tints primary and accented content white").
    public var primary: ModeColor = .white
    /// C_accent: white on iPhone, iPad and Mac; the watch-face colour on watchOS.
    public var accent: ModeColor = .white
    /// The luminance of `desaturated` images (C.2).
    public var luminance: LuminanceSpace = .encoded
    public init(primary: ModeColor = .white, accent: ModeColor = .white, luminance: LuminanceSpace = .encoded) {
        self.primary = primary; self.accent = accent; self.luminance = luminance
    }
}

/// The tinted Home Screen's composite (C.4.5, all of it a guess).
public struct TintedParameters: Sendable, Hashable {
    /// The person's tint colour T.
    public var tint: ModeColor
    /// B_T = HSB(h, backgroundSaturation·s, backgroundBrightness).
    public var backgroundSaturation = 0.6
    public var backgroundBrightness = 0.22
    /// F_T = HSB(h, foregroundSaturation·s, foregroundBrightness).
    public var foregroundSaturation = 0.25
    public var foregroundBrightness = 0.95
    /// The default tint when none is chosen: an amber close to iOS's first tint suggestion [guess].
    public static let defaultTint = ModeColor(r8: 0xFF, g8: 0xB3, b8: 0x40)
    public init(tint: ModeColor = TintedParameters.defaultTint) { self.tint = tint }

    /// B_T: the colour that replaces the container background.
    public var background: ModeColor {
        let t = HSB(tint)
        return HSB(h: t.h, s: backgroundSaturation * t.s, b: backgroundBrightness).color
    }

    /// F_T: the colour the white (recoloured) content becomes.
    public var foreground: ModeColor {
        let t = HSB(tint)
        return HSB(h: t.h, s: foregroundSaturation * t.s, b: foregroundBrightness).color
    }
}

/// The clear (Liquid Glass) Home Screen's composite (C.4.5, all of it a guess).
public struct ClearParameters: Sendable, Hashable {
    /// The wallpaper behind the widget when no Home Screen is known (no device): neutral mid-grey
    /// (a flat wallpaper is its own blur).
    public var wallpaper = ModeColor(0.5, 0.5, 0.5)
    /// blur(W, blurRadius): the standard deviation, in points, of the Gaussian blur of the wallpaper
    /// region behind the widget. The reference's "20 pt" taken as a standard deviation, as CSS
    /// `blur(20px)` and `feGaussianBlur` read their radius [guess].
    public var blurRadius = 20.0
    /// The grid, in points, the blur is computed on before it is sampled at the widget's pixels
    /// (a cost, not a look: a 20-pt blur has no detail finer than 2 pt).
    public var blurStep = 2.0
    /// G = wallpaperShare·blur(W) + (1 − wallpaperShare)·white.
    public var wallpaperShare = 0.82
    /// The rim: white at this opacity along the top edge, `rimWidth` points high.
    public var rimOpacity = 0.35
    public var rimWidth = 1.0
    /// pixel = G·(1 − contentOpacity·α) + white·contentOpacity·α.
    public var contentOpacity = 0.9
    public init() {}
}

/// The vibrant mode (C.5): Lock Screen, StandBy at night, Always-On.
public struct VibrantParameters: Sendable, Hashable {
    /// M: the material behind the widget, for deterministic snapshots (the blurred wallpaper on a device).
    public var material = ModeColor(0.20, 0.20, 0.22)
    /// L: the Lock Screen tint, white unless the person chose one.
    public var tint: ModeColor = .white
    /// The luminance of content pixels (C.2).
    public var luminance: LuminanceSpace = .encoded
    /// Always-On: the result multiplied by this factor (1: not reduced) [guess 0.5].
    public var luminanceFactor = 1.0
    /// The grey of `AccessoryWidgetBackground` (drawn at alpha 1) [guess].
    public static let accessoryBackgroundGray = 0.18
    /// The Always-On factor of C.5.5 [guess].
    public static let alwaysOnFactor = 0.5
    public init(material: ModeColor = ModeColor(0.20, 0.20, 0.22), tint: ModeColor = .white, luminanceFactor: Double = 1) {
        self.material = material; self.tint = tint; self.luminanceFactor = luminanceFactor
    }

    /// The Lock Screen, optionally with a person's tint.
    public static func lockScreen(tint: ModeColor = .white) -> VibrantParameters { VibrantParameters(tint: tint) }
    /// StandBy in low light: "monochromatic red tint" over black.
    public static let standByNight = VibrantParameters(material: .black, tint: ModeColor(1, 0, 0))
    /// The Always-On Lock Screen: the Lock Screen at reduced luminance.
    public static let alwaysOn = VibrantParameters(luminanceFactor: alwaysOnFactor)
}

public enum ModeFormulas {
    // MARK: C.2

    /// Y(p) = 0.2125·r + 0.7154·g + 0.0721·b (the coefficients of `luminanceToAlpha`).
    public static func luminance(_ p: ModeColor, _ space: LuminanceSpace = .encoded) -> Double {
        switch space {
        case .encoded:
            return 0.2125 * p.r + 0.7154 * p.g + 0.0721 * p.b
        case .linear:
            let y = 0.2125 * linear(p.r) + 0.7154 * linear(p.g) + 0.0721 * linear(p.b)
            return encoded(y)
        }
    }

    /// The sRGB curve: x^2.4 = x²·x^(2/5).
    static func linear(_ v: Double) -> Double {
        guard v > 0.04045 else { return v / 12.92 }
        let x = (v + 0.055) / 1.055
        let fifth = root(x, 5)
        return x * x * fifth * fifth
    }

    /// Its inverse: x^(1/2.4) = (x^(1/12))⁵.
    static func encoded(_ v: Double) -> Double {
        guard v > 0.0031308 else { return v * 12.92 }
        let r = root(v, 12)
        return 1.055 * r * r * r * r * r - 0.055
    }

    /// The positive n-th root of x > 0 by Newton's method (the standard library has no `pow`).
    static func root(_ x: Double, _ n: Int) -> Double {
        var y = max(x, 1)
        for _ in 0..<200 {
            var p = 1.0
            for _ in 0..<(n - 1) { p *= y }
            let next = y - (p * y - x) / (Double(n) * p)
            if abs(next - y) <= 1e-15 * y { return next }
            y = next
        }
        return y
    }

    // MARK: C.4 accented

    /// C.4.3: the view's colour replaced, its alpha kept: (C_G, a).
    public static func recolour(_ p: ModeColor, to c: ModeColor) -> ModeColor { c.withAlpha(p.a) }

    /// C.4.4: an image's pixel by its `widgetAccentedRenderingMode` (nil: none), and the group it joins.
    public static func accentedImage(_ p: ModeColor, _ mode: AccentedImageMode?, _ params: AccentedParameters = AccentedParameters()) -> (ModeColor, AccentGroup) {
        switch mode {
        case nil: return (params.primary.withAlpha(p.a), .primary)
        case .accented?: return (params.accent.withAlpha(p.a), .accent)
        case .desaturated?: return (params.primary.withAlpha(luminance(p, params.luminance) * p.a), .primary)
        case .accentedDesaturated?: return (params.accent.withAlpha(luminance(p, params.luminance) * p.a), .accent)
        case .fullColor?: return (p, .fullColor)
        }
    }

    /// C.4.5 tinted: pixel = B_T·(1 − α) + F_T·α for the recoloured layer's alpha α. A group colour
    /// other than white (watchOS) scales F_T per component.
    public static func tinted(_ layer: ModeColor, _ params: TintedParameters) -> ModeColor {
        tinted(layer, background: params.background, foreground: params.foreground)
    }

    /// The same with B_T and F_T computed once (per image rather than per pixel).
    public static func tinted(_ layer: ModeColor, background bt: ModeColor, foreground ft: ModeColor) -> ModeColor {
        let f = ModeColor(ft.r * layer.r, ft.g * layer.g, ft.b * layer.b)
        return ModeColor.mix(bt, f, layer.a)
    }

    /// C.4.5 clear: G = share·W̃ + (1 − share)·white, where W̃ is the blurred wallpaper at the pixel,
    /// with the rim (white at `rimOpacity`) on the top edge.
    public static func glass(_ blurredWallpaper: ModeColor, rim: Bool, _ params: ClearParameters) -> ModeColor {
        let g = ModeColor.mix(.white, blurredWallpaper, params.wallpaperShare)
        return rim ? ModeColor.mix(g, .white, params.rimOpacity) : g
    }

    /// C.4.5 clear: pixel = G·(1 − k·α) + C·k·α (C: the layer's colour, white on iPhone).
    public static func clear(_ layer: ModeColor, glass g: ModeColor, _ params: ClearParameters) -> ModeColor {
        let t = params.contentOpacity * layer.a
        return ModeColor.mix(g, layer.withAlpha(1), t)
    }

    /// Normal alpha compositing of straight colours: `top` over `bottom`.
    public static func over(_ top: ModeColor, _ bottom: ModeColor) -> ModeColor {
        let a = top.a + bottom.a * (1 - top.a)
        guard a > 0 else { return .clear }
        func c(_ t: Double, _ b: Double) -> Double { (t * top.a + b * bottom.a * (1 - top.a)) / a }
        return ModeColor(c(top.r, bottom.r), c(top.g, bottom.g), c(top.b, bottom.b), a)
    }

    // MARK: C.5 vibrant

    /// C.5.3: pixel = k·(M + a·g·(L − M)) with g = Y(p), over an opaque material M.
    public static func vibrant(_ p: ModeColor, _ params: VibrantParameters) -> ModeColor {
        let t = p.a * luminance(p, params.luminance)
        let m = params.material, l = params.tint, k = params.luminanceFactor
        return ModeColor(k * (m.r + t * (l.r - m.r)), k * (m.g + t * (l.g - m.g)), k * (m.b + t * (l.b - m.b)))
    }

    /// The same as a layer to composite over the material: (k·L, a·g). Over an opaque M it gives
    /// `vibrant` exactly when k = 1 (M + a·g·(L − M) = M·(1 − a·g) + L·a·g); accessory widgets are
    /// drawn this way, so that the Lock Screen's own material shows through.
    public static func vibrantLayer(_ p: ModeColor, _ params: VibrantParameters) -> ModeColor {
        let t = p.a * luminance(p, params.luminance), k = params.luminanceFactor, l = params.tint
        return ModeColor(k * l.r, k * l.g, k * l.b, t)
    }
}
