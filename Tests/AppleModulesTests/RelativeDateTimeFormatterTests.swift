import Foundation
import Testing
import SwiftUI

struct RelativeDateTimeFormatterTests {
    static func formatter(_ style: RelativeDateTimeFormatter.DateTimeStyle, _ units: RelativeDateTimeFormatter.UnitsStyle) -> RelativeDateTimeFormatter {
        let f = RelativeDateTimeFormatter()
        f.dateTimeStyle = style; f.unitsStyle = units
        f.locale = Locale(identifier: "en_US")
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        f.calendar = calendar
        return f
    }

    /// The offset of the date formatted from the reference date, and the text (en_US, ICU's patterns).
    static let cases: [(RelativeDateTimeFormatter.DateTimeStyle, RelativeDateTimeFormatter.UnitsStyle, TimeInterval, String)] = [
        (.numeric, .full, -3 * 3600, "3 hours ago"),
        (.numeric, .full, 5 * 60, "in 5 minutes"),
        (.numeric, .short, -3 * 3600, "3 hr. ago"),
        (.numeric, .abbreviated, -3 * 3600, "3h ago"),
        (.numeric, .spellOut, -3 * 3600, "three hours ago"),
        (.numeric, .full, -86_400, "1 day ago"),
        (.named, .full, -86_400, "yesterday"),
        (.named, .full, 86_400, "tomorrow"),
        (.named, .full, 0, "now"),
        (.numeric, .full, 9 * 86_400, "in 1 week"),
        (.named, .full, 9 * 86_400, "next week"),
        (.numeric, .full, -40 * 86_400, "1 month ago"),
    ]

    @Test(arguments: cases.indices) func formats(_ i: Int) {
        let (style, units, offset, expected) = Self.cases[i]
        let reference = Date(timeIntervalSince1970: 1_780_000_000)
        #expect(Self.formatter(style, units).localizedString(for: reference.addingTimeInterval(offset), relativeTo: reference) == expected)
    }

    @Test func componentsAndIntervals() {
        let f = Self.formatter(.numeric, .full)
        #expect(f.localizedString(from: DateComponents(day: -2)) == "2 days ago")
        #expect(f.localizedString(fromTimeInterval: 300) == "in 5 minutes")
        #expect(f.localizedString(fromTimeInterval: .infinity) == "in 0 seconds", "a non-finite interval is no offset, not a crash")
        #expect(f.string(for: "not a date") == nil)
    }
}
