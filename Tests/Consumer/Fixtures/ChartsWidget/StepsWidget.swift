import Charts
import SwiftUI
import WidgetKit

// A step counter's hourly bars, stacked by how the steps were taken, as fitness widgets draw them.
struct StepSample: Identifiable {
    let hour: Date
    let kind: String
    let steps: Int
    var id: String { "\(hour.timeIntervalSince1970)-\(kind)" }
}

struct StepsEntry: TimelineEntry {
    let date: Date
    let samples: [StepSample]
    var total: Int { samples.reduce(0) { $0 + $1.steps } }
}

extension StepsEntry {
    static func sample(at date: Date) -> StepsEntry {
        let day = Calendar.current.startOfDay(for: date)
        let walking = [0, 0, 0, 0, 0, 0, 120, 860, 1450, 640, 380, 520, 910, 430, 300, 610, 720, 1280, 940, 460, 310, 150, 60, 0]
        let running = [0, 0, 0, 0, 0, 0, 0, 1900, 700, 0, 0, 0, 0, 0, 0, 0, 0, 1200, 2100, 0, 0, 0, 0, 0]
        var samples: [StepSample] = []
        for hour in 0..<24 {
            let h = day.addingTimeInterval(Double(hour) * 3600)
            samples.append(StepSample(hour: h, kind: "Walking", steps: walking[hour]))
            samples.append(StepSample(hour: h, kind: "Running", steps: running[hour]))
        }
        return StepsEntry(date: date, samples: samples)
    }
}

struct StepsProvider: TimelineProvider {
    func placeholder(in context: Context) -> StepsEntry { .sample(at: .now) }
    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) { completion(.sample(at: .now)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
        completion(Timeline(entries: [.sample(at: .now)], policy: .atEnd))
    }
}

struct StepsView: View {
    let entry: StepsEntry
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(alignment: .firstTextBaseline) {
                Text("Steps").font(.headline).foregroundStyle(.orange)
                Spacer()
                Text(entry.total, format: .number).font(.headline)
            }
            Chart {
                ForEach(entry.samples) { sample in
                    BarMark(x: .value("Hour", sample.hour, unit: .hour), y: .value("Steps", sample.steps))
                        .foregroundStyle(by: .value("Kind", sample.kind))
                }
            }
            .chartForegroundStyleScale(["Walking": Color.orange, "Running": Color.red])
            .chartXAxis {
                AxisMarks(values: .stride(by: .hour, count: 6)) { _ in
                    AxisGridLine()
                    AxisValueLabel(format: .dateTime.hour())
                }
            }
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct StepsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Steps", provider: StepsProvider()) { StepsView(entry: $0) }
            .configurationDisplayName("Steps")
            .description("Steps by hour today.")
            .supportedFamilies([.systemMedium])
    }
}
