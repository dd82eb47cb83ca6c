/// The parameters of the Smart Stack model (docs/smart-stack.md, "The model's parameters"). Every value that no public source
/// states is a named parameter here with its documented default; `docs/smart-stack.md` lists them.
public struct StackParameters: Sendable, Equatable {
    /// How a relevance with duration 0 ends.
    public enum ZeroDuration: String, Sendable, CaseIterable {
        /// Until the next entry that carries relevance (the WWDC20 reading; the default).
        case untilNextRelevance
        /// Never active: a zero duration gives no window.
        case instant
    }

    /// Smart Rotate (Apple: a Smart Stack switch). Off disables rotation (R9).
    public var smartRotate = true
    /// Widget Suggestions (Apple: a Smart Stack switch, iOS 15+). Off disables suggestions (R9).
    public var widgetSuggestions = true
    /// [guess] The system limit on rotations to the top, per widget instance and day (Apple: a limit exists; its value is unpublished).
    public var rotationsPerWidgetPerDay = 3
    /// [guess] Insertions of suggested widgets per day.
    public var suggestionsPerDay = 1
    /// [guess] Seconds a widget stays on top before another rotation.
    public var minDwell = 15 * 60
    /// [guess] The normalised score an active relevance needs to make its widget a candidate (R4).
    public var relevanceThreshold = 0.5
    /// [guess] Days with a donation needed, out of `history`, to call a time of day a habit (R5).
    public var habitMinDays = 3
    /// [guess] The previous days whose donations are read (R5).
    public var history = 7
    /// [guess] Seconds either side of the median donation time of day that a habit lasts (R5).
    public var habitWindow = 30 * 60
    /// [guess] The reading of a zero duration (R1).
    public var zeroDuration = ZeroDuration.untilNextRelevance
    /// WidgetKit Developer Mode (Apple): unlimited rotations and suggestions, and `minDwell` 0.
    public var developerMode = false
    /// Entries closer than this many seconds get a warning (Apple: space entries at least about 5 minutes apart).
    public var minEntrySpacing = 5 * 60
    /// A timeline that implies more reloads a day than this gets a warning (Apple: typically 40–70 a day; the low end).
    public var reloadsPerDay = 40

    public init() {}

    /// The limits in force: Developer Mode lifts the budgets and the dwell.
    public var effectiveRotations: Int? { developerMode ? nil : rotationsPerWidgetPerDay }
    public var effectiveSuggestions: Int? { developerMode ? nil : suggestionsPerDay }
    public var effectiveDwell: Int { developerMode ? 0 : minDwell }
}
