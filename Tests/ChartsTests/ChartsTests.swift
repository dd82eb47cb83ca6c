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
