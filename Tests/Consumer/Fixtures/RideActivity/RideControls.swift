import AppIntents
import SwiftUI
import WidgetKit

/// Turns ride sharing on or off: the system sets `value` before `perform()`.
struct ShareRideIntent: SetValueIntent {
    static var title: LocalizedStringResource = "Share Ride"
    @Parameter(title: "Sharing") var value: Bool
    func perform() async throws -> some IntentResult {
        if value == false { throw AppIntentError.restartPerform }
        return .result()
    }
}

struct ShareRideProvider: ControlValueProvider {
    var previewValue: Bool { false }
    func currentValue() async throws -> Bool { true }
}

struct ShareRideControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "share-ride", provider: ShareRideProvider()) { isOn in
            ControlWidgetToggle(isOn: isOn, action: ShareRideIntent()) {
                Label("Share ride", systemImage: "person.2.fill")
            } valueLabel: { on in
                Label(on ? "Sharing" : "Private", systemImage: on ? "person.2.fill" : "person.fill")
                    .controlWidgetActionHint(on ? "Stop sharing" : "Share")
            }
        }
        .displayName("Share ride")
    }
}

/// A place the person picks for the "Ride home" control, offered in sections.
struct Place: AppEntity {
    var id: String
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Place"
    static var defaultQuery = PlaceQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

struct PlaceQuery: EntityStringQuery {
    static let saved = ["Home", "Work"], recent = ["Gym"]
    func entities(for identifiers: [String]) async throws -> [Place] { identifiers.map { Place(id: $0) } }
    func entities(matching string: String) async throws -> IntentItemCollection<Place> {
        IntentItemCollection(items: (Self.saved + Self.recent).filter { $0.contains(string) }.map { Place(id: $0) })
    }
    func suggestedEntities() async throws -> IntentItemCollection<Place> {
        IntentItemCollection {
            IntentItemSection("Saved", items: Self.saved.map { Place(id: $0) })
            IntentItemSection("Recent", items: Self.recent.map { IntentItem(Place(id: $0), title: "\($0)") })
        }
    }
    func defaultResult() async -> Place? { Place(id: "Home") }
}

struct RideHomeConfiguration: ControlConfigurationIntent {
    static var title: LocalizedStringResource = "Ride Home"
    @Parameter(title: "Destination") var destination: Place?
    init() {}
}

struct RideHomeProvider: AppIntentControlValueProvider {
    func previewValue(configuration: RideHomeConfiguration) -> String { configuration.destination?.id ?? "Home" }
    func currentValue(configuration: RideHomeConfiguration) async throws -> String { previewValue(configuration: configuration) }
}

struct RideHomeIntent: AppIntent {
    static var title: LocalizedStringResource = "Ride Home"
    init() {}
    func perform() async throws -> some IntentResult { .result() }
}

struct RideHomeControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: "ride-home", provider: RideHomeProvider()) { place in
            ControlWidgetButton(action: RideHomeIntent()) {
                Label("Ride to \(place)", systemImage: "house.fill").controlWidgetActionHint("Book")
            }
        }
        .displayName("Ride home")
    }
}
