import ActivityKit
import Testing
import WidgetKit
import WidgetSnapshotTesting
@testable import LiveActivityWidget

/// The bundle's widget, Live Activity and control, every surface, against the goldens beside this file
/// (in the scratch package Tests/LiveActivityWidgetTests/__Goldens__).
@MainActor @Suite struct LiveActivityWidgetTests {
    static let goldens = "Tests/LiveActivityWidgetTests/__Goldens__"

    @Test func bundleHoldsAllThree() {
        let widgets = ParkingBundle().widgets
        #expect(widgets.count == 3)
        #expect(widgets[0] is ParkingWidget && widgets[1] is ParkingActivity && widgets[2] is _ControlWidgetBox)
        #expect(ActivityHost(ParkingActivity())?.kind == "ParkingAttributes")
        #expect(ControlHost(ExtendParkingControl()).kind == "extend-parking")
    }

    @Test func widget() {
        assertWidgetSnapshot(of: ParkingWidget(), states: ["real"], goldens: Self.goldens)
    }

    @Test func liveActivity() {
        assertActivitySnapshot(of: ParkingActivity(), attributes: ParkingAttributes(street: "Hayes St"),
                               states: [.init(minutesLeft: 42, progress: 0.3), .init(minutesLeft: 5, progress: 0.92)],
                               goldens: Self.goldens)
    }

    @Test func control() {
        assertControlSnapshot(of: ExtendParkingControl(), goldens: Self.goldens)
    }
}
