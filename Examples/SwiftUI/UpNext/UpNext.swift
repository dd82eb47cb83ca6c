// Up Next (Layouts/up-next.json5) written as a SwiftUI widget: today's next events and tomorrow's,
// from the calendars the Calendar app shows or from one chosen calendar; also on the Lock Screen.
// Tests/WidgetSnapUITests/ExampleAgreementTests.swift renders both front ends and requires identical pixels.
import AppIntents
import SwiftUI
import WidgetKit

enum EventCalendar: String, CaseIterable, Sendable {
    case work, home, family, fitness

    var name: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
    /// The calendars the Calendar app shows (the "Mirror Calendar App" choice).
    static let shownInCalendarApp: [EventCalendar] = [.work, .home, .family]

    private var hex: (light: UInt32, dark: UInt32) {
        switch self {
        case .work: (0x007AFF, 0x0A84FF)
        case .home: (0x34C759, 0x30D158)
        case .family: (0xFF9500, 0xFF9F0A)
        case .fitness: (0xAF52DE, 0xBF5AF2)
        }
    }
    func color(_ scheme: ColorScheme) -> Color { Color(hex: scheme == .dark ? hex.dark : hex.light) }
    /// The tinted fill behind an event of the calendar.
    func softColor(_ scheme: ColorScheme) -> Color {
        Color(hex: scheme == .dark ? hex.dark : hex.light, alpha: scheme == .dark ? 0x3D / 255.0 : 0x24 / 255.0)
    }
}

/// A calendar as the configuration's choice.
struct CalendarEntity: AppEntity {
    let id: String
    var calendar: EventCalendar { EventCalendar(rawValue: id) ?? .work }

    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Calendar")
    static let defaultQuery = CalendarQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(calendar.name)") }
    static let all = EventCalendar.allCases.map { CalendarEntity(id: $0.rawValue) }
}

struct CalendarQuery: EntityQuery {
    func entities(for identifiers: [CalendarEntity.ID]) async throws -> [CalendarEntity] { CalendarEntity.all.filter { identifiers.contains($0.id) } }
    func suggestedEntities() async throws -> [CalendarEntity] { CalendarEntity.all }
    func defaultResult() async -> CalendarEntity? { CalendarEntity(id: "work") }
}

struct UpNextIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Up Next"
    static let description = IntentDescription("Choose the calendars to show.")

    @Parameter(title: "Mirror Calendar App", default: true)
    var mirrorCalendarApp: Bool

    @Parameter(title: "Calendar")
    var calendar: CalendarEntity?

    static var parameterSummary: some ParameterSummary {
        When(\.$mirrorCalendarApp, .equalTo, false) {
            Summary {
                \.$mirrorCalendarApp
                \.$calendar
            }
        } otherwise: {
            Summary {
                \.$mirrorCalendarApp
            }
        }
    }
}

struct CalendarEvent: Identifiable, Sendable {
    let id: String
    let calendar: EventCalendar
    let title: String
    let location: String
    let start: Date, end: Date
}

private func utc(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }

extension CalendarEvent {
    static let all: [CalendarEvent] = [
        CalendarEvent(id: "e1", calendar: .work, title: "Design Review", location: "Studio B", start: utc("2026-06-01T10:00:00Z"), end: utc("2026-06-01T11:00:00Z")),
        CalendarEvent(id: "e2", calendar: .home, title: "Lunch with Maya", location: "Tartine", start: utc("2026-06-01T12:30:00Z"), end: utc("2026-06-01T13:30:00Z")),
        CalendarEvent(id: "e3", calendar: .work, title: "1:1 with Alex", location: "Zoom", start: utc("2026-06-01T15:00:00Z"), end: utc("2026-06-01T15:30:00Z")),
        CalendarEvent(id: "e4", calendar: .family, title: "Soccer Practice", location: "Garfield Park", start: utc("2026-06-01T17:00:00Z"), end: utc("2026-06-01T18:00:00Z")),
        CalendarEvent(id: "e5", calendar: .fitness, title: "Spin Class", location: "Equinox", start: utc("2026-06-01T18:30:00Z"), end: utc("2026-06-01T19:15:00Z")),
        CalendarEvent(id: "e6", calendar: .work, title: "Team Standup", location: "Room 4", start: utc("2026-06-02T09:30:00Z"), end: utc("2026-06-02T09:45:00Z")),
        CalendarEvent(id: "e7", calendar: .family, title: "Dentist", location: "Dr. Lee", start: utc("2026-06-02T11:00:00Z"), end: utc("2026-06-02T12:00:00Z")),
        CalendarEvent(id: "e8", calendar: .work, title: "Sprint Planning", location: "Studio A", start: utc("2026-06-02T14:00:00Z"), end: utc("2026-06-02T15:00:00Z")),
        CalendarEvent(id: "e9", calendar: .home, title: "Book Club", location: "Green Apple Books", start: utc("2026-06-02T19:00:00Z"), end: utc("2026-06-02T20:30:00Z")),
    ]
}

struct UpNextEntry: TimelineEntry {
    let date: Date
    let relevance: TimelineEntryRelevance?
    /// The start of the next day and of the day after (the calendar's day boundaries).
    let tomorrow: Date, dayAfter: Date
    /// The calendars the widget shows.
    var choice = CalendarChoice()

    static let samples: [UpNextEntry] = [
        ("2026-06-01T08:00:00Z", TimelineEntryRelevance(score: 0.2)),
        ("2026-06-01T09:50:00Z", TimelineEntryRelevance(score: 1, duration: 900)),
        ("2026-06-01T13:30:00Z", TimelineEntryRelevance(score: 0.4)),
        ("2026-06-01T19:20:00Z", TimelineEntryRelevance(score: 0.1)),
    ].map { UpNextEntry(date: utc($0.0), relevance: $0.1, tomorrow: utc("2026-06-02T00:00:00Z"), dayAfter: utc("2026-06-03T00:00:00Z")) }
}

struct UpNextProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> UpNextEntry { UpNextEntry.samples[0] }
    func snapshot(for configuration: UpNextIntent, in context: Context) async -> UpNextEntry {
        entries(for: configuration)[1]
    }
    func timeline(for configuration: UpNextIntent, in context: Context) async -> Timeline<UpNextEntry> {
        Timeline(entries: entries(for: configuration), policy: .atEnd)
    }
    private func entries(for configuration: UpNextIntent) -> [UpNextEntry] {
        let choice = CalendarChoice(mirrorCalendarApp: configuration.mirrorCalendarApp, calendar: configuration.calendar?.calendar ?? .work)
        return UpNextEntry.samples.map { entry in
            var e = entry
            e.choice = choice
            return e
        }
    }
}

/// Which calendars a widget shows: the Calendar app's, or one chosen calendar.
struct CalendarChoice: Sendable {
    var mirrorCalendarApp = true
    var calendar: EventCalendar = .work

    var events: [CalendarEvent] {
        CalendarEvent.all.filter { mirrorCalendarApp ? EventCalendar.shownInCalendarApp.contains($0.calendar) : $0.calendar == calendar }
    }
}

enum CalendarFormat {
    private static func formatter(_ pattern: String) -> DateFormatter {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = pattern
        return f
    }
    private static let weekdayFormatter = formatter("EEEE")
    private static let shortWeekdayFormatter = formatter("EEE")
    private static let dayFormatter = formatter("d")
    private static let monthFormatter = formatter("MMMM")
    static func weekday(_ date: Date) -> String { weekdayFormatter.string(from: date) }
    static func shortWeekday(_ date: Date) -> String { shortWeekdayFormatter.string(from: date) }
    static func day(_ date: Date) -> String { dayFormatter.string(from: date) }
    static func month(_ date: Date) -> String { monthFormatter.string(from: date) }
}

struct UpNextView: View {
    var entry: UpNextEntry
    var choice: CalendarChoice
    @Environment(\.widgetFamily) private var family
    @Environment(\.colorScheme) private var scheme

    private var surface: Color { Color(hex: scheme == .dark ? 0x1C1C1E : 0xFFFFFF) }
    private var todayRed: Color { Color(hex: scheme == .dark ? 0xFF453A : 0xFF3B30) }
    /// Events still to come or under way today, and tomorrow's, in order.
    private var today: [CalendarEvent] {
        choice.events.filter { $0.end > entry.date && $0.start < entry.tomorrow }.sorted { $0.start < $1.start }
    }
    private var tomorrow: [CalendarEvent] {
        choice.events.filter { $0.start >= entry.tomorrow && $0.start < entry.dayAfter }.sorted { $0.start < $1.start }
    }
    private var dayURL: URL? { URL(string: "calshow://day/\(ISO8601DateFormatter().string(from: entry.date))") }

    var body: some View {
        switch family {
        case .systemSmall:
            small
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .widgetURL(dayURL)
                .containerBackground(surface, for: .widget)
        case .systemMedium:
            medium
                .widgetURL(dayURL)
                .containerBackground(surface, for: .widget)
        case .accessoryRectangular:
            rectangular
                .font(.subheadline)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
                .widgetURL(dayURL)
                .containerBackground(Color.clear, for: .widget)
        case .accessoryInline:
            inline
                .widgetURL(dayURL)
        default:
            large
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .widgetURL(dayURL)
                .containerBackground(surface, for: .widget)
        }
    }

    private var weekdayHeader: some View {
        Text(CalendarFormat.weekday(entry.date).uppercased()).font(.caption.weight(.bold)).foregroundColor(todayRed)
    }

    private func bar(_ ev: CalendarEvent) -> some View {
        RoundedRectangle(cornerRadius: 1.5).fill(ev.calendar.color(scheme)).frame(width: 3)
    }

    private func link(_ ev: CalendarEvent) -> URL { URL(string: "calshow://event/\(ev.id)")! }

    @ViewBuilder private var small: some View {
        VStack(alignment: .leading, spacing: 0) {
            weekdayHeader
            Text(CalendarFormat.day(entry.date)).font(.system(size: 32, weight: .light))
            Spacer(minLength: 4)
            if let ev = today.first {
                HStack(spacing: 6) {
                    bar(ev)
                    VStack(alignment: .leading, spacing: 0) {
                        Text(ev.title).font(.footnote.weight(.semibold)).lineLimit(2)
                        Text(ev.start, style: .time).font(.caption)
                        Text(ev.location).font(.caption).foregroundColor(.secondary).lineLimit(1)
                    }
                }
                .fixedSize(horizontal: false, vertical: true)
                .padding(EdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 6))
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(RoundedRectangle(cornerRadius: 6).fill(ev.calendar.softColor(scheme)))
            } else if let ev = tomorrow.first {
                VStack(alignment: .leading, spacing: 3) {
                    Text("TOMORROW").font(.caption2.weight(.semibold)).foregroundColor(.secondary)
                    HStack(spacing: 6) {
                        bar(ev)
                        VStack(alignment: .leading, spacing: 0) {
                            Text(ev.title).font(.footnote.weight(.semibold)).lineLimit(1)
                            Text(ev.start, style: .time).font(.caption).foregroundColor(.secondary)
                        }
                    }
                    .fixedSize(horizontal: false, vertical: true)
                }
            } else {
                Text("No more events").font(.footnote.weight(.semibold)).foregroundColor(.secondary)
            }
        }
    }

    private func mediumRow(_ ev: CalendarEvent) -> some View {
        HStack(spacing: 8) {
            bar(ev)
            VStack(alignment: .leading, spacing: 0) {
                Text(ev.title).font(.subheadline.weight(.semibold)).lineLimit(1)
                Text("\(ev.start, style: .time) · \(ev.location)").font(.caption).foregroundColor(.secondary).lineLimit(1)
            }
            Spacer(minLength: 0)
        }
        .fixedSize(horizontal: false, vertical: true)
    }

    private var medium: some View {
        HStack(alignment: .top, spacing: 12) {
            VStack(alignment: .leading, spacing: 0) {
                weekdayHeader
                Text(CalendarFormat.day(entry.date)).font(.system(size: 40, weight: .light))
            }
            .frame(width: 76, alignment: .leading)
            .frame(maxHeight: .infinity, alignment: .top)
            if today.isEmpty {
                VStack(alignment: .leading, spacing: 0) {
                    Text("No more events today").font(.caption).foregroundColor(.secondary)
                    if tomorrow.isEmpty {
                        Text("No events tomorrow").font(.caption).foregroundColor(.secondary).padding(.top, 4)
                    } else {
                        Text("TOMORROW").font(.caption2.weight(.semibold)).foregroundColor(.secondary).padding(.top, 4)
                    }
                    ForEach(tomorrow.prefix(2)) { ev in
                        Link(destination: link(ev)) {
                            mediumRow(ev).padding(.top, 4)
                        }
                    }
                    Spacer(minLength: 0)
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            } else {
                VStack(alignment: .leading, spacing: 5) {
                    ForEach(today.prefix(3)) { ev in
                        Link(destination: link(ev)) {
                            mediumRow(ev)
                                .padding(EdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 4))
                                .background(RoundedRectangle(cornerRadius: 6).fill(ev.calendar.softColor(scheme)))
                        }
                    }
                    Spacer(minLength: 0)
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }
        }
    }

    private var large: some View {
        VStack(alignment: .leading, spacing: 7) {
            HStack(spacing: 10) {
                Text(CalendarFormat.day(entry.date)).font(.system(size: 34, weight: .light))
                VStack(alignment: .leading, spacing: 0) {
                    weekdayHeader
                    Text(CalendarFormat.month(entry.date)).font(.subheadline.weight(.semibold))
                }
            }
            Divider()
            Text("TODAY").font(.caption.weight(.semibold)).foregroundColor(.secondary)
            if today.isEmpty {
                Text("No more events today").font(.subheadline).foregroundColor(.secondary)
            } else {
                VStack(spacing: 6) {
                    ForEach(today.prefix(3)) { ev in
                        Link(destination: link(ev)) {
                            HStack(spacing: 8) {
                                bar(ev)
                                VStack(alignment: .leading, spacing: 0) {
                                    Text(ev.title).font(.subheadline.weight(.semibold)).lineLimit(1)
                                    Text(ev.location).font(.caption).foregroundColor(.secondary).lineLimit(1)
                                }
                                Spacer(minLength: 8)
                                VStack(alignment: .trailing, spacing: 0) {
                                    Text(ev.start, style: .time)
                                    Text(ev.end, style: .time).foregroundColor(.secondary)
                                }
                                .font(.caption)
                            }
                            .fixedSize(horizontal: false, vertical: true)
                            .padding(EdgeInsets(top: 4, leading: 5, bottom: 4, trailing: 8))
                            .background(RoundedRectangle(cornerRadius: 6).fill(ev.calendar.softColor(scheme)))
                        }
                    }
                }
            }
            Text("TOMORROW").font(.caption.weight(.semibold)).foregroundColor(.secondary).padding(.top, 4)
            if tomorrow.isEmpty {
                Text("No events tomorrow").font(.subheadline).foregroundColor(.secondary)
            }
            ForEach(tomorrow.prefix(3)) { ev in
                Link(destination: link(ev)) {
                    HStack(spacing: 8) {
                        bar(ev)
                        Text(ev.title).font(.subheadline.weight(.medium)).lineLimit(1)
                        Spacer(minLength: 8)
                        Text(ev.start, style: .time).font(.caption).foregroundColor(.secondary)
                    }
                    .fixedSize(horizontal: false, vertical: true)
                    .padding(EdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 8))
                }
            }
            Spacer(minLength: 0)
        }
    }

    @ViewBuilder private var rectangular: some View {
        if let ev = today.first {
            VStack(alignment: .leading, spacing: 0) {
                Text(ev.title).font(.headline).lineLimit(1).widgetAccentable()
                Text("\(ev.start, style: .time) – \(ev.end, style: .time)").lineLimit(1)
                Text(ev.location).lineLimit(1)
            }
        } else if let ev = tomorrow.first {
            VStack(alignment: .leading, spacing: 0) {
                Text(ev.title).font(.headline).lineLimit(1).widgetAccentable()
                Text("Tomorrow \(ev.start, style: .time)").lineLimit(1)
                Text(ev.location).lineLimit(1)
            }
        } else {
            Text("No more events").font(.headline).widgetAccentable()
        }
    }

    /// Today's or tomorrow's next event, the weekday named when it is tomorrow.
    @ViewBuilder private var inline: some View {
        if let ev = choice.events.filter({ $0.end > entry.date && $0.start < entry.dayAfter }).sorted(by: { $0.start < $1.start }).first {
            HStack(spacing: 4) {
                Image(systemName: "calendar")
                Text("\(ev.start < entry.tomorrow ? "" : CalendarFormat.shortWeekday(ev.start) + " ")\(ev.start, style: .time) \(ev.title)").lineLimit(1)
            }
        } else {
            HStack(spacing: 4) {
                Image(systemName: "calendar")
                Text("No more events")
            }
        }
    }
}

public struct UpNextWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "UpNext", intent: UpNextIntent.self, provider: UpNextProvider()) { entry in
            UpNextView(entry: entry, choice: entry.choice)
        }
        .configurationDisplayName("Up Next")
        .description("See your next event at a glance.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge, .accessoryRectangular, .accessoryInline])
    }
}
