import Foundation

/// The calendar a chart reads its dates in (docs/charts.md, "Dates"): Gregorian, the process' time zone (UTC while
/// a snapshot is drawn).
public enum ChartCalendar {
    public static var calendar: Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone.current
        c.locale = Locale(identifier: "en_US_POSIX")
        return c
    }

    /// `seconds` (since 1970) plus `count` calendar units.
    public static func add(_ unit: Calendar.Component, to seconds: Double, count: Int = 1) -> Double {
        let d = Date(timeIntervalSince1970: seconds)
        return (calendar.date(byAdding: unit, value: count, to: d) ?? d).timeIntervalSince1970
    }
}
