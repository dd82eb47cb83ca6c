import WidgetLayout
import WidgetModel

/// The placeholder keeps the layout of the real widget.
///
/// The placeholder variant is compared with the real variant of the same instance, family and
/// entry: a view that exists in only one of them, a text with another number of lines, or a text
/// that moves up or down by more than 4 pt relative to its parent is a jump. Texts may change
/// width (placeholder bars are as long as the placeholder's strings), and shapes and gauges sized
/// by the data (bars of a chart) are the data itself.
public struct PlaceholderShift: LintRule {
    public init() {}
    public let id = "placeholder-shift"
    public let description = "Between the placeholder and the real widget no view appears or disappears, no text changes its number of lines, and no text moves up or down by more than 4 pt."
    public let defaultSeverity = LintSeverity.warning
    public let guideline = Guideline(source: "Design great widgets (WWDC20)",
                                     sentence: "The widget must provide a placeholder.Placeholder displays basic graphics and text placeholders so that the layout and colors do not jump when real data is replaced.")
    public static let tolerance = 4.0

    public func check(variant: LintVariant) -> [LintIssue] {
        guard variant.selection.state == .placeholder, let real = variant.real else { return [] }
        var realNodes: [String: (LayoutNode, Rect?)] = [:]
        index(real, parent: nil) { realNodes[$0.path] = ($0, $1) }
        var out: [LintIssue] = []
        var seen: Set<String> = []
        index(variant.tree, parent: nil) { node, parent in
            seen.insert(node.path)
            guard node.path != "root", node.view != nil else { return }
            guard let (other, otherParent) = realNodes[node.path] else {
                out.append(.at(node.view, "\(node.kind) appears in the placeholder but not with real data; the layout jumps when data arrives", node: node.path))
                return
            }
            // Shapes and gauges sized by the data are the data itself; texts and structure must hold still.
            guard node.view?.content.isText == true, let t = node.text, let u = other.text else { return }
            let a = relative(node.frame, parent), b = relative(other.frame, otherParent)
            let dy = abs(a.y - b.y)
            if t.lines.count != u.lines.count {
                out.append(LintIssue.at(node.view, "the text has a different number of lines in the placeholder and with real data, so the layout jumps; use placeholder values of the real length or a lineLimit",
                                        node: node.path).measured("\(t.lines.count) against \(u.lines.count)", score: -Double(abs(t.lines.count - u.lines.count))))
            } else if dy > Self.tolerance {
                out.append(LintIssue.at(node.view, "the text moves up or down between the placeholder and the real widget; give what is above it a fixed size or placeholder values of the real length",
                                        node: node.path).measured("by \(LintTree.points(dy)) pt", score: -dy))
            }
        }
        for (path, pair) in realNodes.sorted(by: { $0.key < $1.key }) where !seen.contains(path) && pair.0.view != nil {
            out.append(.at(pair.0.view, "\(pair.0.kind) appears with real data but not in the placeholder; the layout jumps when data arrives", node: path))
        }
        return out
    }

    private func relative(_ r: Rect, _ parent: Rect?) -> Rect {
        guard let parent else { return r }
        return Rect(x: r.x - parent.x, y: r.y - parent.y, width: r.width, height: r.height)
    }

    /// Every node with its parent's frame (children and modifier contents).
    private func index(_ node: LayoutNode, parent: Rect?, _ body: (LayoutNode, Rect?) -> Void) {
        body(node, parent)
        for m in node.modifiers {
            if case .containerBackground = m.modifier.kind { continue }
            if let c = m.content { index(c, parent: node.frame, body) }
        }
        for c in node.children { index(c, parent: node.frame, body) }
    }
}
