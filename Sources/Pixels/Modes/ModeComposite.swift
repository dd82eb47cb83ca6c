/// The rendering modes applied to whole layers: images of the same size, straight RGBA8, as the
/// renderer draws each group of a widget (C.4, C.5). Each output pixel is the per-pixel formula of
/// ``ModeFormulas`` applied to the layers' pixels at that place.
public enum ModeComposite {
    /// The accented content of one pixel: the accent group's pixel recoloured over the primary
    /// group's, each keeping its alpha (C.4.3).
    public static func recoloured(primary: ModeColor, accent: ModeColor, _ params: AccentedParameters) -> ModeColor {
        ModeFormulas.over(ModeFormulas.recolour(accent, to: params.accent), ModeFormulas.recolour(primary, to: params.primary))
    }

    /// The tinted Home Screen: B_T where nothing is drawn, F_T where the recoloured content is, then
    /// the full-colour images on top with normal alpha. Opaque everywhere (the caller cuts the corners).
    public static func tinted(primary: RGBAImage, accent: RGBAImage, fullColor: RGBAImage,
                              _ params: AccentedParameters, _ tint: TintedParameters) throws(RGBAImageError) -> RGBAImage {
        let bt = tint.background, ft = tint.foreground
        return try map(primary, accent, fullColor) { p, a, f, _ in
            ModeFormulas.over(f, ModeFormulas.tinted(recoloured(primary: p, accent: a, params), background: bt, foreground: ft))
        }
    }

    /// The clear Home Screen over the wallpaper region behind the widget (`wallpaper`, already
    /// blurred, the same size; nil: the parameters' flat wallpaper). The rim covers the top
    /// `rimRows` rows of pixels.
    public static func clear(primary: RGBAImage, accent: RGBAImage, fullColor: RGBAImage, wallpaper: RGBAImage?, rimRows: Int,
                             _ params: AccentedParameters, _ clear: ClearParameters) throws(RGBAImageError) -> RGBAImage {
        if let wallpaper, wallpaper.width != primary.width || wallpaper.height != primary.height {
            throw .byteCountMismatch(width: primary.width, height: primary.height, expected: primary.rgba.count, actual: wallpaper.rgba.count)
        }
        let flat = ModeFormulas.glass(clear.wallpaper, rim: false, clear), flatRim = ModeFormulas.glass(clear.wallpaper, rim: true, clear)
        return try map(primary, accent, fullColor) { p, a, f, i in
            let rim = i / primary.width < rimRows
            let g = wallpaper.map { ModeFormulas.glass(pixel($0.rgba, i), rim: rim, clear) } ?? (rim ? flatRim : flat)
            return ModeFormulas.over(f, ModeFormulas.clear(recoloured(primary: p, accent: a, params), glass: g, clear))
        }
    }

    /// The vibrant mode: over the opaque material (`opaque`, system families) or as a layer for the
    /// Lock Screen's material to show through (accessory families).
    public static func vibrant(_ content: RGBAImage, _ params: VibrantParameters, opaque: Bool) throws(RGBAImageError) -> RGBAImage {
        try map(content, nil, nil) { p, _, _, _ in
            opaque ? ModeFormulas.vibrant(p, params) : ModeFormulas.vibrantLayer(p, params)
        }
    }

    static func pixel(_ bytes: [UInt8], _ i: Int) -> ModeColor {
        ModeColor(r8: bytes[4 * i], g8: bytes[4 * i + 1], b8: bytes[4 * i + 2], a8: bytes[4 * i + 3])
    }

    private static func map(_ first: RGBAImage, _ second: RGBAImage?, _ third: RGBAImage?,
                            _ f: (ModeColor, ModeColor, ModeColor, Int) -> ModeColor) throws(RGBAImageError) -> RGBAImage {
        for other in [second, third].compactMap({ $0 }) where other.width != first.width || other.height != first.height {
            throw .byteCountMismatch(width: first.width, height: first.height, expected: first.rgba.count, actual: other.rgba.count)
        }
        let n = first.width * first.height
        var out = [UInt8](repeating: 0, count: n * 4)
        let a = first.rgba, b = second?.rgba, c = third?.rgba
        for i in 0..<n {
            let q = f(pixel(a, i), b.map { pixel($0, i) } ?? .clear, c.map { pixel($0, i) } ?? .clear, i).bytes
            out[4 * i] = q.0; out[4 * i + 1] = q.1; out[4 * i + 2] = q.2; out[4 * i + 3] = q.3
        }
        return try RGBAImage(width: first.width, height: first.height, rgba: out)
    }
}
