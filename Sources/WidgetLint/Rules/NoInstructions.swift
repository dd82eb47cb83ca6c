import WidgetModel

/// No text that tells people what to do with the widget.
public struct NoInstructions: LintRule {
    public init() {}
    public let id = "no-instructions"
    public let description = "No instructional text such as \"tap to …\", \"swipe\", \"press and hold\" or \"open the app\"."
    public let defaultSeverity = LintSeverity.warning
    public let guideline = Guideline(source: "Design great widgets (WWDC20)",
                                     sentence: "Do not write description text to guide users, and do not use time descriptions such as “last updated” or “last checked” to display time information.")
    static let phrases = ["tap to", "tap here", "tap the", "tap and hold", "tap for", "click", "swipe", "press and hold", "touch and hold",
                          "long press", "open the app", "open app to", "edit widget to", "edit the widget to"]

    public func check(variant: LintVariant) -> [LintIssue] {
        guard let top = variant.tree.children.first?.view else { return [] }
        var out: [LintIssue] = []
        LintTree.views(top) { view in
            guard let s = view.content.textString, let hit = LintText.firstPhrase(Self.phrases, in: s) else { return }
            out.append(.at(view, "'\(s)' instructs the user ('\(hit)'); a widget shows content: the whole widget is already a tap target"))
        }
        return out
    }
}
