import Charts
import SwiftUI
import WidgetKit

// A stock widget as such widgets are written: the day's prices as a sparkline under the quote,
// the axes hidden and the y scale fitted to the day's range (Swift Charts would start it at zero).
struct PricePoint: Identifiable {
    let time: Date
    let price: Double
    var id: Date { time }
}

struct StockEntry: TimelineEntry {
    let date: Date
    let symbol: String
    let points: [PricePoint]
    var last: Double { points.last?.price ?? 0 }
    var change: Double { last - (points.first?.price ?? 0) }
}

extension StockEntry {
    /// The trading day up to `date`: a price every 15 minutes from 09:30.
    static func sample(at date: Date) -> StockEntry {
        let open = Calendar.current.date(bySettingHour: 9, minute: 30, second: 0, of: date) ?? date
        let moves: [Double] = [0, 0.8, 0.3, 1.6, 1.1, 2.4, 2.0, 1.2, 1.9, 3.1, 2.7, 3.4, 2.9, 3.8, 4.4, 3.9, 4.6, 5.2, 4.8, 5.6, 6.1, 5.7, 6.4, 6.9, 6.2, 7.1]
        let points = moves.enumerated().map { i, m in PricePoint(time: open.addingTimeInterval(Double(i) * 900), price: 187.2 + m) }
        return StockEntry(date: date, symbol: "AAPL", points: points)
    }
}

struct StockProvider: TimelineProvider {
    func placeholder(in context: Context) -> StockEntry { .sample(at: .now) }
    func getSnapshot(in context: Context, completion: @escaping (StockEntry) -> Void) { completion(.sample(at: .now)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<StockEntry>) -> Void) {
        completion(Timeline(entries: [.sample(at: .now)], policy: .after(.now.addingTimeInterval(900))))
    }
}

struct StockView: View {
    let entry: StockEntry
    var body: some View {
        let prices = entry.points.map(\.price)
        VStack(alignment: .leading, spacing: 2) {
            Text(entry.symbol).font(.headline)
            Text(entry.last, format: .number.precision(.fractionLength(2))).font(.title2.bold())
            Text(entry.change >= 0 ? "+\(entry.change, specifier: "%.2f")" : "\(entry.change, specifier: "%.2f")")
                .font(.caption).foregroundStyle(entry.change >= 0 ? .green : .red)
            Chart(entry.points) { point in
                LineMark(x: .value("Time", point.time), y: .value("Price", point.price))
                    .interpolationMethod(.catmullRom)
                    .foregroundStyle(.green)
                AreaMark(x: .value("Time", point.time), yStart: .value("Low", prices.min() ?? 0), yEnd: .value("Price", point.price))
                    .foregroundStyle(.linearGradient(colors: [.green.opacity(0.35), .green.opacity(0)], startPoint: .top, endPoint: .bottom))
                    .interpolationMethod(.catmullRom)
            }
            .chartXAxis(.hidden)
            .chartYAxis(.hidden)
            .chartYScale(domain: (prices.min() ?? 0)...(prices.max() ?? 1))
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct StockWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Stock", provider: StockProvider()) { StockView(entry: $0) }
            .configurationDisplayName("Stock")
            .description("Today's price.")
            .supportedFamilies([.systemSmall])
    }
}
