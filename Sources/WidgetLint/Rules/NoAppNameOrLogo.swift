import WidgetModel

/// No app name, wordmark, logo or app icon: the Home Screen labels the widget already.
public struct NoAppNameOrLogo: LintRule {
    public init() {}
    public let id = "no-app-name-or-logo"
    public let description = "No text equal to the widget's display name or kind, and no image asset named as a logo, wordmark or icon."
    public let defaultSeverity = LintSeverity.warning
    public let guideline = Guideline(source: "Design great widgets (WWDC20)",
                                     sentence: "Except for apps that aggregate content from multiple sources, it is not recommended to use logo; do not put wordmark, App icon or App name, because there is already an App label at the bottom of the home screen.")

    static let logoWords = ["logo", "wordmark", "icon", "appicon", "brand"]

    public func check(variant: LintVariant) -> [LintIssue] {
        guard let top = variant.tree.children.first?.view else { return [] }
        let d = variant.definition
        let names = Set([d.displayName, d.kind].map { LintText.normalized($0) }.filter { $0 != " " })
        var out: [LintIssue] = []
        LintTree.views(top) { view in
            switch view.content {
            case .text(let s) where names.contains(LintText.normalized(s)):
                out.append(.at(view, "the text '\(s)' is the widget's name; the Home Screen shows the app's name under the widget already: show content instead"))
            case .image(let name, _, _):
                let words = name.lowercased().split { !$0.isLetter }.map(String.init)
                if let w = words.first(where: { Self.logoWords.contains($0) }) ?? (name.lowercased().contains("logo") ? "logo" : nil) {
                    out.append(.at(view, "the image '\(name)' looks like a \(w == "appicon" ? "app icon" : w); leave logos, wordmarks and the app icon out of widgets"))
                }
            default: break
            }
        }
        return out
    }
}
