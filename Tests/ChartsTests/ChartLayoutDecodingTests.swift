import Foundation
import Testing
import WidgetModel

/// The layout format's `Chart` read from a file: each mistake is an error at its own line and column, and
/// values that are wrong only for a variant are the variant's issues.
@Suite struct ChartLayoutDecodingTests {
    static func file(_ view: String, values: String = "{points: [{x: 1, y: 2}], open: 3}") -> String {
        """
        {kind: "T", displayName: "T", description: "d", families: ["systemMedium"],
         timeline: {entries: [{date: "2026-06-01T09:00:00Z", values: \(values)}]},
         view: \(view)}
        """
    }

    struct ErrorCase: CustomStringConvertible, Sendable {
        var view: String
        var message: String
        /// The column on the view's line (line 3; the view starts at column 7).
        var column: Int
        var description: String { message }
    }

    static let errors: [ErrorCase] = [
        ErrorCase(view: #"{Chart: [{LinMark: {x: "p.x"}}]}"#, message: "expected a mark, ForEach or If", column: 17),
        ErrorCase(view: #"{Chart: [{BarMark: {x: 1, z: 2}}]}"#, message: "unknown key 'z' in BarMark", column: 34),
        ErrorCase(view: #"{Chart: [{LineMark: {x: 1, y: 2}, interpolationMethod: "curvy"}]}"#, message: "unknown interpolation method 'curvy'", column: 63),
        ErrorCase(view: #"{Chart: [{AreaMark: {x: 1, y: 2, stacking: "up"}}]}"#, message: "unknown stacking 'up'", column: 51),
        ErrorCase(view: #"{Chart: [{SectorMark: {innerRadius: {ratio: 0.5}}}]}"#, message: "a SectorMark needs an angle", column: 30),
        ErrorCase(view: #"{Chart: [{BarMark: {x: {date: "p.t", unit: "fortnight"}, y: 1}}]}"#, message: "unknown unit 'fortnight'", column: 51),
        ErrorCase(view: #"{Chart: [], xAxis: "sideways"}"#, message: "unknown axis visibility 'sideways'", column: 27),
        ErrorCase(view: #"{Chart: [], yScale: {domain: [5, 1]}}"#, message: "the lower bound must be below the upper bound", column: 37),
        ErrorCase(view: #"{Chart: [], legend: "maybe"}"#, message: "unknown legend visibility 'maybe'", column: 28),
        ErrorCase(view: #"{Chart: [{ForEach: "entry.points", as: "p", content: [{PointMark: {x: "p.x", y: "p.y"}, opacity: 2}]}]}"#,
                  message: "expected an opacity from 0 to 1, found 2", column: 105),
    ]

    @Test(arguments: errors) func mistakesAreErrorsAtTheirPlace(_ c: ErrorCase) throws {
        guard case .failure(let e) = LayoutFile.decode(text: Self.file(c.view), file: "t.json5") else {
            Issue.record("\(c.view) decoded")
            return
        }
        let found = e.diagnostics.first { $0.message == c.message }
        #expect(found != nil, "\(c.view): \(e.diagnostics.map(\.message))")
        #expect(found?.location?.line == 3 && found?.location?.column == c.column, "\(c.view): at \(String(describing: found?.location))")
    }

    @Test func aChartDecodesWithItsContentAndSettings() throws {
        let view = #"""
        {Chart: [{RuleMark: {y: "entry.open"}}, {ForEach: "entry.points", as: "p", index: "i", content: [{If: "p.y > 0", then: [{LineMark: {x: "i", y: "p.y"}}]}]}],
         xAxis: "hidden", yAxis: {values: [0, 5], position: "leading", gridLine: true, label: true}, yScale: {domain: [0, 10]}, legend: "hidden"}
        """#
        let d = try LayoutFile.decode(text: Self.file(view), file: "t.json5").get()
        let w = try #require(Resolver(definition: d).resolve(VariantSelection(family: .systemMedium, instance: "default", entryIndex: 0, state: .real)))
        #expect(w.issues.isEmpty, "\(w.issues)")
        guard case .container(.geometryReader(let g)) = w.root.content else { Issue.record("a chart is a deferred reader: \(w.root.content)"); return }
        // Built at a size: the chart's frame (a custom layout) holding the plot and, with the x axis hidden, only y labels.
        let views = g.build(GeometryProxyValues(width: 200, height: 100))
        let frame = try #require(views.first)
        guard case .container(.custom(let layout)) = frame.content else { Issue.record("\(frame.content)"); return }
        #expect(layout.name == "ChartFrameLayout")
        #expect(frame.environment.chartPart == .chart(.y))
        let labels = frame.children.dropFirst().compactMap { v -> String? in if case .text(let s)? = v.children.first?.content { s } else { nil } }
        #expect(labels == ["0", "5"])
        #expect(frame.children.dropFirst().allSatisfy { $0.environment.chartPart == .axisLabel(.y) })
    }

    @Test func wrongValuesAreTheVariantsIssues() throws {
        let view = #"{Chart: [{ForEach: "entry.points", as: "p", content: [{PointMark: {x: "p", y: {date: "p.t"}}}]}]}"#
        let d = try LayoutFile.decode(text: Self.file(view, values: #"{points: [{t: "yesterday"}]}"#), file: "t.json5").get()
        let w = try #require(Resolver(definition: d).resolve(VariantSelection(family: .systemMedium, instance: "default", entryIndex: 0, state: .real)))
        let messages = w.issues.map(\.message)
        #expect(messages.contains("the chart value 'p' gave object, expected a number or a string"), "\(messages)")
        #expect(messages.contains("the date 'yesterday' is not an ISO 8601 date"), "\(messages)")
    }

    /// `symbolBy`: each value takes the next symbol (circle, square, triangle …), and the legend shows it.
    @Test func symbolByGivesTheLegendItsSymbols() throws {
        let view = #"{Chart: [{ForEach: "entry.points", as: "p", content: [{PointMark: {x: "p.x", y: "p.y"}, symbolBy: "p.k"}]}]}"#
        let values = #"{points: [{x: 1, y: 2, k: "Run"}, {x: 2, y: 3, k: "Walk"}, {x: 3, y: 1, k: "Swim"}, {x: 4, y: 2, k: "Run"}]}"#
        let d = try LayoutFile.decode(text: Self.file(view, values: values), file: "t.json5").get()
        let w = try #require(Resolver(definition: d).resolve(VariantSelection(family: .systemMedium, instance: "default", entryIndex: 0, state: .real)))
        #expect(w.issues.isEmpty, "\(w.issues)")
        guard case .container(.geometryReader(let g)) = w.root.content else { Issue.record("\(w.root.content)"); return }
        let frame = try #require(g.build(GeometryProxyValues(width: 300, height: 140)).first)
        let legend = try #require(frame.children.last)
        let names = legend.children.compactMap { item -> String? in if case .text(let s)? = item.children.last?.content { s } else { nil } }
        #expect(names == ["Run", "Walk", "Swim"])
        let shapes = legend.children.compactMap { item -> ShapeKind? in if case .shape(let k, _, _, _)? = item.children.first?.content { k } else { nil } }
        #expect(shapes.count == 3)
        #expect(shapes.first == .ellipse)
        let d8 = 8.0
        let square = ChartSymbolOutlines.segments("square", in: PathBox(x: 0, y: 0, width: d8, height: d8))
        let triangle = ChartSymbolOutlines.segments("triangle", in: PathBox(x: 0, y: 0, width: d8, height: d8))
        #expect(shapes.dropFirst().map { k -> [PathSegment] in if case .path(let p) = k { p.segments(width: d8, height: d8) } else { [] } } == [square, triangle])
    }
}
