import ActivityKit
import Foundation
@testable import SwiftUIExamples
import Testing
import WidgetKit
import WidgetLayout
import WidgetSnapshotCore
import WidgetSnapshotTesting
import WidgetSnapUI

/// Live Activities and controls drawn by surface: goldens named `<kind>/<instance>/<surface>/<device>/…`,
/// every surface of a device with a Dynamic Island, only the Lock Screen without one.
@MainActor
@Test func activitySnapshotsAreNamedBySurface() throws {
    let goldens = FileManager.default.temporaryDirectory.appendingPathComponent("activity-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: goldens) }
    let states = DeliveryAttributes.states
    let recorded = WidgetSnapshots.verify(activity: DeliveryActivity(), attributes: DeliveryAttributes.preview, states: states,
                                          goldens: goldens.path, record: .missing)
    #expect(recorded.count == 6 * states.count * 2, "\(recorded)")
    #expect(recorded.allSatisfy { $0.hasPrefix("recorded the golden") })
    for name in ["lockScreen/iphone-430x932/00-light-real@3x.png", "dynamicIsland-compact/iphone-430x932/01-dark-real@3x.png",
                 "dynamicIsland-minimal/iphone-430x932/02-light-real@3x.png", "dynamicIsland-expanded/iphone-430x932/00-dark-real@3x.png",
                 "standBy/iphone-430x932/01-light-real@3x.png", "dynamicIsland-minimal-attached/iphone-430x932/00-dark-real@3x.png"] {
        #expect(FileManager.default.fileExists(atPath: goldens.appendingPathComponent("DeliveryAttributes/default/" + name).path), "\(name)")
    }
    #expect(WidgetSnapshots.verify(activity: DeliveryActivity(), attributes: DeliveryAttributes.preview, states: states,
                                   goldens: goldens.path, record: .never).isEmpty)
    // Another state in place of the second: only its variants fail.
    var changed = states
    changed[1].progress = 0.1
    let failed = WidgetSnapshots.verify(activity: DeliveryActivity(), attributes: DeliveryAttributes.preview, states: changed,
                                        goldens: goldens.path, record: .never)
    #expect(!failed.isEmpty && failed.allSatisfy { $0.contains("/01-") }, "\(failed)")
}

/// The Lock Screen presentation is the device's width (HIG: 408 pt on the 430 pt iPhones), hugs its
/// content and is cut at 160 pt; the island's strip is the screen's width.
@MainActor
@Test func activitySurfaceSizes() throws {
    let goldens = FileManager.default.temporaryDirectory.appendingPathComponent("activity-size-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: goldens) }
    _ = WidgetSnapshots.verify(activity: DeliveryActivity(), attributes: DeliveryAttributes.preview, states: [DeliveryAttributes.states[0]],
                               appearances: ["light"], goldens: goldens.path, record: .missing)
    func size(_ surface: String) throws -> (Int, Int) {
        let data = try Data(contentsOf: goldens.appendingPathComponent("DeliveryAttributes/default/\(surface)/iphone-430x932/00-light-real@3x.png"))
        let bytes = [UInt8](data)
        func be(_ i: Int) -> Int { Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3]) }
        return (be(16), be(20))
    }
    let lock = try size("lockScreen")
    #expect(lock.0 == 408 * 3)
    #expect(lock.1 > 60 * 3 && lock.1 < 160 * 3, "\(lock)")
    #expect(try size("dynamicIsland-compact") == (430 * 3, Int(((11 * 2 + 36.67) * 3).rounded())))
    #expect(try size("dynamicIsland-expanded") == (430 * 3, (11 * 2 + 160) * 3))
    #expect(try size("dynamicIsland-minimal-attached") == size("dynamicIsland-minimal"))
    // StandBy: the whole screen in landscape.
    #expect(try size("standBy") == (932 * 3, 430 * 3))
    // A device without a Dynamic Island draws the Lock Screen (22 pt narrower than its screen) and StandBy only.
    let plain = WidgetSnapshots.verify(activity: MatchActivity(), attributes: MatchAttributes.preview, states: MatchAttributes.states,
                                       appearances: ["light"], goldens: goldens.path, device: "iphone-390x844", record: .missing)
    #expect(plain.count == 4 && plain.allSatisfy { $0.contains("/lockScreen/iphone-390x844/") || $0.contains("/standBy/iphone-390x844/") }, "\(plain)")
    let island = WidgetSnapshots.verify(activity: MatchActivity(), attributes: MatchAttributes.preview, states: MatchAttributes.states,
                                        surfaces: [.dynamicIslandCompact], goldens: goldens.path, device: "iphone-390x844", record: .missing)
    #expect(island == ["iphone-390x844 has no Dynamic Island for dynamicIsland-compact (the HIG gives island sizes for iphone-430x932 and iphone-393x852)"])
    let pad = WidgetSnapshots.verify(activity: MatchActivity(), attributes: MatchAttributes.preview, states: MatchAttributes.states,
                                     surfaces: [.standBy], goldens: goldens.path, device: "ipad-1024x1366", record: .missing)
    #expect(pad == ["ipad-1024x1366 has no StandBy (iPads have none)"])
    let notActivity = WidgetSnapshots.verify(activity: GarageBox(), attributes: MatchAttributes.preview, states: MatchAttributes.states)
    #expect(notActivity.first?.contains("is not a Live Activity") == true)
}

/// A widget that is not a Live Activity.
struct GarageBox: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "garage", provider: InboxProvider()) { entry in Text("\(entry.count)") }
    }
}

/// A toggle is drawn off and on on every surface; a button once.
@MainActor
@Test func controlSnapshotsCoverValuesAndSurfaces() throws {
    let goldens = FileManager.default.temporaryDirectory.appendingPathComponent("control-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: goldens) }
    let toggle = WidgetSnapshots.verify(control: GarageDoorControl(), goldens: goldens.path, record: .missing)
    #expect(toggle.count == 5 * 2 * 2, "\(toggle)")
    let button = WidgetSnapshots.verify(control: TeaTimerControl(), goldens: goldens.path, record: .missing)
    #expect(button.count == 5 * 2, "\(button)")
    // No Dynamic Island, no Action button's label.
    let plain = WidgetSnapshots.verify(control: TeaTimerControl(), goldens: goldens.path, device: "iphone-390x844", record: .missing)
    #expect(plain.count == 4 * 2 && !plain.contains { $0.contains("actionButton") }, "\(plain)")
    let asked = WidgetSnapshots.verify(control: GarageDoorControl(), surfaces: [.actionButton], goldens: goldens.path, device: "iphone-390x844", record: .missing)
    #expect(asked == ["iphone-390x844 has no Dynamic Island for the Action button's label"], "one message for the surface, not one per value and appearance")
    for name in ["GarageDoor/on/controlCenter-small/iphone-430x932/00-dark-real@3x.png", "GarageDoor/off/lockScreen/iphone-430x932/00-light-real@3x.png",
                 "TeaTimer/default/controlCenter-large/iphone-430x932/00-light-real@3x.png", "GarageDoor/on/actionButton/iphone-430x932/00-dark-real@3x.png"] {
        #expect(FileManager.default.fileExists(atPath: goldens.appendingPathComponent(name).path), "\(name)")
    }
    #expect(WidgetSnapshots.verify(control: GarageDoorControl(), goldens: goldens.path, record: .never).isEmpty)
    #expect(ControlHost(GarageDoorControl()).displayName == "Garage door")
    #expect(ControlHost(GarageDoorControl()).values == [false, true])
}

/// The examples' goldens, committed beside this file and looked at (docs/live-activities.md).
@MainActor
@Test func exampleActivitiesAndControls() {
    for device in ["iphone-430x932", "iphone-393x852"] {
        assertActivitySnapshot(of: DeliveryActivity(), attributes: DeliveryAttributes.preview, states: DeliveryAttributes.states, device: device)
        assertActivitySnapshot(of: MatchActivity(), attributes: MatchAttributes.preview, states: MatchAttributes.states, device: device)
    }
    assertActivitySnapshot(of: DeliveryActivity(), attributes: DeliveryAttributes.preview, states: DeliveryAttributes.states, device: "iphone-390x844")
    assertControlSnapshot(of: GarageDoorControl())
    assertControlSnapshot(of: TeaTimerControl())
}

/// docs/live-activities.md names every surface (its goldens' folder) and the StandBy scale it states
/// is the one drawn.
@Test func theDocsNameEverySurface() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let doc = try String(contentsOf: root.appendingPathComponent("docs/live-activities.md"), encoding: .utf8)
    for name in ActivitySurface.allCases.map(\.rawValue) + ControlSurface.allCases.map(\.rawValue) {
        #expect(doc.contains("`\(name)`"), "docs/live-activities.md does not name the surface \(name)")
    }
    #expect(doc.contains("| StandBy scale | \(Int(ActivityGeometry.standByScale * 100)) %"))
}
