// Weather (Layouts/weather.json5) written as a SwiftUI widget: the current conditions over a sky
// gradient, the next hours (or the next hour's rain in a storm) and the week; also on the Lock Screen.
// Tests/WidgetSnapUITests/ExampleAgreementTests.swift renders both front ends and requires identical pixels.
import AppIntents
import SwiftUI
import WidgetKit

struct WeatherLocationIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Location"
    static let description = IntentDescription("Enter a location to view the weather.")

    @Parameter(title: "Location", default: "Ithaca, NY")
    var location: String
}

struct HourForecast: Identifiable, Sendable {
    let time: Date
    let symbol: String
    let temp: Double
    var id: Date { time }
}

struct DayForecast: Identifiable, Sendable {
    let date: Date
    let symbol: String
    /// The chance of rain, 0–1.
    let rain: Double
    let low: Double, high: Double
    var id: Date { date }
}

enum Sky: String, Sendable { case clear, rain, storm }

struct WeatherEntry: TimelineEntry {
    let date: Date
    let relevance: TimelineEntryRelevance?
    let sky: Sky
    let condition: String
    let symbol: String
    let temp: Double, high: Double, low: Double
    /// When the rain stops (rain and storms).
    let rainEnds: Date?
    let hourly: [HourForecast]
    /// The next hour's rain in five-minute steps, levels 0–5 (storms).
    let minutes: [Int]
    var daily: [DayForecast] = DayForecast.week
    /// The location the widget shows.
    var location = "Ithaca, NY"

    var storm: Bool { sky == .storm }
}

private func utc(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }

extension DayForecast {
    static let week: [DayForecast] = [
        DayForecast(date: utc("2026-06-02T12:00:00Z"), symbol: "cloud.sun.fill", rain: 0.1, low: 56, high: 79),
        DayForecast(date: utc("2026-06-03T12:00:00Z"), symbol: "cloud.rain.fill", rain: 0.6, low: 58, high: 71),
        DayForecast(date: utc("2026-06-04T12:00:00Z"), symbol: "cloud.bolt.rain.fill", rain: 0.8, low: 57, high: 68),
        DayForecast(date: utc("2026-06-05T12:00:00Z"), symbol: "sun.max.fill", rain: 0, low: 54, high: 80),
        DayForecast(date: utc("2026-06-06T12:00:00Z"), symbol: "sun.max.fill", rain: 0, low: 59, high: 84),
    ]
}

extension WeatherEntry {
    static let samples: [WeatherEntry] = [
        WeatherEntry(
            date: utc("2026-06-01T09:00:00Z"), relevance: TimelineEntryRelevance(score: 0.1),
            sky: .clear, condition: "Sunny", symbol: "sun.max.fill",
            temp: 68.4, high: 77, low: 55, rainEnds: nil,
            hourly: [
                HourForecast(time: utc("2026-06-01T10:00:00Z"), symbol: "sun.max.fill", temp: 70),
                HourForecast(time: utc("2026-06-01T11:00:00Z"), symbol: "sun.max.fill", temp: 72),
                HourForecast(time: utc("2026-06-01T12:00:00Z"), symbol: "sun.max.fill", temp: 74),
                HourForecast(time: utc("2026-06-01T13:00:00Z"), symbol: "cloud.sun.fill", temp: 76),
                HourForecast(time: utc("2026-06-01T14:00:00Z"), symbol: "cloud.sun.fill", temp: 77),
                HourForecast(time: utc("2026-06-01T15:00:00Z"), symbol: "cloud.fill", temp: 75),
            ],
            minutes: []),
        WeatherEntry(
            date: utc("2026-06-01T13:00:00Z"), relevance: TimelineEntryRelevance(score: 0.5),
            sky: .rain, condition: "Rain", symbol: "cloud.rain.fill",
            temp: 64.2, high: 72, low: 55, rainEnds: utc("2026-06-01T18:00:00Z"),
            hourly: [
                HourForecast(time: utc("2026-06-01T14:00:00Z"), symbol: "cloud.rain.fill", temp: 64),
                HourForecast(time: utc("2026-06-01T15:00:00Z"), symbol: "cloud.heavyrain.fill", temp: 63),
                HourForecast(time: utc("2026-06-01T16:00:00Z"), symbol: "cloud.bolt.rain.fill", temp: 61),
                HourForecast(time: utc("2026-06-01T17:00:00Z"), symbol: "cloud.rain.fill", temp: 62),
                HourForecast(time: utc("2026-06-01T18:00:00Z"), symbol: "cloud.fill", temp: 63),
                HourForecast(time: utc("2026-06-01T19:00:00Z"), symbol: "cloud.sun.fill", temp: 64),
            ],
            minutes: []),
        WeatherEntry(
            date: utc("2026-06-01T16:00:00Z"), relevance: TimelineEntryRelevance(score: 1.0, duration: 3600),
            sky: .storm, condition: "Thunderstorms", symbol: "cloud.bolt.rain.fill",
            temp: 61.3, high: 72, low: 55, rainEnds: utc("2026-06-01T16:50:00Z"),
            hourly: [
                HourForecast(time: utc("2026-06-01T17:00:00Z"), symbol: "cloud.rain.fill", temp: 62),
                HourForecast(time: utc("2026-06-01T18:00:00Z"), symbol: "cloud.fill", temp: 63),
                HourForecast(time: utc("2026-06-01T19:00:00Z"), symbol: "cloud.sun.fill", temp: 64),
                HourForecast(time: utc("2026-06-01T20:00:00Z"), symbol: "cloud.sun.fill", temp: 63),
                HourForecast(time: utc("2026-06-01T21:00:00Z"), symbol: "moon.stars.fill", temp: 60),
                HourForecast(time: utc("2026-06-01T22:00:00Z"), symbol: "moon.stars.fill", temp: 58),
            ],
            minutes: [3, 4, 5, 5, 4, 4, 3, 2, 2, 1, 0, 0]),
        WeatherEntry(
            date: utc("2026-06-01T19:00:00Z"), relevance: TimelineEntryRelevance(score: 0.1),
            sky: .clear, condition: "Partly Cloudy", symbol: "cloud.sun.fill",
            temp: 63.8, high: 72, low: 55, rainEnds: nil,
            hourly: [
                HourForecast(time: utc("2026-06-01T20:00:00Z"), symbol: "cloud.sun.fill", temp: 63),
                HourForecast(time: utc("2026-06-01T21:00:00Z"), symbol: "moon.stars.fill", temp: 60),
                HourForecast(time: utc("2026-06-01T22:00:00Z"), symbol: "moon.stars.fill", temp: 58),
                HourForecast(time: utc("2026-06-01T23:00:00Z"), symbol: "moon.fill", temp: 57),
                HourForecast(time: utc("2026-06-02T00:00:00Z"), symbol: "moon.fill", temp: 56),
                HourForecast(time: utc("2026-06-02T01:00:00Z"), symbol: "cloud.moon.fill", temp: 56),
            ],
            minutes: []),
    ]
}

struct WeatherProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> WeatherEntry { WeatherEntry.samples[0] }
    func snapshot(for configuration: WeatherLocationIntent, in context: Context) async -> WeatherEntry {
        entries(for: configuration)[0]
    }
    func timeline(for configuration: WeatherLocationIntent, in context: Context) async -> Timeline<WeatherEntry> {
        Timeline(entries: entries(for: configuration), policy: .atEnd)
    }
    private func entries(for configuration: WeatherLocationIntent) -> [WeatherEntry] {
        WeatherEntry.samples.map { entry in
            var e = entry
            e.location = configuration.location
            return e
        }
    }
}

enum WeatherFormat {
    static func temperature(_ t: Double) -> String { String(format: "%.0f°", t) }
    static func percent(_ x: Double) -> String { String(format: "%.0f%%", x * 100) }
    private static func formatter(_ pattern: String) -> DateFormatter {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = pattern
        return f
    }
    /// "10 AM" with the narrow no-break space iOS puts before AM/PM (U+202F).
    private static let hourFormatter = formatter("h\u{202F}a")
    private static let weekdayFormatter = formatter("EEE")
    static func hour(_ date: Date) -> String { hourFormatter.string(from: date) }
    static func weekday(_ date: Date) -> String { weekdayFormatter.string(from: date) }
}

struct WeatherPalette {
    var scheme: ColorScheme
    func pick(_ light: UInt32, _ dark: UInt32) -> Color { Color(hex: scheme == .dark ? dark : light) }
    func sky(_ sky: Sky) -> LinearGradient {
        let colors: [Color] = switch sky {
        case .clear: [pick(0x2F80D8, 0x14305A), pick(0x6DB6F2, 0x28568C)]
        case .rain: [pick(0x56697F, 0x262F3B), pick(0x8598AD, 0x414F63)]
        case .storm: [pick(0x33364E, 0x17192A), pick(0x5A5D7C, 0x30334A)]
        }
        return LinearGradient(colors: colors, startPoint: .top, endPoint: .bottom)
    }
    var rainBar: Color { pick(0x9FD2FF, 0x7FBFFF) }
    var dim: Color { Color(hex: 0xFFFFFF, alpha: 0xB3 / 255.0) }
}

struct WeatherView: View {
    var entry: WeatherEntry
    var location: String
    @Environment(\.widgetFamily) private var family
    @Environment(\.colorScheme) private var scheme

    private var palette: WeatherPalette { WeatherPalette(scheme: scheme) }
    private var url: URL? {
        URL(string: "weather://forecast?location=\(location.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? location)")
    }
    private var temp: String { WeatherFormat.temperature(entry.temp) }
    private var highLow: String { "H:\(WeatherFormat.temperature(entry.high)) L:\(WeatherFormat.temperature(entry.low))" }

    var body: some View {
        switch family {
        case .systemSmall:
            small
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
                .foregroundColor(.white)
                .widgetURL(url)
                .containerBackground(for: .widget) { palette.sky(entry.sky) }
        case .systemMedium:
            medium
                .foregroundColor(.white)
                .widgetURL(url)
                .containerBackground(for: .widget) { palette.sky(entry.sky) }
        case .accessoryCircular:
            Gauge(value: (entry.temp - entry.low) / (entry.high - entry.low)) {
                Text("\(WeatherFormat.temperature(entry.low)) \(WeatherFormat.temperature(entry.high))")
            } currentValueLabel: {
                Text(temp)
            }
            .gaugeStyle(.accessoryCircular)
            .widgetURL(url)
        case .accessoryRectangular:
            rectangular
                .font(.subheadline)
                .frame(maxWidth: .infinity, alignment: .leading)
                .widgetURL(url)
                .containerBackground(Color.clear, for: .widget)
        case .accessoryInline:
            HStack(spacing: 4) {
                Image(systemName: entry.symbol)
                Text("\(temp) \(entry.condition)")
            }
            .widgetURL(url)
        default:
            large
                .foregroundColor(.white)
                .widgetURL(url)
                .containerBackground(for: .widget) { palette.sky(entry.sky) }
        }
    }

    private var small: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(location).font(.subheadline.weight(.semibold)).lineLimit(1).minimumScaleFactor(0.7)
            Text(temp).font(.system(size: 40, weight: .light))
            Spacer()
            Image(systemName: entry.symbol).font(.system(size: 16))
            Text(entry.condition).font(.footnote.weight(.semibold)).lineLimit(1)
            if entry.storm, let ends = entry.rainEnds {
                Text("Rain until \(ends, style: .time)").font(.footnote.weight(.medium)).lineLimit(1).minimumScaleFactor(0.85)
            } else {
                Text(highLow).font(.footnote.weight(.medium))
            }
        }
    }

    /// The next hour's rain: one bar per five minutes.
    private func rainChart(unit heights: [CGFloat], spacing: CGFloat) -> some View {
        HStack(alignment: .bottom, spacing: spacing) {
            ForEach(Array(entry.minutes.enumerated()), id: \.offset) { _, level in
                if level == 0 {
                    RoundedRectangle(cornerRadius: 1.5).fill(palette.dim).frame(height: 3).opacity(0.5)
                } else {
                    RoundedRectangle(cornerRadius: 3).fill(palette.rainBar).frame(height: heights[min(level, heights.count) - 1])
                }
            }
        }
        .frame(height: 32, alignment: .bottom)
    }

    private var minuteScale: some View {
        HStack {
            Text("Now")
            Spacer()
            Text("20 min")
            Spacer()
            Text("40 min")
            Spacer()
            Text("60 min")
        }
        .font(.caption2.weight(.medium))
        .foregroundColor(palette.dim)
    }

    private var hourly: some View {
        HStack(spacing: 0) {
            ForEach(entry.hourly.prefix(6)) { h in
                VStack(spacing: 4) {
                    Text(WeatherFormat.hour(h.time)).font(.caption.weight(.semibold)).foregroundColor(palette.dim)
                    Image(systemName: h.symbol).font(.system(size: 16))
                    Text(WeatherFormat.temperature(h.temp)).font(.subheadline.weight(.medium))
                }
                .frame(maxWidth: .infinity)
            }
        }
    }

    private var medium: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(alignment: .top) {
                VStack(alignment: .leading, spacing: 0) {
                    Text(location).font(.subheadline.weight(.semibold)).lineLimit(1)
                    Text(temp).font(.system(size: 36, weight: .light))
                }
                Spacer(minLength: 8)
                VStack(alignment: .trailing, spacing: 0) {
                    Image(systemName: entry.symbol).font(.system(size: 16)).padding(.bottom, 2)
                    Text(entry.condition).font(.footnote.weight(.semibold))
                    if entry.storm, let ends = entry.rainEnds {
                        Text("Rain until \(ends, style: .time)").font(.footnote.weight(.medium))
                    } else {
                        Text(highLow).font(.footnote.weight(.medium))
                    }
                }
            }
            Spacer(minLength: 4)
            if entry.storm {
                VStack(spacing: 4) {
                    rainChart(unit: [8, 14, 20, 26, 32], spacing: 4)
                    minuteScale
                }
            } else {
                hourly
            }
        }
    }

    private var large: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(alignment: .top) {
                VStack(alignment: .leading, spacing: 0) {
                    Text(location).font(.headline).lineLimit(1)
                    Text(temp).font(.system(size: 44, weight: .light))
                }
                Spacer(minLength: 8)
                VStack(alignment: .trailing, spacing: 0) {
                    Image(systemName: entry.symbol).font(.system(size: 18)).padding(.bottom, 2)
                    Text(entry.condition).font(.subheadline.weight(.semibold))
                    Text(highLow).font(.subheadline.weight(.medium))
                }
            }
            if entry.storm, let ends = entry.rainEnds {
                VStack(alignment: .leading, spacing: 6) {
                    HStack(spacing: 6) {
                        Image(systemName: "cloud.bolt.rain.fill")
                        Text("Heavy rain until \(ends, style: .time)")
                    }
                    .font(.footnote.weight(.semibold))
                    rainChart(unit: [7, 13, 19, 25, 32], spacing: 5)
                    minuteScale
                }
                .padding(.top, 10)
            }
            Spacer(minLength: 10)
            hourly
            Spacer(minLength: 8)
            Divider().background(palette.dim)
            Spacer(minLength: 8)
            VStack(spacing: 7) {
                ForEach(entry.daily.prefix(entry.storm ? 3 : 5)) { d in
                    HStack(spacing: 6) {
                        Text(WeatherFormat.weekday(d.date)).font(.subheadline.weight(.semibold)).frame(width: 40, alignment: .leading)
                        Image(systemName: d.symbol).font(.system(size: 15)).frame(width: 26)
                        Group {
                            if d.rain >= 0.3 {
                                Text(WeatherFormat.percent(d.rain)).font(.caption.weight(.semibold)).foregroundColor(palette.rainBar)
                            } else {
                                Color.clear.frame(height: 1)
                            }
                        }
                        .frame(width: 32, alignment: .leading)
                        Text(WeatherFormat.temperature(d.low))
                            .font(.subheadline.weight(.medium))
                            .foregroundColor(palette.dim)
                            .frame(width: 32, alignment: .trailing)
                        // The layout file's thin `linearCapacity` bar: SwiftUI's `.linearCapacity` in a Home Screen
                        // family is the thick tinted capsule, which the layout format does not draw.
                        Gauge(value: d.high, in: 50...90) { EmptyView() }
                            .gaugeStyle(.accessoryLinearCapacity)
                            .font(.caption2)
                            .frame(maxWidth: .infinity)
                        Text(WeatherFormat.temperature(d.high)).font(.subheadline.weight(.medium)).frame(width: 32, alignment: .leading)
                    }
                }
            }
        }
    }

    @ViewBuilder private var rectangular: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 4) {
                Image(systemName: entry.symbol)
                Text(location).lineLimit(1)
            }
            .font(.headline)
            .widgetAccentable()
            Text("\(temp) \(entry.condition)").lineLimit(1)
            if entry.storm, let ends = entry.rainEnds {
                Text("Rain until \(ends, style: .time)").lineLimit(1)
            } else {
                Text(highLow)
            }
        }
    }
}

public struct WeatherWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Weather", intent: WeatherLocationIntent.self, provider: WeatherProvider()) { entry in
            WeatherView(entry: entry, location: entry.location)
        }
        .configurationDisplayName("Weather")
        .description("See the current conditions and forecast for a location.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge, .accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}
