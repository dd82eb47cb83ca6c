import CPangoCairo
import PNGCodec
import WidgetModel

/// Draws a UIKit drawing (`UIGraphicsImageRenderer`'s operations, ``InlineImage/operations``) into a
/// new image surface of its pixel size, as UIKit draws it: points scaled by the image's scale, fills
/// composited as their blend says, images stretched into their rectangles with smooth filtering.
enum InlineDrawing {
    /// Nested drawings deeper than this are refused (an image drawn into an image drawn into …).
    static let maximumDepth = 16

    static func surface(_ image: InlineImage, assets: ImageAssets, depth: Int = 0) throws(RenderError) -> OpaquePointer {
        let w = image.pixelWidth, h = image.pixelHeight
        let (count, overflow) = w.multipliedReportingOverflow(by: h)
        guard w > 0, h > 0, !overflow, w <= PNGLimits.maximumSide, h <= PNGLimits.maximumSide, count <= PNGLimits.maximumPixelCount else {
            throw .asset(name: image.name, message: "a UIGraphicsImageRenderer image of \(w)×\(h) px is outside the limits (1 to \(PNGLimits.maximumSide) px a side, \(PNGLimits.maximumPixelCount) px)")
        }
        guard depth < maximumDepth else {
            throw .asset(name: image.name, message: "images drawn into images more than \(maximumDepth) levels deep")
        }
        guard let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)), cairo_surface_status(s) == CAIRO_STATUS_SUCCESS,
              let cr = cairo_create(s) else {
            throw .asset(name: image.name, message: "cairo cannot make a \(w)×\(h) px image")
        }
        defer { cairo_destroy(cr) }
        cairo_scale(cr, image.scale, image.scale)
        do {
            for op in image.operations { try draw(op, cr: cr, scale: image.scale, assets: assets, depth: depth) }
        } catch {
            cairo_surface_destroy(s)
            throw error
        }
        cairo_surface_flush(s)
        return s
    }

    private static func draw(_ op: InlineImage.Operation, cr: OpaquePointer, scale: Double, assets: ImageAssets, depth: Int) throws(RenderError) {
        switch op {
        case let .fill(x, y, width, height, color, blend):
            guard width.isFinite, height.isFinite, x.isFinite, y.isFinite else { return }
            cairo_save(cr)
            cairo_set_operator(cr, blend == .copy ? CAIRO_OPERATOR_SOURCE : blend == .clear ? CAIRO_OPERATOR_CLEAR : CAIRO_OPERATOR_OVER)
            cairo_set_source_rgba(cr, color.r, color.g, color.b, color.a)
            cairo_rectangle(cr, x, y, width, height)
            cairo_fill(cr)
            cairo_restore(cr)
        case let .image(inner, x, y, width, height, alpha):
            guard !inner.isEmpty else { return }
            let s: OpaquePointer
            if inner.operations.isEmpty {
                guard let decoded = try assets.surface(inline: inner) else { return }
                s = decoded
                try paint(s, x, y, width, height, alpha, cr: cr)
            } else {
                s = try surface(inner, assets: assets, depth: depth + 1)
                defer { cairo_surface_destroy(s) }
                try paint(s, x, y, width, height, alpha, cr: cr)
            }
        case let .asset(name, x, y, width, height, alpha):
            let px = (Int((abs(width) * scale).rounded(.up)), Int((abs(height) * scale).rounded(.up)))
            guard let s = try assets.surface(name, pixelSize: px) else { return }
            try paint(s, x, y, width, height, alpha, cr: cr)
        }
    }

    private static func paint(_ s: OpaquePointer, _ x: Double, _ y: Double, _ width: Double, _ height: Double, _ alpha: Double,
                              cr: OpaquePointer) throws(RenderError) {
        let iw = Double(cairo_image_surface_get_width(s)), ih = Double(cairo_image_surface_get_height(s))
        guard iw > 0, ih > 0, width != 0, height != 0, x.isFinite, y.isFinite, width.isFinite, height.isFinite else { return }
        cairo_save(cr)
        cairo_rectangle(cr, x, y, width, height)
        cairo_clip(cr)
        cairo_translate(cr, x, y)
        cairo_scale(cr, width / iw, height / ih)
        cairo_set_source_surface(cr, s, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_paint_with_alpha(cr, max(0, min(1, alpha)))
        cairo_restore(cr)
    }
}
