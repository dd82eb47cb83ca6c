import AppIntents
import SwiftUI
import WidgetKit

// A configurable widget written as for the iOS 17 SDK: where the car is parked, in a garage the
// user picks (an AppEntity with its query), with an optional meter and a reminder (an AppEnum)
// that the Edit Widget sheet shows only while the meter is on.

enum MeterReminder: String, AppEnum {
    case off
    case fiveMinutes
    case fifteenMinutes

    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Reminder")
    static let caseDisplayRepresentations: [MeterReminder: DisplayRepresentation] = [
        .off: "Off",
        .fiveMinutes: DisplayRepresentation(title: "5 min before", subtitle: "A nudge when the meter is nearly out"),
        .fifteenMinutes: "15 min before",
    ]

    var minutes: Int? {
        switch self {
        case .off: nil
        case .fiveMinutes: 5
        case .fifteenMinutes: 15
        }
    }
}

struct GarageEntity: AppEntity {
    let id: String
    let name: String
    let level: Int

    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Garage")
    static let defaultQuery = GarageQuery()

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "Level \(level)")
    }

    static let mission = GarageEntity(id: "mission", name: "Mission St Garage", level: 2)
    static let harbor = GarageEntity(id: "harbor", name: "Harbor Lot", level: 1)
    static let civic = GarageEntity(id: "civic", name: "Civic Center", level: 4)
    static let all = [mission, harbor, civic]
}

struct GarageQuery: EntityQuery {
    func entities(for identifiers: [GarageEntity.ID]) async throws -> [GarageEntity] {
        GarageEntity.all.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [GarageEntity] {
        GarageEntity.all
    }

    func defaultResult() async -> GarageEntity? {
        .mission
    }
}

struct ParkingIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Parking Spot"
    static let description = IntentDescription("Remember where you parked and when the meter runs out.")

    @Parameter(title: "Garage")
    var garage: GarageEntity?

    @Parameter(title: "Parking Meter", default: false)
    var showsMeter: Bool

    @Parameter(title: "Reminder", default: .fifteenMinutes)
    var reminder: MeterReminder

    @Parameter(title: "Meter Minutes", default: 60, inclusiveRange: (15, 240))
    var meterMinutes: Int

    static var parameterSummary: some ParameterSummary {
        When(\.$showsMeter, .equalTo, true) {
            Summary("Parked at \(\.$garage)") {
                \.$showsMeter
                \.$meterMinutes
                \.$reminder
            }
        } otherwise: {
            Summary("Parked at \(\.$garage)") {
                \.$showsMeter
            }
        }
    }
}

struct ParkingEntry: TimelineEntry {
    let date: Date
    let garage: String
    let level: Int
    let meterEnds: Date?
    let reminder: MeterReminder

    static func make(_ configuration: ParkingIntent, at date: Date) -> ParkingEntry {
        let garage = configuration.garage ?? .mission
        let ends = configuration.showsMeter ? date.addingTimeInterval(TimeInterval(configuration.meterMinutes * 60)) : nil
        return ParkingEntry(date: date, garage: garage.name, level: garage.level, meterEnds: ends, reminder: configuration.reminder)
    }
}

struct ParkingProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> ParkingEntry {
        ParkingEntry(date: Date(), garage: "Garage", level: 1, meterEnds: nil, reminder: .off)
    }

    func snapshot(for configuration: ParkingIntent, in context: Context) async -> ParkingEntry {
        .make(configuration, at: Date())
    }

    func timeline(for configuration: ParkingIntent, in context: Context) async -> Timeline<ParkingEntry> {
        let entry = ParkingEntry.make(configuration, at: Date())
        return Timeline(entries: [entry], policy: entry.meterEnds.map { .after($0) } ?? .never)
    }
}

struct ParkingView: View {
    let entry: ParkingEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Label("Parked", systemImage: "car.fill")
                .font(.caption.weight(.semibold))
                .foregroundStyle(.blue)
            Text(entry.garage)
                .font(.headline)
                .lineLimit(2)
            Text("Level \(entry.level)")
                .font(.subheadline)
                .foregroundStyle(.secondary)
            Spacer(minLength: 0)
            if let ends = entry.meterEnds {
                HStack(spacing: 4) {
                    Image(systemName: "parkingsign.circle.fill")
                        .foregroundStyle(.orange)
                    Text("Until \(ends, style: .time)")
                        .font(.caption)
                        .bold()
                }
                if let minutes = entry.reminder.minutes, family != .systemSmall {
                    Text("Reminder \(minutes) min before")
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
            } else {
                Text("No meter")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(.white, for: .widget)
    }
}

struct ParkingWidget: Widget {
    let kind: String = "ParkingSpot"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: ParkingIntent.self, provider: ParkingProvider()) { entry in
            ParkingView(entry: entry)
        }
        .configurationDisplayName("Parking Spot")
        .description("Remember where you parked and when the meter runs out.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
