import Charts
import Foundation
import Testing
import WidgetLayout
import WidgetLint
import WidgetModel
import WidgetSnapUI

private struct Day: Identifiable {
    let name: String
    let steps: Double
    var id: String { name }
}

private let week = [Day(name: "Mon", steps: 4_200), Day(name: "Tue", steps: 7_900), Day(name: "Wed", steps: 6_100)]

/// The lint rules on SwiftUI charts (docs/lint.md, "small-chart-axes" and "minimum-text-size";
/// docs/charts.md, "Lint"): each laid out in a widget and checked as `widgetsnap lint` checks a variant.
@MainActor @Suite struct ChartLintTests {
    /// The findings of `rule` on `view` laid out in `family`.
    func findings<V: View>(_ rule: some LintRule, _ view: V, family: WidgetFamily) throws -> [LintIssue] {
        let (root, _) = try renderChart(view, family: family)
        let definition = WidgetDefinition.standalone(view: ViewNode(kind: .content(.text("")), modifiers: [], sourcePath: JSONPath()))
        let selection = VariantSelection(family: family, instance: "default", entryIndex: 0, state: .real)
        return rule.check(variant: LintVariant(definition: definition, selection: selection, tree: root, contentMarginsDisabled: false))
    }

    var bothAxes: some View { Chart(week) { d in BarMark(x: .value("Day", d.name), y: .value("Steps", d.steps)) } }

    // MARK: small-chart-axes

    /// The trigger of "small-chart-axes": both default axes in systemSmall and in a Lock Screen family.
    @Test func trigger() throws {
        for family in [WidgetFamily.systemSmall, WidgetFamily.accessoryRectangular] {
            let issues = try findings(SmallChartAxes(), bothAxes, family: family)
            #expect(issues.count == 1, "\(family): \(issues)")
            #expect(issues.first?.message.contains("a chart in \(family.rawValue) shows both its x and y axes") == true)
        }
    }

    /// Near misses of "small-chart-axes": one axis hidden, both hidden (a sparkline), a pie, and both axes in a medium widget.
    @Test func nearMiss() throws {
        #expect(try findings(SmallChartAxes(), bothAxes.chartYAxis(.hidden), family: .systemSmall).isEmpty)
        #expect(try findings(SmallChartAxes(), bothAxes.chartXAxis(.hidden).chartYAxis(.hidden), family: .accessoryRectangular).isEmpty)
        let pie = Chart(week) { d in SectorMark(angle: .value("Steps", d.steps)) }
        #expect(try findings(SmallChartAxes(), pie, family: .systemSmall).isEmpty)
        #expect(try findings(SmallChartAxes(), bothAxes, family: .systemMedium).isEmpty)
    }

    /// The chart's frame carries the typed mark with the axes it draws; its labels carry theirs, the app's overlay none.
    @Test func theChartIsMarkedInTheTree() throws {
        let (root, _) = try renderChart(bothAxes.chartYAxis(.hidden).chartOverlay { _ in Text("now") }, family: .systemMedium)
        let charts = SmallChartAxes.charts(root)
        try #require(charts.count == 1)
        #expect(charts[0].1 == [.x])
        var labels: [ChartPart?] = [], overlay: ChartPart?? = .none
        func visit(_ n: LayoutNode) {
            if let t = n.text, let v = n.view {
                if t.lines.map(\.text).joined() == "now" { overlay = .some(v.environment.chartPart) } else { labels.append(v.environment.chartPart) }
            }
            n.modifiers.compactMap(\.content).forEach(visit)
            n.children.forEach(visit)
        }
        visit(root)
        #expect(labels.count == 3 && labels.allSatisfy { $0 == .axisLabel(.x) }, "\(labels)")
        #expect(overlay == .some(nil))
    }

    // MARK: minimum-text-size on a chart's labels

    /// minimum-text-size already checks every drawn text, axis labels too; on a label its message says how to fix the axis.
    @Test func smallAxisLabelsAreReportedWithAChartHint() throws {
        let tiny = bothAxes.chartYAxis { AxisMarks { _ in AxisGridLine(); AxisValueLabel().font(.system(size: 8)) } }
        let issues = try findings(MinimumTextSize(), tiny, family: .systemMedium)
        // One finding per y label (the x labels keep caption2).
        let yLabels = try texts(renderChart(tiny, family: .systemMedium).0).filter { !["Mon", "Tue", "Wed"].contains($0.0) }
        #expect(issues.count == yLabels.count && yLabels.count >= 3, "\(issues.map(\.message))")
        #expect(issues.allSatisfy { $0.message.contains("text drawn at 8 pt") && $0.message.contains("a chart's axis label: give AxisValueLabel a larger font") })
        // The default labels (caption2, 11 pt at the large size) pass.
        #expect(try findings(MinimumTextSize(), bothAxes, family: .systemMedium).isEmpty)
    }
}
