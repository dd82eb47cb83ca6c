import CPangoCairo
import Foundation
import WidgetLayout
import WidgetModel

/// Gradients with stop locations: linear, radial and elliptical as cairo patterns (padded beyond
/// the ends, as SwiftUI draws them); angular (conic, which cairo has no pattern for) pixel by pixel.
extension Painter {
    func drawGradient(_ g: GradientGeometry, _ colors: [RGBA], _ locations: [Double], _ f: Rect) {
        guard !colors.isEmpty, f.width > 0, f.height > 0 else { return }
        func at(_ u: UnitPoint) -> (x: Double, y: Double) { let p = u.point; return (f.x + p.x * f.width, f.y + p.y * f.height) }
        let pattern: OpaquePointer?
        switch g {
        case .linear(let start, let end):
            let s = at(start), e = at(end)
            pattern = cairo_pattern_create_linear(s.x, s.y, e.x, e.y)
        case .radial(let center, let r0, let r1):
            let c = at(center)
            pattern = cairo_pattern_create_radial(c.x, c.y, r0, c.x, c.y, r1)
        case .elliptical(let center, let f0, let f1):
            // A radial pattern in a space where the frame is 1×1, centred on the centre point.
            let c = at(center)
            pattern = cairo_pattern_create_radial(0, 0, f0, 0, 0, f1)
            if let pattern {
                var m = cairo_matrix_t()
                cairo_matrix_init_identity(&m)
                cairo_matrix_scale(&m, 1 / f.width, 1 / f.height)
                cairo_matrix_translate(&m, -c.x, -c.y)
                cairo_pattern_set_matrix(pattern, &m)
            }
        case .angular(let center, let a0, let a1):
            drawAngular(center: at(center), start: a0, end: a1, colors, locations, f)
            return
        }
        guard let pattern else { return }
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        for (c, l) in zip(colors, locations) { cairo_pattern_add_color_stop_rgba(pattern, l, c.r, c.g, c.b, c.a) }
        cairo_set_source(cr, pattern)
        cairo_rectangle(cr, f.x, f.y, f.width, f.height)
        cairo_fill(cr)
    }

    /// A conic gradient drawn into an image at the device scale. As SwiftUI documents: a range
    /// under a full turn fills the missing angles with the last and first colours, changing
    /// halfway across; a range over a full turn draws its last full turn.
    private func drawAngular(center c: (x: Double, y: Double), start a0: Double, end a1: Double, _ colors: [RGBA], _ locations: [Double], _ f: Rect) {
        let w = Self.pixels(f.width * scale), h = Self.pixels(f.height * scale)
        guard w > 0, h > 0, let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)),
              let data = cairo_image_surface_get_data(image) else { return }
        defer { cairo_surface_destroy(image) }
        let start = a1 - a0 > 360 ? a1 - 360 : a0
        let span = a1 - start
        let stride = Int(cairo_image_surface_get_stride(image))
        for y in 0..<h {
            let row = (data + y * stride).withMemoryRebound(to: UInt32.self, capacity: w) { $0 }
            let uy = f.y + (Double(y) + 0.5) / Double(h) * f.height - c.y
            for x in 0..<w {
                let ux = f.x + (Double(x) + 0.5) / Double(w) * f.width - c.x
                var deg = atan2(uy, ux) * 180 / .pi - start
                deg = deg.truncatingRemainder(dividingBy: 360)
                if deg < 0 { deg += 360 }
                let t: Double
                if deg <= span { t = span > 0 ? deg / span : 0 } else { t = deg - span < (360 - span) / 2 ? 1 : 0 }
                row[x] = Self.premultiplied(GradientStops.color(at: t, colors, locations))
            }
        }
        cairo_surface_mark_dirty(image)
        cairo_save(cr)
        cairo_rectangle(cr, f.x, f.y, f.width, f.height)
        cairo_clip(cr)
        cairo_translate(cr, f.x, f.y)
        cairo_scale(cr, f.width / Double(w), f.height / Double(h))
        cairo_set_source_surface(cr, image, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    static func premultiplied(_ c: RGBA) -> UInt32 {
        func byte(_ d: Double) -> UInt32 { min(255, UInt32(max(0, (d * 255).rounded()))) }
        let a = max(0, min(1, c.a))
        return byte(a) << 24 | byte(c.r * a) << 16 | byte(c.g * a) << 8 | byte(c.b * a)
    }
}

/// The colour of a gradient at a fraction of its length.
enum GradientStops {
    /// The stops' colour at `t`: the first colour before the first stop, the last after the last,
    /// straight colours interpolated linearly between neighbouring stops.
    static func color(at t: Double, _ colors: [RGBA], _ locations: [Double]) -> RGBA {
        guard let first = colors.first, let last = colors.last else { return RGBA(0, 0, 0, 0) }
        let n = min(colors.count, locations.count)
        guard n > 1, t > locations[0] else { return first }
        for i in 1..<n where t <= locations[i] {
            let l0 = locations[i - 1], l1 = locations[i]
            let u = l1 > l0 ? (t - l0) / (l1 - l0) : 1
            let a = colors[i - 1], b = colors[i]
            return RGBA(a.r + (b.r - a.r) * u, a.g + (b.g - a.g) * u, a.b + (b.b - a.b) * u, a.a + (b.a - a.a) * u)
        }
        return last
    }
}
