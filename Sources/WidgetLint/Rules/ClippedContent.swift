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
            if !LintTree.contains(variant.bounds, node.frame) {
                out.append(.at(node.view, "\(node.kind) at \(node.frame) reaches past the widget's bounds \(variant.bounds.size) and is cut off; give it less content or more room", node: node.path))
            } else if let clip = place.clip, !LintTree.contains(clip, node.frame) {
                out.append(.at(node.view, "\(node.kind) at \(node.frame) reaches past the clipping frame \(clip) around it and is cut off", node: node.path))
            }
        }
        return out
    }
}
