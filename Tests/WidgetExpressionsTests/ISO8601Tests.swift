import Testing
import WidgetExpressions

/// The one ISO 8601 parser, shared by timelines and the date formatters.
@Suite("ISO 8601 parser")
struct ISO8601Tests {
    /// 2026-06-01T09:41:00Z.
    static let reference = 1_780_306_860.0

    static let accepted: [(String, Double)] = [
        ("2026-06-01T09:41:00Z", reference),
        ("2026-06-01T09:41:00z", reference),
        ("2026-06-01t09:41:00Z", reference),
        ("2026-06-01 09:41:00Z", reference),
        ("2026-06-01T09:41:00", reference),
        ("2026-06-01T09:41Z", reference),
        ("2026-06-01T09:41", reference),
        ("2026-06-01", reference - (9 * 3600 + 41 * 60)),
        ("2026-06-01T09:41:07Z", reference + 7),
        ("2026-06-01T09:41:00.5Z", reference + 0.5),
        ("2026-06-01T09:41:00,25Z", reference + 0.25),
        ("2026-06-01T11:41:00+02:00", reference),
        ("2026-06-01T11:41:00+0200", reference),
        ("2026-06-01T11:41+02", reference),
        ("2026-06-01T04:11:00-05:30", reference),
        ("2026-06-01T09:41:00+00:00", reference),
        ("2024-02-29T00:00:00Z", 1_709_164_800),
        ("2000-02-29", 951_782_400),
        ("1970-01-01T00:00:00Z", 0),
        ("1969-12-31T23:59:59Z", -1),
        ("0001-01-01", -62_135_596_800),
        ("9999-12-31T23:59:59Z", 253_402_300_799),
    ]

    @Test(arguments: accepted)
    func acceptsTheDocumentedForms(_ text: String, _ seconds: Double) throws {
        #expect(try ISO8601.parse(text) == seconds, "\(text)")
        #expect(ISO8601.seconds(text) == seconds)
    }

    @Test func fractionDigitsAreKept() throws {
        let t = try ISO8601.parse("2026-06-01T09:41:00.123456Z")
        #expect(abs(t - Self.reference - 0.123456) < 1e-6)
    }

    static let refused: [(String, ISO8601Error)] = [
        ("2026-02-30", ISO8601Error(.day(year: 2026, month: 2, day: 30), at: 8)),
        ("2026-02-29T09:00:00Z", ISO8601Error(.day(year: 2026, month: 2, day: 29), at: 8)),
        ("1900-02-29", ISO8601Error(.day(year: 1900, month: 2, day: 29), at: 8)),
        ("2026-04-31", ISO8601Error(.day(year: 2026, month: 4, day: 31), at: 8)),
        ("2026-06-00", ISO8601Error(.day(year: 2026, month: 6, day: 0), at: 8)),
        ("2026-13-01", ISO8601Error(.month(13), at: 5)),
        ("2026-00-01", ISO8601Error(.month(0), at: 5)),
        ("2026-06-01T24:00", ISO8601Error(.hour(24), at: 11)),
        ("2026-06-01T09:60", ISO8601Error(.minute(60), at: 14)),
        ("2026-06-01T23:59:60Z", ISO8601Error(.second(60), at: 17)),
        ("2026-06-01T09:41+24:00", ISO8601Error(.zoneOffset(hours: 24, minutes: 0), at: 16)),
        ("2026-06-01T09:41+02:60", ISO8601Error(.zoneOffset(hours: 2, minutes: 60), at: 16)),
        ("2026-06-01T09:41:00Z trailing", ISO8601Error(.trailingText, at: 20)),
        ("2026-06-01T09:41+02:00x", ISO8601Error(.trailingText, at: 22)),
        ("June 3", ISO8601Error(.expected("a 4-digit year"), at: 0)),
        ("2026-6-1", ISO8601Error(.expected("a 2-digit month"), at: 5)),
        ("2026-06-01Z", ISO8601Error(.expected("'T' and a time after the date"), at: 10)),
        ("2026-06-01T09:41:00.Z", ISO8601Error(.expected("digits after the decimal mark"), at: 20)),
        ("2026-06-01T09:41:00X", ISO8601Error(.expected("'Z', a zone offset such as +02:00, or the end"), at: 19)),
        ("2026-06-01T09:41+02:", ISO8601Error(.expected("2-digit zone minutes"), at: 20)),
    ]

    @Test(arguments: refused)
    func refusesImpossibleOrMalformedDatesSayingWhere(_ text: String, _ error: ISO8601Error) {
        #expect(throws: error) { try ISO8601.parse(text) }
        #expect(ISO8601.seconds(text) == nil)
    }

    @Test func errorsReadWell() {
        #expect(ISO8601Error(.day(year: 2026, month: 2, day: 30), at: 8).description == "February 2026 has 28 days, not 30 (at character 9)")
        #expect(ISO8601Error(.second(60), at: 17).description.contains("leap seconds"))
        #expect(ISO8601Error(.expected("a 4-digit year"), at: 0).description == "expected a 4-digit year (at character 1)")
    }

    @Test func nonASCIIDigitsAreNotDigits() {
        #expect(throws: ISO8601Error(.expected("a 4-digit year"), at: 0)) { try ISO8601.parse("２０２６-06-01") }
        #expect(throws: ISO8601Error.self) { try ISO8601.parse("2026-06-01T09:41:00Z\u{301}") }
    }
}
