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
        }
    }
}
