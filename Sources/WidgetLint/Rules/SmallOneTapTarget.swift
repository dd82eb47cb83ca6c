import WidgetModel

/// A small widget is one tap target: no `link`, at most one `widgetURL`.
public struct SmallOneTapTarget: LintRule {
    public init() {}
    public let id = "small-one-tap-target"
    public let description = "A systemSmall widget has one tap target: no link, and at most one widgetURL."
    public let defaultSeverity = LintSeverity.error
    public let guideline = Guideline(source: "Design great widgets (WWDC20)",
                                     sentence: "Small widgets have only one tap target, which should point to the currently displayed content; medium and large can have multiple tap targets.")

    public func check(variant: LintVariant) -> [LintIssue] {
        guard variant.family == .systemSmall, let root = variant.tree.children.first?.view else { return [] }
        var out: [LintIssue] = []
        var urls = 0
        LintTree.views(root) { view in
            for m in view.modifiers {
                switch m.kind {
                case .link:
                    out.append(.at(view, modifier: m.index, name: "link",
                                   "a link in systemSmall adds a second tap target; a small widget has one: use widgetURL on the whole widget"))
                case .widgetURL:
                    urls += 1
                    if urls > 1 {
                        out.append(.at(view, modifier: m.index, name: "widgetURL",
                                       "a second widgetURL in systemSmall (which one wins is undefined); keep one, on the top-level view"))
                    }
                default: break
                }
            }
        }
        return out
    }
}
