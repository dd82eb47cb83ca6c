import WidgetLayout
import WidgetModel

/// The placeholder keeps the layout of the real widget: nothing moves or changes size beyond 4 pt.
///
/// Each view's frame relative to its parent is compared between the placeholder variant and the
/// real variant of the same instance, family and entry, so a view is reported once where it moves,
/// not again for everything it carries along. Texts may change width (placeholder bars are as long
/// as the placeholder's strings); views that exist in only one of the two are reported too.
public struct PlaceholderShift: LintRule {
    public init() {}
    public let id = "placeholder-shift"
    public let description = "No view moves or changes size by more than 4 pt between the placeholder and the real widget."
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
            let a = relative(node.frame, parent), b = relative(other.frame, otherParent)
            let isText = node.kind == "Text"
            let dx = abs(a.x - b.x), dy = abs(a.y - b.y), dw = isText ? 0 : abs(a.width - b.width), dh = abs(a.height - b.height)
            let worst = max(dx, dy, dw, dh)
            guard worst > Self.tolerance else { return }
            let what = max(dx, dy) >= max(dw, dh) ? "moves by \(LintTree.points(max(dx, dy))) pt" : "changes size by \(LintTree.points(max(dw, dh))) pt"
            out.append(.at(node.view, "\(node.kind) \(what) between the placeholder and the real widget; give it a fixed size or placeholder values of the real length", node: node.path))
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
        for m in node.modifiers where m.name != "containerBackground" { if let c = m.content { index(c, parent: node.frame, body) } }
        for c in node.children { index(c, parent: node.frame, body) }
    }
}
