import CPangoCairo
import Pixels
import WidgetLayout
import WidgetModel

/// The layer effects: blur, shadow and colour filters. Each draws the modified view into a layer
/// of its own (an image covering what the current clip shows and the view's frame with room for
/// the blur, even beyond the widget's edges: SwiftUI blurs a view before its container clips it),
/// changes the layer's pixels and paints it.
extension Painter {
    /// `blur(radius:opaque:)`: a Gaussian of standard deviation `radius` points (SwiftUI's radius
    /// taken as the standard deviation, as Core Image's Gaussian blur and CSS's `blur()` take it).
    func blurLayer(radius: Double, opaque: Bool, frame: Rect, _ body: () -> Void) {
        let sigma = radius * scale
        withLayer(frame: frame, margin: Double(GaussianBlur.reach(sigma: sigma)), body) { px, w, h, toPixels in
            let region = opaque ? toPixels(frame) : nil
            LayerPixels.blur(&px, width: w, height: h, sigma: sigma, opaqueRegion: region)
        }
    }

    /// `shadow(color:radius:x:y:)`: the layer's coverage in `color`, blurred with standard
    /// deviation `radius` points, moved by (x, y) points, then the layer drawn over it.
    func shadowLayer(_ color: RGBA, radius: Double, x: Double, y: Double, frame: Rect, _ body: () -> Void) {
        let sigma = radius * scale
        cairo_save(cr)
        cairo_translate(cr, x, y)
        withLayer(frame: frame, margin: Double(GaussianBlur.reach(sigma: sigma)), body) { px, w, h, _ in
            LayerPixels.tint(&px, color)
            LayerPixels.blur(&px, width: w, height: h, sigma: sigma, opaqueRegion: nil)
        }
        cairo_restore(cr)
        body()
    }

    /// A colour filter on the layer's straight colours.
    func colorEffectLayer(_ effect: ColorEffect, frame: Rect, _ body: () -> Void) {
        withLayer(frame: frame, margin: 0, body) { px, _, _, _ in LayerPixels.apply(effect, &px) }
    }

    /// Draws `body` on a layer of its own, lets `process` change the layer's premultiplied ARGB32
    /// pixels (row-major, no padding) and paints the layer where it belongs. The layer covers the
    /// current clip and `frame` grown by `margin` pixels (at most ``largestImageSide`` per side).
    /// `toPixels` maps a rectangle of user space to the layer's pixel rectangle.
    private func withLayer(frame: Rect, margin: Double, _ body: () -> Void,
                           _ process: (inout [UInt32], Int, Int, (Rect) -> (x0: Int, y0: Int, x1: Int, y1: Int)) -> Void) {
        let outer = cr
        func deviceBox(_ r: Rect) -> (Double, Double, Double, Double) {
            var xs: [Double] = [], ys: [Double] = []
            for (cx, cy) in [(r.x, r.y), (r.maxX, r.y), (r.x, r.maxY), (r.maxX, r.maxY)] {
                var dx = cx, dy = cy
                cairo_user_to_device(outer, &dx, &dy)
                xs.append(dx); ys.append(dy)
            }
            return (xs.min()!, ys.min()!, xs.max()!, ys.max()!)
        }
        var c0 = 0.0, c1 = 0.0, c2 = 0.0, c3 = 0.0
        cairo_clip_extents(outer, &c0, &c1, &c2, &c3)
        let clip = deviceBox(Rect(x: c0, y: c1, width: c2 - c0, height: c3 - c1))
        let f = deviceBox(frame)
        let limit = Self.largestImageSide
        let x0 = max(min(clip.0, f.0 - margin), clip.0 - limit / 2).rounded(.down), y0 = max(min(clip.1, f.1 - margin), clip.1 - limit / 2).rounded(.down)
        let x1 = min(max(clip.2, f.2 + margin), x0 + limit).rounded(.up), y1 = min(max(clip.3, f.3 + margin), y0 + limit).rounded(.up)
        let w = Int(max(0, x1 - x0)), h = Int(max(0, y1 - y0))
        guard w > 0, h > 0, let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) else { return }
        defer { cairo_surface_destroy(surface) }
        guard let layer = cairo_create(surface) else { return }
        var m = cairo_matrix_t()
        cairo_get_matrix(outer, &m)
        m.x0 -= x0; m.y0 -= y0
        cairo_set_matrix(layer, &m)
        cr = layer
        body()
        cr = outer
        cairo_destroy(layer)
        cairo_surface_flush(surface)
        if let data = cairo_image_surface_get_data(surface) {
            let stride = Int(cairo_image_surface_get_stride(surface))
            var px = [UInt32](repeating: 0, count: w * h)
            for y in 0..<h {
                let row = (data + y * stride).withMemoryRebound(to: UInt32.self, capacity: w) { $0 }
                for x in 0..<w { px[y * w + x] = row[x] }
            }
            let toPixels = { (r: Rect) -> (x0: Int, y0: Int, x1: Int, y1: Int) in
                let b = deviceBox(r)
                func clamp(_ v: Double, _ hi: Int) -> Int { Int(max(0, min(Double(hi), v.rounded()))) }
                return (clamp(b.0 - x0, w), clamp(b.1 - y0, h), clamp(b.2 - x0, w), clamp(b.3 - y0, h))
            }
            process(&px, w, h, toPixels)
            for y in 0..<h {
                let row = (data + y * stride).withMemoryRebound(to: UInt32.self, capacity: w) { $0 }
                for x in 0..<w { row[x] = px[y * w + x] }
            }
            cairo_surface_mark_dirty(surface)
        }
        cairo_save(outer)
        cairo_identity_matrix(outer)
        cairo_set_source_surface(outer, surface, x0, y0)
        cairo_paint(outer)
        cairo_restore(outer)
    }
}

/// Pure pixel operations on premultiplied ARGB32 pixels (cairo's format: alpha in the top byte).
enum LayerPixels {
    /// The smallest rectangle holding every pixel with some alpha (nil: none).
    static func coverage(_ px: [UInt32], width w: Int, height h: Int) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        var x0 = w, y0 = h, x1 = -1, y1 = -1
        for y in 0..<h {
            for x in 0..<w where px[y * w + x] >> 24 != 0 {
                x0 = min(x0, x); x1 = max(x1, x); y0 = min(y0, y); y1 = max(y1, y)
            }
        }
        return x1 < 0 ? nil : (x0, y0, x1 + 1, y1 + 1)
    }

    /// Blurs the pixels with standard deviation `sigma` pixels. With `opaqueRegion`, only that
    /// rectangle is blurred, its edge pixels extended, and nothing is left outside it; otherwise
    /// the whole image is blurred, fading to transparent beyond what is drawn.
    static func blur(_ px: inout [UInt32], width w: Int, height h: Int, sigma: Double, opaqueRegion: (x0: Int, y0: Int, x1: Int, y1: Int)?) {
        guard sigma > 0, w > 0, h > 0 else { return }
        let reach = GaussianBlur.reach(sigma: sigma)
        let region: (x0: Int, y0: Int, x1: Int, y1: Int)
        if let r = opaqueRegion {
            region = r
        } else {
            guard let c = coverage(px, width: w, height: h) else { return }
            region = (max(0, c.x0 - reach), max(0, c.y0 - reach), min(w, c.x1 + reach), min(h, c.y1 + reach))
        }
        let rw = region.x1 - region.x0, rh = region.y1 - region.y0
        guard rw > 0, rh > 0 else { if opaqueRegion != nil { px = px.map { _ in 0 } }; return }
        var v = [Double](repeating: 0, count: rw * rh * 4)
        for y in 0..<rh {
            for x in 0..<rw {
                let p = px[(y + region.y0) * w + x + region.x0], i = (y * rw + x) * 4
                v[i] = Double(p >> 24); v[i + 1] = Double(p >> 16 & 0xFF); v[i + 2] = Double(p >> 8 & 0xFF); v[i + 3] = Double(p & 0xFF)
            }
        }
        GaussianBlur.blur(&v, width: rw, height: rh, channels: 4, sigma: sigma, extendEdges: opaqueRegion != nil)
        if opaqueRegion != nil { px = [UInt32](repeating: 0, count: w * h) }
        for y in 0..<rh {
            for x in 0..<rw {
                let i = (y * rw + x) * 4
                func byte(_ d: Double, max m: UInt32 = 255) -> UInt32 { min(m, UInt32(max(0, d.rounded()))) }
                let a = byte(v[i])
                px[(y + region.y0) * w + x + region.x0] = a << 24 | byte(v[i + 1], max: a) << 16 | byte(v[i + 2], max: a) << 8 | byte(v[i + 3], max: a)
            }
        }
    }

    /// Every pixel becomes `color` at the pixel's alpha × the colour's alpha (a shadow's ink).
    static func tint(_ px: inout [UInt32], _ color: RGBA) {
        for i in px.indices {
            let a = Double(px[i] >> 24) / 255 * color.a
            func byte(_ d: Double) -> UInt32 { min(255, UInt32(max(0, (d * 255).rounded()))) }
            px[i] = byte(a) << 24 | byte(color.r * a) << 16 | byte(color.g * a) << 8 | byte(color.b * a)
        }
    }

    /// The colour filter applied to every pixel's straight colour; alpha unchanged.
    static func apply(_ effect: ColorEffect, _ px: inout [UInt32]) {
        for i in px.indices {
            let p = px[i], a = p >> 24
            guard a > 0 else { continue }
            let af = Double(a)
            let (r, g, b) = filtered(effect, Double(p >> 16 & 0xFF) / af, Double(p >> 8 & 0xFF) / af, Double(p & 0xFF) / af)
            func byte(_ d: Double) -> UInt32 { min(a, UInt32(max(0, (max(0, min(1, d)) * af).rounded()))) }
            px[i] = a << 24 | byte(r) << 16 | byte(g) << 8 | byte(b)
        }
    }

    /// One straight colour (channels 0...1) through the filter.
    static func filtered(_ effect: ColorEffect, _ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        switch effect {
        case .grayscale(let amount):
            return saturate(r, g, b, 1 - max(0, min(1, amount)))
        case .saturation(let s):
            return saturate(r, g, b, max(0, s))
        case .brightness(let d):
            return (r + d, g + d, b + d)
        case .contrast(let k):
            return ((r - 0.5) * k + 0.5, (g - 0.5) * k + 0.5, (b - 0.5) * k + 0.5)
        }
    }

    /// CSS's `saturate(s)` matrix (Filter Effects 1, §9.6), Rec. 709 luma weights.
    private static func saturate(_ r: Double, _ g: Double, _ b: Double, _ s: Double) -> (Double, Double, Double) {
        (r * (0.2126 + 0.7874 * s) + g * (0.7152 - 0.7152 * s) + b * (0.0722 - 0.0722 * s),
         r * (0.2126 - 0.2126 * s) + g * (0.7152 + 0.2848 * s) + b * (0.0722 - 0.0722 * s),
         r * (0.2126 - 0.2126 * s) + g * (0.7152 - 0.7152 * s) + b * (0.0722 + 0.9278 * s))
    }
}
