import Testing
import WidgetKit
import WidgetSnapshotTesting
@testable import StatefulWidget

/// The delivery widget of StatefulWidget/ (state, an observable model, control styles, a custom
/// layout, animations): both families × the provider's two entries × light, dark × real,
/// placeholder, against the goldens beside this file.
@MainActor @Suite struct StatefulWidgetTests {
    @Test func wholeWidget() {
        assertWidgetSnapshot(of: DeliveryWidget(), goldens: "Tests/StatefulWidgetTests/__Goldens__")
    }

    @Test func stateHoldsTheEntrysValues() {
        let host = WidgetHost(DeliveryWidget())
        #expect(host.kind == "delivery")
        #expect(host.timeline(.systemMedium).entries.count == 2)
    }
}
