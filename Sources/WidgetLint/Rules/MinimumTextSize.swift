import WidgetLayout
import WidgetModel

/// No text under 11 pt, after minimumScaleFactor has shrunk it.
public struct MinimumTextSize: LintRule {
    public init() {}
    public let id = "minimum-text-size"
    public let description = "Text is drawn at 11 pt or more (after minimumScaleFactor)."
    public let defaultSeverity = LintSeverity.error
    public let guideline = Guideline(source: "HIG: Widgets (paraphrased)",
                                     sentence: "Minimum text 11 pt in widgets.")
    public static let minimum = 11.0

    public func check(variant: LintVariant) -> [LintIssue] {
        var out: [LintIssue] = []
        LintTree.walk(variant.tree) { node, _ in
            guard let t = node.text, let view = node.view, let s = view.content.textString, !s.isEmpty else { return }
            let size = t.font.size
            guard size < Self.minimum - 0.01 else { return }
            let declared = view.environment.resolvedFont.size
            let why = declared >= Self.minimum ? " (shrunk from \(LintTree.points(declared)) pt by minimumScaleFactor \(view.environment.minimumScaleFactor))" : ""
            let fix: String
            if case .axisLabel? = view.environment.chartPart {
                // A chart's axis label: its text comes from the Charts module, so the fix is on the axis.
                fix = "a chart's axis label: give AxisValueLabel a larger font (.font(.caption) or larger) or hide the axis"
            } else {
                fix = "use a larger style or let it wrap"
            }
            out.append(.at(view, "text drawn at \(LintTree.points(size)) pt\(why); widgets need at least 11 pt: \(fix)", node: node.path))
        }
        return out
    }
}
