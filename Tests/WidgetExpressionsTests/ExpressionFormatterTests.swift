import Foundation
import Testing
@testable import WidgetExpressions
import JSON5

@Suite("Expression formatters")
struct ExpressionFormatterTests {
    /// Numbers: en_US grouping, half-even rounding of the shortest decimal form of the value.
    static let numbers: [(String, String)] = [
        ("1234.5 | number", "1,234.5"), ("1234.567 | number", "1,234.57"), ("1234 | number", "1,234"), ("0 | number", "0"),
        ("0.125 | number", "0.12"), ("0.375 | number", "0.38"), ("2.675 | number", "2.68"), ("1.005 | number", "1"),
        ("999.995 | number", "1,000"), ("-1234.5 | number", "-1,234.5"), ("-0.001 | number", "0"), ("-0 | number", "0"),
        ("1234567.891 | number", "1,234,567.89"), ("123 | number", "123"), ("1000 | number", "1,000"), ("100000 | number", "100,000"),
        ("1e21 | number", "1,000,000,000,000,000,000,000"), ("0.000001 | number", "0"), ("0.000001 | number(6)", "0.000001"),
        ("1234.5 | number(1)", "1,234.5"), ("1234.56 | number(1)", "1,234.6"), ("2.25 | number(1)", "2.2"), ("2.35 | number(1)", "2.4"),
        ("5 | number(2)", "5.00"), ("-5.555 | number(2)", "-5.56"), ("7.5 | number(0)", "8"), ("6.5 | number(0)", "6"),
        ("1234.5 | integer", "1,234"), ("1235.5 | integer", "1,236"), ("-2.5 | integer", "-2"), ("0.5 | integer", "0"), ("1.5 | integer", "2"),
        ("-1234567.9 | integer", "-1,234,568"),
        ("0.256 | percent", "26%"), ("0.256 | percent(1)", "25.6%"), ("0.125 | percent", "12%"), ("0.135 | percent", "14%"),
        ("0.145 | percent", "14%"), ("1 | percent", "100%"), ("12.5 | percent", "1,250%"), ("-0.05 | percent", "-5%"), ("0 | percent(2)", "0.00%"),
        ("1234.5 | currency", "$1,234.50"), ("1234.5 | currency('EUR')", "€1,234.50"), ("1234.5 | currency('GBP')", "£1,234.50"),
        ("1234.6 | currency('JPY')", "¥1,235"), ("1234.5 | currency('JPY')", "¥1,234"), ("1235.5 | currency('JPY')", "¥1,236"),
        ("-5 | currency", "-$5.00"), ("-1234.5 | currency('EUR')", "-€1,234.50"), ("0.125 | currency", "$0.12"), ("0 | currency", "$0.00"),
        ("12 | currency('chf')", "CHF 12.00"), ("1234.5 | currency(config.currency)", "€1,234.50"), ("3 | currency('CAD')", "CA$3.00"),
        ("21.4 | temperature", "21°"), ("21.5 | temperature", "22°"), ("22.5 | temperature", "22°"), ("-3.6 | temperature", "-4°"),
        ("-0.4 | temperature", "0°"), ("entry.temperature | temperature", "21°"),
    ]

    /// Dates are shown in UTC, en_US.
    static let dates: [(String, String)] = [
        ("entry.date | date", "June 1, 2026"), ("entry.date | date('long')", "June 1, 2026"), ("entry.date | date('short')", "6/1/26"),
        ("entry.date | date('abbreviated')", "Jun 1, 2026"), ("entry.date | date('medium')", "Jun 1, 2026"),
        ("entry.date | date('numeric')", "6/1/2026"), ("entry.date | date('full')", "Monday, June 1, 2026"),
        ("entry.date | date('complete')", "Monday, June 1, 2026"), ("entry.date | time", "9:41\u{202F}AM"), ("entry.date | time('24h')", "09:41"),
        ("entry.date | weekday", "Monday"), ("entry.date | weekday('short')", "Mon"), ("entry.date | weekday('narrow')", "M"),
        ("entry.date | hour", "9\u{202F}AM"), ("entry.date | month", "June"), ("entry.date | month('short')", "Jun"), ("entry.date | month('narrow')", "J"),
        ("'2026-06-01T00:05:00Z' | time", "12:05\u{202F}AM"), ("'2026-06-01T12:00Z' | hour", "12\u{202F}PM"), ("'2026-06-01T00:00Z' | hour", "12\u{202F}AM"),
        ("'2026-06-01T23:59:59Z' | time", "11:59\u{202F}PM"), ("'2026-06-01T13:07:00Z' | time('24h')", "13:07"),
        ("'2026-06-01' | date", "June 1, 2026"), ("'2026-06-01T09:41' | time", "9:41\u{202F}AM"), ("'2026-06-01 09:41:00Z' | time", "9:41\u{202F}AM"),
        ("'2026-06-01T09:41:00+02:00' | time", "7:41\u{202F}AM"), ("'2026-06-01T09:41:00-0130' | time", "11:11\u{202F}AM"),
        ("'2026-05-31T23:00:00-03:00' | date", "June 1, 2026"), ("'2026-06-01T09:41:30.75Z' | time", "9:41\u{202F}AM"),
        ("'2024-02-29' | weekday", "Thursday"), ("'2000-01-01' | date('full')", "Saturday, January 1, 2000"),
        ("'1969-12-31T23:59:59Z' | date('full')", "Wednesday, December 31, 1969"), ("'2009-12-01' | date('short')", "12/1/09"),
        ("0 | date", "January 1, 1970"), ("1780306860 | time", "9:41\u{202F}AM"), ("entry.date | date | uppercase", "JUNE 1, 2026"),
    ]

    /// Relative styles, measured from the scope's `now` (2026-06-01T09:41:00Z).
    static let relative: [(String, String)] = [
        ("'2026-06-01T09:29:46Z' | relative", "11 min, 14 sec"), ("'2026-06-01T12:04:00Z' | relative", "2 hr, 23 min"),
        ("'2026-05-29T05:41:00Z' | relative", "3 days, 4 hr"), ("entry.date | relative", "0 sec"),
        ("'2026-06-01T09:40:59Z' | relative", "1 sec"), ("'2026-06-01T10:41:05Z' | relative", "1 hr"),
        ("'2026-06-01T08:41:00Z' | relative", "1 hr"), ("'2026-06-16T09:41:00Z' | relative", "2 wks, 1 day"),
        ("'2026-06-08T10:41:00Z' | relative", "1 wk"), ("'2026-08-01T09:41:00Z' | relative", "2 mths"),
        ("'2025-05-01T09:41:00Z' | relative", "1 yr, 1 mth"), ("'2028-06-01T09:41:00Z' | relative", "2 yrs"),
        ("'2026-06-02T09:41:00Z' | relative", "1 day"), ("'2026-06-01T09:41:00.5Z' | relative", "0 sec"),
        ("'2026-06-01T07:41:00Z' | offset", "+2 hours"), ("'2026-09-01T09:41:00Z' | offset", "\u{2212}3 months"),
        ("'2026-06-01T09:40:00Z' | offset", "+1 minute"), ("entry.date | offset", "+0 seconds"),
        ("'2026-06-02T10:00:00Z' | offset", "\u{2212}1 day"), ("'2020-01-01' | offset", "+6 years"),
        ("'2026-06-01T09:41:30Z' | offset", "\u{2212}30 seconds"),
        ("'2026-06-01T09:56:00Z' | timer", "15:00"), ("'2026-06-01T10:43:03Z' | timer", "1:02:03"),
        ("'2026-06-01T09:40:55Z' | timer", "0:05"), ("'2026-05-31T07:41:00Z' | timer", "26:00:00"), ("entry.date | timer", "0:00"),
    ]

    static let text: [(String, String)] = [
        ("'Hello' | uppercase", "HELLO"), ("'Hello' | lowercase", "hello"), ("3 | uppercase", "3"), ("entry.nothing | default('—')", "—"),
        ("'' | default('—')", "—"), ("'x' | default('—')", "x"), ("entry.nothing | currency | default('n/a')", "n/a"),
        ("entry.missing ?? 0 | number", "0"), ("(entry.amount | integer) + ' total'", "1,234 total"),
        ("data.purchases.sum(it.amount) | currency", "$270.50"), ("entry.amount | number | uppercase", "1,234.5"),
        ("entry.ratio | percent | default('?')", "26%"),
    ]

    @Test(arguments: numbers + dates + relative + text)
    func formats(_ source: String, _ expected: String) throws {
        #expect(try exprEval(source) == .string(expected))
    }

    @Test func nullPassesThroughFormatters() throws {
        for name in ["number", "integer", "percent", "currency", "temperature", "date", "time", "weekday", "hour", "relative", "offset", "timer", "uppercase"] {
            #expect(try exprEval("null | \(name)") == .null, "\(name)")
        }
    }

    @Test(arguments: ["1e308 | number", "-1e308 | currency('EUR')", "5e-324 | number(10)", "1.7976931348623157e308 | percent(3)",
                      "-2.2250738585072014e-308 | integer", "123456789012345678901234567890 | number"])
    func extremeNumbersFormatWithoutCrashing(_ source: String) throws {
        guard case .string(let s) = try exprEval(source) else { Issue.record("not a string"); return }
        #expect(!s.isEmpty)
        #expect(!s.contains("e"))
    }

    @Test func decimalRoundingIsHalfEven() {
        #expect(ExprText.number(0.5, minFraction: 0, maxFraction: 0) == "0")
        #expect(ExprText.number(1.5, minFraction: 0, maxFraction: 0) == "2")
        #expect(ExprText.number(2.5, minFraction: 0, maxFraction: 0) == "2")
        #expect(ExprText.number(-2.5, minFraction: 0, maxFraction: 0) == "-2")
        #expect(ExprText.number(9.995, minFraction: 2, maxFraction: 2) == "10.00")
        #expect(ExprText.number(1e16, minFraction: 0, maxFraction: 2) == "10,000,000,000,000,000")
        #expect(ExprText.plain(1.0 / 3.0) == "0.333333")
        #expect(ExprText.plain(-7) == "-7")
    }

    @Test func civilCalendarRoundTrips() {
        // Every 97th day over ±30,000 days, plus the calendar's edges.
        for day in stride(from: -30000, through: 30000, by: 97) + [-719_162, 2_932_896] {
            let c = ExprDates.civil(fromDays: day)
            #expect(ExprDates.days(fromCivil: c.year, c.month, c.day) == day)
        }
        #expect(ExprDates.parse("2026-06-01T09:41:00Z") == 1_780_306_860)
        #expect(ExprDates.parse("0001-01-01") == ExprDates.range.lowerBound)
        #expect(ExprDates.parse("9999-12-31T23:59:59Z") == ExprDates.range.upperBound)
    }

    @Test(arguments: ["", "2026", "2026-6-1", "2026-13-01", "2026-02-29", "2026-06-31", "2026-06-01T", "2026-06-01T24:00",
                      "2026-06-01T09:60", "2026-06-01T09:41:60Z", "2026-06-01T09:41:00X", "2026-06-01T09:41:00+2", "2026-06-01T09:41:00.Z",
                      "June 1, 2026", "2026-06-01Z", "2026-06-01T09:41:00Z trailing", "２０２６-06-01"])
    func rejectsInvalidDates(_ text: String) {
        #expect(ExprDates.parse(text) == nil)
    }
}
