/// R3: scores are compared only within one widget. s′ = s / max(positive scores of that
/// instance's entries) [the formula is the project's model; Apple: "WidgetKit calculates the
/// relative difference of scores between entries; the absolute values don't matter"].
public struct ScoreScale: Sendable, Equatable {
    /// The largest positive score of the timeline, or nil when none is positive.
    public var maximum: Double?

    public init(_ entries: [EntryMark]) {
        maximum = entries.compactMap { $0.relevance?.score }.filter(RelevanceWindows.isRelevant).max()
    }

    /// The normalised score, 0 for a score ≤ 0.
    public func normalised(_ score: Double) -> Double {
        guard let maximum, RelevanceWindows.isRelevant(score) else { return 0 }
        return score / maximum
    }
}
