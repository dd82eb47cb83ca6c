import CPangoCairo
import WidgetLayout
import WidgetModel

/// Where a layer can leave ink, so that an opacity group need not cover the whole surface.
extension Painter {
    /// The frame that holds every pixel `drawLayer(node, k - 1)` can draw, when that is known
    /// without drawing: a leaf filled shape or colour (its fill stays inside its frame) under
    /// modifiers that draw nothing outside it. Nil otherwise (children, strokes, text, images,
    /// shadows, blurs, offsets, transforms, backgrounds, container backgrounds and overlays can
    /// reach further).
    static func inkBounds(_ node: LayoutNode, below k: Int) -> Rect? {
        guard node.children.isEmpty, let view = node.view else { return nil }
        switch view.content {
        case .shape(_, _, let stroke, _): guard stroke == nil else { return nil }
        case .color: break
        default: return nil
        }
        for m in node.modifiers.prefix(max(0, k)) {
            switch m.modifier.kind {
            case .opacity, .clipShape, .cornerRadius, .trim: continue
            case .background, .overlay, .containerBackground, .offset, .scaleEffect, .rotationEffect, .blur, .shadow, .colorEffect, .stroke:
                return nil
            default: continue
            }
        }
        return node.frame
    }

    /// Saves the state and clips to `rect` rounded out to whole device pixels, plus one pixel
    /// (antialiased edges stay inside). The clip is pixel-aligned in device space whatever the
    /// transform, so it changes no pixel it keeps: it only bounds the group. Returns `rect`.
    func clipToDevicePixels(_ rect: Rect) -> Rect {
        var xs: [Double] = [], ys: [Double] = []
        for (px, py) in [(rect.x, rect.y), (rect.maxX, rect.y), (rect.x, rect.maxY), (rect.maxX, rect.maxY)] {
            var x = px, y = py
            cairo_user_to_device(cr, &x, &y)
            xs.append(x); ys.append(y)
        }
        let x0 = (xs.min() ?? 0).rounded(.down) - 1, y0 = (ys.min() ?? 0).rounded(.down) - 1
        let x1 = (xs.max() ?? 0).rounded(.up) + 1, y1 = (ys.max() ?? 0).rounded(.up) + 1
        cairo_save(cr)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, x0, y0, x1 - x0, y1 - y0)
        cairo_clip(cr)
        cairo_set_matrix(cr, &matrix)
        return rect
    }
}
