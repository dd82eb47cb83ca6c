// A bakery's "today's special" widget written the way Xcode projects are: the app's colours and logo
// come from its asset catalog through the symbols Xcode generates (`Image(.logo)`, `Color.brand`,
// `.foregroundStyle(.brand)`, `UIColor.cardBackground`). The consumer harness's fixture for issue 26
// (Tests/Consumer/run.sh, which applies widgetsnap's AssetSymbols plugin); nothing here is widgetsnap-specific.
import SwiftUI
import UIKit
import WidgetKit

struct SpecialEntry: TimelineEntry {
    let date: Date
    let item: String
    let price: String
}

struct SpecialProvider: TimelineProvider {
    func placeholder(in context: Context) -> SpecialEntry { SpecialEntry(date: .now, item: "Croissant", price: "€2.40") }
    func getSnapshot(in context: Context, completion: @escaping (SpecialEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<SpecialEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct SpecialView: View {
    let entry: SpecialEntry
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(spacing: 6) {
                Image(.logo)
                    .resizable()
                    .frame(width: 24, height: 24)
                Text("Today")
                    .font(.caption.bold())
                    .foregroundStyle(.brand)
            }
            Spacer(minLength: 0)
            Text(entry.item)
                .font(.title3.bold())
            Text(entry.price)
                .font(.subheadline)
                .foregroundStyle(Color.brand)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct BakeryWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "bakery", provider: SpecialProvider()) { entry in
            SpecialView(entry: entry)
                .containerBackground(Color(uiColor: .cardBackground), for: .widget)
        }
        .configurationDisplayName("Today's special")
        .supportedFamilies([.systemSmall])
    }
}
