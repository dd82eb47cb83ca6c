import WidgetLayout
import WidgetModel

/// Content keeps the family's margins (16 pt, 11 pt for graphic layouts); only backgrounds reach the edges.
public struct ContentInMargins: LintRule {
    public init() {}
    public let id = "content-in-margins"
    public let description = "Texts, symbols, images and gauges stay inside the family's content margins (16 pt, 11 pt for graphic layouts); only background fills reach the edges."
    public let defaultSeverity = LintSeverity.warning
    public let guideline = Guideline(source: "Design great widgets (WWDC20)",
                                     sentence: "The default layout margin is 16pt; graphic layouts containing circles and inset platters can use 11pt.")

    public func check(variant: LintVariant) -> [LintIssue] {
        let margin = variant.margin
        guard margin > 0 else { return [] }
        let inner = variant.bounds.insetBy(EdgeInsets(all: margin))
        var out: [LintIssue] = []
        LintTree.walk(variant.tree) { node, place in
            guard !place.inBackground, LintTree.isContent(node), node.frame.width > 0, node.frame.height > 0 else { return }
            // Cut off by the widget's edge: clipped-content reports it.
            guard LintTree.contains(variant.bounds, node.frame) else { return }
            guard !LintTree.contains(inner, node.frame) else { return }
            let f = node.frame, b = variant.bounds
            let gap = min(f.x - b.x, f.y - b.y, b.maxX - f.maxX, b.maxY - f.maxY)
            out.append(.at(node.view, "\(node.kind) is \(LintTree.points(max(0, gap))) pt from the widget's edge, inside the \(LintTree.points(margin)) pt margin"
                           + (variant.contentMarginsDisabled ? " (content margins are disabled: pad the content, not the background)" : "; keep content in the margins"),
                           node: node.path))
        }
        return out
    }
}
