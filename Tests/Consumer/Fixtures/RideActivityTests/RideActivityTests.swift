import ActivityKit
import AppIntents
import Testing
import WidgetKit
import WidgetSnapshotTesting
@testable import RideActivity

/// The ride extension (Swift 5 mode, written as shipping extensions are): its Live Activity and
/// controls draw, the label's action hint reaches the Action button, and the sectioned queries list
/// their items in order.
@MainActor @Suite struct RideActivityTests {
    static let goldens = "Tests/RideActivityTests/__Goldens__"
    static let state = RideAttributes.ContentState(etaMinutes: 4, driver: "Sam", progress: 0.6, surge: 1.5)

    @Test func liveActivity() {
        assertActivitySnapshot(of: RideActivity(), attributes: RideAttributes(pickup: "Hayes St"), states: [Self.state],
                               surfaces: [.lockScreen, .dynamicIslandExpanded], appearances: ["dark"], goldens: Self.goldens)
    }

    @Test func controlsOnTheActionButton() {
        assertControlSnapshot(of: ShareRideControl(), surfaces: [.actionButton, .controlCenterMedium], appearances: ["dark"], goldens: Self.goldens)
        assertControlSnapshot(of: RideHomeControl(), surfaces: [.actionButton], appearances: ["dark"], goldens: Self.goldens)
    }

    @Test func theHintOfTheLabelIsTheControls() {
        // A toggle's hint follows its value; a button's comes from its label.
        #expect(ControlHost(ShareRideControl()).values == [false, true])
        #expect(ControlHost(RideHomeControl()).kind == "ride-home")
    }

    @Test func sectionedResultsListTheirItemsInOrder() async throws {
        let suggested = try await PlaceQuery().suggestedEntities()
        #expect(suggested._elements.map(\.id) == ["Home", "Work", "Gym"])
        #expect(suggested.sections.map { $0.title.map { String(localized: $0) } } == ["Saved", "Recent"])
        #expect(try await PlaceQuery().entities(matching: "o")._elements.map(\.id) == ["Home", "Work"])
    }

    @Test func foundationAndColourHelpers() {
        #expect(RideFormat.surge(NSNumber(value: 1.5)) == "1.5×")
        #expect(RideFormat.arriving == "Arriving")
        #expect(Color(hue: 0, saturation: 1, brightness: 1) == Color(red: 1, green: 0, blue: 0))
    }
}
