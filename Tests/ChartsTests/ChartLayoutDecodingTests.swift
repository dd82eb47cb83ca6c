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
        /// Words the hint must hold (nil: not checked).
        var hint: String? = nil
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
        // Label formats, date values and domains, scale types and ranges, colour and symbol scales.
        ErrorCase(view: #"{Chart: [], yAxis: {format: "percentage"}}"#, message: "unknown label format 'percentage'", column: 36, hint: "expected number, percent"),
        ErrorCase(view: #"{Chart: [], xAxis: {format: {date: ["weekday", "fortnight"]}}}"#, message: "unknown date field 'fortnight'", column: 55, hint: "weekday, hour"),
        ErrorCase(view: #"{Chart: [], xAxis: {format: {date: {weekday: "tiny"}}}}"#, message: "unknown width 'tiny' for weekday", column: 53, hint: "abbreviated, wide"),
        ErrorCase(view: #"{Chart: [], yAxis: {format: {currency: "usd"}}}"#, message: "'usd' is not a currency code", column: 47, hint: "three capital letters"),
        ErrorCase(view: #"{Chart: [], yAxis: {format: {number: {fractionLength: 9}}}}"#, message: "expected a whole number from 0 to 6, found 9", column: 62),
        ErrorCase(view: #"{Chart: [], xAxis: {stride: "fortnight"}}"#, message: "unknown unit 'fortnight'", column: 36, hint: "hour"),
        ErrorCase(view: #"{Chart: [], xAxis: {values: [{date: "June 1st"}]}}"#, message: "the date 'June 1st' is not an ISO 8601 date", column: 44,
                  hint: "2026-06-01T09:00:00Z"),
        ErrorCase(view: #"{Chart: [], xScale: {domain: [{date: "2026-13-01T00:00:00Z"}, {date: "2026-06-02T00:00:00Z"}]}}"#,
                  message: "the date '2026-13-01T00:00:00Z' is not an ISO 8601 date", column: 45, hint: "2026-06-01T09:00:00Z"),
        ErrorCase(view: #"{Chart: [], yScale: {domain: [0, 100], type: "log"}}"#, message: "a log scale's domain must be above 0", column: 38, hint: "no zero"),
        ErrorCase(view: #"{Chart: [], yScale: {type: "logarithmic"}}"#, message: "unknown scale type 'logarithmic'", column: 35, hint: "log, squareRoot"),
        ErrorCase(view: #"{Chart: [], yScale: {range: {padding: -4}}}"#, message: "expected a padding from 0 to 10000, found -4", column: 46),
        ErrorCase(view: #"{Chart: [], symbolScale: {A: "star"}}"#, message: "unknown symbol 'star'", column: 37, hint: "circle, square"),
        ErrorCase(view: #"{Chart: [], foregroundStyleScale: {domain: ["A", "B"], range: ["red"]}}"#, message: "the domain has 2 values and the range 1", column: 70,
                  hint: "one colour for each value"),
    ]

    @Test(arguments: errors) func mistakesAreErrorsAtTheirPlace(_ c: ErrorCase) throws {
        guard case .failure(let e) = LayoutFile.decode(text: Self.file(c.view), file: "t.json5") else {
            Issue.record("\(c.view) decoded")
            return
        }
        let found = e.diagnostics.first { $0.message == c.message }
        #expect(found != nil, "\(c.view): \(e.diagnostics.map(\.message))")
        #expect(found?.location?.line == 3 && found?.location?.column == c.column, "\(c.view): at \(String(describing: found?.location))")
        if let hint = c.hint { #expect(found?.hint?.contains(hint) == true, "\(c.view): hint \(String(describing: found?.hint))") }
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

    /// The labels a chart draws, and the names in its legend, built at 300 × 140.
    static func labelsAndLegend(_ view: String, values: String) throws -> (labels: [String], legend: [String]) {
        let d = try LayoutFile.decode(text: Self.file(view, values: values), file: "t.json5").get()
        let w = try #require(Resolver(definition: d).resolve(VariantSelection(family: .systemMedium, instance: "default", entryIndex: 0, state: .real)))
        #expect(w.issues.isEmpty, "\(w.issues)")
        guard case .container(.geometryReader(let g)) = w.root.content else { Issue.record("\(w.root.content)"); return ([], []) }
        let frame = try #require(g.build(GeometryProxyValues(width: 300, height: 140)).first)
        let labels = frame.children.dropFirst().compactMap { v -> String? in if case .text(let s)? = v.children.first?.content { s } else { nil } }
        let legend = frame.children.last.map { l in l.children.compactMap { item -> String? in if case .text(let s)? = item.children.last?.content { s } else { nil } } } ?? []
        return (labels, legend)
    }

    /// Label formats, a date domain with a date stride, and the colour scale's order, as the layout file gives them.
    @Test func formatsDatesAndScalesDecode() throws {
        let view = #"""
        {Chart: [{ForEach: "entry.points", as: "p", content: [{LineMark: {x: {date: "p.t"}, y: "p.v"}, foregroundStyleBy: "p.c"}]}],
         xScale: {domain: [{date: "2026-06-01T06:00:00Z"}, {date: "2026-06-01T12:00:00Z"}]}, xAxis: {stride: {unit: "hour", count: 3}, format: {date: ["hour"]}},
         yAxis: {values: [0, 0.5, 1], format: {percent: {fractionLength: 1}}}, foregroundStyleScale: {domain: ["B", "A"], range: ["red", "blue"]}}
        """#
        let values = #"{points: [{t: "2026-06-01T07:00:00Z", v: 0.2, c: "A"}, {t: "2026-06-01T10:00:00Z", v: 0.7, c: "B"}]}"#
        let (labels, legend) = try Self.labelsAndLegend(view, values: values)
        // y: the values in percent with one digit; x: 6 AM and 9 AM (ICU puts a narrow no-break space before AM; 12 PM is at the trailing edge, where a date's label has no room).
        #expect(labels == ["0.0%", "50.0%", "100.0%", "6\u{202F}AM", "9\u{202F}AM"], "\(labels)")
        #expect(legend == ["B", "A"])
    }

    /// A currency format, weekday names and the dictionary form of the colour scale (ordered by value).
    @Test func currencyWeekdaysAndADictionaryScale() throws {
        let view = #"""
        {Chart: [{ForEach: "entry.points", as: "p", content: [{BarMark: {x: {date: "p.t", unit: "day"}, y: "p.v"}, foregroundStyleBy: "p.c"}]}],
         xAxis: {stride: "day", format: {date: {weekday: "wide"}}, centered: true}, yAxis: {values: [0, 1500], format: {currency: {code: "EUR", fractionLength: 0}}},
         foregroundStyleScale: {Walk: "green", Run: "orange"}}
        """#
        let values = #"{points: [{t: "2026-06-01T00:00:00Z", v: 900, c: "Walk"}, {t: "2026-06-02T00:00:00Z", v: 1400, c: "Run"}]}"#
        let (labels, legend) = try Self.labelsAndLegend(view, values: values)
        #expect(labels.prefix(2) == ["€0", "€1,500"], "\(labels)")
        #expect(labels.dropFirst(2).prefix(2) == ["Monday", "Tuesday"], "\(labels)")
        #expect(legend == ["Run", "Walk"])
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
