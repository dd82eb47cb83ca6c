import CPangoCairo
import PNGCodec
import WidgetLayout
import WidgetModel

/// The rendering modes' parameters (docs/rendering.md, "Rendering modes"; each guess is a field with its default).
public struct ModeParameters: Sendable, Hashable {
    /// The groups' colours and the luminance of desaturated images.
    public var accented = AccentedParameters()
    /// The tinted composite; its `tint` is replaced by the appearance's tint when it has one.
    public var tinted = TintedParameters()
    /// The clear composite (glass over a flat wallpaper).
    public var clear = ClearParameters()
    /// The vibrant material and Lock Screen tint; StandBy at night and Always-On derive from it.
    public var vibrant = VibrantParameters()
    public init() {}

    /// The tinted parameters for a context's tint.
    func tinted(_ tint: RGBA?) -> TintedParameters {
        var t = tinted
        if let tint { t.tint = ModeColor(tint.r, tint.g, tint.b) }
        return t
    }

    /// The vibrant parameters of a context.
    func vibrant(_ context: AppearanceContext) -> VibrantParameters {
        var v = vibrant
        switch context {
        case .lockScreen(let tint?): v.tint = ModeColor(tint.r, tint.g, tint.b)
        case .standByNight: v.material = VibrantParameters.standByNight.material; v.tint = VibrantParameters.standByNight.tint
        case .alwaysOn: v.luminanceFactor = VibrantParameters.alwaysOnFactor
        default: break
        }
        return v
    }
}

extension WidgetRenderer {
    /// Draws the accented or vibrant mode onto `surface` (cleared, `width`×`height`): the container
    /// background removed, each group drawn into its own layer, the layers combined per pixel by
    /// ``ModeComposite``, then the continuous corners cut as in full colour.
    func drawMode(_ root: LayoutNode, family: WidgetFamily, appearance: Appearance, scale: Double, on surface: OpaquePointer,
                  width: Int, height: Int) throws(RenderError) {
        let p = modeParameters
        let result: RGBAImage
        do {
            switch appearance.context {
            case .tinted(let tint):
                let (primary, accent, full) = try accentedLayers(root, family: family, appearance: appearance, scale: scale, width: width, height: height)
                result = try ModeComposite.tinted(primary: primary, accent: accent, fullColor: full, p.accented, p.tinted(tint))
            case .clear:
                let (primary, accent, full) = try accentedLayers(root, family: family, appearance: appearance, scale: scale, width: width, height: height)
                let rim = Int((p.clear.rimWidth * scale).rounded())
                let backdrop = try clearBackdrop(family: family, scheme: appearance.colorScheme, width: width, height: height)
                result = try ModeComposite.clear(primary: primary, accent: accent, fullColor: full, wallpaper: backdrop, rimRows: rim, p.accented, p.clear)
            case .lockScreen, .standByNight, .alwaysOn:
                let content = try layer(root, family: family, appearance: appearance, scale: scale, width: width, height: height, group: nil)
                // Accessory widgets sit on the Lock Screen's own material: drawn as a layer over it.
                result = try ModeComposite.vibrant(content, p.vibrant(appearance.context), opaque: !family.isAccessory)
            case .homeScreen, .standBy:
                return try drawFullColor(root, family: family, appearance: appearance, scale: scale, on: surface)
            }
        } catch let e as RenderError {
            throw e
        } catch {
            throw .cairo("cannot combine the layers: \(error)")
        }
        try Self.store(result, into: surface)
        guard let cr = cairo_create(surface) else { throw .cairo("cannot create a context") }
        defer { cairo_destroy(cr) }
        cairo_scale(cr, scale, scale)
        let radius = root.cornerRadius ?? 0
        if family == .accessoryCircular {
            // Cut to the circle (what lies outside it becomes transparent).
            cairo_save(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            cairo_rectangle(cr, root.frame.x, root.frame.y, root.frame.width, root.frame.height)
            CairoPaths.shape(.circle, in: root.frame, radius: nil, cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            cairo_fill(cr)
            cairo_restore(cr)
        } else if radius > 0 {
            Self.cutCorners(root.frame, radius: radius, scale: scale, cr)
        }
        cairo_surface_flush(surface)
    }

    /// The clear mode's blurred wallpaper behind the widget (C.4.5): the region of the Home Screen's
    /// wallpaper where the Home Screen view puts a widget of `family` on ``device``, blurred by
    /// ``ClearParameters/blurRadius``, `width`×`height` pixels. Nil without a device or for the
    /// accessory families: the parameters' flat wallpaper then.
    func clearBackdrop(family: WidgetFamily, scheme: ColorScheme, width: Int, height: Int) throws(RGBAImageError) -> RGBAImage? {
        guard let device, let frame = HomeScreen.frame(of: family, on: device) else { return nil }
        let c = modeParameters.clear
        let key = "\(device.id) \(family.rawValue) \(scheme.rawValue) \(width)x\(height) \(c.blurRadius) \(c.blurStep)"
        if let cached = backdrops[key] { return cached }
        let image = try HomeScreen.wallpaper(scheme).blurredRegion(x: frame.x, y: frame.y, w: frame.width, h: frame.height,
                                                                   screenWidth: device.screen.width, screenHeight: device.screen.height,
                                                                   radius: c.blurRadius, step: c.blurStep, pixelWidth: width, pixelHeight: height)
        backdrops[key] = image
        return image
    }

    /// The primary group, the accent group and the full-colour images, each in its own layer.
    private func accentedLayers(_ root: LayoutNode, family: WidgetFamily, appearance: Appearance, scale: Double,
                                width: Int, height: Int) throws(RenderError) -> (RGBAImage, RGBAImage, RGBAImage) {
        (try layer(root, family: family, appearance: appearance, scale: scale, width: width, height: height, group: .primary),
         try layer(root, family: family, appearance: appearance, scale: scale, width: width, height: height, group: .accent),
         try layer(root, family: family, appearance: appearance, scale: scale, width: width, height: height, group: .fullColor))
    }

    /// The widget's content without its container background (C.4.1, C.5.1), only `group`'s views
    /// (nil: all), as straight RGBA.
    private func layer(_ root: LayoutNode, family: WidgetFamily, appearance: Appearance, scale: Double,
                       width: Int, height: Int, group: AccentGroup?) throws(RenderError) -> RGBAImage {
        guard let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else { throw .cairo("cannot create a \(width)×\(height) layer") }
        defer { cairo_surface_destroy(s) }
        guard let cr = cairo_create(s) else { throw .cairo("cannot create a context") }
        cairo_scale(cr, scale, scale)
        pango_cairo_update_context(cr, engine.context)
        let painter = Painter(cr: cr, engine: engine, appearance: appearance, assets: assets, scale: scale, symbols: symbols)
        painter.group = group
        painter.accented = appearance.renderingMode == .accented ? modeParameters.accented : nil
        if family == .accessoryCircular {
            CairoPaths.shape(.circle, in: root.frame, radius: nil, cr)
        } else {
            CairoPaths.add(ContinuousCorners.path(root.frame, radius: root.cornerRadius ?? 0), cr)
        }
        cairo_clip(cr)
        root.children.forEach(painter.draw)
        cairo_destroy(cr)
        cairo_surface_flush(s)
        if let error = painter.assetError { throw error }
        return try Self.straightRGBA(s, width, height)
    }

    /// Writes straight RGBA pixels into an ARGB32 surface of the same size (premultiplied).
    static func store(_ image: RGBAImage, into surface: OpaquePointer) throws(RenderError) {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface), Int(cairo_image_surface_get_width(surface)) == image.width,
              Int(cairo_image_surface_get_height(surface)) == image.height else { throw .cairo("the layers and the surface differ in size") }
        let stride = Int(cairo_image_surface_get_stride(surface))
        image.rgba.withUnsafeBufferPointer { px in
            for y in 0..<image.height {
                let row = (data + y * stride).withMemoryRebound(to: UInt32.self, capacity: image.width) { $0 }
                for x in 0..<image.width {
                    let i = 4 * (y * image.width + x)
                    let a = UInt32(px[i + 3])
                    func pm(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                    row[x] = a << 24 | pm(px[i]) << 16 | pm(px[i + 1]) << 8 | pm(px[i + 2])
                }
            }
        }
        cairo_surface_mark_dirty(surface)
    }
}
