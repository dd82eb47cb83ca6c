import Charts
import Foundation
import Testing
import WidgetLayout
import WidgetSnapUI

private struct Sale: Identifiable {
    let day: String
    let amount: Double
    var id: String { day }
}

private let sales = [Sale(day: "Mon", amount: 120), Sale(day: "Tue", amount: 340), Sale(day: "Wed", amount: 210), Sale(day: "Thu", amount: 543)]

@MainActor @Suite struct ChartDrawingTests {
    @Test func barsByCategoryHaveNiceValueLabels() throws {
        let (root, _) = try renderChart(Chart(sales) { s in BarMark(x: .value("Day", s.day), y: .value("Sales", s.amount)) }, png: "/tmp/charts-bars.png")
        let labels = texts(root).map(\.0)
        #expect(labels == ["0", "200", "400", "600", "Mon", "Tue", "Wed", "Thu"])
    }
}

private struct Reading: Identifiable {
    let hour: Int
    let value: Double
    let kind: String
    var id: String { "\(hour)\(kind)" }
}

extension ChartDrawingTests {
    /// The plot takes what the labels leave: y labels in a column on the trailing side, x labels under
    /// the plot, each y label centred on its value's grid line.
    @Test func labelsBesideThePlot() throws {
        let chart = Chart(sales) { s in BarMark(x: .value("Day", s.day), y: .value("Sales", s.amount)) }.frame(width: 300, height: 150)
        let (root, _) = try renderChart(chart)
        let found = texts(root)
        let y = found.filter { ["0", "200", "400", "600"].contains($0.0) }
        let x = found.filter { ["Mon", "Tue", "Wed", "Thu"].contains($0.0) }
        try #require(y.count == 4 && x.count == 4)
        // The y labels share a leading edge, right of every x label's centre band.
        #expect(Set(y.map { $0.1.x }).count == 1)
        let yMid = y.map { $0.1.y + $0.1.height / 2 }
        // Evenly spaced grid lines: 600 at the top, 0 at the bottom.
        let gaps = zip(yMid, yMid.dropFirst()).map { $0 - $1 }
        #expect(gaps.allSatisfy { abs($0 - gaps[0]) < 0.01 } && gaps[0] > 0)
        // Categories centred in four equal bands of the plot's width.
        let centres = x.map { $0.1.x + $0.1.width / 2 }
        let band = centres[1] - centres[0]
        #expect(abs((centres[3] - centres[2]) - band) < 0.01)
        // The plot ends where the y label column starts (less the gap).
        #expect(abs((centres[3] + band / 2) + 4 - y[0].1.x) < 0.5)
    }

    /// `foregroundStyle(by:)` stacks bars and adds a legend in the palette's order.
    @Test func stackedBarsWithALegend() throws {
        let data = [Reading(hour: 1, value: 3, kind: "A"), Reading(hour: 1, value: 4, kind: "B"), Reading(hour: 2, value: 5, kind: "A")]
        let chart = Chart(data) { r in
            BarMark(x: .value("Hour", String(r.hour)), y: .value("Value", r.value)).foregroundStyle(by: .value("Kind", r.kind))
        }
        let (root, image) = try renderChart(chart.frame(width: 300, height: 150), png: "/tmp/charts-stacked.png")
        let labels = texts(root).map(\.0)
        #expect(labels.contains("A") && labels.contains("B"))
        // The stack of 3 + 4 reaches 7, so the domain is 0…8 with values every 2.
        #expect(Array(labels.prefix(5)) == ["0", "2", "4", "6", "8"])
        _ = image
    }

    @Test func hiddenAxesDrawNoLabels() throws {
        let chart = Chart(sales) { s in LineMark(x: .value("Day", s.day), y: .value("Sales", s.amount)) }
            .chartXAxis(.hidden).chartYAxis(.hidden)
        let (root, _) = try renderChart(chart)
        #expect(texts(root).isEmpty)
    }
}

extension ChartDrawingTests {
    /// A label closure may give no view for some values (and the layout still places the others).
    @Test func labelClosuresThatGiveNothing() throws {
        let chart = Chart(sales) { s in BarMark(x: .value("Day", s.day), y: .value("Sales", s.amount)) }
            .chartYAxis {
                AxisMarks { value in
                    AxisGridLine()
                    AxisValueLabel { if value.index == value.count - 1 { Text("top") } }
                }
            }
        let (root, _) = try renderChart(chart)
        #expect(texts(root).map(\.0) == ["top", "Mon", "Tue", "Wed", "Thu"])
    }

    /// Sectors share the turn by value: a donut's legend lists the values in order of appearance.
    @Test func donutLegendInOrder() throws {
        let chart = Chart(sales) { s in
            SectorMark(angle: .value("Sales", s.amount), innerRadius: .ratio(0.6)).foregroundStyle(by: .value("Day", s.day))
        }
        let (root, image) = try renderChart(chart, family: .systemSmall)
        #expect(texts(root).map(\.0) == ["Mon", "Tue", "Wed", "Thu"])
        // The donut's hole shows the widget's background; its ring (at twelve o'clock, Mon's blue) does not.
        let w = image.width, centre = try #require(image.pixel(x: w / 2, y: w / 2 - 20))
        #expect(centre.red > 200 && centre.green > 200)
    }
}

extension ChartDrawingTests {
    /// Hourly bars over a day: values every 6 hours, labelled after their ticks; the day's end has no label.
    @Test func hourlyBarsLabelTheirHours() throws {
        // The chart reads dates in the process' zone, whichever it is: the day starts at its midnight.
        let day = Calendar.current.startOfDay(for: Date(timeIntervalSince1970: 1_780_306_860))
        let hours = (0..<24).map { day.addingTimeInterval(Double($0) * 3600) }
        let chart = Chart {
            ForEach(hours, id: \.self) { h in BarMark(x: .value("Hour", h, unit: .hour), y: .value("Steps", 100)) }
        }
        .chartXAxis { AxisMarks(values: .stride(by: .hour, count: 6)) { _ in AxisGridLine(); AxisValueLabel(format: .dateTime.hour()) } }
        let (root, _) = try renderChart(chart.frame(width: 300, height: 120))
        let labels = texts(root).map { $0.0.replacingOccurrences(of: "\u{202F}", with: " ") }
        #expect(labels.suffix(4) == ["12 AM", "6 AM", "12 PM", "6 PM"])
    }
}

extension ChartDrawingTests {
    /// A mark's `shadow` is drawn under it: pixels around the bars change, the labels do not move.
    @Test func aMarksShadowIsDrawnUnderIt() throws {
        let plain = try renderChart(Chart(sales) { s in BarMark(x: .value("Day", s.day), y: .value("Sales", s.amount)) })
        let shaded = try renderChart(Chart(sales) { s in
            BarMark(x: .value("Day", s.day), y: .value("Sales", s.amount)).shadow(color: .black, radius: 4, x: 0, y: 3)
        })
        #expect(texts(plain.0).map(\.1) == texts(shaded.0).map(\.1))
        let differing = zip(plain.1.rgba, shaded.1.rgba).filter { $0 != $1 }.count
        #expect(differing > 400, "\(differing) bytes differ")
    }
}

extension ChartDrawingTests {
    /// `AxisMarks(values: [Double])` marks exactly those values; `chartXAxis(.hidden)` takes SwiftUI's `Visibility`.
    @Test func axisMarksAtAnArrayOfValues() throws {
        let ticks: [Double] = [0, 250, 500]
        let (root, _) = try renderChart(Chart(sales) { s in BarMark(x: .value("Day", s.day), y: .value("Sales", s.amount)) }
            .chartYAxis { AxisMarks(values: ticks) }
            .chartXAxis(.hidden))
        #expect(texts(root).map(\.0) == ["0", "250", "500"])
    }
}

extension ChartDrawingTests {
    /// `symbol(_:)`: a point drawn as a basic symbol or any shape; `Circle()` draws the default point.
    @Test func pointSymbols() throws {
        func points<S: Shape>(_ symbol: S?, png: String? = nil) throws -> [UInt8] {
            try renderChart(Chart(sales) { s in
                if let symbol { PointMark(x: .value("Day", s.day), y: .value("Sales", s.amount)).symbol(symbol).symbolSize(200) }
                else { PointMark(x: .value("Day", s.day), y: .value("Sales", s.amount)).symbolSize(200) }
            }, png: png).1.rgba
        }
        let plain = try points(Circle?.none)
        #expect(try points(Circle()) == plain)
        let shapes: [BasicChartSymbolShape] = [.square, .triangle, .diamond, .pentagon, .plus, .cross, .asterisk]
        let drawn = try shapes.enumerated().map { try points($1, png: "/tmp/charts-symbol-\($0).png") }
        #expect(drawn.allSatisfy { $0 != plain })
        #expect(Set(drawn.map { $0.hashValue }).count == shapes.count, "every symbol draws differently")
        #expect(try points(BasicChartSymbolShape.circle) == plain)
    }
}

extension ChartDrawingTests {
    /// `if` and `if let` blocks beside other parts in axis marks and axis content, as glucose charts write
    /// them: only the parts whose condition holds are drawn.
    @Test func conditionalAxisParts() throws {
        func chart(labels: Bool, extra: Bool) -> some View {
            Chart(sales) { s in BarMark(x: .value("Day", s.day), y: .value("Sales", s.amount)) }
                .chartXAxis(.hidden)
                .chartYAxis {
                    if extra {
                        AxisMarks(position: .trailing, values: [100.0]) { _ in AxisValueLabel() }
                    }
                    AxisMarks(values: [0.0, 500.0]) { value in
                        if let v = value.as(Double.self) {
                            if labels {
                                AxisValueLabel { Text("v\(Int(v))") }
                            }
                            AxisGridLine()
                        }
                    }
                }
        }
        #expect(texts(try renderChart(chart(labels: true, extra: false)).0).map(\.0) == ["v0", "v500"])
        #expect(texts(try renderChart(chart(labels: false, extra: false)).0).isEmpty)
        #expect(texts(try renderChart(chart(labels: true, extra: true)).0).map(\.0).sorted() == ["100", "v0", "v500"])
    }
}
