import SwiftUI
import WidgetKit

struct EnergyEntry: TimelineEntry {
    var date: Date
    var reading: EnergyReading
}

struct EnergyProvider: TimelineProvider {
    func placeholder(in context: Context) -> EnergyEntry { EnergyEntry(date: .now, reading: .sample) }
    func getSnapshot(in context: Context, completion: @escaping (EnergyEntry) -> Void) {
        completion(EnergyEntry(date: .now, reading: EnergyStore.current()))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<EnergyEntry>) -> Void) {
        completion(Timeline(entries: [EnergyEntry(date: .now, reading: EnergyStore.current())], policy: .atEnd))
    }
}

struct EnergyView: View {
    var entry: EnergyEntry

    var fraction: Double { min(1, entry.reading.kilowatts / entry.reading.capacity) }

    var updated: String {
        let f = RelativeDateTimeFormatter()
        f.unitsStyle = .short
        f.locale = Locale(identifier: "en_US")
        return f.localizedString(for: entry.reading.updated, relativeTo: entry.date)
    }

    var body: some View {
        VStack(spacing: 6) {
            GeometryReader { proxy in
                let side = min(proxy.size.width, proxy.size.height)
                ZStack {
                    GaugeArc().strokeBorder(Color.gauge.opacity(0.25), style: StrokeStyle(lineWidth: 10, lineCap: .round))
                    GaugeArc(fraction: fraction).strokeBorder(Color.gauge, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                    VStack(spacing: 0) {
                        Image(.bolt).foregroundStyle(Color.gauge)
                        Text(entry.reading.kilowatts, format: .number.precision(.fractionLength(1)))
                            .font(DesignSystem.Font.value)
                        Text("kW").font(DesignSystem.Font.caption).foregroundStyle(.secondary)
                    }
                    Circle().fill(.white).stroke(Color.gauge, lineWidth: 3)
                        .frame(width: 12, height: 12)
                        .position(x: side / 2, y: side - 8)
                }
                .frame(width: side, height: side)
                .frame(maxWidth: .infinity)
            }
            Text("Updated \(updated)").font(DesignSystem.Font.caption).foregroundStyle(.secondary)
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct EnergyWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Energy", provider: EnergyProvider()) { entry in
            EnergyView(entry: entry)
        }
        .configurationDisplayName("Solar")
        .description("What the panels make now.")
        .supportedFamilies([.systemSmall])
    }
}
