import Charts
import SwiftUI
import WidgetKit

// A day's temperatures as a weather widget draws them: a smooth line, its points, and a rule at "now".
struct HourlyTemperature: Identifiable {
    let time: Date
    let celsius: Double
    var id: Date { time }
}

struct TemperatureEntry: TimelineEntry {
    let date: Date
    let city: String
    let hours: [HourlyTemperature]
}

extension TemperatureEntry {
    static func sample(at date: Date) -> TemperatureEntry {
        let day = Calendar.current.startOfDay(for: date)
        let temps: [Double] = [9, 8, 7.5, 7, 7, 8, 10, 12.5, 15, 17, 18.5, 19.5, 20, 19, 17.5, 15, 13, 11.5, 10.5, 10]
        let hours = temps.enumerated().map { i, t in HourlyTemperature(time: day.addingTimeInterval(Double(i + 4) * 3600), celsius: t) }
        return TemperatureEntry(date: date, city: "Wellington", hours: hours)
    }
}

struct TemperatureProvider: TimelineProvider {
    func placeholder(in context: Context) -> TemperatureEntry { .sample(at: .now) }
    func getSnapshot(in context: Context, completion: @escaping (TemperatureEntry) -> Void) { completion(.sample(at: .now)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<TemperatureEntry>) -> Void) {
        completion(Timeline(entries: [.sample(at: .now)], policy: .atEnd))
    }
}

struct TemperatureView: View {
    let entry: TemperatureEntry
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(entry.city).font(.headline)
            Chart {
                ForEach(entry.hours) { hour in
                    LineMark(x: .value("Hour", hour.time), y: .value("Temperature", hour.celsius))
                        .interpolationMethod(.monotone)
                        .foregroundStyle(.orange)
                }
                RuleMark(x: .value("Now", entry.date))
                    .foregroundStyle(.secondary)
                    .lineStyle(StrokeStyle(lineWidth: 1, dash: [3, 3]))
                ForEach(entry.hours.filter { Calendar.current.component(.hour, from: $0.time) % 6 == 0 }) { hour in
                    PointMark(x: .value("Hour", hour.time), y: .value("Temperature", hour.celsius))
                        .foregroundStyle(.orange)
                        .symbolSize(30)
                }
            }
            .chartYAxis {
                AxisMarks(values: .automatic(desiredCount: 3)) { value in
                    AxisGridLine()
                    AxisValueLabel {
                        if let c = value.as(Double.self) { Text("\(Int(c))°") }
                    }
                }
            }
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct TemperatureWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Temperature", provider: TemperatureProvider()) { TemperatureView(entry: $0) }
            .configurationDisplayName("Temperature")
            .description("Today's temperatures.")
            .supportedFamilies([.systemMedium])
    }
}
