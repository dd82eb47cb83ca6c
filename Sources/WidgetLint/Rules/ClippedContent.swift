import WidgetLayout
import WidgetModel

/// No content cut off by the widget's edge or by a clipping shape.
public struct ClippedContent: LintRule {
    public init() {}
    public let id = "clipped-content"
    public let description = "No text, symbol, image or gauge extends past the widget's bounds or a clipShape/cornerRadius around it."
    public let defaultSeverity = LintSeverity.error
    public let guideline = Guideline(source: "Design great widgets (WWDC20)",
                                     sentence: "The layout cannot simply enlarge small. Fonts, margins, colors, placeholders, and light and dark modes all need to be processed according to system rules.")

    public func check(variant: LintVariant) -> [LintIssue] {
        var out: [LintIssue] = []
        LintTree.walk(variant.tree) { node, place in
            guard LintTree.isContent(node), node.frame.width > 0, node.frame.height > 0 else { return }
            func overflow(_ b: Rect) -> Double { max(b.x - node.frame.x, b.y - node.frame.y, node.frame.maxX - b.maxX, node.frame.maxY - b.maxY) }
            if !LintTree.contains(variant.bounds, node.frame) {
                let by = overflow(variant.bounds)
                out.append(LintIssue.at(node.view, "\(node.kind) reaches past the widget's edge and is cut off; give it less content or more room",
                                        node: node.path).measured("by \(LintTree.points(by)) pt", score: -by))
            } else if let clip = place.clip, !LintTree.contains(clip, node.frame) {
                let by = overflow(clip)
                out.append(LintIssue.at(node.view, "\(node.kind) reaches past the clipShape or cornerRadius around it and is cut off; give it less content or more room",
                                        node: node.path).measured("by \(LintTree.points(by)) pt", score: -by))
            }
        }
        return out
    }
}
