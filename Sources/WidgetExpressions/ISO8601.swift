/// The package's one ISO 8601 date parser: timeline entry dates, reload dates and the `date`,
/// `time`, `relative`, `offset` and `timer` formatters all read dates through it, so a date one
/// accepts the others accept too.
///
/// Accepted forms (the extended format of ISO 8601 / RFC 3339, plus the abbreviations layout files use):
///
///     2026-06-01                      midnight UTC
///     2026-06-01T09:41                UTC
///     2026-06-01T09:41:00
///     2026-06-01T09:41:00.250         any number of fraction digits, after `.` or `,`
///     2026-06-01T09:41:00Z            `Z` or `z`: UTC
///     2026-06-01T09:41+02:00          zone offsets `±HH:MM`, `±HHMM` or `±HH`
///
/// The `T` may be lower-case or a space. The calendar is the proleptic Gregorian one, computed
/// with integer arithmetic (no time-zone database or locale is involved). The parser is strict:
/// every field must be in range for its place, so `2026-02-30`, `2026-13-01`, `24:00` and the
/// leap second `23:59:60` (which POSIX time cannot represent) are refused, as is anything after
/// the date.
public enum ISO8601 {
    /// Seconds since 1970-01-01T00:00:00Z for `text`, fraction included.
    ///
    /// - Throws: `ISO8601Error`, saying what is wrong and where.
    public static func parse(_ text: String) throws(ISO8601Error) -> Double {
        var scanner = DateScanner(Array(text.utf8))
        return try scanner.dateTime()
    }

    /// Seconds since 1970 for `text`, or nil when it is not a date ``parse(_:)`` accepts.
    public static func seconds(_ text: String) -> Double? {
        try? parse(text)
    }
}

/// Why a text is not an ISO 8601 date.
public struct ISO8601Error: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public enum Reason: Sendable, Hashable {
        /// The text does not have the expected shape here; the value says what was expected.
        case expected(String)
        /// A month outside 1...12.
        case month(Int)
        /// A day outside the month (`February 2026 has 28 days`).
        case day(year: Int, month: Int, day: Int)
        /// An hour outside 0...23.
        case hour(Int)
        /// A minute outside 0...59.
        case minute(Int)
        /// A second outside 0...59.
        case second(Int)
        /// A zone offset whose hours exceed 23 or minutes exceed 59.
        case zoneOffset(hours: Int, minutes: Int)
        /// Characters after a complete date.
        case trailingText
    }

    /// What is wrong.
    public var reason: Reason
    /// The 0-based character offset in the text where the problem starts.
    public var offset: Int

    /// Makes an error.
    public init(_ reason: Reason, at offset: Int) {
        self.reason = reason
        self.offset = offset
    }

    /// E.g. `February 2026 has 28 days, not 30 (at character 9)`.
    public var description: String {
        let what: String
        switch reason {
        case .expected(let thing): what = "expected \(thing)"
        case .month(let m): what = "there is no month \(m)"
        case let .day(y, m, d):
            what = "\(ExprDates.monthNames[m - 1]) \(y) has \(ExprDates.daysInMonth(y, m)) days, not \(d)"
        case .hour(let h): what = "hour \(h) is not in 00...23"
        case .minute(let m): what = "minute \(m) is not in 00...59"
        case .second(let s): what = s == 60 ? "leap seconds (second 60) are not supported" : "second \(s) is not in 00...59"
        case let .zoneOffset(h, m): what = "the zone offset \(h):\(m < 10 ? "0" : "")\(m) is out of range"
        case .trailingText: what = "unexpected text after the date"
        }
        return "\(what) (at character \(offset + 1))"
    }
}

/// A cursor over the UTF-8 bytes of a date. Everything before an error position is ASCII, so
/// byte offsets are character offsets there.
struct DateScanner {
    let bytes: [UInt8]
    var i = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var atEnd: Bool { i == bytes.count }

    /// Exactly `count` decimal digits.
    mutating func digits(_ count: Int, _ what: String) throws(ISO8601Error) -> Int {
        var value = 0
        for k in 0..<count {
            guard i + k < bytes.count, bytes[i + k] >= 48, bytes[i + k] <= 57 else {
                throw ISO8601Error(.expected(what), at: i)
            }
            value = value * 10 + Int(bytes[i + k] - 48)
        }
        i += count
        return value
    }

    /// Consumes one of `characters` (ASCII) if it is next.
    mutating func take(_ characters: String) -> Bool {
        guard i < bytes.count, characters.utf8.contains(bytes[i]) else { return false }
        i += 1
        return true
    }

    mutating func expect(_ character: String, _ what: String) throws(ISO8601Error) {
        guard take(character) else { throw ISO8601Error(.expected(what), at: i) }
    }

    /// A whole date as seconds since 1970.
    mutating func dateTime() throws(ISO8601Error) -> Double {
        let year = try digits(4, "a 4-digit year")
        try expect("-", "'-' after the year")
        let monthAt = i
        let month = try digits(2, "a 2-digit month")
        guard (1...12).contains(month) else { throw ISO8601Error(.month(month), at: monthAt) }
        try expect("-", "'-' after the month")
        let dayAt = i
        let day = try digits(2, "a 2-digit day")
        guard (1...ExprDates.daysInMonth(year, month)).contains(day) else {
            throw ISO8601Error(.day(year: year, month: month, day: day), at: dayAt)
        }
        var seconds = Double(ExprDates.days(fromCivil: year, month, day) * 86400)
        if atEnd { return seconds }
        guard take("Tt ") else { throw ISO8601Error(.expected("'T' and a time after the date"), at: i) }
        let hourAt = i
        let hour = try digits(2, "a 2-digit hour")
        guard hour < 24 else { throw ISO8601Error(.hour(hour), at: hourAt) }
        try expect(":", "':' after the hour")
        let minuteAt = i
        let minute = try digits(2, "2-digit minutes")
        guard minute < 60 else { throw ISO8601Error(.minute(minute), at: minuteAt) }
        var second = 0.0
        if take(":") {
            let secondAt = i
            let whole = try digits(2, "2-digit seconds")
            guard whole < 60 else { throw ISO8601Error(.second(whole), at: secondAt) }
            second = Double(whole)
            if take(".,") {
                let start = i
                var scale = 0.1
                while i < bytes.count, bytes[i] >= 48, bytes[i] <= 57 {
                    second += Double(bytes[i] - 48) * scale
                    scale /= 10
                    i += 1
                }
                guard i > start else { throw ISO8601Error(.expected("digits after the decimal mark"), at: i) }
            }
        }
        seconds += Double(hour * 3600 + minute * 60) + second
        if atEnd { return seconds }
        if take("Zz") {
            guard atEnd else { throw ISO8601Error(.trailingText, at: i) }
            return seconds
        }
        let signAt = i
        let sign: Double
        if take("+") { sign = 1 } else if take("-") { sign = -1 } else {
            throw ISO8601Error(.expected("'Z', a zone offset such as +02:00, or the end"), at: i)
        }
        let zoneHours = try digits(2, "a 2-digit zone hour")
        var zoneMinutes = 0
        if !atEnd {
            _ = take(":")
            zoneMinutes = try digits(2, "2-digit zone minutes")
        }
        guard zoneHours < 24, zoneMinutes < 60 else {
            throw ISO8601Error(.zoneOffset(hours: zoneHours, minutes: zoneMinutes), at: signAt)
        }
        guard atEnd else { throw ISO8601Error(.trailingText, at: i) }
        return seconds - sign * Double(zoneHours * 3600 + zoneMinutes * 60)
    }
}
