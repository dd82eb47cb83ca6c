import SwiftUI
import WidgetKit

struct CountEntry: TimelineEntry {
    let date: Date
    let count: Int
}

struct CountView: View {
    var entry: CountEntry
    var body: some View {
        Text("\(entry.count)")
    }
}

struct CountWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Count", provider: CountProvider()) { entry in
            CountView(entry: entry)
        }
        .supportedFamilies([.systemSmall])
    }
}

struct CountProvider: TimelineProvider {
    func placeholder(in context: Context) -> CountEntry { CountEntry(date: .now, count: 0) }
    func getSnapshot(in context: Context, completion: @escaping (CountEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<CountEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

#Preview(as: .systemSmall) { // expect-error: could not be inferred
    CountWidget()
} timeline: {
    CountEntry(date: .now, count: "three") // expect-error: cannot convert value of type 'String'
}
