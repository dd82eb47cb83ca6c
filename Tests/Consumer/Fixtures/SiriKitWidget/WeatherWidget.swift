import Intents
import SwiftUI
import WidgetKit

// A SiriKit-configured widget written as for the iOS 14–16 SDK (Xcode's "Widget Extension"
// template with "Include Configuration Intent"): its intent, ConfigurationIntent, is generated from
// Intents.intentdefinition (a city from the intent handler's dynamic options, a unit enum, a
// forecast switch with a number of days shown only while it is on, and a label).

struct Provider: IntentTimelineProvider {
    func placeholder(in context: Context) -> SimpleEntry {
        SimpleEntry(date: Date(), configuration: ConfigurationIntent(), celsius: 21)
    }

    func getSnapshot(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (SimpleEntry) -> ()) {
        let entry = SimpleEntry(date: Date(), configuration: configuration, celsius: 21)
        completion(entry)
    }

    func getTimeline(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
        var entries: [SimpleEntry] = []

        // Generate a timeline consisting of three entries an hour apart, starting from the current date.
        let currentDate = Date()
        for hourOffset in 0 ..< 3 {
            let entryDate = Calendar.current.date(byAdding: .hour, value: hourOffset, to: currentDate)!
            let entry = SimpleEntry(date: entryDate, configuration: configuration, celsius: 18 + hourOffset * 3)
            entries.append(entry)
        }

        let timeline = Timeline(entries: entries, policy: .atEnd)
        completion(timeline)
    }
}

struct SimpleEntry: TimelineEntry {
    let date: Date
    let configuration: ConfigurationIntent
    let celsius: Int
}

extension SimpleEntry {
    var temperature: String {
        switch configuration.unit {
        case .fahrenheit: return "\(celsius * 9 / 5 + 32)°F"
        case .celsius, .unknown: return "\(celsius)°C"
        }
    }

    var cityName: String { configuration.city?.displayString ?? "Lisbon" }

    var forecastDays: Int {
        guard configuration.showsForecast?.boolValue ?? false else { return 0 }
        return min(max(configuration.days?.intValue ?? 3, 1), 5)
    }
}

struct WeatherWidgetEntryView: View {
    var entry: Provider.Entry
    @Environment(\.widgetFamily) var family

    var body: some View {
        ZStack {
            LinearGradient(colors: [.blue, .teal], startPoint: .top, endPoint: .bottom)
            content
        }
    }

    var content: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(entry.configuration.label ?? entry.cityName)
                .font(.headline)
                .foregroundColor(.white)
            if let country = entry.configuration.city?.country {
                Text(country)
                    .font(.caption)
                    .foregroundColor(.white.opacity(0.8))
            }
            Spacer()
            Text(entry.temperature)
                .font(.system(size: 34, weight: .semibold))
                .foregroundColor(.white)
            if entry.forecastDays > 0 {
                HStack(spacing: 6) {
                    ForEach(0..<entry.forecastDays, id: \.self) { day in
                        VStack(spacing: 2) {
                            Image(systemName: day % 2 == 0 ? "sun.max.fill" : "cloud.sun.fill")
                                .foregroundColor(.yellow)
                            Text("+\(day + 1)d")
                                .font(.caption2)
                                .foregroundColor(.white)
                        }
                    }
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        .padding()
    }
}

struct WeatherWidget: Widget {
    let kind: String = "WeatherWidget"

    var body: some WidgetConfiguration {
        IntentConfiguration(kind: kind, intent: ConfigurationIntent.self, provider: Provider()) { entry in
            WeatherWidgetEntryView(entry: entry)
        }
        .configurationDisplayName("Weather")
        .description("The weather of a city you choose.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct WeatherWidget_Previews: PreviewProvider {
    static var previews: some View {
        WeatherWidgetEntryView(entry: SimpleEntry(date: Date(), configuration: ConfigurationIntent(), celsius: 21))
            .previewContext(WidgetPreviewContext(family: .systemSmall))
    }
}
