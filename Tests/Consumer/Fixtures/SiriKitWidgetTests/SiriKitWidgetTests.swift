import Testing
import WidgetKit
import WidgetSnapshotTesting
@testable import SiriKitWidget

/// The SiriKit-configured widget of SiriKitWidget/ (unchanged pre-iOS 17 SDK code; its
/// ConfigurationIntent generated from Intents.intentdefinition by the IntentDefinitions plugin): its
/// view for configured entries, its own timeline, and its Edit Widget sheet drawn from the definition
/// (defaults, the unit's cases, Days shown only while Show Forecast is on, the handler's cities).
@MainActor @Suite struct SiriKitWidgetTests {
    static let noon = Date(timeIntervalSince1970: 1_780_315_200)   // 2026-06-01T12:00:00Z

    static var osakaFahrenheit: ConfigurationIntent {
        let intent = ConfigurationIntent()
        intent.city = IntentHandler.city("osaka")
        intent.unit = .fahrenheit
        intent.showsForecast = false
        return intent
    }

    @Test func generatedIntentHasTheDefinitionsDefaults() {
        let intent = ConfigurationIntent()
        #expect(intent.unit == .celsius)
        #expect(intent.showsForecast?.boolValue == true)
        #expect(intent.days?.intValue == 3)
        #expect(intent.city == nil && intent.label == nil)
    }

    @Test func defaultView() {
        let entry = SimpleEntry(date: Self.noon, configuration: ConfigurationIntent(), celsius: 21)
        assertWidgetSnapshot(of: WeatherWidgetEntryView(entry: entry), family: .systemMedium, kind: "WeatherWidget", goldens: "__Goldens__")
    }

    @Test func configuredView() {
        let entry = SimpleEntry(date: Self.noon, configuration: Self.osakaFahrenheit, celsius: 21)
        assertWidgetSnapshot(of: WeatherWidgetEntryView(entry: entry), family: .systemSmall, kind: "WeatherWidget",
                             named: "osaka-fahrenheit", goldens: "__Goldens__")
    }

    @Test func editWidgetSheets() {
        assertEditWidgetSnapshot(of: WeatherWidget(), intentHandler: IntentHandler(), goldens: "__Goldens__")
        assertEditWidgetSnapshot(of: WeatherWidget(), intent: Self.osakaFahrenheit, intentHandler: IntentHandler(),
                                 instance: "osaka-fahrenheit", goldens: "__Goldens__")
    }

    @Test func hostRunsTheIntent() {
        let host = WidgetHost(WeatherWidget())
        #expect(host.kind == "WeatherWidget")
        #expect(host.isConfigurable)
        let model = host.configurationIntent
        #expect(model?.title == "Weather")
        #expect(model?.parameters.map(\.name) == ["city", "unit", "showsForecast", "days", "label"])
        #expect(model?.parameters.first { $0.name == "days" }?.showWhen?.parameter == "showsForecast")
        #expect(host.timeline(.systemSmall).entries.count == 3)
        #expect(host.resolve(family: .systemSmall, instance: "osaka", intent: Self.osakaFahrenheit) != nil)
    }
}
