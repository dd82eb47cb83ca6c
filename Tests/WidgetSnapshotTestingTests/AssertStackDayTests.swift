import Foundation
import Testing
import WidgetSnapshotCore
import WidgetSnapshotTesting

/// `assertStackDay`: records once (a failure), then passes; a changed golden fails with the events' diff.
struct AssertStackDayTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func recordsThenPassesThenFailsOnAChange() throws {
        let goldens = FileManager.default.temporaryDirectory.appendingPathComponent("stackday-\(UUID().uuidString)").path
        let scenario = Self.root.appendingPathComponent("Stacks/b4-worked-example.json5").path
        let first = StackDays.verify(scenario: scenario, goldens: goldens, record: .missing)
        #expect(first?.hasPrefix("recorded the day's events") == true)
        #expect(StackDays.verify(scenario: scenario, goldens: goldens, record: .never) == nil)
        let golden = goldens + "/Stacks/b4-worked-example.events.txt"
        let text = try String(contentsOfFile: golden, encoding: .utf8)
        try text.replacingOccurrences(of: "until 15:00", with: "until 15:30").write(toFile: golden, atomically: true, encoding: .utf8)
        let failed = StackDays.verify(scenario: scenario, goldens: goldens, record: .never)
        #expect(failed?.contains("-   14:00 | Weather home | relevance 80/80 until 15:30 | 2") == true)
        #expect(failed?.contains("+   14:00 | Weather home | relevance 80/80 until 15:00 | 2") == true)
        #expect(StackDays.verify(scenario: scenario + ".missing", goldens: goldens, record: .never)?.hasPrefix("no scenario file") == true)
    }
}
