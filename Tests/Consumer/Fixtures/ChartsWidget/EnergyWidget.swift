import Charts
import SwiftUI
import WidgetKit

// Where today's electricity came from, as a donut with the total in its middle.
enum EnergySource: String, CaseIterable, Plottable {
    case solar = "Solar", wind = "Wind", hydro = "Hydro", gas = "Gas"
}

struct EnergyShare: Identifiable {
    let source: EnergySource
    let kilowattHours: Double
    var id: EnergySource { source }
}

struct EnergyEntry: TimelineEntry {
    let date: Date
    let shares: [EnergyShare]
    var total: Double { shares.reduce(0) { $0 + $1.kilowattHours } }
    static let sample = EnergyEntry(date: .now, shares: [
        EnergyShare(source: .solar, kilowattHours: 8.4), EnergyShare(source: .wind, kilowattHours: 5.1),
        EnergyShare(source: .hydro, kilowattHours: 3.2), EnergyShare(source: .gas, kilowattHours: 1.6),
    ])
}

struct EnergyProvider: TimelineProvider {
    func placeholder(in context: Context) -> EnergyEntry { .sample }
    func getSnapshot(in context: Context, completion: @escaping (EnergyEntry) -> Void) { completion(.sample) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<EnergyEntry>) -> Void) {
        completion(Timeline(entries: [.sample], policy: .atEnd))
    }
}

struct EnergyView: View {
    let entry: EnergyEntry
    var body: some View {
        Chart(entry.shares) { share in
            SectorMark(angle: .value("kWh", share.kilowattHours), innerRadius: .ratio(0.62), angularInset: 1.5)
                .foregroundStyle(by: .value("Source", share.source))
        }
        .overlay {
            VStack(spacing: 0) {
                Text(entry.total, format: .number.precision(.fractionLength(1))).font(.headline)
                Text("kWh").font(.caption2).foregroundStyle(.secondary)
            }
            .padding(.bottom, 38)
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct EnergyWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Energy", provider: EnergyProvider()) { EnergyView(entry: $0) }
            .configurationDisplayName("Energy")
            .description("Today's energy sources.")
            .supportedFamilies([.systemSmall])
    }
}
