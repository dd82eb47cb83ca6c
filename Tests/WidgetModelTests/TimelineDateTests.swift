import Foundation
import Testing
import WidgetModel

/// Timeline dates go through the one ISO 8601 parser: what it refuses is a diagnostic at the date.
struct TimelineDateTests {
    /// A widget whose one timeline entry has `date` (on line 3).
    func widget(date: String, policy: String = #""atEnd""#) -> String {
        """
        {kind: "T", displayName: "T", description: "d", families: ["systemSmall"], view: {Text: "a"},
         timeline: {policy: \(policy),
                    entries: [{date: "\(date)"}]}}
        """
    }

    @Test func anImpossibleDateIsADiagnosticAtTheDate() throws {
        let text = widget(date: "2026-02-30T09:00:00Z")
        let diagnostics = decodeErrors(text)
        let d = try #require(diagnostics.first { $0.message.contains("2026-02-30") }, "got: \(diagnostics.map(\.description))")
        #expect(d.message == "'2026-02-30T09:00:00Z' is not an ISO 8601 date: February 2026 has 28 days, not 30 (at character 9)")
        let line = text.split(separator: "\n", omittingEmptySubsequences: false)[2]
        let column = try #require(line.range(of: "\"2026-02-30").map { line.distance(from: line.startIndex, to: $0.lowerBound) + 1 })
        #expect(d.location?.line == 3)
        #expect(d.location?.column == column)
        #expect(d.description.hasPrefix("t.json5:3:\(column): error: "))
        #expect(d.hint?.contains("2026-06-01T09:41:00Z") == true)
    }

    @Test func anImpossibleReloadDateIsADiagnostic() {
        let messages = decodeErrors(widget(date: "2026-06-01T09:00:00Z", policy: #"{after: "2026-06-31T00:00:00Z"}"#)).map(\.message)
        #expect(messages.contains("'2026-06-31T00:00:00Z' is not an ISO 8601 date: June 2026 has 30 days, not 31 (at character 9)"), "\(messages)")
    }

    static let valid: [(String, Double)] = [
        ("2026-06-01T09:41:00Z", 1_780_306_860),
        ("2026-06-01T09:41Z", 1_780_306_860),
        ("2026-06-01T09:41", 1_780_306_860),
        ("2026-06-01 09:41:00Z", 1_780_306_860),
        ("2026-06-01T11:41:00+02:00", 1_780_306_860),
        ("2026-06-01T11:41:00+0200", 1_780_306_860),
        ("2026-06-01T09:41:00.5Z", 1_780_306_860.5),
        ("2026-06-01", 1_780_272_000),
        ("2024-02-29T12:00:00Z", 1_709_208_000),
    ]

    @Test(arguments: valid)
    func validDatesStillDecode(_ text: String, _ seconds: Double) throws {
        guard case .success(let definition) = decode(widget(date: text)) else {
            Issue.record("\(text) did not decode: \(decodeErrors(widget(date: text)).map(\.description))")
            return
        }
        let entry = try #require(definition.timeline.entries.first)
        #expect(entry.dateText == text)
        #expect(entry.date == Date(timeIntervalSince1970: seconds))
        #expect(ISODate.parse(text) == entry.date)
    }
}
