import ChartScales
import Foundation
import Testing

/// Tests/ChartScalesTests/Fixtures/scales.json: Swift Charts' layout rules as docs/charts.md states them,
/// one runner per kind of case.
private struct ScaleFixtures: Decodable {
    struct Numbers: Decodable {
        let name: String; let min: Double; let max: Double; let includesZero: Bool; let count: Int
        /// The axis is hidden, or marks the app's values.
        let hidden: Bool?; let values: [Double]?
        let lower: Double; let upper: Double; let step: Double; let ticks: [Double]
        var marks: NiceScale.Marks { hidden == true ? .hidden : values.map { .values($0) } ?? .automatic }
    }
    struct Density: Decodable { let length: Double; let vertical: Bool; let count: Int }
    struct Dates: Decodable {
        let name: String; let lower: String; let upper: String; let count: Int
        let stride: String; let values: [String]; let labels: [String]
    }
    struct NumberLabel: Decodable { let value: Double; let step: Double; let label: String }
    struct Plot: Decodable {
        let name: String; let width: Double; let height: Double
        let yLabelWidth: Double?; let yLabelHeight: Double?; let xLabelHeight: Double?; let yAxisLeading: Bool?; let legendHeight: Double?
        let x: Double; let y: Double; let plotWidth: Double; let plotHeight: Double
    }
    let numbers: [Numbers]
    let density: [Density]
    let dates: [Dates]
    let numberLabels: [NumberLabel]
    let plots: [Plot]

    static let all: ScaleFixtures = {
        let url = Bundle.module.url(forResource: "Fixtures/scales", withExtension: "json")!
        return try! JSONDecoder().decode(ScaleFixtures.self, from: Data(contentsOf: url))
    }()
}

private let utc: Calendar = {
    var c = Calendar(identifier: .gregorian)
    c.timeZone = TimeZone(identifier: "UTC")!
    return c
}()

private func date(_ s: String) -> Date { ISO8601DateFormatter().date(from: s)! }

@Suite struct ChartScalesTests {
    @Test(arguments: ScaleFixtures.all.numbers.indices)
    func automaticNumberDomain(_ i: Int) {
        let c = ScaleFixtures.all.numbers[i]
        let s = NiceScale.automatic(minimum: c.min, maximum: c.max, includesZero: c.includesZero, desiredCount: c.count, marks: c.marks)
        #expect(s.lower == c.lower && s.upper == c.upper && s.step == c.step, "\(c.name): \(s)")
        #expect(s.ticks == c.ticks, "\(c.name)")
    }

    @Test(arguments: ScaleFixtures.all.density.indices)
    func valuesPerLength(_ i: Int) {
        let c = ScaleFixtures.all.density[i]
        #expect(AxisDensity.desiredCount(length: c.length, vertical: c.vertical) == c.count, "\(c.length) \(c.vertical)")
    }

    @Test(arguments: ScaleFixtures.all.dates.indices)
    func dateValuesAndLabels(_ i: Int) {
        let c = ScaleFixtures.all.dates[i]
        let stride = DateTicks.stride(lower: date(c.lower), upper: date(c.upper), desiredCount: c.count)
        #expect(stride.description == c.stride, "\(c.name)")
        let values = DateTicks.values(lower: date(c.lower), upper: date(c.upper), stride: stride, calendar: utc)
        #expect(values == c.values.map(date), "\(c.name)")
        let labels = values.map { DateTicks.label($0, stride: stride, locale: Locale(identifier: "en_US"), calendar: utc) }
        #expect(labels.map { $0.replacingOccurrences(of: "\u{202F}", with: " ") } == c.labels, "\(c.name)")
    }

    @Test(arguments: ScaleFixtures.all.numberLabels.indices)
    func numberLabels(_ i: Int) {
        let c = ScaleFixtures.all.numberLabels[i]
        #expect(NumberLabels.label(c.value, step: c.step, locale: Locale(identifier: "en_US")) == c.label)
    }

    @Test(arguments: ScaleFixtures.all.plots.indices)
    func plotArea(_ i: Int) {
        let c = ScaleFixtures.all.plots[i]
        let r = PlotLayout.plot(.init(width: c.width, height: c.height, yLabelWidth: c.yLabelWidth ?? 0, yLabelHeight: c.yLabelHeight ?? 0,
                                      xLabelHeight: c.xLabelHeight ?? 0, yAxisLeading: c.yAxisLeading ?? false, legendHeight: c.legendHeight ?? 0))
        #expect(r == PlotRect(x: c.x, y: c.y, width: c.plotWidth, height: c.plotHeight), "\(c.name): \(r)")
    }

    @Test func stacking() {
        let items = [Stacker.Item(group: "7", value: 860), .init(group: "7", value: 1900), .init(group: "8", value: 1450), .init(group: "8", value: -200)]
        func spans(_ items: [Stacker.Item], _ method: Stacking) -> [[Double]] { Stacker.stack(items, method: method).map { [$0.start, $0.end] } }
        let standard: [[Double]] = [[0, 860], [860, 2760], [0, 1450], [0, -200]]
        let unstacked: [[Double]] = [[0, 860], [0, 1900], [0, 1450], [0, -200]]
        let normalized: [[Double]] = [[0, 860.0 / 2760], [860.0 / 2760, 1]]
        let centred: [[Double]] = [[-1380, -520], [-520, 1380]]
        #expect(spans(items, .standard) == standard)
        #expect(spans(items, .none) == unstacked)
        #expect(spans(Array(items.prefix(2)), .normalized) == normalized)
        #expect(spans(Array(items.prefix(2)), .center) == centred)
    }

    @Test func curves() {
        let p = [PlotPoint(0, 10), PlotPoint(10, 0), PlotPoint(20, 10)]
        #expect(Curve.linear.segments(p) == [.move(p[0]), .line(p[1]), .line(p[2])])
        #expect(Curve.stepEnd.segments(p) == [.move(p[0]), .line(PlotPoint(10, 10)), .line(p[1]), .line(PlotPoint(20, 0)), .line(p[2])])
        #expect(Curve.stepStart.segments(p) == [.move(p[0]), .line(PlotPoint(0, 0)), .line(p[1]), .line(PlotPoint(10, 10)), .line(p[2])])
        // Monotone: flat at a turning point, so the curve never passes its neighbours' values.
        guard case .cubic(_, let c2, _) = Curve.monotone.segments(p)[1] else { Issue.record("a cubic"); return }
        #expect(c2.y == 0)
        // Catmull-Rom: the tangent at the middle point is parallel to its neighbours' chord.
        guard case .cubic(_, let d2, _) = Curve.catmullRom.segments([PlotPoint(0, 0), PlotPoint(10, 5), PlotPoint(20, 20)])[1] else { Issue.record("a cubic"); return }
        let expected = PlotPoint(10 - 20.0 / 6, 5 - 20.0 / 6)
        #expect(abs(d2.x - expected.x) < 1e-9)
        #expect(abs(d2.y - expected.y) < 1e-9)
    }
}

/// The bar rules measured on Swift Charts renders (docs/charts.md, "Compared with Swift Charts").
@Suite struct BarRuleTests {
    @Test func barsTakeSevenTenthsOfTheirBandOrUnit() {
        // pyramid.png @3x: bands of 60 px (200 pt over 10 age ranges), bars 42 px tall.
        #expect(abs(60 * ChartMetrics.bandBarRatio - 42) < 1e-9)
        // screenTime.png @3x: days of 136.7 px (957 px over 7), bars 95 px wide; hours of 39 px, bars 27 px.
        #expect(abs(136.7 * ChartMetrics.unitBarRatio - 95) < 1)
        #expect(abs(39 * ChartMetrics.unitBarRatio - 27) < 1)
    }

    @Test func aGroupOfOneIsSevenTenthsOfTheBar() {
        // twoBars.png @3x: days of 145.7 px, position(by:) with one value: bars 71.1 px (0.7 × 0.7 × 145.7 = 71.4).
        let g = BarGroup.slot(width: 145.7 * ChartMetrics.unitBarRatio, index: 0, count: 1)
        #expect(abs(g.width - 71.1) < 0.5)
        #expect(abs(g.offset) < 1e-9)
    }

    @Test func groupedBarsShareTheWidthInOrder() {
        let a = BarGroup.slot(width: 30, index: 0, count: 3), c = BarGroup.slot(width: 30, index: 2, count: 3)
        #expect(abs(a.offset - -10) < 1e-9 && abs(c.offset - 10) < 1e-9)
        #expect(abs(a.width - 7) < 1e-9)
    }
}

/// Category bands measured on Swift Charts renders (docs/charts.md, "Compared with Swift Charts").
@Suite struct BandOrderTests {
    @Test func categoriesOnYReadDownwards() {
        // pyramid.png @3x: ten age ranges over a 600 px plot; "0-10", the first, is the top band (bar centred at 30 px), "91+" the bottom one (570 px).
        let ages = ["0-10", "11-20", "21-30", "31-40", "41-50", "51-60", "61-70", "71-80", "81-90", "91+"]
        let scale = PositionScale.band(ages)
        #expect(scale.position(.category("0-10"), length: 600, flipped: true) == 30)
        #expect(scale.position(.category("91+"), length: 600, flipped: true) == 570)
        // On x the first band is the leading one, as before.
        #expect(scale.position(.category("0-10"), length: 600, flipped: false) == 30)
        // Numbers still grow upwards on y.
        #expect(PositionScale.linear(lower: 0, upper: 10).position(.number(10), length: 600, flipped: true) == 0)
    }
}
