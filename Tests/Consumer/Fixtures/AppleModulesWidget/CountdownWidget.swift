import SwiftUI
import WidgetKit
import os

// A countdown widget written as an iOS extension is: UIKit colours, fonts and an image drawn with
// UIGraphicsImageRenderer behind `canImport(UIKit)`, a Logger, the app group's shared file, and `@main` on the one widget.
private let log = Logger(subsystem: "com.example.countdown", category: "provider")

// DateComponentsFormatter is widgetsnap's in a file that imports SwiftUI, WidgetKit or UIKit (on
// Linux, Foundation's own is unavailable), so the formatting lives here rather than in CountdownStore.swift.
extension CountdownEvent {
    /// "9d 7h" (days and hours left), as DateComponentsFormatter writes it.
    func remaining(from now: Date) -> String {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.day, .hour]
        formatter.unitsStyle = .abbreviated
        return formatter.string(from: max(0, date.timeIntervalSince(now))) ?? ""
    }
}

enum CountdownFormat {
    static func subtitle(for family: WidgetFamily) -> String {
        family == .systemSmall ? "Next trip" : "Next trip · \(family.description)"
    }
}

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
                    if i < entry.event.filledBars {
                        // The filled bars are an image of the accent colour (UIGraphicsImageRenderer).
                        Image(uiImage: UIColor.countdownAccent.swatch())
                            .resizable()
                            .frame(height: 8)
                            .clipShape(RoundedRectangle(cornerRadius: 3))
                    } else {
                        RoundedRectangle(cornerRadius: 3)
                            .fill(Color(UIColor.tertiarySystemFill))
                            .frame(height: 8)
                    }
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
