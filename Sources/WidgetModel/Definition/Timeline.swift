import Foundation
import WidgetExpressions

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

/// Timeline dates as `Date`s, read by the package's one ISO 8601 parser, `WidgetExpressions.ISO8601`
/// (see there for the accepted forms; impossible dates such as 2026-02-30 are refused).
public enum ISODate {
    /// The date `text` denotes, or nil when it is not an ISO 8601 date.
    public static func parse(_ text: String) -> Date? {
        ISO8601.seconds(text).map { Date(timeIntervalSince1970: $0) }
    }
}
