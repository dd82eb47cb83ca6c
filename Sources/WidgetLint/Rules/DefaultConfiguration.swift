import WidgetLayout
import WidgetModel

/// The default instance shows useful content right away: not empty, no "Select a …" placeholder.
public struct DefaultConfiguration: LintRule {
    public init() {}
    public let id = "default-configuration"
    public let description = "The default (first) instance shows content with real data: not an empty widget, and no text such as \"Select a city\", \"--\" or \"No data\"."
    public let defaultSeverity = LintSeverity.warning
    public let guideline = Guideline(source: "Design great widgets (WWDC20)",
                                     sentence: "The default value should be able to display useful content immediately to prevent users from seeing an empty state after adding it.")

    static let placeholderTexts: Set<String> = [" ", " n a ", " none ", " no data ", " not set ", " not configured ", " select ", " choose ",
                                                " unknown ", " placeholder ", " lorem ipsum ", " tbd ", " empty "]
    static let placeholderStarts = [" select a ", " select an ", " choose a ", " choose an ", " pick a ", " add a ", " add an ", " set up ",
                                    " configure ", " no item", " nothing to show "]

    public func check(variant: LintVariant) -> [LintIssue] {
        let d = variant.definition
        guard variant.selection.state == .real, variant.selection.entryIndex == 0,
              variant.selection.instance == d.instances.first?.name, let top = variant.tree.children.first?.view else { return [] }
        var out: [LintIssue] = []
        var shows = false
        LintTree.views(top) { view in
            switch view.content {
            case .text(let s):
                let n = LintText.normalized(s)
                let dashes = s.contains { "-—–.…".contains($0) } && s.allSatisfy { "-—–.… ".contains($0) }
                if dashes || Self.placeholderTexts.contains(n) && s.contains(where: { $0.isLetter }) || Self.placeholderStarts.contains(where: { n.hasPrefix($0) }) {
                    out.append(.at(view, "the default instance shows '\(s)'; a widget must work unconfigured: give the intent parameter a useful default"))
                    shows = true
                } else if n != " " { shows = true }
            case .image(let name, _, _), .symbol(let name, _): if !name.isEmpty { shows = true }
            case .gauge: shows = true
            default: break
            }
        }
        if !shows {
            let at = d.instances.isEmpty ? JSONPath().appending(key: "kind") : JSONPath().appending(key: "instances").appending(index: 0)
            out.append(LintIssue(path: at, message: "the default instance (\(variant.selection.instance)) renders no text, image or gauge in \(variant.family.rawValue); give the intent parameters defaults that show content"))
        }
        return out
    }
}
