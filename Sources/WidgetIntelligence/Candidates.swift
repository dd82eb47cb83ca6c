/// R4 and R5 at one moment: which widgets of the stack are candidates.
struct CandidateFinder {
    let widgets: [StackWidget]
    let windows: [[RelevanceWindow]]
    let scales: [ScoreScale]
    let habits: [Habit]
    /// Per widget, the habits it matches, by time of day.
    let habitsByWidget: [HabitIndex]
    let parameters: StackParameters
    let horizon: Int

    init(_ input: StackInput, habits: [Habit]) {
        widgets = input.instances
        windows = input.instances.map { RelevanceWindows.windows($0.entries, zeroDuration: input.parameters.zeroDuration) }
        scales = input.instances.map { ScoreScale($0.entries) }
        self.habits = habits
        habitsByWidget = input.instances.map { w in
            HabitIndex(habits.filter { SupportedCombinations.matches(w, intent: $0.intent, values: $0.values) })
        }
        parameters = input.parameters
        horizon = input.days * DayTime.day
    }

    /// R4: a relevance candidate has an active window whose normalised score reaches the threshold.
    func relevance(_ i: Int, at t: Int) -> Candidate? {
        guard let w = RelevanceWindows.active(windows[i], at: t), RelevanceWindows.isRelevant(w.score) else { return nil }
        let s = scales[i].normalised(w.score)
        guard s >= parameters.relevanceThreshold, let maximum = scales[i].maximum else { return nil }
        let until = w.end.map { "until " + DayTime.endText($0) } ?? (horizon == DayTime.day ? "until 24:00" : "until the end")
        return Candidate(slot: i, source: .relevance, normalisedScore: s, duration: w.duration, order: i,
                         reason: "relevance \(Self.number(w.score))/\(Self.number(maximum)) \(until)")
    }

    /// R5: a habit candidate matches a habit whose window covers t.
    func habit(_ i: Int, at t: Int) -> Candidate? {
        guard let h = habitsByWidget[i].habit(at: t) else { return nil }
        return Candidate(slot: i, source: .habit, normalisedScore: 0, duration: 0, order: i, reason: h.reason(history: parameters.history))
    }

    /// Every candidate of the stack at t; a widget with both kinds counts once, as a relevance candidate.
    func candidates(at t: Int) -> [Candidate] {
        widgets.indices.compactMap { relevance($0, at: t) ?? habit($0, at: t) }
    }

    /// The habits that match no widget of the stack (R6).
    var unmatchedHabits: [Habit] {
        habits.filter { h in !widgets.contains { SupportedCombinations.matches($0, intent: h.intent, values: h.values) } }
    }

    static func number(_ x: Double) -> String {
        if x == x.rounded() && abs(x) < 1e15 { return String(Int(x)) }
        return "\((x * 1000).rounded() / 1000)"
    }
}
