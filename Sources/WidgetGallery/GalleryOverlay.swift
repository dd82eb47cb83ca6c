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
enum GalleryOverlay {
    static func path(_ v: VariantID, out: String) -> String { v.path(in: out + "/layout", extension: "js") }

    static func script(_ root: LayoutNode, _ v: VariantID) -> String {
        func n(_ d: Double) -> String { d == d.rounded() ? String(Int(d)) : String((d * 100).rounded() / 100) }
        func rect(_ r: Rect) -> String { "\(n(r.x)),\(n(r.y)),\(n(r.width)),\(n(r.height))" }
        // The content area is the one the layout engine proposed (it knows whether margins are disabled).
        let b = root.frame
        let content = root.contentArea ?? b
        var views: [String] = [], taps: [String] = []
        var wholeWidget = false
        func walk(_ node: LayoutNode) {
            if node.path != root.path { views.append("[\(rect(node.frame)),\(JSONText.quote(node.kind)),\(JSONText.quote(node.path))]") }
            for mod in node.modifiers {
                // widgetURL makes the whole widget the target (once); a link, its view's frame.
                switch mod.modifier.kind {
                case .widgetURL where !wholeWidget: wholeWidget = true; taps.insert("[\(rect(b)),\"widgetURL\"]", at: 0)
                case .link: taps.append("[\(rect(mod.frame)),\"link\"]")
                default: break
                }
                if let c = mod.content { walk(c) }
            }
            for c in node.children { walk(c) }
        }
        walk(root)
        return "widgetsnapOverlay(\(JSONText.quote(v.name)), {\"size\":[\(n(b.width)),\(n(b.height))],\"content\":[\(rect(content))],"
            + "\"views\":[\(views.joined(separator: ","))],\"taps\":[\(taps.joined(separator: ","))]});\n"
    }
}
