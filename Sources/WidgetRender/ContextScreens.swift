import CPangoCairo
import WidgetLayout
import WidgetModel

/// Widgets in the places the rendering modes belong to (docs/rendering.md, "Rendering modes"): the Lock Screen
/// (accessory widgets under the clock, vibrant) and StandBy (two small widgets side by side, by
/// day and at night). Images are device-sized pictures at `scale`; widget images at `widgetScale`.
public enum ContextScreens {
    /// The Lock Screen's wallpaper: a dark blue-violet gradient (deterministic).
    static let lockWallpaper: [(Double, Double, Double)] = [(0.10, 0.16, 0.34), (0.26, 0.16, 0.40), (0.45, 0.22, 0.36)]

    /// The Lock Screen: the inline widget above the clock, the clock, then the rectangular and
    /// circular widgets in a row under it (at most four slots: rectangular takes two). Widgets are
    /// vibrant layers, composited over the wallpaper as the Lock Screen's material.
    public static func lockScreen(widgets: [(RenderedImage, WidgetFamily)], widgetScale: Double, device: Device,
                                  renderer: WidgetRenderer, scale: Double = 1) throws(RenderError) -> RenderedImage {
        let sw = device.screen.width, sh = device.screen.height
        let (surface, cr) = try canvas(sw, sh, scale)
        defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
        gradient(cr, sw, sh, lockWallpaper)
        let inline = widgets.first { $0.1 == .accessoryInline }
        if let inline {
            place(inline.0, widgetScale, x: (sw - Double(inline.0.width) / widgetScale) / 2, y: sh * 0.075, cr)
        } else {
            text("Monday, June 1", size: 20, weight: .semibold, cx: sw / 2, y: sh * 0.075, alpha: 0.85, renderer, cr)
        }
        text("9:41", size: 96, weight: .bold, cx: sw / 2, y: sh * 0.095, alpha: 0.92, renderer, cr)
        let row = widgets.filter { $0.1 == .accessoryRectangular || $0.1 == .accessoryCircular }
        var slots = 0
        var chosen: [(RenderedImage, WidgetFamily)] = []
        for w in row {
            let n = w.1 == .accessoryRectangular ? 2 : 1
            if slots + n > 4 { continue }
            slots += n; chosen.append(w)
        }
        let gap = 12.0
        let widths = chosen.map { Double($0.0.width) / widgetScale }
        var x = (sw - widths.reduce(0, +) - gap * Double(max(0, chosen.count - 1))) / 2
        let top = sh * 0.29
        for (i, w) in chosen.enumerated() {
            let h = Double(w.0.height) / widgetScale
            place(w.0, widgetScale, x: x, y: top + (76 - h) / 2, cr)
            x += widths[i] + gap
        }
        cairo_surface_flush(surface)
        return try WidgetRenderer.straightRGBA(surface, Int((sw * scale).rounded()), Int((sh * scale).rounded()))
    }

    /// StandBy: the device in landscape, black, with two small widgets side by side, each scaled to
    /// fill most of the height (as StandBy enlarges them). `night`: the images are the
    /// `standby-night` variants, drawn the same way.
    public static func standBy(left: RenderedImage, right: RenderedImage?, widgetScale: Double, device: Device,
                               scale: Double = 1) throws(RenderError) -> RenderedImage {
        let sw = device.screen.height, sh = device.screen.width
        let (surface, cr) = try canvas(sw, sh, scale)
        defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
        cairo_set_source_rgb(cr, 0, 0, 0)
        cairo_paint(cr)
        let side = sh * 0.86
        let images = [left] + (right.map { [$0] } ?? [])
        for (i, image) in images.enumerated() {
            let pt = Double(image.width) / widgetScale
            let zoom = side / pt
            let cx = images.count == 1 ? sw / 2 : sw * (i == 0 ? 0.27 : 0.73)
            place(image, widgetScale / zoom, x: cx - side / 2, y: (sh - side) / 2, cr)
        }
        cairo_surface_flush(surface)
        return try WidgetRenderer.straightRGBA(surface, Int((sw * scale).rounded()), Int((sh * scale).rounded()))
    }

    private static func canvas(_ w: Double, _ h: Double, _ scale: Double) throws(RenderError) -> (OpaquePointer, OpaquePointer) {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32((w * scale).rounded()), Int32((h * scale).rounded())),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else { throw .cairo("cannot create a screen surface") }
        cairo_scale(cr, scale, scale)
        return (surface, cr)
    }

    private static func gradient(_ cr: OpaquePointer, _ w: Double, _ h: Double, _ stops: [(Double, Double, Double)]) {
        guard let g = cairo_pattern_create_linear(0, 0, w, h) else { return }
        for (i, c) in stops.enumerated() { cairo_pattern_add_color_stop_rgb(g, Double(i) / Double(stops.count - 1), c.0, c.1, c.2) }
        cairo_set_source(cr, g)
        cairo_paint(cr)
        cairo_pattern_destroy(g)
    }

    private static func text(_ s: String, size: Double, weight: FontWeight, cx: Double, y: Double, alpha: Double,
                             _ renderer: WidgetRenderer, _ cr: OpaquePointer) {
        let font = ResolvedFont(size: size, weight: weight, design: .rounded, leading: size * 1.1, tracking: 0)
        guard let layout = renderer.engine.makeLayout(s, font: font, width: nil, maxLines: 1) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        cairo_set_source_rgba(cr, 1, 1, 1, alpha)
        cairo_move_to(cr, cx - Double(logical.width) / Double(PANGO_SCALE) / 2, y)
        pango_cairo_update_layout(cr, layout)
        pango_cairo_show_layout(cr, layout)
    }

    /// Paints straight-RGBA `image` (at `imageScale` pixels per point) with its top-left at (x, y).
    static func place(_ image: RenderedImage, _ imageScale: Double, x: Double, y: Double, _ cr: OpaquePointer) {
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(image.width)))
        var premultiplied = [UInt8](repeating: 0, count: stride * image.height)
        let data = image.rgba
        for py in 0..<image.height {
            for px in 0..<image.width {
                let i = (py * image.width + px) * 4, o = py * stride + px * 4
                let a = UInt32(data[i + 3])
                let v = (a << 24) | ((UInt32(data[i]) * a / 255) << 16) | ((UInt32(data[i + 1]) * a / 255) << 8) | (UInt32(data[i + 2]) * a / 255)
                premultiplied[o] = UInt8(v & 0xFF); premultiplied[o + 1] = UInt8((v >> 8) & 0xFF)
                premultiplied[o + 2] = UInt8((v >> 16) & 0xFF); premultiplied[o + 3] = UInt8(v >> 24)
            }
        }
        premultiplied.withUnsafeMutableBytes { raw in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self),
                  let surface = cairo_image_surface_create_for_data(base, CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height), Int32(stride)) else { return }
            cairo_save(cr)
            cairo_translate(cr, x, y)
            cairo_scale(cr, 1 / imageScale, 1 / imageScale)
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            cairo_paint(cr)
            cairo_restore(cr)
            cairo_surface_destroy(surface)
        }
    }
}
