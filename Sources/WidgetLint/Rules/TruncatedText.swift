import WidgetLayout
import WidgetModel

/// No text cut with "…" in any variant.
public struct TruncatedText: LintRule {
    public init() {}
    public let id = "truncated-text"
    public let description = "No text is truncated (cut with an ellipsis) in any variant."
    public let defaultSeverity = LintSeverity.warning
    public let guideline = Guideline(source: "Design great widgets (WWDC20)",
                                     sentence: "Apple uses system widgets such as calendar, photos, weather, maps, etc. as examples to illustrate how to select personal, informational and contextual content, and design it into an interface that is readable at a glance.")

    public func check(variant: LintVariant) -> [LintIssue] {
        var out: [LintIssue] = []
        LintTree.walk(variant.tree) { node, _ in
            guard let t = node.text, t.truncated, let view = node.view, !view.environment.redacted else { return }
            out.append(.at(view, "the text is cut with an ellipsis after \(t.lines.count) line\(t.lines.count == 1 ? "" : "s"); shorten it, allow more lines or give it more room", node: node.path))
        }
        return out
    }
}
