import WidgetModel

/// No "last updated" or "last checked" text.
public struct NoLastUpdated: LintRule {
    public init() {}
    public let id = "no-last-updated"
    public let description = "No text such as \"last updated\", \"last checked\" or \"updated 5 min ago\"."
    public let defaultSeverity = LintSeverity.warning
    public let guideline = Guideline(source: "Design great widgets (WWDC20)",
                                     sentence: "Do not write description text to guide users, and do not use time descriptions such as “last updated” or “last checked” to display time information.")
    static let phrases = ["last updated", "last checked", "last refreshed", "last synced", "last sync", "updated at", "refreshed at",
                          "as of", "updated just now", "updated ago"]

    public func check(variant: LintVariant) -> [LintIssue] {
        guard let top = variant.tree.children.first?.view else { return [] }
        var out: [LintIssue] = []
        LintTree.views(top) { view in
            guard let s = view.content.textString else { return }
            var hit = LintText.firstPhrase(Self.phrases, in: s)
            let n = LintText.normalized(s)
            if hit == nil, n.contains(" updated "), n.contains(" ago ") { hit = "updated … ago" }
            if let hit {
                out.append(.at(view, "'\(s)' says when the data was updated ('\(hit)'); show the time of the content itself (e.g. a relative date of the event) or nothing"))
            }
        }
        return out
    }
}
