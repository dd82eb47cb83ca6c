import AppIntents
import Foundation
import Testing
import WidgetKit
import WidgetLayout
import WidgetSnapshotCore
import WidgetSnapshotTesting

/// `assertEditWidgetSnapshot`'s check in a temporary goldens folder: recorded once, then matched,
/// and a different intent value under the same instance name fails.
@MainActor @Suite struct EditWidgetAssertionTests {
    @Test func recordsMatchesAndFails() throws {
        let folder = NSTemporaryDirectory() + "edit-widget-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let on = MeterIntent()
        on.meter = true
        let first = WidgetSnapshots.verifyEditWidget(of: MeterWidget(), intent: on, instance: "sheet", goldens: folder, record: .missing)
        #expect(first?.hasPrefix("recorded the golden") == true)
        let golden = folder + "/Meter/edit-widget/sheet/systemLarge/" + DeviceCatalog.default.id + "/00-light-real@2x.png"
        #expect(FileManager.default.fileExists(atPath: golden))
        if let keep = ProcessInfo.processInfo.environment["WIDGETSNAP_KEEP_EDIT_WIDGET"] { try? FileManager.default.copyItem(atPath: golden, toPath: keep) }
        #expect(WidgetSnapshots.verifyEditWidget(of: MeterWidget(), intent: on, instance: "sheet", goldens: folder, record: .never) == nil)
        let off = MeterIntent()
        let failure = WidgetSnapshots.verifyEditWidget(of: MeterWidget(), intent: off, instance: "sheet", goldens: folder, record: .never)
        #expect(failure != nil)
    }
}
