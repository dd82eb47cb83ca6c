import AppIntents
import Testing
import WidgetKit
import WidgetSnapshotTesting
@testable import ConfigurableWidget

/// The configurable widget of ConfigurableWidget/ (unchanged SDK code): its view for explicit
/// entries, and its Edit Widget sheet for the default intent and for a configured one, against the
/// goldens beside this file.
@MainActor @Suite struct ConfigurableWidgetTests {
    static let noon = Date(timeIntervalSince1970: 1_780_315_200)   // 2026-06-01T12:00:00Z

    static var withMeter: ParkingIntent {
        var intent = ParkingIntent()
        intent.garage = .harbor
        intent.showsMeter = true
        intent.meterMinutes = 90
        intent.reminder = .fiveMinutes
        return intent
    }

    @Test func defaultView() {
        let entry = ParkingEntry.make(ParkingIntent(), at: Self.noon)
        assertWidgetSnapshot(of: ParkingView(entry: entry), family: .systemSmall, kind: "ParkingSpot", goldens: "__Goldens__")
    }

    @Test func meterView() {
        let entry = ParkingEntry.make(Self.withMeter, at: Self.noon)
        assertWidgetSnapshot(of: ParkingView(entry: entry), family: .systemMedium, kind: "ParkingSpot", goldens: "__Goldens__")
    }

    @Test func editWidgetSheets() {
        assertEditWidgetSnapshot(of: ParkingWidget(), goldens: "__Goldens__")
        assertEditWidgetSnapshot(of: ParkingWidget(), intent: Self.withMeter, instance: "with-meter", goldens: "__Goldens__")
    }

    @Test func hostRunsTheIntent() {
        let host = WidgetHost(ParkingWidget())
        #expect(host.kind == "ParkingSpot")
        #expect(host.configurationIntent?.parameters.map(\.name) == ["garage", "showsMeter", "meterMinutes", "reminder"])
        let byDefault = host.resolve(family: .systemSmall, instance: "default", intent: nil)
        let configured = host.resolve(family: .systemSmall, instance: "with-meter", intent: Self.withMeter)
        #expect(byDefault != nil && configured != nil)
    }
}
