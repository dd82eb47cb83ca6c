import ChartScales
import Foundation

/// An axis label's format as the layout format names it (`AxisValueLabel(format:)`): a number style (SwiftUI's
/// `.number`, `.percent`, `.currency(code:)`, with `precision(.fractionLength(n))`) or the fields of a date style
/// (`.dateTime.weekday(.abbreviated)`). Both front ends format through ``ChartLabelText``, with Foundation's styles.
public enum ChartLabelFormat: Sendable, Hashable {
    case number(fractionLength: Int?)
    case percent(fractionLength: Int?)
    case currency(code: String, fractionLength: Int?)
    /// The fields and their widths: `weekday: abbreviated`, `hour: defaultDigits`.
    case date([DateField: String])

    /// A date style's field, with the widths SwiftUI's `Date.FormatStyle` offers for it (the first is its default).
    public enum DateField: String, Sendable, Hashable, CaseIterable {
        case year, month, day, weekday, hour, minute
        public var widths: [String] {
            switch self {
            case .year: ["defaultDigits", "twoDigits"]
            case .month: ["abbreviated", "wide", "narrow", "twoDigits", "defaultDigits"]
            case .day: ["defaultDigits", "twoDigits"]
            case .weekday: ["abbreviated", "wide", "narrow", "short"]
            case .hour: ["defaultDigits", "twoDigitsNoAMPM", "defaultDigitsNoAMPM"]
            case .minute: ["twoDigits", "defaultDigits"]
            }
        }
    }

    /// The label of `value` in `locale`, nil when the format does not apply to it (a date style on a number).
    public func text(_ value: ChartInput, locale: Locale) -> String? {
        switch self {
        case .number(let n):
            let s = FloatingPointFormatStyle<Double>()
            return n.map { ChartLabelText.format(value, s.precision(.fractionLength($0)), locale: locale) } ?? ChartLabelText.format(value, s, locale: locale)
        case .percent(let n):
            let s = FloatingPointFormatStyle<Double>.Percent()
            return n.map { ChartLabelText.format(value, s.precision(.fractionLength($0)), locale: locale) } ?? ChartLabelText.format(value, s, locale: locale)
        case .currency(let code, let n):
            let s = FloatingPointFormatStyle<Double>.Currency(code: code)
            return n.map { ChartLabelText.format(value, s.precision(.fractionLength($0)), locale: locale) } ?? ChartLabelText.format(value, s, locale: locale)
        case .date(let fields):
            return ChartLabelText.format(value, Self.dateStyle(fields), locale: locale)
        }
    }

    static func dateStyle(_ fields: [DateField: String]) -> Date.FormatStyle {
        var s = Date.FormatStyle()
        for (field, width) in fields.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            switch field {
            case .year: s = s.year(width == "twoDigits" ? .twoDigits : .defaultDigits)
            case .month:
                s = s.month(["wide": .wide, "narrow": .narrow, "twoDigits": .twoDigits, "defaultDigits": .defaultDigits][width] ?? .abbreviated)
            case .day: s = s.day(width == "twoDigits" ? .twoDigits : .defaultDigits)
            case .weekday: s = s.weekday(["wide": .wide, "narrow": .narrow, "short": .short][width] ?? .abbreviated)
            case .hour:
                s = s.hour(["twoDigitsNoAMPM": .twoDigits(amPM: .omitted), "defaultDigitsNoAMPM": .defaultDigits(amPM: .omitted)][width]
                    ?? .defaultDigits(amPM: .abbreviated))
            case .minute: s = s.minute(width == "defaultDigits" ? .defaultDigits : .twoDigits)
            }
        }
        return s
    }
}

/// An axis label formatted by a format style, the same for both front ends: the style takes the chart's locale,
/// and a date style the chart's calendar and time zone (``ChartCalendar``) unless it has its own zone.
package enum ChartLabelText {
    package static func format<F: FormatStyle>(_ value: ChartInput, _ style: F, locale: Locale) -> String? where F.FormatOutput == String {
        switch value {
        case .number(let v):
            if let s = style as? FloatingPointFormatStyle<Double> { return s.locale(locale).format(v) }
            if let s = style as? FloatingPointFormatStyle<Double>.Percent { return s.locale(locale).format(v) }
            if let s = style as? FloatingPointFormatStyle<Double>.Currency { return s.locale(locale).format(v) }
            if let i = Int(exactly: v.rounded()) {
                if let s = style as? IntegerFormatStyle<Int> { return s.locale(locale).format(i) }
                if let s = style as? IntegerFormatStyle<Int>.Percent { return s.locale(locale).format(i) }
                if let s = style as? IntegerFormatStyle<Int>.Currency { return s.locale(locale).format(i) }
            }
            if let x = v as? F.FormatInput { return style.format(x) }
            if let x = Int(exactly: v.rounded()) as? F.FormatInput { return style.format(x) }
            return nil
        case .date(let d):
            if var s = style as? Date.FormatStyle {
                var calendar = ChartCalendar.calendar
                calendar.locale = locale
                s.locale = locale
                if s.timeZone == TimeZone.autoupdatingCurrent || s.timeZone == TimeZone.current { s.timeZone = calendar.timeZone }
                s.calendar = calendar
                return s.format(d)
            }
            return (d as? F.FormatInput).map { style.format($0) }
        case .category(let c):
            return (c as? F.FormatInput).map { style.format($0) }
        }
    }
}
