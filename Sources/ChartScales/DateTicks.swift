import Foundation

/// A calendar stride for date axes: so many of a calendar unit.
public struct DateStride: Equatable, Sendable, CustomStringConvertible {
    public var component: Calendar.Component
    public var count: Int
    public init(_ component: Calendar.Component, _ count: Int) { self.component = component; self.count = count }
    /// The stride's nominal length in seconds (for choosing one).
    public var seconds: Double {
        let unit: Double = switch component {
        case .second: 1
        case .minute: 60
        case .hour: 3600
        case .day, .weekday: 86_400
        case .weekOfYear, .weekOfMonth: 7 * 86_400
        case .month: 30 * 86_400
        case .year: 365 * 86_400
        default: 86_400
        }
        return unit * Double(count)
    }
    public var description: String { "\(count) \(component)" }
}

/// Automatic values of a date axis (docs/charts.md, "Dates"): the largest number of calendar-aligned
/// values from a fixed ladder of strides not above `desiredCount` (values, so `desiredCount` − 1 intervals), each value the start of its unit
/// (midnight, the hour) in `calendar`'s time zone, and the label pattern that stride reads with.
public enum DateTicks {
    /// The ladder, finest first.
    public static let ladder: [DateStride] = [
        .init(.minute, 1), .init(.minute, 5), .init(.minute, 15), .init(.minute, 30),
        .init(.hour, 1), .init(.hour, 3), .init(.hour, 6), .init(.hour, 12),
        .init(.day, 1), .init(.day, 2), .init(.weekOfYear, 1), .init(.month, 1), .init(.month, 3), .init(.year, 1),
    ]

    /// The finest stride of the ladder giving at most `desiredCount` − 1 intervals (at least one) over `lower…upper`.
    public static func stride(lower: Date, upper: Date, desiredCount: Int) -> DateStride {
        let span = upper.timeIntervalSince(lower)
        let intervals = Double(max(1, desiredCount - 1))
        return ladder.first { span / $0.seconds <= intervals } ?? .init(.year, max(1, Int((span / (365 * 86_400) / intervals).rounded(.up))))
    }

    /// The values of `stride` within `lower…upper`, aligned to the stride in `calendar`
    /// (hours of 6 at 0, 6, 12, 18 h; days at midnight; weeks at the calendar's first weekday; months on the 1st).
    public static func values(lower: Date, upper: Date, stride: DateStride, calendar: Calendar) -> [Date] {
        var out: [Date] = []
        guard var t = alignedStart(lower, stride, calendar) else { return out }
        var guardCount = 0
        while t <= upper.addingTimeInterval(1e-6), guardCount < 1000 {
            if t >= lower.addingTimeInterval(-1e-6) { out.append(t) }
            guard let next = calendar.date(byAdding: stride.component == .weekOfYear ? .day : stride.component,
                                           value: stride.component == .weekOfYear ? 7 * stride.count : stride.count, to: t) else { break }
            t = next; guardCount += 1
        }
        return out
    }

    static func alignedStart(_ date: Date, _ stride: DateStride, _ calendar: Calendar) -> Date? {
        var c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        switch stride.component {
        case .minute: c.minute = (c.minute ?? 0) / stride.count * stride.count
        case .hour: c.minute = 0; c.hour = (c.hour ?? 0) / stride.count * stride.count
        case .day: c.minute = 0; c.hour = 0
        case .weekOfYear:
            c.minute = 0; c.hour = 0
            guard let day = calendar.date(from: c) else { return nil }
            let weekday = calendar.component(.weekday, from: day)
            let back = (weekday - calendar.firstWeekday + 7) % 7
            return calendar.date(byAdding: .day, value: -back, to: day)
        case .month: c.minute = 0; c.hour = 0; c.day = 1; c.month = ((c.month ?? 1) - 1) / stride.count * stride.count + 1
        case .year: c.minute = 0; c.hour = 0; c.day = 1; c.month = 1
        default: c.minute = 0; c.hour = 0
        }
        return calendar.date(from: c)
    }

    /// The ICU pattern (as a skeleton localised for `locale`) of a date axis label at `stride`:
    /// `6 AM` for hours, `9:41` for minutes, `Jun 1` for days and weeks, `Jun` for months, `2026` for years.
    public static func labelSkeleton(for stride: DateStride) -> String {
        switch stride.component {
        case .second, .minute: "jmm"
        case .hour: "j"
        case .day, .weekday, .weekOfYear, .weekOfMonth: "MMMd"
        case .month: "MMM"
        default: "y"
        }
    }

    /// The label of `date` at `stride` in `locale` and `calendar`'s time zone.
    public static func label(_ date: Date, stride: DateStride, locale: Locale, calendar: Calendar) -> String {
        let f = DateFormatter()
        f.locale = locale
        f.calendar = calendar
        f.timeZone = calendar.timeZone
        f.setLocalizedDateFormatFromTemplate(labelSkeleton(for: stride))
        return f.string(from: date)
    }
}
