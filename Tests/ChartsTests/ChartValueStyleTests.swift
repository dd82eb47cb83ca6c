import Charts
import Foundation
import Testing
import WidgetLayout
import WidgetSnapUI

/// `lineStyle(by:)` and `symbolSize(by:)` (docs/charts.md, "Styles by value"): each draws exactly what the
/// explicit modifiers of its scale's values draw.
@MainActor
@Suite struct ChartValueStyleTests {
    struct Point { let x: Int; let y: Int; let kind: String }
    static let points = [Point(x: 0, y: 3, kind: "Run"), Point(x: 1, y: 5, kind: "Run"), Point(x: 2, y: 4, kind: "Run"),
                         Point(x: 0, y: 1, kind: "Walk"), Point(x: 1, y: 2, kind: "Walk"), Point(x: 2, y: 2, kind: "Walk"),
                         Point(x: 0, y: 6, kind: "Ride"), Point(x: 1, y: 7, kind: "Ride"), Point(x: 2, y: 9, kind: "Ride")]

    @Test func lineStylesByValueAreTheScalesDashes() throws {
        let byValue = try renderChart(Chart(Self.points.indices, id: \.self) { i in
            LineMark(x: .value("X", Self.points[i].x), y: .value("Y", Self.points[i].y)).lineStyle(by: .value("Kind", Self.points[i].kind))
        }).1.rgba
        // The first value solid, the second dashed 6 on 4 off, the third 2 on 4 off; each its own series.
        let dashes: [String: [CGFloat]] = ["Run": [], "Walk": [6, 4], "Ride": [2, 4]]
        let explicit = try renderChart(Chart(Self.points.indices, id: \.self) { i in
            LineMark(x: .value("X", Self.points[i].x), y: .value("Y", Self.points[i].y), series: .value("Kind", Self.points[i].kind))
                .lineStyle(StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round, dash: dashes[Self.points[i].kind]!))
        }).1.rgba
        #expect(byValue == explicit)
        let solid = try renderChart(Chart(Self.points.indices, id: \.self) { i in
            LineMark(x: .value("X", Self.points[i].x), y: .value("Y", Self.points[i].y), series: .value("Kind", Self.points[i].kind))
        }).1.rgba
        #expect(byValue != solid, "the dashes are drawn")
    }

    @Test func symbolSizesByValueAreTheScalesAreas() throws {
        let byValue = try renderChart(Chart(Self.points.indices, id: \.self) { i in
            PointMark(x: .value("X", Self.points[i].x), y: .value("Y", Self.points[i].y)).symbolSize(by: .value("Y", Self.points[i].y))
        }).1.rgba
        // y from 1 to 9: areas from 20 to 200 square points, linear in the value.
        let explicit = try renderChart(Chart(Self.points.indices, id: \.self) { i in
            PointMark(x: .value("X", Self.points[i].x), y: .value("Y", Self.points[i].y)).symbolSize(CGFloat(20 + Double(Self.points[i].y - 1) / 8 * 180))
        }).1.rgba
        #expect(byValue == explicit)
        // Categories by their order: Run, Walk, Ride at 20, 110 and 200.
        let byKind = try renderChart(Chart(Self.points.indices, id: \.self) { i in
            PointMark(x: .value("X", Self.points[i].x), y: .value("Y", Self.points[i].y)).symbolSize(by: .value("Kind", Self.points[i].kind))
        }).1.rgba
        let areas: [String: CGFloat] = ["Run": 20, "Walk": 110, "Ride": 200]
        let explicitKinds = try renderChart(Chart(Self.points.indices, id: \.self) { i in
            PointMark(x: .value("X", Self.points[i].x), y: .value("Y", Self.points[i].y)).symbolSize(areas[Self.points[i].kind]!)
        }).1.rgba
        #expect(byKind == explicitKinds)
        #expect(byKind != byValue)
    }
}
