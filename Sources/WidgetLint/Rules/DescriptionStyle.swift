import WidgetModel

/// The gallery description starts with an action verb and does not say "This widget".
public struct DescriptionStyle: LintRule {
    public init() {}
    public let id = "description-style"
    public let description = "The widget's description starts with an action verb in sentence case and does not say \"This widget …\"."
    public let defaultSeverity = LintSeverity.warning
    public let guideline = Guideline(source: "HIG: Widgets (paraphrased)",
                                     sentence: "Description: start with an action verb, sentence case, no \"This widget shows…\"; one description for all sizes.")
    public var pass: LintPass { .widget }

    /// Words a description often starts with that are not verbs.
    static let notVerbs: Set<String> = ["this", "the", "a", "an", "your", "my", "our", "its", "their", "these", "those", "that", "all",
                                        "every", "widget", "in", "on", "at", "for", "with", "from", "it", "you", "we", "here", "shows",
                                        "displays", "lets", "allows", "provides", "gives", "contains", "features", "helps"]

    public func check(widget d: WidgetDefinition) -> [LintIssue] {
        let path = JSONPath().appending(key: "description")
        let text = d.description.trimmingWhitespace
        guard !text.isEmpty else {
            return [LintIssue(path: path, message: "the description is empty; describe what the widget shows, starting with a verb (\"See the weather …\")")]
        }
        let n = LintText.normalized(text)
        if n.contains(" this widget ") || n.contains(" the widget ") {
            return [LintIssue(path: path, message: "the description says \"\(n.contains(" this widget ") ? "this" : "the") widget\"; start with what people do: \"See …\", \"Keep track of …\"")]
        }
        let first = String(text.prefix { $0.isLetter || $0 == "'" })
        if let c = first.first, c.isLowercase {
            return [LintIssue(path: path, message: "the description starts in lower case; write it in sentence case")]
        }
        let word = first.lowercased()
        if Self.notVerbs.contains(word) || word.hasSuffix("ing") {
            let hint = word.hasSuffix("s") && !["this", "its", "these", "those", "us"].contains(word) ? " (use the imperative: \"\(String(first.dropLast()))\")" : ""
            return [LintIssue(path: path, message: "the description starts with '\(first)', not an action verb\(hint); e.g. \"See …\", \"Track …\", \"Keep an eye on …\"")]
        }
        return []
    }
}
