/// The inputs of one simulation, already read and checked (reading files is the caller's job).
public struct StackInput: Sendable {
    /// The widgets of the stack, top first (1–10 of one size; the caller checks).
    public var instances: [StackWidget]
    /// Configurations the app could suggest when no instance in the stack matches a habit (R6).
    public var suggestable: [SuggestableWidget]
    /// Donations, each already projected on a supported combination (``SupportedCombinations``).
    public var donations: [Donation]
    /// The glance times, in seconds from the first midnight, ascending.
    public var glances: [Int]
    /// Days simulated (the first is day 0).
    public var days: Int
    /// The step of the per-step strip, in seconds.
    public var step: Int
    /// The instance on top at 00:00 of day 0 (an index into `instances`).
    public var initialTop: Int
    public var parameters: StackParameters
    /// watchOS-style clues (`relevance()`, `RelevantIntent`) given to the scenario; iPhone and iPad ignore them (R10).
    public var relevantIntentClues: Int

    public init(instances: [StackWidget], suggestable: [SuggestableWidget] = [], donations: [Donation] = [], glances: [Int],
                days: Int = 1, step: Int = 60, initialTop: Int = 0, parameters: StackParameters = StackParameters(), relevantIntentClues: Int = 0) {
        self.instances = instances; self.suggestable = suggestable; self.donations = donations; self.glances = glances
        self.days = days; self.step = step; self.initialTop = initialTop; self.parameters = parameters
        self.relevantIntentClues = relevantIntentClues
    }

    /// Glances every `every` seconds from `from` to `to` (inclusive) on each day.
    public static func glances(every: Int, from: Int, to: Int, days: Int) -> [Int] {
        guard every > 0 else { return [] }
        var out: [Int] = []
        for d in 0..<max(days, 0) {
            var t = from
            while t <= to { out.append(d * DayTime.day + t); t += every }
        }
        return out
    }
}

/// One widget instance in the stack.
public struct StackWidget: Sendable {
    /// The name shown in events, e.g. `Weather home`.
    public var label: String
    /// The widget's kind.
    public var kind: String
    /// The name donations use for the widget's intent (its `intent.name`, or the kind without an intent).
    public var intent: String
    /// Whether the widget has a configuration intent (a non-configurable widget matches any donation of its intent).
    public var configurable: Bool
    /// Configuration values with the intent's defaults filled in, as canonical text (see ``ConfigurationValue``).
    public var values: [String: String]
    /// The timeline's entries in date order.
    public var entries: [EntryMark]
    public var reloadPolicy: ReloadRequest

    public init(label: String, kind: String, intent: String, configurable: Bool, values: [String: String], entries: [EntryMark], reloadPolicy: ReloadRequest = .atEnd) {
        self.label = label; self.kind = kind; self.intent = intent; self.configurable = configurable; self.values = values
        self.entries = entries; self.reloadPolicy = reloadPolicy
    }
}

/// A configuration the system may suggest: a widget not in the stack whose intent can be donated.
public struct SuggestableWidget: Sendable {
    public var kind: String
    public var intent: String
    public var configurable: Bool
    public init(kind: String, intent: String, configurable: Bool) { self.kind = kind; self.intent = intent; self.configurable = configurable }
}

/// A timeline entry: its date and its relevance, if it carries one.
public struct EntryMark: Sendable, Equatable {
    /// Seconds from the first midnight.
    public var at: Int
    public var relevance: RelevanceMark?
    public init(at: Int, relevance: RelevanceMark?) { self.at = at; self.relevance = relevance }
}

/// `TimelineEntryRelevance(score:duration:)`.
public struct RelevanceMark: Sendable, Equatable {
    public var score: Double
    /// Seconds.
    public var duration: Int
    public init(score: Double, duration: Int) { self.score = score; self.duration = duration }
}

/// When WidgetKit asks the provider for a new timeline.
public enum ReloadRequest: Sendable, Equatable {
    case atEnd
    /// Seconds from the first midnight.
    case after(Int)
    case never
}

/// One donation of an intent, after projection on a supported combination.
public struct Donation: Sendable, Equatable {
    /// 0 for the simulated day, -1 for the day before, and so on.
    public var day: Int
    /// Seconds from that day's midnight.
    public var at: Int
    public var intent: String
    /// The values of the combination's parameters, as canonical text.
    public var values: [String: String]
    public init(day: Int, at: Int, intent: String, values: [String: String]) {
        self.day = day; self.at = at; self.intent = intent; self.values = values
    }
}
