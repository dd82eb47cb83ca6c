import SwiftUI
import WidgetKit

struct Entry: TimelineEntry {
    let date: Date
    let temperature: Int
}

struct TemperatureView: View {
    var entry: Entry
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(entry.temperature) // expect-error: cannot convert value of type 'Int'
            Text("Feels like")
                .font(.headline)
                .foregroundStyle(.secondary)
        }
    }
}

struct IconView: View {
    var body: some View {
        Image(systemName: "cloud.sun.fill")
            .resizable()
            .frame(width: "large") // expect-error: cannot convert value of type 'String'
    }
}
