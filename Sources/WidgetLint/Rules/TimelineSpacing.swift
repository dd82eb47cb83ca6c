import WidgetModel

/// Timeline entries about five minutes apart or more.
public struct TimelineSpacing: LintRule {
    public init() {}
    public let id = "timeline-spacing"
    public let description = "Consecutive timeline entries are at least 5 minutes apart."
    public let defaultSeverity = LintSeverity.warning
    public let guideline = Guideline(source: "WidgetKit documentation: Keeping a widget up to date (paraphrased)",
                                     sentence: "Space entries ≥ about 5 minutes apart; reloads may be coalesced.")
    public var pass: LintPass { .widget }
    public static let minimumSeconds = 300.0

    public func check(widget d: WidgetDefinition) -> [LintIssue] {
        let entries = d.timeline.entries
        var out: [LintIssue] = []
        for i in entries.indices.dropFirst() {
            let gap = entries[i].date.timeIntervalSince(entries[i - 1].date)
            guard gap >= 0, gap < Self.minimumSeconds else { continue }
            let shown = gap < 60 ? "\(Int(gap)) s" : "\(Int(gap / 60)) min \(Int(gap.truncatingRemainder(dividingBy: 60))) s"
            out.append(LintIssue(path: JSONPath().appending(key: "timeline").appending(key: "entries").appending(index: i).appending(key: "date"),
                                 message: "entry \(i) is \(shown) after entry \(i - 1); WidgetKit coalesces reloads closer than about 5 minutes: space entries further apart or use Text's relative dates"))
        }
        return out
    }
}
