@testable import Charts
import ChartScales
import Foundation
import Testing
import WidgetLayout
import WidgetRender
import WidgetSnapUI

private struct Sale: Identifiable {
    let day: String
    let amount: Double
    var id: String { day }
}

private let sales = [Sale(day: "Mon", amount: 120), Sale(day: "Tue", amount: 340), Sale(day: "Wed", amount: 210), Sale(day: "Thu", amount: 543)]

/// The chart proxy a `chartOverlay` closure got, kept for the test to ask.
@MainActor private final class ProxyBox {
    var proxy: ChartProxy?
    var plotFrame: CGRect?
}

/// A chart of `width` × `height` points in a systemMedium widget: its frame's origin in the widget (the
/// chart is centred in the widget's content area).
@MainActor private func chartOrigin(_ root: LayoutNode, width: Double, height: Double) -> (Double, Double) {
    ((root.frame.width - width) / 2, (root.frame.height - height) / 2)
}

@MainActor @Suite struct ChartSymbolTests {
    /// `symbol(by:)`: values in order of first appearance take circle, square, triangle, diamond, pentagon, then
    /// circle again; the app's scale names its values' symbols first.
    @Test func symbolSequenceAndScale() {
        let r = CGRect(x: 0, y: 0, width: 10, height: 10)
        let sequence: (Int) -> SymbolPath = { i in let shape = ChartSymbolSequence.symbol(i); return { shape.path(in: $0) } }
        let scale = ChartModel.symbolScale(["A", "B", "A", "C", "D", "E", "F"], scale: nil, sequence: sequence)
        #expect(scale.order == ["A", "B", "C", "D", "E", "F"])
        let expected: [BasicChartSymbolShape] = [.circle, .square, .triangle, .diamond, .pentagon, .circle]
        for (k, shape) in zip(scale.order, expected) { #expect(scale.paths[k]!(r) == shape.path(in: r), "\(k)") }

        let named = ChartModel.symbolScale(["A", "B", "C"], scale: [("C", { BasicChartSymbolShape.plus.path(in: $0) })], sequence: sequence)
        #expect(named.order == ["C", "A", "B"])
        #expect(named.paths["C"]!(r) == BasicChartSymbolShape.plus.path(in: r))
        #expect(named.paths["A"]!(r) == BasicChartSymbolShape.circle.path(in: r))
        #expect(named.paths["B"]!(r) == BasicChartSymbolShape.square.path(in: r))
    }

    /// The legend lists each value once, with its colour and its symbol, when colour and symbol go by the same value.
    @Test func legendShowsSymbols() throws {
        let content = ForEach(sales) { s in
            PointMark(x: .value("Day", s.day), y: .value("Sales", s.amount))
                .symbol(by: .value("Day", s.day)).foregroundStyle(by: .value("Day", s.day))
        }
        let model = ChartModel(marks(of: content), configuration: ChartConfiguration())
        #expect(model.legend.map(\.name) == ["Mon", "Tue", "Wed", "Thu"])
        let r = CGRect(x: 0, y: 0, width: 8, height: 8)
        #expect(model.legend.map { $0.symbol?(r) } == [BasicChartSymbolShape.circle, .square, .triangle, .diamond].map { $0.path(in: r) })
        #expect(model.marks.map { $0.symbol?(r) } == model.legend.map { $0.symbol?(r) })

        // Drawn: the legend's texts, and the points differ from plain circles.
        let chart = Chart(sales) { s in PointMark(x: .value("Day", s.day), y: .value("Sales", s.amount)).symbol(by: .value("Day", s.day)) }
        let (root, image) = try renderChart(chart, png: "/tmp/charts-symbol-by.png")
        #expect(texts(root).map(\.0).suffix(4) == ["Mon", "Tue", "Wed", "Thu"])
        let plain = try renderChart(Chart(sales) { s in PointMark(x: .value("Day", s.day), y: .value("Sales", s.amount)) })
        #expect(image.rgba != plain.1.rgba)
    }

    /// A line with `symbol(by:)` draws its symbol at each of its points; without a symbol it draws none.
    @Test func lineSymbols() throws {
        let plain = try renderChart(Chart(sales) { s in LineMark(x: .value("Day", s.day), y: .value("Sales", s.amount)) }).1
        let marked = try renderChart(Chart(sales) { s in
            LineMark(x: .value("Day", s.day), y: .value("Sales", s.amount)).symbol(by: .value("Series", "A"))
        }, png: "/tmp/charts-line-symbols.png").1
        #expect(plain.rgba != marked.rgba)
    }

    /// `symbol { view }`: the view at its ideal size, centred on the point (worked: hidden axes make the plot the
    /// chart's 300 × 150 frame; Tue's band centre is 112.5, 340 of 0…600 (the domain given: a hidden axis would
    /// keep the data's 0…543) stands 150 × (1 − 340/600) = 65 from the top).
    @Test func viewSymbol() throws {
        let chart = Chart(sales) { s in
            PointMark(x: .value("Day", s.day), y: .value("Sales", s.amount)).symbol { Text(s.day == "Tue" ? "T" : "·") }
        }.chartXAxis(.hidden).chartYAxis(.hidden).chartYScale(domain: 0...600).frame(width: 300, height: 150)
        let (root, _) = try renderChart(chart)
        let (ox, oy) = chartOrigin(root, width: 300, height: 150)
        let t = try #require(texts(root).first { $0.0 == "T" }?.1)
        #expect(abs(t.x + t.width / 2 - (ox + 112.5)) < 0.01)
        #expect(abs(t.y + t.height / 2 - (oy + 65)) < 0.01)
    }
}

@MainActor @Suite struct ChartAnnotationTests {
    /// Worked placements of a 20 × 10 annotation beside the mark (10, 20, 30 × 40), 4 points away.
    @Test(arguments: [
        (AnnotationPosition.top, Alignment.center, CGRect(x: 15, y: 6, width: 20, height: 10)),
        (.automatic, .center, CGRect(x: 15, y: 6, width: 20, height: 10)),
        (.top, .leading, CGRect(x: 10, y: 6, width: 20, height: 10)),
        (.top, .trailing, CGRect(x: 20, y: 6, width: 20, height: 10)),
        (.bottom, .leading, CGRect(x: 10, y: 64, width: 20, height: 10)),
        (.leading, .center, CGRect(x: -14, y: 35, width: 20, height: 10)),
        (.trailing, .top, CGRect(x: 44, y: 20, width: 20, height: 10)),
        (.overlay, .center, CGRect(x: 15, y: 35, width: 20, height: 10)),
        (.overlay, .topTrailing, CGRect(x: 20, y: 20, width: 20, height: 10)),
        (.topLeading, .center, CGRect(x: -14, y: 6, width: 20, height: 10)),
        (.bottomTrailing, .center, CGRect(x: 44, y: 64, width: 20, height: 10)),
    ])
    func placement(position: AnnotationPosition, alignment: Alignment, expected: CGRect) {
        let f = AnnotationPlacement.frame(bounds: CGRect(x: 10, y: 20, width: 30, height: 40), size: CGSize(width: 20, height: 10),
                                          place: position.place, alignment: alignment, spacing: 4)
        #expect(f == expected)
    }

    @Test func automaticPositions() {
        #expect(AnnotationPlacement.resolve(.automatic, bar: true, vertical: true, negative: false) == .top)
        #expect(AnnotationPlacement.resolve(.automatic, bar: true, vertical: true, negative: true) == .bottom)
        #expect(AnnotationPlacement.resolve(.automatic, bar: true, vertical: false, negative: false) == .trailing)
        #expect(AnnotationPlacement.resolve(.automatic, bar: false, vertical: true, negative: false) == .top)
        #expect(AnnotationPlacement.resolve(.overlay, bar: true, vertical: true, negative: false) == .overlay)
    }

    /// A bar's annotation stands 4 points above the bar, centred on it (worked: hidden axes, 300 × 150, the
    /// domain given as 0…600; Thu's bar of 543 has its top at 150 × (1 − 543/600) = 14.25, its band centre at 262.5).
    @Test func barAnnotationAboveTheBar() throws {
        let chart = Chart(sales) { s in
            BarMark(x: .value("Day", s.day), y: .value("Sales", s.amount))
                .annotation(position: .top) { Text("\(Int(s.amount))").font(.caption2) }
        }.chartXAxis(.hidden).chartYAxis(.hidden).chartYScale(domain: 0...600).frame(width: 300, height: 150)
        let (root, _) = try renderChart(chart, png: "/tmp/charts-annotation.png")
        let (ox, oy) = chartOrigin(root, width: 300, height: 150)
        let found = texts(root)
        #expect(found.map(\.0) == ["120", "340", "210", "543"])
        let thu = try #require(found.last?.1)
        #expect(abs(thu.y + thu.height - (oy + 14.25 - 4)) < 0.01)
        #expect(abs(thu.x + thu.width / 2 - (ox + 262.5)) < 0.01)
        // The context gives the mark's size: a bar 0.7 of its 75-point band, 150 × 543/600 tall (the hidden
        // axis keeps the data's 0…600).
        let box = SizeBox()
        let sized = Chart {
            BarMark(x: .value("Day", "Thu"), y: .value("Sales", 543.0)).annotation(position: .overlay) { ctx in
                let _ = box.record(ctx.targetSize)
                Text("x")
            }
            BarMark(x: .value("Day", "Fri"), y: .value("Sales", 600.0))
        }.chartXAxis(.hidden).chartYAxis(.hidden).frame(width: 150, height: 150)
        _ = try renderChart(sized)
        let s = try #require(box.size)
        #expect(abs(s.width - 52.5) < 0.01 && abs(s.height - 135.75) < 0.01)
    }
}

@MainActor private final class SizeBox {
    var size: CGSize?
    func record(_ s: CGSize) -> Bool { size = s; return true }
}

@MainActor @Suite struct ChartProxyTests {
    /// The proxy of a chart with hidden axes: the plot is the chart's 300 × 150 frame, categories in 75-point
    /// bands, 0…600 upwards (the domain given).
    @Test func proxyAnswers() throws {
        let box = ProxyBox()
        let chart = Chart(sales) { s in BarMark(x: .value("Day", s.day), y: .value("Sales", s.amount)) }
            .chartXAxis(.hidden).chartYAxis(.hidden).chartYScale(domain: 0...600)
            .chartOverlay { proxy in
                GeometryReader { g in
                    let _ = { box.proxy = proxy; box.plotFrame = proxy.plotFrame.map { g[$0] } }()
                    Text("N").position(x: (proxy.plotFrame.map { g[$0].minX } ?? 0) + (proxy.position(forX: "Tue") ?? 0),
                                       y: proxy.position(forY: 150.0) ?? 0)
                }
            }
            .frame(width: 300, height: 150)
        let (root, _) = try renderChart(chart)
        let p = try #require(box.proxy)
        #expect(p.plotSize == CGSize(width: 300, height: 150))
        #expect(box.plotFrame == CGRect(x: 0, y: 0, width: 300, height: 150))
        #expect(p.position(forX: "Tue") == 112.5)
        #expect(p.position(forY: 150.0) == 112.5)
        #expect(p.position(for: (x: "Mon", y: 600.0)) == CGPoint(x: 37.5, y: 0))
        #expect(p.positionRange(forX: "Wed") == 150...225)
        #expect(p.position(forX: "Sun") == nil)
        #expect(p.value(atX: 10, as: String.self) == "Mon")
        #expect(p.value(atX: 299, as: String.self) == "Thu")
        #expect(p.value(atY: 75, as: Double.self) == 300)
        #expect(p.value(atY: 0, as: Int.self) == 600)
        // The overlay's text, placed with the proxy, is centred at (112.5, 112.5) in the chart.
        let (ox, oy) = chartOrigin(root, width: 300, height: 150)
        let n = try #require(texts(root).first { $0.0 == "N" }?.1)
        #expect(abs(n.x + n.width / 2 - (ox + 112.5)) < 0.01 && abs(n.y + n.height / 2 - (oy + 112.5)) < 0.01)
    }

    /// With the y labels shown the plot ends 4 points before them: the plot frame from the anchor says so.
    @Test func plotFrameBesideTheLabels() throws {
        let box = ProxyBox()
        let chart = Chart(sales) { s in BarMark(x: .value("Day", s.day), y: .value("Sales", s.amount)) }
            .chartBackground { proxy in
                GeometryReader { g in let _ = { box.proxy = proxy; box.plotFrame = g[proxy.plotAreaFrame] }(); Color.clear }
            }
            .frame(width: 300, height: 150)
        let (root, _) = try renderChart(chart)
        let (ox, oy) = chartOrigin(root, width: 300, height: 150)
        let frame = try #require(box.plotFrame)
        let label600 = try #require(texts(root).first { $0.0 == "600" }?.1)
        let label0 = try #require(texts(root).first { $0.0 == "0" }?.1)
        #expect(abs(ox + frame.maxX + 4 - label600.x) < 0.01)
        // 600 at the plot's top, 0 at its bottom.
        #expect(abs(oy + frame.minY - (label600.y + label600.height / 2)) < 0.01)
        #expect(abs(oy + frame.maxY - (label0.y + label0.height / 2)) < 0.01)
        #expect(box.proxy?.plotSize == frame.size)
    }

    /// A date axis: positions of dates, and the date at a position.
    @Test func dates() throws {
        let box = ProxyBox()
        let start = Date(timeIntervalSince1970: 1_780_300_800)
        let chart = Chart {
            LineMark(x: .value("T", start), y: .value("V", 1.0))
            LineMark(x: .value("T", start.addingTimeInterval(3600)), y: .value("V", 2.0))
        }
        .chartXAxis(.hidden).chartYAxis(.hidden)
        .chartOverlay { proxy in let _ = { box.proxy = proxy }(); Color.clear }
        .frame(width: 300, height: 150)
        _ = try renderChart(chart)
        let p = try #require(box.proxy)
        #expect(p.position(forX: start.addingTimeInterval(900)) == 75)
        #expect(p.value(atX: 150, as: Date.self) == start.addingTimeInterval(1800))
    }
}

@MainActor @Suite struct ChartScaleTypeTests {
    private func proxy<V: View>(_ view: V) throws -> ChartProxy {
        let box = ProxyBox()
        _ = try renderChart(view.chartOverlay { proxy in let _ = { box.proxy = proxy }(); Color.clear })
        return try #require(box.proxy)
    }

    /// `range: .plotDimension(…)`: the domain spans the plot less the padding; the lower end's padding is on
    /// the left of x and at the bottom of y.
    @Test func rangePadding() throws {
        let p = try proxy(Chart(sales) { s in BarMark(x: .value("Day", s.day), y: .value("Sales", s.amount)) }
            .chartXAxis(.hidden).chartYAxis(.hidden)
            .chartXScale(range: .plotDimension(padding: 20))
            .chartYScale(domain: 0...600, range: .plotDimension(startPadding: 10, endPadding: 30))
            .frame(width: 300, height: 150))
        // 260 points for four bands of 65: Mon's centre at 20 + 32.5.
        #expect(p.position(forX: "Mon") == 52.5)
        #expect(p.position(forY: 0.0) == 140)
        #expect(p.position(forY: 600.0) == 30)
        #expect(p.position(forY: 300.0) == 85)
        #expect(p.value(atY: 85, as: Double.self) == 300)
    }

    /// Labels and grid lines follow the padding: the 0 label is centred 10 points above the plot's bottom.
    @Test func labelsFollowThePadding() throws {
        let box = ProxyBox()
        let chart = Chart(sales) { s in BarMark(x: .value("Day", s.day), y: .value("Sales", s.amount)) }
            .chartXAxis(.hidden)
            .chartYScale(range: .plotDimension(startPadding: 10, endPadding: 30))
            .chartOverlay { proxy in GeometryReader { g in let _ = { box.plotFrame = g[proxy.plotAreaFrame] }(); Color.clear } }
            .frame(width: 300, height: 150)
        let (root, _) = try renderChart(chart)
        let (_, oy) = chartOrigin(root, width: 300, height: 150)
        let frame = try #require(box.plotFrame)
        let label0 = try #require(texts(root).first { $0.0 == "0" }?.1)
        let label600 = try #require(texts(root).first { $0.0 == "600" }?.1)
        #expect(abs(label0.y + label0.height / 2 - (oy + frame.maxY - 10)) < 0.01)
        #expect(abs(label600.y + label600.height / 2 - (oy + frame.minY + 30)) < 0.01)
    }

    /// Log scales: the positive extent widened to powers of ten, a value at each power.
    @Test func logDomainAndValues() {
        #expect(LogScale.domain(minimum: 3, maximum: 2500) == (1, 10_000))
        #expect(LogScale.domain(minimum: 0.02, maximum: 0.5) == (0.01, 1))
        #expect(LogScale.domain(minimum: 10, maximum: 10) == (10, 100))
        #expect(LogScale.values(lower: 1, upper: 10_000, desiredCount: 6) == [1, 10, 100, 1_000, 10_000])
        #expect(LogScale.values(lower: 1, upper: 10_000, desiredCount: 3) == [1, 100, 10_000])
        #expect(LogScale.values(lower: 10, upper: 100, desiredCount: 5) == [10, 20, 50, 100])
        #expect(LogScale.values(lower: 20, upper: 80, desiredCount: 5) == [20, 50])
        #expect(LogScale.values(lower: 0.01, upper: 1, desiredCount: 5) == [0.01, 0.1, 1])
    }

    /// A log y axis drawn: labels at the powers of ten, 100 in the middle of 1…10,000.
    @Test func logAxis() throws {
        let data: [(String, Double)] = [("a", 3), ("b", 40), ("c", 800), ("d", 2500)]
        let chart = Chart(data, id: \.0) { d in PointMark(x: .value("K", d.0), y: .value("V", d.1)) }
            .chartYScale(type: .log)
            .frame(width: 300, height: 250)
        let (root, _) = try renderChart(chart, family: .systemLarge, png: "/tmp/charts-log.png")
        #expect(texts(root).map(\.0).prefix(5) == ["1", "10", "100", "1,000", "10,000"])
        let p = try proxy(Chart(data, id: \.0) { d in PointMark(x: .value("K", d.0), y: .value("V", d.1)) }
            .chartYScale(type: .log).chartXAxis(.hidden).chartYAxis(.hidden).frame(width: 300, height: 200))
        #expect(p.position(forY: 100.0) == 100)
        #expect(p.position(forY: 10.0) == 150)
        #expect(abs((p.value(atY: 50, as: Double.self) ?? 0) - 1000) < 1e-9)
    }

    /// Square-root and power scales: the nice linear domain, positions linear in the transformed value.
    @Test func powerScales() throws {
        func chart(_ type: ScaleType) -> some View {
            Chart(sales) { s in PointMark(x: .value("Day", s.day), y: .value("Sales", s.amount)) }
                .chartYScale(domain: 0...100, type: type).chartXAxis(.hidden).chartYAxis(.hidden).frame(width: 300, height: 200)
        }
        let root = try proxy(chart(.squareRoot))
        #expect(root.position(forY: 25.0) == 100)
        #expect(abs((root.value(atY: 100, as: Double.self) ?? 0) - 25) < 1e-9)
        let square = try proxy(chart(.power(exponent: 2)))
        #expect(square.position(forY: 50.0) == 150)
        let linear = try proxy(chart(.linear))
        #expect(linear.position(forY: 25.0) == 150)
    }

    @Test func transforms() {
        #expect(ScaleTransform(.log).apply(0) == nil)
        #expect(ScaleTransform(.log).apply(1000) == 3)
        #expect(ScaleTransform(.squareRoot).apply(-16) == -4)
        #expect(ScaleTransform(.power(exponent: 1)) == .identity)
        #expect(ScaleTransform(.date) == .identity && ScaleTransform(.category) == .identity && ScaleTransform(nil) == .identity)
        let s = ScaleTransform(.symmetricLog)
        #expect(abs(s.invert(s.apply(-42)!) + 42) < 1e-9)
    }
}

extension ChartScaleTypeTests {
    /// `type: .category` makes numbers categories: a band each, in order of appearance, named without fractions.
    @Test func numbersAsCategories() throws {
        let years = [(2021, 3.0), (2022, 5.0), (2023, 4.0), (2024, 6.0)]
        let chart = Chart(years, id: \.0) { y in BarMark(x: .value("Year", y.0), y: .value("Count", y.1)) }
            .chartXScale(type: .category)
        let (root, _) = try renderChart(chart)
        #expect(texts(root).map(\.0).suffix(4) == ["2021", "2022", "2023", "2024"])
        let p = try proxy(Chart(years, id: \.0) { y in BarMark(x: .value("Year", y.0), y: .value("Count", y.1)) }
            .chartXScale(type: .category).chartXAxis(.hidden).chartYAxis(.hidden).frame(width: 300, height: 150))
        #expect(p.position(forX: 2022) == 112.5)
        #expect(p.value(atX: 10, as: Int.self) == 2021)
        #expect(p.positionRange(forX: 2024) == 225...300)
    }
}

@MainActor @Suite struct ChartRenderingModeTests {
    /// In the accented rendering mode the marks (and the legend's symbols) are in the accent group; grid lines,
    /// axis labels and the legend's names are not.
    @Test func marksAreAccentable() throws {
        let chart = Chart(sales) { s in BarMark(x: .value("Day", s.day), y: .value("Sales", s.amount)).foregroundStyle(by: .value("Day", s.day)) }
        let (root, _) = try renderChart(chart)
        func leaves(_ n: LayoutNode) -> [LayoutNode] { n.children.isEmpty ? [n] : n.children.flatMap(leaves) }
        let all = leaves(root)
        let accent = all.filter { $0.view?.environment.accentable == true }
        // Four bars and four legend dots.
        #expect(accent.count == 8, "\(accent.map(\.kind))")
        #expect(accent.allSatisfy { $0.text == nil })
        #expect(all.filter { $0.text != nil }.count == 12)
    }
}

extension ChartSymbolTests {
    /// `chartSymbolScale` in its three forms, with the SDK's implicit members (`.square`), draws as each mark's
    /// own `symbol(_:)` would.
    @Test func symbolScaleForms() throws {
        let points = [("A", 100.0), ("B", 300.0), ("C", 200.0)]
        func chart() -> some View {
            Chart(points, id: \.0) { p in PointMark(x: .value("K", p.0), y: .value("V", p.1)).symbol(by: .value("K", p.0)) }
                .chartLegend(.hidden)
        }
        let explicit = try renderChart(Chart {
            PointMark(x: .value("K", "A"), y: .value("V", 100.0)).symbol(.square)
            PointMark(x: .value("K", "B"), y: .value("V", 300.0)).symbol(.triangle)
            PointMark(x: .value("K", "C"), y: .value("V", 200.0)).symbol(.plus)
        }).1.rgba
        let pairs = try renderChart(chart().chartSymbolScale(["A": .square, "B": .triangle, "C": .plus])).1.rgba
        let domainRange = try renderChart(chart().chartSymbolScale(domain: ["A", "B", "C"], range: [.square, .triangle, .plus])).1.rgba
        let mapping = try renderChart(chart().chartSymbolScale(domain: ["A", "B", "C"]) { (k: String) -> BasicChartSymbolShape in
            k == "A" ? .square : k == "B" ? .triangle : .plus
        }).1.rgba
        #expect(pairs == explicit)
        #expect(domainRange == explicit)
        #expect(mapping == explicit)
        #expect(try renderChart(chart()).1.rgba != explicit)
    }
}

extension ChartProxyTests {
    /// `chartOverlay` draws over everything the chart draws (its labels too); `chartBackground` under the marks.
    @Test func layersAboveAndBelow() throws {
        let chart = Chart(sales) { s in BarMark(x: .value("Day", s.day), y: .value("Sales", s.amount)).foregroundStyle(.blue) }
            .frame(width: 300, height: 150)
        let (root, plain) = try renderChart(chart)
        let over = try renderChart(chart.chartOverlay { _ in Color.red }).1
        let under = try renderChart(chart.chartBackground { _ in Color.red }).1
        let scale = Double(plain.width) / root.frame.width
        let (ox, oy) = chartOrigin(root, width: 300, height: 150)
        // The 600 label's middle, and Thu's bar 10 points above the plot's bottom.
        let label = try #require(texts(root).first { $0.0 == "600" }?.1)
        let zero = try #require(texts(root).first { $0.0 == "0" }?.1)
        let thu = try #require(texts(root).first { $0.0 == "Thu" }?.1)
        func pixel(_ img: RenderedImage, _ x: Double, _ y: Double) throws -> (Int, Int, Int) {
            let p = try #require(img.pixel(x: Int(x * scale), y: Int(y * scale)))
            return (Int(p.red), Int(p.green), Int(p.blue))
        }
        let barPoint = (thu.x + thu.width / 2, zero.y + zero.height / 2 - 10)
        // The overlay is over the y labels too.
        #expect(try pixel(over, label.x + label.width / 2, label.y + label.height / 2) == (255, 59, 48))
        #expect(try pixel(over, barPoint.0, barPoint.1) == (255, 59, 48), "the overlay covers the bar")
        #expect(try pixel(over, ox + 1, oy + 1) == (255, 59, 48))
        #expect(try pixel(under, barPoint.0, barPoint.1) == pixel(plain, barPoint.0, barPoint.1), "the bar covers the background")
        #expect(try pixel(under, ox + 1, oy + 1) == (255, 59, 48))
    }
}

extension ChartAnnotationTests {
    @Test func fitting() {
        #expect(AnnotationPlacement.fit(start: -14, length: 20, lo: 0, hi: 300) == 0)
        #expect(AnnotationPlacement.fit(start: 290, length: 20, lo: 0, hi: 300) == 280)
        #expect(AnnotationPlacement.fit(start: 10, length: 400, lo: 0, hi: 300) == 0)
        #expect(AnnotationPlacement.fit(start: 10, length: 20, lo: 0, hi: 300) == 10)
        let plot = (0.0, 300.0), chart = (-20.0, 340.0)
        #expect(AnnotationPlacement.boundary(.fit(to: .plot), plot: plot, chart: chart)! == plot)
        #expect(AnnotationPlacement.boundary(.padScale, plot: plot, chart: chart)! == plot)
        #expect(AnnotationPlacement.boundary(.fit, plot: plot, chart: chart)! == chart)
        #expect(AnnotationPlacement.boundary(.fit(to: .chart), plot: plot, chart: chart)! == chart)
        #expect(AnnotationPlacement.boundary(.disabled, plot: plot, chart: chart) == nil)
        #expect(AnnotationPlacement.boundary(.automatic, plot: plot, chart: chart) == nil)
    }

    /// An annotation before Mon's bar (x 11.25…63.75 of a 300-point plot: 0.7 of its 75-point band) would start left of the plot: `fit(to: .plot)`
    /// moves it in to start at the plot's left edge; without a resolution it is drawn where it falls.
    @Test func fittedIntoThePlot() throws {
        func chart(_ r: AnnotationOverflowResolution?) -> some View {
            Chart(sales) { s in
                if let r {
                    BarMark(x: .value("Day", s.day), y: .value("Sales", s.amount))
                        .annotation(position: .leading, overflowResolution: r) { Text(s.day == "Mon" ? "Monday" : "") }
                } else {
                    BarMark(x: .value("Day", s.day), y: .value("Sales", s.amount))
                        .annotation(position: .leading) { Text(s.day == "Mon" ? "Monday" : "") }
                }
            }.chartXAxis(.hidden).chartYAxis(.hidden).frame(width: 300, height: 150)
        }
        let (root, _) = try renderChart(chart(.init(x: .fit(to: .plot))))
        let (ox, _) = chartOrigin(root, width: 300, height: 150)
        let fitted = try #require(texts(root).first { $0.0 == "Monday" }?.1)
        #expect(abs(fitted.x - ox) < 0.01)
        let loose = try #require(texts(try renderChart(chart(nil)).0).first { $0.0 == "Monday" }?.1)
        #expect(abs(loose.x + loose.width - (ox + 11.25 - 4)) < 0.01)
        #expect(loose.x < ox)
    }
}

extension ChartProxyTests {
    /// `symbol(for:)`: the symbol `symbol(by:)` gave a value; nil for a value the chart has no symbol for.
    @Test func symbolForAValue() throws {
        let box = ProxyBox()
        _ = try renderChart(Chart(sales) { s in PointMark(x: .value("Day", s.day), y: .value("Sales", s.amount)).symbol(by: .value("Day", s.day)) }
            .chartOverlay { proxy in let _ = { box.proxy = proxy }(); Color.clear })
        let p = try #require(box.proxy)
        let r = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(p.symbol(for: "Wed")?.path(in: r) == BasicChartSymbolShape.triangle.path(in: r))
        #expect(p.symbol(for: "Sun") == nil)
    }
}

extension ChartScaleTypeTests {
    /// Bars on a log scale start at the domain's lower end (100 of 100…1,000, the positive values' 120…543
    /// widened to powers of ten): Thu's bar of 543 covers the plot's bottom and ends 150 × (1 − log10(5.43)) ≈ 39.8
    /// from the top.
    @Test func logBarsStartAtTheLowerEnd() throws {
        let chart = Chart(sales) { s in BarMark(x: .value("Day", s.day), y: .value("Sales", s.amount)).foregroundStyle(.blue) }
            .chartYScale(type: .log).chartXAxis(.hidden).chartYAxis(.hidden).frame(width: 300, height: 150)
        let (root, image) = try renderChart(chart)
        let (ox, oy) = chartOrigin(root, width: 300, height: 150)
        let scale = Double(image.width) / root.frame.width
        func blue(_ y: Double) throws -> Bool {
            let p = try #require(image.pixel(x: Int((ox + 262.5) * scale), y: Int((oy + y) * scale)))
            return p.blue > 200 && p.red < 100
        }
        #expect(try blue(149))
        #expect(try blue(41))
        #expect(try !blue(38.5))
    }
}
