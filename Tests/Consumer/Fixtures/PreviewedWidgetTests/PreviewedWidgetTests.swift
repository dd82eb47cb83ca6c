import Testing
import WidgetKit
import WidgetSnapshotTesting
@testable import PreviewedWidget

/// The whole widget (both families × the provider's two entries × light, dark × real, placeholder)
/// and a view over explicit entries, against the goldens beside this file (in the scratch package,
/// Tests/PreviewedWidgetTests/; in the repository, Tests/Consumer/Fixtures/PreviewedWidgetTests/__Goldens__).
@MainActor @Suite struct PreviewedWidgetTests {
    @Test func wholeWidget() {
        assertWidgetSnapshot(of: PreviewedWidget(), goldens: "Tests/PreviewedWidgetTests/__Goldens__")
    }

    @Test func explicitTimeline() {
        assertWidgetSnapshot(timeline: [CupsEntry.morning, CupsEntry(date: .now, cups: 12)], families: [.systemSmall],
                             kind: "cups-view", goldens: "Tests/PreviewedWidgetTests/__Goldens__") { entry in
            CupsView(entry: entry)
        }
    }

    @Test func hostSeesTheWidget() {
        let host = WidgetHost(PreviewedWidget())
        #expect(host.kind == "cups")
        #expect(host.supportedFamilies == [.systemSmall, .accessoryRectangular])
        #expect(host.timeline(.systemSmall).entries.count == 2)
    }
}
