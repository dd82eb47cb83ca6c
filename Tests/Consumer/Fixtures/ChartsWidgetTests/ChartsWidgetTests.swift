import Testing
import WidgetKit
import WidgetSnapshotTesting
@testable import ChartsWidget

/// The chart widgets of ChartsWidget/ (`import Charts`), each drawn from its own provider against the goldens beside this file.
@MainActor @Suite(.serialized) struct ChartsWidgetTests {
    @Test func stockSparkline() { assertWidgetSnapshot(of: StockWidget(), goldens: "__Goldens__") }
    @Test func stepsByHour() { assertWidgetSnapshot(of: StepsWidget(), goldens: "__Goldens__") }
    @Test func temperatureWithNow() { assertWidgetSnapshot(of: TemperatureWidget(), goldens: "__Goldens__") }
    @Test func energyDonut() { assertWidgetSnapshot(of: EnergyWidget(), goldens: "__Goldens__") }
}
