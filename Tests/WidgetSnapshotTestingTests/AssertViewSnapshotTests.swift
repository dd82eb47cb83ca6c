import Foundation
import Testing
import WidgetSnapshotTesting
import WidgetSnapUI

struct Badge: View {
    var count: Int
    @Environment(\.widgetFamily) var family
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Label("Inbox", systemImage: "tray.fill").font(.headline).foregroundStyle(.blue)
            Text("\(count) unread").font(family == .systemSmall ? .caption : .body).foregroundStyle(.secondary)
        }
        .containerBackground(for: .widget) { Color.white }
    }
}

/// The view assertion: missing goldens are recorded only when asked, a match passes, a different
/// render fails naming the .new and .diff files; goldens follow the layout files' naming.
@MainActor
@Test func viewSnapshotsRecordCompareAndFail() throws {
    let goldens = FileManager.default.temporaryDirectory.appendingPathComponent("view-assert-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: goldens) }
    let missing = WidgetSnapshots.verify(view: Badge(count: 3), family: .systemSmall, goldens: goldens.path, record: .never)
    #expect(missing?.contains("no golden at") == true, "\(missing ?? "nil")")
    let recorded = WidgetSnapshots.verify(view: Badge(count: 3), family: .systemSmall, goldens: goldens.path, record: .missing)
    #expect(recorded?.hasPrefix("recorded the golden") == true, "\(recorded ?? "nil")")
    let golden = goldens.appendingPathComponent("Badge/default/systemSmall/iphone-430x932/00-light-real@3x.png")
    #expect(FileManager.default.fileExists(atPath: golden.path))
    #expect(WidgetSnapshots.verify(view: Badge(count: 3), family: .systemSmall, goldens: goldens.path, record: .never) == nil)
    // Another count draws other pixels under the same golden name.
    let failed = WidgetSnapshots.verify(view: Badge(count: 8), family: .systemSmall, goldens: goldens.path, record: .never)
    #expect(failed?.contains("00-light-real@3x.new.png") == true && failed?.contains("00-light-real@3x.diff.png") == true, "\(failed ?? "nil")")
    // The public assertion, in a passing case.
    assertWidgetSnapshot(of: Badge(count: 3), family: .systemSmall, goldens: goldens.path, record: .never)
}
