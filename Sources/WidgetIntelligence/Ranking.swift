/// A widget that could go to the top at a glance, and why.
public struct Candidate: Sendable, Equatable {
    public enum Source: Int, Sendable, Comparable {
        case relevance = 0, habit = 1
        public static func < (a: Source, b: Source) -> Bool { a.rawValue < b.rawValue }
    }
    /// An index into the stack, or a suggestion's index after the stack's widgets.
    public var slot: Int
    public var source: Source
    /// s′ for a relevance candidate, 0 for a habit.
    public var normalisedScore: Double
    /// The entry's duration in seconds (0 for a habit).
    public var duration: Int
    /// The position used for the last tie-break: stack order, suggestions after every stack widget.
    public var order: Int
    public var reason: String

    public init(slot: Int, source: Source, normalisedScore: Double, duration: Int, order: Int, reason: String) {
        self.slot = slot; self.source = source; self.normalisedScore = normalisedScore; self.duration = duration
        self.order = order; self.reason = reason
    }
}

/// R7: the winner among candidates is the first by relevance before habit [guess], s′ descending,
/// duration descending, then stack order ascending [guess]. No two candidates tie completely, since
/// each slot has its own order.
public enum Ranking {
    public static func precedes(_ a: Candidate, _ b: Candidate) -> Bool {
        if a.source != b.source { return a.source < b.source }
        if a.normalisedScore != b.normalisedScore { return a.normalisedScore > b.normalisedScore }
        if a.duration != b.duration { return a.duration > b.duration }
        return a.order < b.order
    }

    public static func winner(_ candidates: [Candidate]) -> Candidate? {
        candidates.min(by: precedes)
    }
}
