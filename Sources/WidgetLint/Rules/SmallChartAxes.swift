import WidgetLayout
import WidgetModel

/// A chart in a small widget (systemSmall, the Lock Screen families) shows at most one axis.
///
/// Charts are found by the typed mark both front ends set on a chart's frame (the Charts module, the layout format's `Chart`)
/// (``ResolvedEnvironment/chartPart``), which lists the axes the chart draws (labels, grid lines or ticks).
public struct SmallChartAxes: LintRule {
    public init() {}
    public let id = "small-chart-axes"
    public let description = "A chart in systemSmall or a Lock Screen family shows at most one axis."
    public let defaultSeverity = LintSeverity.warning
    public let guideline = Guideline(source: "HIG: Charts; Design great widgets (WWDC20)",
                                     sentence: "An effective chart highlights a few key pieces of information in a dataset. (It is recommended to put up to four pieces of information in the small size.)")
    public static let limit = 1

    /// The families this rule checks: the small ones.
    public static func isSmall(_ family: WidgetFamily) -> Bool { family == .systemSmall || family.isAccessory }

    public func check(variant: LintVariant) -> [LintIssue] {
        guard Self.isSmall(variant.family) else { return [] }
        var out: [LintIssue] = []
        for (node, axes) in Self.charts(variant.tree) where axes.count > Self.limit {
            out.append(.at(node.view, "a chart in \(variant.family.rawValue) shows both its x and y axes; keep a small chart simple: hide one (chartXAxis(.hidden) or chartYAxis(.hidden); in a layout file xAxis: \"hidden\" or yAxis: \"hidden\") or show the chart in a larger family", node: node.path))
        }
        return out
    }

    /// Every chart in a positioned tree (its outermost node) with the axes it shows, depth first.
    public static func charts(_ root: LayoutNode) -> [(LayoutNode, ChartAxes)] {
        var out: [(LayoutNode, ChartAxes)] = []
        func visit(_ node: LayoutNode, inChart: Bool) {
            var inside = inChart
            if case .chart(let axes)? = node.view?.environment.chartPart {
                if !inChart { out.append((node, axes)) }
                inside = true
            }
            for m in node.modifiers { if let c = m.content { visit(c, inChart: inside) } }
            for c in node.children { visit(c, inChart: inside) }
        }
        visit(root, inChart: false)
        return out
    }
}
