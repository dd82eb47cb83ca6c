import SwiftUI
import WidgetKit
import os

// A countdown widget written as an iOS extension is: UIKit colours and fonts behind
// `canImport(UIKit)`, a Logger, the app group's shared file, and `@main` on the one widget.
private let log = Logger(subsystem: "com.example.countdown", category: "provider")

struct CountdownEntry: TimelineEntry {
    let date: Date
    let event: CountdownEvent
}

struct CountdownProvider: TimelineProvider {
    func placeholder(in context: Context) -> CountdownEntry { CountdownEntry(date: .now, event: .sample) }
    func getSnapshot(in context: Context, completion: @escaping (CountdownEntry) -> Void) {
        completion(CountdownEntry(date: .now, event: .sample))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<CountdownEntry>) -> Void) {
        let event = CountdownStore.load() ?? .sample
        log.info("timeline for \(context.family.description, privacy: .public): \(event.title)")
        completion(Timeline(entries: [CountdownEntry(date: .now, event: event)], policy: .atEnd))
    }
}

struct CountdownView: View {
    let entry: CountdownEntry
    @Environment(\.widgetFamily) var family

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(entry.event.title)
                .font(Font(UIFont.preferredFont(forTextStyle: .headline)))
                .foregroundColor(Color(uiColor: .label))
            Text(entry.event.remaining(from: entry.date))
                .font(.system(size: UIFont.systemFont(ofSize: 28).pointSize, weight: .bold))
                .foregroundColor(Color(uiColor: .countdownAccent))
            Spacer(minLength: 0)
            HStack(spacing: 4) {
                ForEach(0..<5) { i in
                    RoundedRectangle(cornerRadius: 3)
                        .fill(Color(i < entry.event.filledBars ? UIColor.countdownAccent : UIColor.tertiarySystemFill))
                        .frame(height: 8)
                }
            }
            Text(CountdownFormat.subtitle(for: family))
                .font(.caption)
                .foregroundColor(Color(UIColor.secondaryLabel))
        }
        .containerBackground(for: .widget) { Color(uiColor: .countdownBackground) }
    }
}

@main
struct CountdownWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Countdown", provider: CountdownProvider()) { entry in
            CountdownView(entry: entry)
        }
        .configurationDisplayName(Text("Countdown"))
        .description(Text("Days until your next trip."))
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
