// A widget extension as teams write it: one bundle with a Home Screen widget, a Live Activity and a
// control (docs/live-activities.md). Compiled unchanged by the consumer harness.
import ActivityKit
import AppIntents
import SwiftUI
import WidgetKit

struct ParkingEntry: TimelineEntry {
    let date: Date
    let minutesLeft: Int
}

struct ParkingProvider: TimelineProvider {
    func placeholder(in context: Context) -> ParkingEntry { ParkingEntry(date: .now, minutesLeft: 60) }
    func getSnapshot(in context: Context, completion: @escaping (ParkingEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<ParkingEntry>) -> Void) {
        completion(Timeline(entries: [ParkingEntry(date: .now, minutesLeft: 42)], policy: .never))
    }
}

struct ParkingWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "parking", provider: ParkingProvider()) { entry in
            VStack(alignment: .leading) {
                Image(systemName: "car.fill").foregroundStyle(.blue)
                Spacer()
                Text("\(entry.minutesLeft) min").font(.title).bold()
                Text("left on the meter").font(.caption).foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Parking")
        .supportedFamilies([.systemSmall])
    }
}

struct ParkingAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var minutesLeft: Int
        var progress: Double
    }
    var street: String
}

struct ParkingActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ParkingAttributes.self) { context in
            HStack {
                Image(systemName: "car.fill").font(.title2).foregroundStyle(.blue)
                VStack(alignment: .leading) {
                    Text(context.attributes.street).font(.headline)
                    ProgressView(value: context.state.progress).tint(.blue)
                }
                Text("\(context.state.minutesLeft) min").font(.title3).bold()
            }
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Image(systemName: "car.fill").foregroundStyle(.blue) }
                DynamicIslandExpandedRegion(.trailing) { Text("\(context.state.minutesLeft) min").foregroundStyle(.white) }
                DynamicIslandExpandedRegion(.bottom) {
                    Text(context.attributes.street).font(.caption).foregroundStyle(.white)
                }
            } compactLeading: {
                Image(systemName: "car.fill").foregroundStyle(.blue)
            } compactTrailing: {
                Text("\(context.state.minutesLeft)m").foregroundStyle(.white)
            } minimal: {
                Text("\(context.state.minutesLeft)").foregroundStyle(.blue)
            }
            .keylineTint(.blue)
        }
    }
}

struct ExtendParkingIntent: AppIntent {
    static let title: LocalizedStringResource = "Extend Parking"
    init() {}
    func perform() async throws -> some IntentResult { .result() }
}

struct ExtendParkingControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "extend-parking") {
            ControlWidgetButton(action: ExtendParkingIntent()) {
                Label("Extend", systemImage: "car.fill")
            }
        }
        .displayName("Extend parking")
    }
}

@main
struct ParkingBundle: WidgetBundle {
    var body: some Widget {
        ParkingWidget()
        ParkingActivity()
        ExtendParkingControl()
    }
}
