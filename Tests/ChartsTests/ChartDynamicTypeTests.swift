import Charts
import Foundation
import Testing
import WidgetLayout
import WidgetLint
import WidgetModel
import WidgetSnapUI

private struct Hour: Identifiable {
    let name: String
    let value: Double
    let kind: String
    var id: String { name + kind }
}

private let hours = [Hour(name: "6", value: 12, kind: "Run"), Hour(name: "7", value: 30, kind: "Walk"), Hour(name: "8", value: 22, kind: "Run")]

/// Dynamic Type and right-to-left in charts (docs/charts.md, "Dynamic Type and right-to-left").
@MainActor @Suite struct ChartDynamicTypeTests {
    var chart: some View {
        Chart(hours) { h in BarMark(x: .value("Hour", h.name), y: .value("Minutes", h.value)).foregroundStyle(by: .value("Kind", h.kind)) }
    }

    /// The chart's frame and its plot (the layout's first view) in a laid-out widget.
    func plot(_ root: LayoutNode) throws -> Rect {
        let chart = try #require(SmallChartAxes.charts(root).first?.0)
        return try #require(chart.children.first?.frame)
    }

    /// Axis labels and the legend are text styles (`caption2`): at accessibility3 they are larger and the plot smaller.
    @Test func labelsScaleWithDynamicTypeAndThePlotGivesWay() throws {
        let (large, _) = try renderChart(chart.environment(\.dynamicTypeSize, .large), family: .systemMedium)
        let (ax3, _) = try renderChart(chart.environment(\.dynamicTypeSize, .accessibility3), family: .systemMedium, png: "/tmp/chart-ax3.png")
        let a = texts(large), b = texts(ax3)
        try #require(a.count == b.count && !a.isEmpty, "\(a.map(\.0)) \(b.map(\.0))")
        for (l, x) in zip(a, b) {
            #expect(l.0 == x.0)
            #expect(x.1.height > l.1.height * 1.5, "\(l.0): \(l.1.height) → \(x.1.height)")
        }
        let p0 = try plot(large), p1 = try plot(ax3)
        #expect(p1.width < p0.width && p1.height < p0.height, "plot \(p0) → \(p1)")
    }

    /// Right to left, the chart is mirrored as Swift Charts mirrors it: the x axis runs from the right (its labels
    /// and its marks), the y labels are on the left (the trailing side), the legend starts at the right.
    @Test func rightToLeftMirrorsTheXAxisAndItsMarks() throws {
        let (ltr, _) = try renderChart(chart, family: .systemMedium)
        let (rtl, image) = try renderChart(chart.environment(\.layoutDirection, .rightToLeft), family: .systemMedium, png: "/tmp/chart-rtl.png")
        let a = texts(ltr), b = texts(rtl)
        try #require(a.count == b.count && a.count == 9)
        let width = rtl.frame.width
        for (l, r) in zip(a, b) {
            #expect(l.0 == r.0)
            #expect(abs(r.1.x - (width - l.1.x - l.1.width)) < 0.5, "\(r.0): \(r.1.x) is not the mirror of \(l.1.x)")
        }
        func label(_ s: String) throws -> Rect { try #require(b.first { $0.0 == s }?.1) }
        #expect(try label("6").x > label("7").x && label("7").x > label("8").x)
        #expect(try label("Run").x > label("Walk").x)
        let plot = try plot(rtl)
        for s in ["0", "10", "20", "30"] { #expect(try label(s).maxX <= plot.x) }
        // The marks follow their labels: 6 and 8 are Run (blue), 7 is Walk (green) and the tallest.
        let scale = Double(image.width) / width
        func pixel(_ x: Double, _ y: Double) throws -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
            try #require(image.pixel(x: Int(x * scale), y: Int(y * scale)))
        }
        func centre(_ s: String) throws -> Double { let r = try label(s); return r.x + r.width / 2 }
        let low = plot.maxY - 2, high = plot.y + 3
        let six = try pixel(centre("6"), low), seven = try pixel(centre("7"), low), eight = try pixel(centre("8"), low)
        #expect(six.blue > 200 && six.red < 60 && eight.blue > 200 && eight.red < 60, "\(six) \(eight)")
        #expect(seven.green > 150 && seven.blue < 120, "\(seven)")
        #expect(try pixel(centre("7"), high).green > 150)
        #expect(try pixel(centre("8"), high).blue > 200 && pixel(centre("8"), high).green > 200, "the 22-minute bar does not reach the top")
    }

    /// Right to left, a pie runs from twelve o'clock counter-clockwise: the mirror image (derived).
    @Test func rightToLeftMirrorsAPie() throws {
        let pie = Chart(hours.prefix(2)) { h in SectorMark(angle: .value("Minutes", h.name == "6" ? 30 : 10)).foregroundStyle(by: .value("Kind", h.kind)) }
            .chartLegend(.hidden)
        func topRight(_ view: some View) throws -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
            let (root, image) = try renderChart(view, family: .systemMedium)
            let p = try plot(root), r = min(p.width, p.height) / 2, scale = Double(image.width) / root.frame.width
            let x = p.x + p.width / 2 + r / 2, y = p.y + p.height / 2 - r / 2
            return try #require(image.pixel(x: Int(x * scale), y: Int(y * scale)))
        }
        // Left to right the first (blue, three quarters) sector covers the top right; right to left the second (green) does.
        let ltr = try topRight(pie), rtl = try topRight(pie.environment(\.layoutDirection, .rightToLeft))
        #expect(ltr.blue > 200 && ltr.red < 60, "\(ltr)")
        #expect(rtl.green > 150 && rtl.blue < 120, "\(rtl)")
    }

    /// Right to left, an annotation stays over its mark (the layout mirrors its place with the mark's).
    @Test func rightToLeftKeepsAnnotationsOnTheirMarks() throws {
        let annotated = Chart(hours) { h in
            BarMark(x: .value("Hour", h.name), y: .value("Minutes", h.value)).annotation(position: .top) { Text(h.name == "7" ? "max" : "") }
        }
        let (root, _) = try renderChart(annotated.environment(\.layoutDirection, .rightToLeft), family: .systemMedium)
        let found = texts(root)
        let max = try #require(found.first { $0.0 == "max" }?.1), seven = try #require(found.first { $0.0 == "7" }?.1)
        #expect(abs((max.x + max.width / 2) - (seven.x + seven.width / 2)) < 0.5, "\(max) over \(seven)")
    }
}
