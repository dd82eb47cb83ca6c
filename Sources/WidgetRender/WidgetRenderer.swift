import CPangoCairo
import WidgetLayout
import WidgetModel

/// Pixels: straight-alpha RGBA8, row-major.
public struct RenderedImage: Sendable, Hashable {
    public var width: Int
    public var height: Int
    public var rgba: [UInt8]
}

/// Renders laid-out widgets. Not thread-safe: use one renderer (and one ``TextEngine``) per thread.
public final class WidgetRenderer: @unchecked Sendable {
    public let engine: TextEngine
    public let assets: ImageAssets
    let symbols: @Sendable (String) -> String?

    public init(engine: TextEngine, assets: ImageAssets, symbols: @escaping @Sendable (String) -> String?) {
        self.engine = engine; self.assets = assets; self.symbols = symbols
    }

    /// The measurer that matches this renderer's fonts, for layout.
    public var measurer: PangoTextMeasurer { PangoTextMeasurer(engine: engine) }

    /// Draws a widget laid out by ``WidgetLayoutEngine``: the widget's continuous-corner container
    /// with its background (system families), everything outside it transparent.
    public func render(_ root: LayoutNode, family: WidgetFamily, appearance: Appearance, scale: Double) throws(RenderError) -> RenderedImage {
        let width = Int((root.frame.width * scale).rounded()), height = Int((root.frame.height * scale).rounded())
        guard width > 0, height > 0, width <= 8192, height <= 8192,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw .cairo("cannot create a \(width)×\(height) surface")
        }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { throw .cairo("cannot create a context") }
        defer { cairo_destroy(cr) }
        cairo_scale(cr, scale, scale)
        pango_cairo_update_context(cr, engine.context)
        let painter = Painter(cr: cr, engine: engine, appearance: appearance, assets: assets, scale: scale, symbols: symbols)

        let bounds = root.frame
        cairo_save(cr)
        if family == .accessoryCircular {
            CairoPaths.shape(.circle, in: bounds, radius: nil, cr)
        } else {
            CairoPaths.add(ContinuousCorners.path(bounds, radius: root.cornerRadius ?? 0), cr)
        }
        cairo_clip(cr)
        let top = root.children.first
        let containerBackground = top?.modifiers.first { $0.name == "containerBackground" }?.content
        if let containerBackground {
            painter.draw(containerBackground)
        } else if !family.isAccessory, let bg = SystemColors.all["widgetBackground"] {
            let c = appearance.color(bg)
            cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a)
            cairo_paint(cr)
        }
        if let top { painter.draw(top) }
        cairo_restore(cr)
        cairo_surface_flush(surface)
        if let error = painter.assetError { throw error }
        return Self.straightRGBA(surface, width, height)
    }

    /// Cairo's premultiplied, native-endian ARGB32 to straight RGBA bytes.
    static func straightRGBA(_ surface: OpaquePointer, _ width: Int, _ height: Int) -> RenderedImage {
        let stride = Int(cairo_image_surface_get_stride(surface))
        var out = [UInt8](repeating: 0, count: width * height * 4)
        guard let data = cairo_image_surface_get_data(surface) else { return RenderedImage(width: width, height: height, rgba: out) }
        out.withUnsafeMutableBufferPointer { dst in
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let p = row[x]
                    let a = p >> 24
                    let o = (y * width + x) * 4
                    guard a > 0 else { continue }
                    var r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF
                    if a < 255 {
                        r = (r * 255 + a / 2) / a; g = (g * 255 + a / 2) / a; b = (b * 255 + a / 2) / a
                    }
                    dst[o] = UInt8(min(r, 255)); dst[o + 1] = UInt8(min(g, 255)); dst[o + 2] = UInt8(min(b, 255)); dst[o + 3] = UInt8(a)
                }
            }
        }
        return RenderedImage(width: width, height: height, rgba: out)
    }
}
