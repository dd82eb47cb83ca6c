import CPangoCairo
import WidgetLayout
import WidgetModel

/// Shape outlines as cairo paths.
enum CairoPaths {
    static func add(_ elements: [PathElement], _ cr: OpaquePointer) {
        for e in elements {
            switch e {
            case .move(let p): cairo_move_to(cr, p.x, p.y)
            case .line(let p): cairo_line_to(cr, p.x, p.y)
            case .curve(let a, let b, let c): cairo_curve_to(cr, a.x, a.y, b.x, b.y, c.x, c.y)
            case .close: cairo_close_path(cr)
            }
        }
    }

    /// A rounded rectangle with quarter-circle corners.
    static func circular(_ r: Rect, radius: Double, _ cr: OpaquePointer) {
        let rad = max(0, min(radius, min(r.width, r.height) / 2))
        guard rad > 0 else { cairo_rectangle(cr, r.x, r.y, r.width, r.height); return }
        cairo_new_sub_path(cr)
        cairo_arc(cr, r.maxX - rad, r.y + rad, rad, -.pi / 2, 0)
        cairo_arc(cr, r.maxX - rad, r.maxY - rad, rad, 0, .pi / 2)
        cairo_arc(cr, r.x + rad, r.maxY - rad, rad, .pi / 2, .pi)
        cairo_arc(cr, r.x + rad, r.y + rad, rad, .pi, 1.5 * .pi)
        cairo_close_path(cr)
    }

    /// The outline of `shape` in `rect`; `radius` is the laid-out corner radius where there is one.
    static func shape(_ shape: ShapeKind, in rect: Rect, radius: Double?, _ cr: OpaquePointer) {
        // A path brings its fill rule (for filling and clipping); the other shapes are single
        // simple outlines, which every rule fills alike, and leave the caller's rule alone.
        if case .path(let p) = shape {
            cairo_set_fill_rule(cr, p.evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        }
        switch shape {
        case .rectangle:
            cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
        case .roundedRectangle(_, let style):
            let r = radius ?? 0
            if style == .continuous { add(ContinuousCorners.path(rect, radius: r), cr) } else { circular(rect, radius: r, cr) }
        case .containerRelative:
            add(ContinuousCorners.path(rect, radius: radius ?? 0), cr)
        case .capsule:
            circular(rect, radius: min(rect.width, rect.height) / 2, cr)
        case .circle:
            let side = min(rect.width, rect.height)
            cairo_new_sub_path(cr)
            cairo_arc(cr, rect.x + rect.width / 2, rect.y + rect.height / 2, side / 2, 0, 2 * .pi)
            cairo_close_path(cr)
        case .ellipse:
            cairo_save(cr)
            cairo_translate(cr, rect.x + rect.width / 2, rect.y + rect.height / 2)
            cairo_scale(cr, max(rect.width, 0.0001) / 2, max(rect.height, 0.0001) / 2)
            cairo_new_sub_path(cr)
            cairo_arc(cr, 0, 0, 1, 0, 2 * .pi)
            cairo_close_path(cr)
            cairo_restore(cr)
        case .path(let p):
            add(p.segments(width: rect.width, height: rect.height), at: Point(rect.x, rect.y), cr)
        }
    }

    /// Path segments drawn with their origin at `origin`; a quadratic segment becomes the cubic
    /// with the same curve (control points at 2/3 towards the quadratic's control point).
    static func add(_ segments: [PathSegment], at origin: Point, _ cr: OpaquePointer) {
        var current = Point(origin.x, origin.y)
        var start = current
        func p(_ q: PathPoint) -> Point { Point(origin.x + q.x, origin.y + q.y) }
        for s in segments {
            switch s {
            case .move(let q):
                let a = p(q)
                cairo_move_to(cr, a.x, a.y); current = a; start = a
            case .line(let q):
                let a = p(q)
                cairo_line_to(cr, a.x, a.y); current = a
            case .quad(let c, let q):
                let k = p(c), e = p(q)
                let c1 = Point(current.x + 2 / 3 * (k.x - current.x), current.y + 2 / 3 * (k.y - current.y))
                let c2 = Point(e.x + 2 / 3 * (k.x - e.x), e.y + 2 / 3 * (k.y - e.y))
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, e.x, e.y); current = e
            case .cubic(let a, let b, let q):
                let c1 = p(a), c2 = p(b), e = p(q)
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, e.x, e.y); current = e
            case .close:
                cairo_close_path(cr); current = start
            }
        }
    }

    /// Replaces the current path by its part between the fractions `from` and `to` of its length,
    /// as SwiftUI's `trim(from:to:)` (a circle starts at 3 o'clock and runs clockwise). The path is
    /// flattened to lines first; closed sub-paths count their closing segment.
    static func trim(from: Double, to: Double, _ cr: OpaquePointer) {
        guard let path = cairo_copy_path_flat(cr) else { return }
        defer { cairo_path_destroy(path) }
        var segments: [(Point, Point)] = []
        var start = Point(0, 0), current = Point(0, 0)
        var i = 0
        let n = Int(path.pointee.num_data)
        while i < n, let data = path.pointee.data {
            let header = data[i].header
            let length = max(1, Int(header.length))
            let p = length > 1 ? Point(data[i + 1].point.x, data[i + 1].point.y) : current
            switch header.type {
            case CAIRO_PATH_MOVE_TO: start = p; current = p
            case CAIRO_PATH_LINE_TO: segments.append((current, p)); current = p
            case CAIRO_PATH_CLOSE_PATH:
                if current != start { segments.append((current, start)) }
                current = start
            default: break
            }
            i += length
        }
        cairo_new_path(cr)
        func distance(_ a: Point, _ b: Point) -> Double { ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot() }
        let total = segments.reduce(0) { $0 + distance($1.0, $1.1) }
        guard total > 0, to > from else { return }
        let a = from * total, b = to * total
        var walked = 0.0
        var last: Point?
        for (p, q) in segments {
            let len = distance(p, q)
            defer { walked += len }
            guard len > 0, walked + len >= a else { continue }
            if walked > b { break }
            let t0 = max(0, (a - walked) / len), t1 = min(1, (b - walked) / len)
            let p0 = Point(p.x + (q.x - p.x) * t0, p.y + (q.y - p.y) * t0), p1 = Point(p.x + (q.x - p.x) * t1, p.y + (q.y - p.y) * t1)
            if last != p0 { cairo_move_to(cr, p0.x, p0.y) }
            cairo_line_to(cr, p1.x, p1.y)
            last = p1
        }
    }
}
