import Foundation

private struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone(identifier: "UTC")! }
private struct LocaleValueKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }
private struct CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC")!
        c.locale = Locale(identifier: "en_US")
        return c
    }
}

extension EnvironmentValues {
    /// The time zone dates are drawn in: UTC unless set (`.environment(\.timeZone, …)`), so snapshots
    /// never depend on the machine's zone.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
    /// The locale formatters get: en_US unless set.
    public var locale: Locale {
        get { self[LocaleValueKey.self] }
        set { self[LocaleValueKey.self] = newValue }
    }
    /// The Gregorian calendar in the pinned locale and UTC unless set.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }
}

/// Formatting pinned to the environment's locale and time zone, so that a snapshot is the same on
/// every machine. `Formatter`s are copied before they are changed.
enum Pinning {
    static func string(_ value: Any, formatter: Formatter, in values: EnvironmentValues) -> String {
        let copy = (formatter.copy() as? Formatter) ?? formatter
        if let f = copy as? DateFormatter {
            f.locale = values.locale
            if f.timeZone == nil || f.timeZone == TimeZone.current || f.timeZone == NSTimeZone.default { f.timeZone = values.timeZone }
            f.calendar = values.calendar
        } else if let f = copy as? NumberFormatter {
            f.locale = values.locale
        }
        return copy.string(for: value) ?? ""
    }

    /// A format style with the environment's locale (date and number styles) and time zone (date
    /// styles whose zone is the machine's).
    static func format<F: FormatStyle>(_ value: F.FormatInput, _ style: F, in values: EnvironmentValues) -> F.FormatOutput {
        if var s = style as? Date.FormatStyle, let date = value as? Date {
            s.locale = values.locale
            if s.timeZone == TimeZone.autoupdatingCurrent || s.timeZone == TimeZone.current { s.timeZone = values.timeZone }
            s.calendar = values.calendar
            if let out = s.format(date) as? F.FormatOutput { return out }
        }
        if let s = style as? IntegerFormatStyle<Int>, let v = value as? Int, let out = s.locale(values.locale).format(v) as? F.FormatOutput { return out }
        if let s = style as? FloatingPointFormatStyle<Double>, let v = value as? Double,
           let out = s.locale(values.locale).format(v) as? F.FormatOutput { return out }
        if let s = style as? IntegerFormatStyle<Int>.Percent, let v = value as? Int, let out = s.locale(values.locale).format(v) as? F.FormatOutput { return out }
        if let s = style as? FloatingPointFormatStyle<Double>.Percent, let v = value as? Double,
           let out = s.locale(values.locale).format(v) as? F.FormatOutput { return out }
        return style.format(value)
    }
}
