import JSONText
import WidgetLayout
import WidgetModel
import WidgetSnapshotCore

/// A variant's positioned layout tree for the page's overlays (margins, the content box, every
/// view's frame and name, tap targets), as `layout/<name>.js` beside the snapshots. It is a script
/// (`widgetsnapOverlay("<name>", {...})`) rather than JSON because a page opened from `file://`
/// may load scripts but not fetch files; the page adds it only when the overlays are switched on.
///
/// Data, in points from the widget's top-left: `size` [w, h]; `content` [x, y, w, h], the bounds
/// inset by the content margins; `views` [x, y, w, h, kind, path] depth first (modifier layers such as
/// backgrounds included); `taps` [x, y, w, h, "widgetURL" | "link"].
public enum GalleryOverlay {
    static func path(_ v: VariantID, out: String) -> String { v.path(in: out + "/layout", extension: "js") }

    public static func script(_ root: LayoutNode, _ v: VariantID) -> String {
        func n(_ d: Double) -> String { d == d.rounded() ? String(Int(d)) : String((d * 100).rounded() / 100) }
        func rect(_ r: Rect) -> String { "\(n(r.x)),\(n(r.y)),\(n(r.width)),\(n(r.height))" }
        // The content area is the one the layout engine proposed (it knows whether margins are disabled).
        let b = root.frame
        let content = root.contentArea ?? b
        var views: [String] = [], taps: [String] = []
        var wholeWidget = false
        // Boxes are drawn where the view is drawn: through the offsets and scale effects around it
        // (a StandBy presentation is scaled 200 %). A rotation keeps the box unrotated.
        func walk(_ node: LayoutNode, _ outer: Placement) {
            var t = outer
            // Outermost modifier first: each transform applies to the modifiers inside it and to the view.
            var inner: [Placement] = Array(repeating: outer, count: node.modifiers.count)
            for k in node.modifiers.indices.reversed() {
                let m = node.modifiers[k]
                inner[k] = t
                switch m.modifier.kind {
                case .offset(let x, let y): t = t.then(Placement(scale: 1, dx: x, dy: y))
                case .scaleEffect(let sx, let sy, let anchor) where sx != 0 && sy != 0:
                    let a = anchor.point
                    let ax = m.frame.x + a.x * m.frame.width, ay = m.frame.y + a.y * m.frame.height
                    t = t.then(Placement(scaleX: sx, scaleY: sy, dx: ax - sx * ax, dy: ay - sy * ay))
                default: break
                }
            }
            if node.path != root.path { views.append("[\(rect(t.apply(node.frame))),\(JSONText.quote(node.kind)),\(JSONText.quote(node.path))]") }
            for (k, mod) in node.modifiers.enumerated() {
                // widgetURL makes the whole widget the target (once); a link, its view's frame.
                switch mod.modifier.kind {
                case .widgetURL where !wholeWidget: wholeWidget = true; taps.insert("[\(rect(b)),\"widgetURL\"]", at: 0)
                case .link: taps.append("[\(rect(inner[k].apply(mod.frame))),\"link\"]")
                default: break
                }
                if let c = mod.content { walk(c, inner[k]) }
            }
            for c in node.children { walk(c, t) }
        }
        walk(root, Placement(scale: 1, dx: 0, dy: 0))
        return "widgetsnapOverlay(\(JSONText.quote(v.name)), {\"size\":[\(n(b.width)),\(n(b.height))],\"content\":[\(rect(content))],"
            + "\"views\":[\(views.joined(separator: ","))],\"taps\":[\(taps.joined(separator: ","))]});\n"
    }
}

/// A scale and a translation: where a box laid out in a view is drawn (`p ↦ scale · p + d`).
struct Placement {
    var scaleX: Double, scaleY: Double, dx: Double, dy: Double
    init(scaleX: Double, scaleY: Double, dx: Double, dy: Double) { self.scaleX = scaleX; self.scaleY = scaleY; self.dx = dx; self.dy = dy }
    init(scale: Double, dx: Double, dy: Double) { self.init(scaleX: scale, scaleY: scale, dx: dx, dy: dy) }

    /// This placement after `inner`: `p ↦ self(inner(p))`.
    func then(_ inner: Placement) -> Placement {
        Placement(scaleX: scaleX * inner.scaleX, scaleY: scaleY * inner.scaleY, dx: scaleX * inner.dx + dx, dy: scaleY * inner.dy + dy)
    }

    func apply(_ r: Rect) -> Rect {
        let x0 = scaleX * r.x + dx, y0 = scaleY * r.y + dy
        let x1 = scaleX * (r.x + r.width) + dx, y1 = scaleY * (r.y + r.height) + dy
        return Rect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
    }
}
