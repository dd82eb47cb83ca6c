import JSON5
import Foundation

/// Dates for formatters: UTC formatting in the locale's CLDR patterns (parsing is ``ISO8601``), computed with integer civil-
/// calendar arithmetic (proleptic Gregorian) so that output never depends on the machine.
enum ExprDates {
    /// Seconds since 1970 for 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z.
    static let range: ClosedRange<Double> = -62_135_596_800 ... 253_402_300_799

    struct Civil: Equatable {
        var year, month, day, hour, minute, second: Int
        /// 0 = Sunday … 6 = Saturday.
        var weekday: Int
    }

    static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]

    // MARK: - Calendar arithmetic (Howard Hinnant's algorithms)

    static func isLeap(_ y: Int) -> Bool { y % 4 == 0 && (y % 100 != 0 || y % 400 == 0) }

    static func daysInMonth(_ y: Int, _ m: Int) -> Int {
        switch m {
        case 2: return isLeap(y) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    static func days(fromCivil year: Int, _ m: Int, _ d: Int) -> Int {
        let y = m <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (m + 9) % 12
        let doy = (153 * mp + 2) / 5 + d - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    static func civil(fromDays z0: Int) -> (year: Int, month: Int, day: Int) {
        let z = z0 + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
    }

    /// Civil UTC time of whole seconds since 1970 (callers keep `seconds` within `range`).
    static func civil(_ seconds: Int) -> Civil {
        let days = seconds >= 0 ? seconds / 86400 : -((-seconds + 86399) / 86400)
        let sod = seconds - days * 86400
        let (y, m, d) = civil(fromDays: days)
        let wd = ((days % 7) + 7 + 4) % 7
        return Civil(year: y, month: m, day: d, hour: sod / 3600, minute: sod % 3600 / 60, second: sod % 60, weekday: wd)
    }

    // MARK: - Parsing

    /// Seconds since 1970 for an ISO 8601 date, or nil: ``ISO8601/parse(_:)``, the one parser.
    static func parse(_ text: String) -> Double? {
        ISO8601.seconds(text)
    }

    // MARK: - Formatting

    static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

    /// The locale's CLDR pattern for a style: in en `June 1, 2026` (long), `Jun 1, 2026`
    /// (abbreviated/medium), `6/1/26` (short), `6/1/2026` (numeric), `Monday, June 1, 2026` (full/complete).
    static func date(_ c: Civil, style: String, locale: ExprLocale) -> String? {
        let key: String
        switch style {
        case "abbreviated": key = "medium"
        case "complete": key = "full"
        case "long", "medium", "short", "numeric", "full": key = style
        default: return nil
        }
        return locale.datePatterns[key].map { locale.format($0, c) }
    }

    /// The locale's short time (`9:41 AM` in en, with U+202F before AM/PM as iOS 17+ writes it;
    /// `9:41` in ja), or `09:41` for `24h`.
    static func time(_ c: Civil, style: String, locale: ExprLocale) -> String? {
        switch style {
        case "short": return locale.format(locale.timeShort, c)
        case "24h": return locale.format("HH:mm", c)
        default: return nil
        }
    }

    // MARK: - Relative to now

    /// The calendar difference between two instants (earlier ≤ later), as
    /// [years, months, weeks, days, hours, minutes, seconds].
    static func components(from earlier: Int, to later: Int) -> [Int] {
        let e = civil(earlier)
        let l = civil(later)
        let sod = e.hour * 3600 + e.minute * 60 + e.second
        func adding(months k: Int) -> Int {
            let total = e.year * 12 + (e.month - 1) + k
            let y = total / 12, m = total % 12 + 1
            return days(fromCivil: y, m, min(e.day, daysInMonth(y, m))) * 86400 + sod
        }
        var months = max(0, (l.year - e.year) * 12 + (l.month - e.month))
        while months > 0, adding(months: months) > later { months -= 1 }
        var rest = later - adding(months: months)
        var out = [months / 12, months % 12]
        for unit in [604_800, 86400, 3600, 60] {
            out.append(rest / unit)
            rest %= unit
        }
        out.append(rest)
        return out
    }


    /// Whole seconds between `date` and `now`, and whether `date` is in the future.
    static func difference(_ date: Double, _ now: Double) -> (earlier: Int, later: Int, future: Bool) {
        let future = date > now
        let a = Int(min(date, now).rounded(.down))
        let span = Int((date - now).magnitude.rounded(.down))
        return (a, a + span, future)
    }

    /// `11 min, 14 sec`, `2 hr, 23 min`, `3 days, 4 hr` in en: the two largest units (the locale's
    /// short unit patterns, joined by its unit list pattern), the second only when it is not zero;
    /// `0 sec` for no difference.
    static func relative(_ date: Double, now: Double, locale: ExprLocale) -> String {
        let d = difference(date, now)
        let c = components(from: d.earlier, to: d.later)
        guard let i = c.firstIndex(where: { $0 != 0 }) else { return locale.unit(locale.shortUnits[6], 0) }
        func unit(_ k: Int) -> String { locale.unit(locale.shortUnits[k], c[k]) }
        if i + 1 < c.count, c[i + 1] != 0 {
            return locale.unitListPair.replacingOccurrences(of: "{0}", with: unit(i)).replacingOccurrences(of: "{1}", with: unit(i + 1))
        }
        return unit(i)
    }

    /// `+2 hours` (a past date), `−3 months` (a future date, with U+2212 MINUS SIGN): the largest unit,
    /// in the locale's long unit pattern.
    static func offset(_ date: Double, now: Double, locale: ExprLocale) -> String {
        let d = difference(date, now)
        let c = components(from: d.earlier, to: d.later)
        let i = c.firstIndex(where: { $0 != 0 }) ?? 6
        return (d.future ? "\u{2212}" : "+") + locale.unit(locale.longUnits[i], c[i])
    }

    /// `15:00`, `1:02:03`: the time to a future date or since a past one, in the locale's digits.
    static func timer(_ date: Double, now: Double, locale: ExprLocale) -> String {
        let d = difference(date, now)
        let s = d.later - d.earlier
        let h = s / 3600, m = s % 3600 / 60, sec = s % 60
        return locale.localize(h > 0 ? "\(h):\(two(m)):\(two(sec))" : "\(m):\(two(sec))")
    }
}
