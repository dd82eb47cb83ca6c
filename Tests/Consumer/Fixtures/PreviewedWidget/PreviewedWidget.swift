// A small static widget written as an iOS developer would, with every form of preview widgetsnap
// accepts: the consumer harness's own fixture (Tests/Consumer/run.sh).
import SwiftUI
import WidgetKit

struct CupsEntry: TimelineEntry {
    let date: Date
    let cups: Int

    static let morning = CupsEntry(date: .now, cups: 2)
    static let evening = CupsEntry(date: .now, cups: 7)
}

struct CupsProvider: TimelineProvider {
    func placeholder(in context: Context) -> CupsEntry { CupsEntry(date: .now, cups: 0) }
    func getSnapshot(in context: Context, completion: @escaping (CupsEntry) -> Void) { completion(.morning) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<CupsEntry>) -> Void) {
        completion(Timeline(entries: [.morning, .evening], policy: .atEnd))
    }
}

struct CupsView: View {
    @Environment(\.widgetFamily) var family
    let entry: CupsEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Water")
                .font(.caption)
                .foregroundStyle(.secondary)
            Text("\(entry.cups) cups")
                .font(family == .systemSmall ? .title2 : .headline)
                .bold()
            if family == .systemSmall {
                Spacer(minLength: 0)
                Text(entry.cups >= 6 ? "Goal reached" : "Keep going")
                    .font(.caption2)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        .containerBackground(Color.blue.opacity(0.2), for: .widget)
    }
}

struct PreviewedWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "cups", provider: CupsProvider()) { entry in
            CupsView(entry: entry)
        }
        .configurationDisplayName("Water")
        .description("Cups of water today.")
        .supportedFamilies([.systemSmall, .accessoryRectangular])
    }
}

#Preview(as: .systemSmall) {
    PreviewedWidget()
} timeline: {
    CupsEntry.morning
    CupsEntry(date: .now, cups: 7) // a comment, with: a colon
}

#Preview("Lock Screen, \"rectangular\"", as: .accessoryRectangular) {
    PreviewedWidget()
} timeline: {
    /* { an unbalanced brace in a comment */
    CupsEntry.evening
}

#Preview("From the provider", as: .systemSmall, widget: { PreviewedWidget() }, timelineProvider: { CupsProvider() })

#Preview("The view", traits: .sizeThatFitsLayout) {
    CupsView(entry: .morning)
}

#Preview {
    CupsView(entry: CupsEntry(date: .now, cups: "}".count))
}

struct CupsView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            CupsView(entry: .morning)
                .previewContext(WidgetPreviewContext(family: .systemSmall))
                .previewDisplayName("Small")
            CupsView(entry: .evening)
                .previewContext(WidgetPreviewContext(family: .accessoryRectangular))
        }
    }
}
