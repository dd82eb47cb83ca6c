import Charts
import SwiftUI
import WidgetKit

// A morning's heart rate as a health widget draws it: readings as points shaped by activity
// (`symbol(by:)`), the highest one annotated, and a "now" marker drawn in `chartOverlay` with the
// chart proxy's plot frame and `position(forX:)`.
struct HeartReading: Identifiable {
    let time: Date
    let bpm: Int
    let activity: String
    var id: Date { time }
}

struct HeartRateEntry: TimelineEntry {
    let date: Date
    let readings: [HeartReading]
    var highest: HeartReading? { readings.max { $0.bpm < $1.bpm } }
    /// The chart's hours: from the first reading, four hours.
    var window: ClosedRange<Date> {
        let start = readings.first?.time ?? date
        return start...start.addingTimeInterval(4 * 3600)
    }
}

extension HeartRateEntry {
    /// Readings every 20 minutes from 06:00 to the entry's date.
    static func sample(at date: Date) -> HeartRateEntry {
        let six = Calendar.current.date(bySettingHour: 6, minute: 0, second: 0, of: date) ?? date
        let values: [(Int, String)] = [(58, "Rest"), (61, "Rest"), (64, "Rest"), (92, "Walk"), (104, "Walk"), (97, "Walk"),
                                       (138, "Run"), (152, "Run"), (147, "Run"), (110, "Walk"), (84, "Rest")]
        let readings = values.enumerated().map { i, v in HeartReading(time: six.addingTimeInterval(Double(i) * 1200), bpm: v.0, activity: v.1) }
        return HeartRateEntry(date: date, readings: readings)
    }
}

struct HeartRateProvider: TimelineProvider {
    func placeholder(in context: Context) -> HeartRateEntry { .sample(at: .now) }
    func getSnapshot(in context: Context, completion: @escaping (HeartRateEntry) -> Void) { completion(.sample(at: .now)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<HeartRateEntry>) -> Void) {
        completion(Timeline(entries: [.sample(at: .now)], policy: .after(.now.addingTimeInterval(1200))))
    }
}

struct HeartRateView: View {
    let entry: HeartRateEntry
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Label("Heart Rate", systemImage: "heart.fill")
                .font(.headline)
                .foregroundStyle(.red)
            Chart {
                ForEach(entry.readings) { r in
                    PointMark(x: .value("Time", r.time), y: .value("BPM", r.bpm))
                        .symbol(by: .value("Activity", r.activity))
                        .foregroundStyle(by: .value("Activity", r.activity))
                }
                if let top = entry.highest {
                    PointMark(x: .value("Time", top.time), y: .value("BPM", top.bpm))
                        .symbolSize(0)
                        .annotation(position: .top, spacing: 2) {
                            Text("\(top.bpm)")
                                .font(.caption2.bold())
                                .foregroundStyle(.red)
                        }
                }
            }
            .chartForegroundStyleScale(["Rest": Color.teal, "Walk": Color.orange, "Run": Color.red])
            .chartYScale(domain: 40...180)
            .chartXScale(domain: entry.window, range: .plotDimension(padding: 6))
            .chartOverlay { proxy in
                GeometryReader { geometry in
                    if let frame = proxy.plotFrame.map({ geometry[$0] }), let x = proxy.position(forX: entry.date) {
                        Rectangle()
                            .fill(.secondary)
                            .frame(width: 1, height: frame.height)
                            .position(x: frame.minX + x, y: frame.midY)
                        Text("Now")
                            .font(.caption2)
                            .foregroundStyle(.secondary)
                            .fixedSize()
                            .position(x: frame.minX + x - 14, y: frame.minY + 6)
                    }
                }
            }
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct HeartRateWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "HeartRate", provider: HeartRateProvider()) { HeartRateView(entry: $0) }
            .configurationDisplayName("Heart Rate")
            .description("This morning's heart rate.")
            .supportedFamilies([.systemMedium])
    }
}
