import WidgetLayout
import WidgetModel

/// Where a node sits: behind other content (a background), and inside which clipping frames.
public struct LintPlace: Sendable {
    /// Inside a `background` or `containerBackground` secondary view.
    public var inBackground = false
    /// The intersection of the frames of the clipShape/cornerRadius layers around the node.
    public var clip: Rect?
    /// The opacity of the node's own and enclosing opacity modifiers, multiplied.
    public var opacity = 1.0
}

/// Walking a positioned tree.
public enum LintTree {
    /// Calls `body` for every node below `root` (depth first, modifier contents before children).
    public static func walk(_ root: LayoutNode, _ body: (LayoutNode, LintPlace) -> Void) {
        for child in root.children { visit(child, LintPlace(), body) }
    }

    private static func visit(_ node: LayoutNode, _ outer: LintPlace, _ body: (LayoutNode, LintPlace) -> Void) {
        var place = outer
        for m in node.modifiers {
            switch m.modifier.kind {
            case .clipShape, .cornerRadius:
                place.clip = place.clip.map { intersect($0, m.frame) } ?? m.frame
            case .opacity(let o):
                place.opacity *= o
            default: break
            }
        }
        body(node, place)
        for m in node.modifiers {
            guard let content = m.content else { continue }
            var inner = place
            switch m.modifier.kind {
            case .background, .containerBackground: inner.inBackground = true
            default: break
            }
            visit(content, inner, body)
        }
        for child in node.children { visit(child, place, body) }
    }

    public static func intersect(_ a: Rect, _ b: Rect) -> Rect {
        let x = max(a.x, b.x), y = max(a.y, b.y)
        return Rect(x: x, y: y, width: max(0, min(a.maxX, b.maxX) - x), height: max(0, min(a.maxY, b.maxY) - y))
    }

    /// Whether `inner` lies inside `outer`, give or take `tolerance` points.
    public static func contains(_ outer: Rect, _ inner: Rect, tolerance: Double = 0.5) -> Bool {
        inner.x >= outer.x - tolerance && inner.y >= outer.y - tolerance
            && inner.maxX <= outer.maxX + tolerance && inner.maxY <= outer.maxY + tolerance
    }

    /// Nodes that show content (not fills): texts, symbols, images that are not resizable fills, gauges.
    public static func isContent(_ node: LayoutNode) -> Bool {
        guard let view = node.view else { return false }
        switch view.content {
        case .text, .styledText: return !(view.content.textString ?? "").isEmpty
        case .symbol, .gauge: return true
        case .image(_, let resizable, let mode): return !(resizable && mode == .fill)
        default: return false
        }
    }

    /// Every resolved view of a tree, depth first (secondary views included).
    public static func views(_ root: ResolvedView, _ body: (ResolvedView) -> Void) {
        body(root)
        for m in root.modifiers {
            switch m.kind {
            case .background(let v, _), .overlay(let v, _), .containerBackground(let v): views(v, body)
            default: break
            }
        }
        for c in root.children { views(c, body) }
    }

    /// Points, for messages: `11`, `10.5`.
    public static func points(_ v: Double) -> String {
        let r = (v * 10).rounded() / 10
        return r == r.rounded() ? String(Int(r)) : String(r)
    }
}

/// Phrases in texts, matched on whole words, case-insensitively.
public enum LintText {
    /// The lowercased text with runs of non-letters collapsed to one space, padded with spaces.
    public static func normalized(_ s: String) -> String {
        var out = " "
        for c in s.lowercased() {
            if c.isLetter || c.isNumber { out.append(c) } else if out.last != " " { out.append(" ") }
        }
        if out.last != " " { out.append(" ") }
        return out
    }

    /// The first of `phrases` (lowercase words separated by spaces) that occurs in `text`.
    public static func firstPhrase(_ phrases: [String], in text: String) -> String? {
        let n = normalized(text)
        return phrases.first { n.contains(" " + $0 + " ") }
    }
}
