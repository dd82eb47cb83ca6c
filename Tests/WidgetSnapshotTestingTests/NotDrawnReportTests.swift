import Foundation
import Testing
import WidgetSnapshotCore
import WidgetSnapshotTesting
import WidgetSnapUI

private struct Blurred: View {
    var body: some View { Color.blue.luminanceToAlpha() }
}

@MainActor
@Suite struct NotDrawnReportTests {
    @Test func messageListsEveryNote() {
        let notes = [NotDrawnNote(api: "blur", fileID: "MyWidget/MyWidget.swift", line: 42), NotDrawnNote(api: "italic", fileID: "MyWidget/Rows.swift", line: 7)]
        let message = WidgetSnapshots.notDrawnMessage(notes)
        #expect(message?.hasPrefix("not drawn: blur at MyWidget.swift:42, italic at Rows.swift:7 (") == true)
        #expect(message?.contains("WIDGETSNAP_NOT_DRAWN=fail") == true)
        #expect(WidgetSnapshots.notDrawnMessage([]) == nil)
    }

    @Test func policyFromTheEnvironment() throws {
        #expect(try NotDrawnPolicy.effective(environment: [:]) == .warn)
        #expect(try NotDrawnPolicy.effective(environment: ["WIDGETSNAP_NOT_DRAWN": "fail"]) == .fail)
        #expect(try NotDrawnPolicy.effective(environment: ["WIDGETSNAP_NOT_DRAWN": "OFF"]) == .off)
        #expect(throws: SnapshotSetUpError.notDrawnPolicy(word: "loud")) { try NotDrawnPolicy.effective(environment: ["WIDGETSNAP_NOT_DRAWN": "loud"]) }
        let scoped = try withNotDrawnPolicy(.off) { () throws -> NotDrawnPolicy in try NotDrawnPolicy.effective(environment: ["WIDGETSNAP_NOT_DRAWN": "fail"]) }
        #expect(scoped == .off)
    }

    /// With `fail`, a view with an API not drawn (`luminanceToAlpha`) fails its assertion even when its golden matches; the golden is recorded first.
    @Test func failPolicyFailsTheAssertion() throws {
        let goldens = FileManager.default.temporaryDirectory.appendingPathComponent("not-drawn-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: goldens) }
        withNotDrawnPolicy(.off) {
            withKnownIssue { assertWidgetSnapshot(of: Blurred(), family: .systemSmall, goldens: goldens, record: .all) }   // records: fails once
            assertWidgetSnapshot(of: Blurred(), family: .systemSmall, goldens: goldens, record: .never)                 // matches, nothing said
        }
        withNotDrawnPolicy(.fail) {
            withKnownIssue {
                assertWidgetSnapshot(of: Blurred(), family: .systemSmall, goldens: goldens, record: .never)
            } matching: { issue in
                issue.comments.contains { $0.rawValue.hasPrefix("not drawn: luminanceToAlpha at NotDrawnReportTests.swift:8 (") }
            }
        }
    }
}
