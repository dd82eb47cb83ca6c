import Foundation
import Testing
import WidgetSnapshotCore
import WidgetSnapshotTesting

/// The layout files of Layouts/LiveActivities and Layouts/Controls checked against the goldens of
/// their SwiftUI twins (LiveActivitySnapshotTests): the two front ends share their goldens, named by
/// surface (`DeliveryAttributes/default/dynamicIsland-compact/iphone-430x932/01-dark-real@3x.png`).
@MainActor
@Suite struct LayoutSurfaceSnapshotTests {
    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let shared = here.appendingPathComponent("__Snapshots__/LiveActivitySnapshotTests").path
    static let layouts = here.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Layouts").path

    @Test func activitiesMatchTheSwiftUIGoldens() {
        for device in ["iphone-430x932", "iphone-393x852"] {
            for file in ["LiveActivities/delivery-activity.json5", "LiveActivities/match-activity.json5"] {
                assertLayoutSurfaceSnapshot(Self.layouts + "/" + file, goldens: Self.shared, device: device, record: .never)
            }
        }
        assertLayoutSurfaceSnapshot(Self.layouts + "/LiveActivities/delivery-activity.json5", goldens: Self.shared, device: "iphone-390x844", record: .never)
    }

    @Test func controlsMatchTheSwiftUIGoldens() {
        for file in ["Controls/garage-control.json5", "Controls/tea-timer-control.json5"] {
            assertLayoutSurfaceSnapshot(Self.layouts + "/" + file, goldens: Self.shared, record: .never)
        }
    }

    /// Named by surface and state; a changed state fails only its own variants; bad input is one clear message.
    @Test func goldensAreNamedBySurface() throws {
        let goldens = FileManager.default.temporaryDirectory.appendingPathComponent("layout-activity-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: goldens) }
        let file = Self.layouts + "/LiveActivities/match-activity.json5"
        let recorded = WidgetSnapshots.verify(layoutSurface: file, appearances: ["dark"], goldens: goldens.path, record: .missing)
        #expect(recorded.count == 6 * 2 && recorded.allSatisfy { $0.hasPrefix("recorded the golden") }, "\(recorded)")
        for name in ["lockScreen/iphone-430x932/00-dark-real@3x.png", "dynamicIsland-compact/iphone-430x932/01-dark-real@3x.png",
                     "dynamicIsland-minimal/iphone-430x932/00-dark-real@3x.png", "dynamicIsland-expanded/iphone-430x932/01-dark-real@3x.png"] {
            #expect(FileManager.default.fileExists(atPath: goldens.appendingPathComponent("MatchAttributes/default/" + name).path), "\(name)")
        }
        // The second state's score changed: only its variants fail.
        let text = try String(contentsOfFile: file, encoding: .utf8).replacingOccurrences(of: "homeScore: 2, awayScore: 1", with: "homeScore: 3, awayScore: 1")
        let changed = goldens.appendingPathComponent("changed.json5").path
        try text.write(toFile: changed, atomically: true, encoding: .utf8)
        let failed = WidgetSnapshots.verify(layoutSurface: changed, appearances: ["dark"], goldens: goldens.path, record: .never)
        #expect(failed.count == 6 && failed.allSatisfy { $0.contains("/01-") }, "\(failed)")
        #expect(WidgetSnapshots.verify(layoutSurface: file, surfaces: ["dynamicIsland-compakt"], goldens: goldens.path, record: .never)
            .first?.contains("unknown surface 'dynamicIsland-compakt'") == true)
        let widget = Self.layouts + "/weather.json5"
        #expect(WidgetSnapshots.verify(layoutSurface: widget, goldens: goldens.path, record: .never).first?.contains("declares no activity and no control") == true)
    }
}
