// A water-intake widget written the way iOS 17 extensions are: an `@Observable` model read through
// `@Environment(Model.self)` and `@Bindable`, and the system's capacity gauge in a Home Screen
// family and on the Lock Screen. The consumer harness's fixture for issue 26 (Tests/Consumer/run.sh);
// nothing here is widgetsnap-specific.
import SwiftUI
import WidgetKit

struct HydrationEntry: TimelineEntry {
    let date: Date
    let glasses: Int

    static let morning = HydrationEntry(date: .now, glasses: 2)
    static let evening = HydrationEntry(date: .now, glasses: 7)
}

struct HydrationProvider: TimelineProvider {
    func placeholder(in context: Context) -> HydrationEntry { .morning }
    func getSnapshot(in context: Context, completion: @escaping (HydrationEntry) -> Void) { completion(.morning) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<HydrationEntry>) -> Void) {
        completion(Timeline(entries: [.morning, .evening], policy: .atEnd))
    }
}

/// The app's goal, shared with the views through the environment.
@Observable final class HydrationGoal {
    var glasses = 8
    var unit = "glasses"
    var remindersOn = true
}

/// The reminder switch, bound to the goal.
struct ReminderRow: View {
    @Bindable var goal: HydrationGoal
    var body: some View {
        Toggle(isOn: $goal.remindersOn) {
            Label("Remind", systemImage: "bell.fill")
        }
        .font(.caption)
    }
}

struct HydrationView: View {
    @Environment(\.widgetFamily) private var family
    @Environment(HydrationGoal.self) private var goal
    let entry: HydrationEntry

    var body: some View {
        switch family {
        case .accessoryRectangular:
            Gauge(value: Double(entry.glasses), in: 0...Double(goal.glasses)) {
                Text("Water")
            }
            .gaugeStyle(.linearCapacity)
        default:
            VStack(alignment: .leading, spacing: 10) {
                HStack {
                    Image(systemName: "drop.fill").foregroundStyle(.cyan)
                    Text("Hydration").font(.headline)
                }
                Gauge(value: Double(entry.glasses), in: 0...Double(goal.glasses)) {
                    Text("\(entry.glasses) of \(goal.glasses) \(goal.unit)")
                } currentValueLabel: {
                    Text("\(entry.glasses)")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("\(goal.glasses)")
                }
                .gaugeStyle(.linearCapacity)
                Gauge(value: 0.4) {
                    Text("Electrolytes")
                }
                .gaugeStyle(.linearCapacity)
                .tint(.orange)
                if family == .systemMedium {
                    ReminderRow(goal: goal)
                }
                Spacer(minLength: 0)
            }
        }
    }
}

struct HydrationWidget: Widget {
    let goal = HydrationGoal()
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "hydration", provider: HydrationProvider()) { entry in
            HydrationView(entry: entry)
                .environment(goal)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Hydration")
        .description("Glasses of water today.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryRectangular])
    }
}
