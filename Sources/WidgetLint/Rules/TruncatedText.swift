import WidgetLayout
import WidgetModel

/// No text cut with "…" in any variant, read from the layout's truncation report
/// (``LayoutNode/textFits``), so a text that only truncates at a Dynamic Type size is reported
/// in the variants of that size.
public struct TruncatedText: LintRule {
    public init() {}
    public let id = "truncated-text"
    public let description = "No text is truncated (cut with an ellipsis) in any variant."
    public let defaultSeverity = LintSeverity.warning
    public let guideline = Guideline(source: "Design great widgets (WWDC20)",
                                     sentence: "Apple uses system widgets such as calendar, photos, weather, maps, etc. as examples to illustrate how to select personal, informational and contextual content, and design it into an interface that is readable at a glance.")

    public func check(variant: LintVariant) -> [LintIssue] {
        variant.tree.textFits.compactMap { fit in
            guard let lines = fit.truncatedLines, let view = variant.tree.node(at: fit.node)?.view else { return nil }
            return .at(view, "the text is cut with an ellipsis after \(lines) line\(lines == 1 ? "" : "s"); shorten it, allow more lines or give it more room", node: fit.node)
        }
    }
}
