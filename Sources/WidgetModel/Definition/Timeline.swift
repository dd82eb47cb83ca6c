import Foundation

/// A timeline: entries in date order and the reload policy.
public struct Timeline: Sendable {
    public var entries: [TimelineEntry]
    public var policy: ReloadPolicy
    public init(entries: [TimelineEntry], policy: ReloadPolicy) { self.entries = entries; self.policy = policy }
}

/// One timeline entry.
public struct TimelineEntry: Sendable {
    /// The entry's date as written (ISO 8601).
    public var dateText: String
    /// The parsed date.
    public var date: Date
    /// The values the view binds to as `entry.<key>`.
    public var values: [String: JSONValue]
    /// Relevance for Smart Stack rotation; nil leaves the previous relevance in place.
    public var relevance: Relevance?
    public init(dateText: String, date: Date, values: [String: JSONValue], relevance: Relevance?) {
        self.dateText = dateText; self.date = date; self.values = values; self.relevance = relevance
    }
}

/// `TimelineEntryRelevance(score:duration:)`.
public struct Relevance: Sendable, Hashable {
    /// Compared only with this widget's other entries; 0 or below means not relevant.
    public var score: Double
    /// Seconds after the entry date during which the widget may be rotated to the top.
    public var duration: Double
    public init(score: Double, duration: Double) { self.score = score; self.duration = duration }
}

/// When WidgetKit asks for a new timeline.
public enum ReloadPolicy: Sendable, Hashable {
    case atEnd
    case after(String)
    case never

    public var description: String {
        switch self {
        case .atEnd: "atEnd"
        case .after(let d): "after \(d)"
        case .never: "never"
        }
    }
}

/// Parses the ISO 8601 dates layout files use: `2026-06-01T09:41:00Z`, with or without seconds,
/// zone (UTC when absent) or time (`2026-06-01`).
public enum ISODate {
    public static func parse(_ text: String) -> Date? {
        let scalars = Array(text.utf8)
        func num(_ start: Int, _ count: Int) -> Int? {
            guard start + count <= scalars.count else { return nil }
            var v = 0
            for i in start..<(start + count) {
                let c = scalars[i]
                guard c >= 48, c <= 57 else { return nil }
                v = v * 10 + Int(c - 48)
            }
            return v
        }
        guard let y = num(0, 4), scalars.count >= 10, scalars[4] == 45, let mo = num(5, 2), scalars[7] == 45,
              let d = num(8, 2), (1...12).contains(mo), (1...31).contains(d) else { return nil }
        var h = 0, mi = 0, s = 0, offset = 0
        var i = 10
        if i < scalars.count {
            guard scalars[i] == 84 || scalars[i] == 32, let hh = num(i + 1, 2), scalars.count > i + 3, scalars[i + 3] == 58,
                  let mm = num(i + 4, 2), hh < 24, mm < 60 else { return nil }
            h = hh; mi = mm; i += 6
            if i < scalars.count, scalars[i] == 58 {
                guard let ss = num(i + 1, 2), ss < 61 else { return nil }
                s = ss; i += 3
                if i < scalars.count, scalars[i] == 46 { // fraction: ignored
                    i += 1
                    while i < scalars.count, scalars[i] >= 48, scalars[i] <= 57 { i += 1 }
                }
            }
            if i < scalars.count {
                if scalars[i] == 90, i == scalars.count - 1 { i += 1 } else if scalars[i] == 43 || scalars[i] == 45 {
                    guard let oh = num(i + 1, 2), let om = num(i + 4, 2) ?? num(i + 3, 2) else { return nil }
                    offset = (oh * 60 + om) * 60 * (scalars[i] == 45 ? -1 : 1)
                    i = scalars.count
                } else { return nil }
            }
        }
        guard i >= scalars.count else { return nil }
        // Days from civil (Howard Hinnant's algorithm), no calendar or time-zone database involved.
        let yy = mo <= 2 ? y - 1 : y
        let era = (yy >= 0 ? yy : yy - 399) / 400
        let yoe = yy - era * 400
        let doy = (153 * (mo > 2 ? mo - 3 : mo + 9) + 2) / 5 + d - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        let days = era * 146097 + doe - 719468
        let seconds = days * 86400 + h * 3600 + mi * 60 + s - offset
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }
}
