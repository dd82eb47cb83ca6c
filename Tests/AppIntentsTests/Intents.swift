import AppIntents
import WidgetKit

// Intents of the tests, written as an app writes them for the iOS SDK.

enum Units: String, AppEnum {
    case metric, imperial, nautical
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Units"
    static let caseDisplayRepresentations: [Units: DisplayRepresentation] = [
        .metric: "Metric", .imperial: DisplayRepresentation(title: "Imperial", subtitle: "Miles and °F"), .nautical: "Nautical",
    ]
}

struct CityEntity: AppEntity {
    let id: String
    let name: String
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "City")
    static let defaultQuery = CityQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
    static let all = [CityEntity(id: "lis", name: "Lisbon"), CityEntity(id: "osa", name: "Osaka"), CityEntity(id: "qui", name: "Quito")]
}

/// A query whose functions await other asynchronous work, so the synchronous runner has jobs to run.
struct CityQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [CityEntity] { CityEntity.all.filter { identifiers.contains($0.id) } }
    func entities(matching string: String) async throws -> [CityEntity] { CityEntity.all.filter { $0.name.contains(string) } }
    func suggestedEntities() async throws -> [CityEntity] {
        await withTaskGroup(of: (Int, CityEntity).self) { group in
            for (i, city) in CityEntity.all.enumerated() { group.addTask { await Task.yield(); return (i, city) } }
            var found: [(Int, CityEntity)] = []
            for await pair in group { found.append(pair) }
            return found.sorted { $0.0 < $1.0 }.map(\.1)
        }
    }
    func defaultResult() async -> CityEntity? {
        await Task.yield()
        return try? await entities(for: ["osa"]).first
    }
}

struct TripIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Trip"
    static let description = IntentDescription("Distances to a city.")

    @Parameter(title: "City") var city: CityEntity?
    @Parameter(title: "Units", default: .metric) var units: Units
    @Parameter(title: "Decimals", default: 1, inclusiveRange: (0, 3)) var decimals: Int
    @Parameter(title: "Scale", default: 1.5) var scale: Double
    @Parameter(title: "Caption", default: "Trip") var caption: String
    @Parameter(title: "Sea Miles", default: false) var seaMiles: Bool
    @Parameter(title: "Note") var note: String?

    static var parameterSummary: some ParameterSummary {
        When(\.$units, .notEqualTo, .metric) {
            Summary("Trip to \(\.$city) in \(\.$units)") {
                \.$decimals
                \.$seaMiles
            }
        } otherwise: {
            Summary("Trip to \(\.$city) in \(\.$units)") {
                \.$decimals
                \.$scale
            }
        }
    }
}

/// No summary: every parameter, in declaration order.
struct PlainIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Plain"
    @Parameter(title: "Name", default: "Ada") var name: String
    @Parameter(title: "Count", default: 3) var count: Int
    @Parameter(title: "Units", default: .imperial) var units: Units
}

/// A Boolean `When` with a branch that lists fewer parameters.
struct MeterIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Meter"
    @Parameter(title: "City") var city: CityEntity?
    @Parameter(title: "Meter", default: false) var meter: Bool
    @Parameter(title: "Minutes", default: 30, inclusiveRange: (10, 120)) var minutes: Int
    @Parameter(title: "Hidden", default: "never listed") var hidden: String

    static var parameterSummary: some ParameterSummary {
        When(\.$meter, .equalTo, true) {
            Summary("\(\.$city)") { \.$meter; \.$minutes }
        } otherwise: {
            Summary("\(\.$city)") { \.$meter }
        }
    }
}

struct MeterEntry: TimelineEntry {
    let date: Date
    let city: String
    let minutes: Int?
}

struct MeterProvider: AppIntentTimelineProvider {
    static let start = Date(timeIntervalSince1970: 1_780_306_860)   // 2026-06-01T09:41:00Z
    func placeholder(in context: Context) -> MeterEntry { MeterEntry(date: Self.start, city: "City", minutes: nil) }
    func snapshot(for configuration: MeterIntent, in context: Context) async -> MeterEntry { entry(configuration, 0) }
    func timeline(for configuration: MeterIntent, in context: Context) async -> Timeline<MeterEntry> {
        await Task.yield()
        return Timeline(entries: [entry(configuration, 0), entry(configuration, 1)], policy: .atEnd)
    }
    func recommendations() -> [AppIntentRecommendation<MeterIntent>] {
        CityEntity.all.map { city in
            let intent = MeterIntent()
            intent.city = city
            return AppIntentRecommendation(intent: intent, description: Text(city.name))
        }
    }
    func entry(_ c: MeterIntent, _ i: Int) -> MeterEntry {
        MeterEntry(date: Self.start.addingTimeInterval(Double(i) * 600), city: c.city?.name ?? "?", minutes: c.meter ? c.minutes : nil)
    }
}

struct MeterView: View {
    let entry: MeterEntry
    var body: some View {
        VStack(alignment: .leading) {
            Text(entry.city).font(.headline)
            if let minutes = entry.minutes {
                Text("\(minutes) min left").foregroundStyle(.orange)
            } else {
                Text("No meter").foregroundStyle(.secondary)
            }
        }
        .containerBackground(.white, for: .widget)
    }
}

struct MeterWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Meter", intent: MeterIntent.self, provider: MeterProvider()) { MeterView(entry: $0) }
            .configurationDisplayName("Meter")
            .description("Where the car is and how long the meter runs.")
            .supportedFamilies([.systemSmall])
    }
}

/// A `Switch` summary: the sea miles only for nautical units, the scale only for metric; the
/// imperial case and the default list neither.
struct SwitchedTripIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Switched trip"
    @Parameter(title: "Units", default: .metric) var units: Units
    @Parameter(title: "Scale", default: 1.5) var scale: Double
    @Parameter(title: "Sea Miles", default: false) var seaMiles: Bool

    static var parameterSummary: some ParameterSummary {
        Switch(\.$units) {
            Case(.metric) { Summary("In \(\.$units)") { \.$scale } }
            Case(.nautical) { Summary("In \(\.$units)") { \.$seaMiles } }
            DefaultCase { Summary("In \(\.$units)") }
        }
    }
}
