import WidgetKit
import os.log
import CoreGraphics
import WeatherShared
#if canImport(HealthKit)
import HealthKit
#endif

struct Provider: TimelineProvider {
    let log = Logger(subsystem: "weather", category: "provider")
    func placeholder(in context: Context) -> WeatherEntry { .sample }
    func getSnapshot(in context: Context, completion: @escaping (WeatherEntry) -> Void) { completion(.sample) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<WeatherEntry>) -> Void) {
        completion(Timeline(entries: [.sample], policy: .atEnd))
    }
}

struct WeatherEntry: TimelineEntry {
    var date: Date
    var forecast: Forecast
    static let sample = WeatherEntry(date: .now, forecast: Forecast(city: "Lisbon", high: 21, condition: .sunny))
}
