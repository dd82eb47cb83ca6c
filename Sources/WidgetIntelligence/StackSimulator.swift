/// The simulation of a Smart Stack over one or more days (docs/smart-stack.md). Pure and deterministic:
/// the same input gives the same ``StackDay``.
///
/// R8, rotation: at each glance, if the winner (R7) is not on top, has rotation budget left, and the
/// widget on top has been there at least `minDwell`, the stack rotates to it and its budget drops by
/// one. A winner that is refused leaves the stack as it is (the next candidate is not tried). With no
/// candidate the stack stays where it is. R9: Smart Rotate off disables rotation, Widget Suggestions
/// off disables suggestions. Budgets start afresh at each midnight.
public enum StackSimulator {
    public static func run(_ input: StackInput) -> StackDay {
        let p = input.parameters
        let n = input.instances.count
        let horizon = max(input.days, 1) * DayTime.day
        let habits = Habits.learn(input.donations, parameters: p)
        let finder = CandidateFinder(input, habits: habits)
        let possible = Suggestions.possible(finder, suggestable: input.suggestable, parameters: p)
        let suggestionIndex = HabitIndex(possible.map(\.habit))

        var slots = input.instances.map(\.label)
        var suggestionSlot: [Int: Int] = [:]   // index in `possible` → slot
        var top = min(max(input.initialTop, 0), max(n - 1, 0))
        var since = 0
        var day = 0
        var budgets = Array(repeating: p.effectiveRotations ?? 0, count: n)
        var suggestionsLeft = p.effectiveSuggestions ?? 0
        var active: (index: Int, returnTo: Int, end: Int)?
        var events: [StackEvent] = []
        var refusals: [Refusal] = []
        var rotations = Array(repeating: 0, count: n)
        var refusedByBudget = Array(repeating: 0, count: n)
        var usedToday: Set<Int> = []

        func budget(_ slot: Int) -> Int? {
            if slot < n { return p.effectiveRotations == nil ? nil : budgets[slot] }
            return p.effectiveSuggestions == nil ? nil : suggestionsLeft
        }
        func entry(_ slot: Int, _ t: Int) -> Int? { slot < n ? TimelineBehaviour.shownEntry(input.instances[slot].entries, at: t) : nil }
        func endSuggestion(upTo t: Int) {
            guard let a = active, a.end <= t else { return }
            active = nil
            if top == suggestionSlot[a.index] {
                top = a.returnTo; since = a.end
                events.append(StackEvent(time: a.end, kind: .suggestionEnded, slot: top, top: slots[top], reason: "suggestion ended",
                                         budget: budget(top), entry: entry(top, a.end)))
            }
        }

        if n > 0 {
            events.append(StackEvent(time: 0, kind: .initial, slot: top, top: slots[top], reason: "initial", budget: budget(top), entry: entry(top, 0)))
        }
        for g in input.glances.sorted() where g >= 0 && g < horizon && n > 0 {
            endSuggestion(upTo: g)
            let gDay = g / DayTime.day
            if gDay != day {
                day = gDay
                budgets = Array(repeating: p.effectiveRotations ?? 0, count: n)
                suggestionsLeft = p.effectiveSuggestions ?? 0
                usedToday = []
            }
            var candidates = p.smartRotate ? finder.candidates(at: g) : []
            // Suggestions are habit candidates ordered after every stack widget and by their index, so
            // only the first that covers the glance can win (R7): its reason is the only one written.
            if active == nil, let k = suggestionIndex.index(at: g, excluding: usedToday) {
                candidates.append(Candidate(slot: -1 - k, source: .habit, normalisedScore: 0, duration: 0, order: n + k,
                                            reason: "suggested, " + possible[k].habit.reason(history: p.history)))
            }
            guard let winner = Ranking.winner(candidates) else { continue }
            if winner.slot == top { continue }
            if winner.slot < 0, let a = active, suggestionSlot[a.index] == top { continue }
            let label = winner.slot >= 0 ? slots[winner.slot] : possible[-1 - winner.slot].label
            if g - since < p.effectiveDwell {
                refusals.append(Refusal(time: g, slot: max(winner.slot, -1), widget: label, cause: .minDwell, reason: winner.reason))
                continue
            }
            if winner.slot >= 0 {
                if let b = budget(winner.slot), b <= 0 {
                    refusals.append(Refusal(time: g, slot: winner.slot, widget: label, cause: .rotationBudget, reason: winner.reason))
                    refusedByBudget[winner.slot] += 1
                    continue
                }
                if p.effectiveRotations != nil { budgets[winner.slot] -= 1 }
                rotations[winner.slot] += 1
                top = winner.slot; since = g
                events.append(StackEvent(time: g, kind: .rotation, slot: top, top: label, reason: winner.reason, budget: budget(top), entry: entry(top, g)))
            } else {
                let k = -1 - winner.slot
                if let b = budget(n), b <= 0 {
                    refusals.append(Refusal(time: g, slot: -1, widget: label, cause: .suggestionBudget, reason: winner.reason))
                    continue
                }
                if p.effectiveSuggestions != nil { suggestionsLeft -= 1 }
                usedToday.insert(k)
                let slot: Int
                if let existing = suggestionSlot[k] { slot = existing } else {
                    slot = slots.count; slots.append(label); suggestionSlot[k] = slot
                    rotations.append(0); refusedByBudget.append(0)
                }
                rotations[slot] += 1
                let dayStart = gDay * DayTime.day
                active = (k, top < n ? top : (active?.returnTo ?? 0), dayStart + possible[k].habit.end)
                top = slot; since = g
                events.append(StackEvent(time: g, kind: .suggestion, slot: slot, top: label, reason: winner.reason, budget: budget(n), entry: nil))
            }
        }
        endSuggestion(upTo: horizon)

        // The strip and the time on top, from the events.
        let step = max(input.step, 1)
        var strip: [Int] = []
        strip.reserveCapacity(horizon / step + 1)
        var seconds = Array(repeating: 0, count: slots.count)
        var e = 0
        var current = events.first?.slot ?? 0
        var t = 0
        while t < horizon {
            while e < events.count && events[e].time <= t { current = events[e].slot; e += 1 }
            strip.append(current)
            t += step
        }
        for (i, ev) in events.enumerated() {
            let end = i + 1 < events.count ? events[i + 1].time : horizon
            seconds[ev.slot] += max(end - ev.time, 0)
        }

        var warnings: [String] = []
        if input.relevantIntentClues > 0 {
            warnings.append("\(input.relevantIntentClues) relevance() / RelevantIntent clue\(input.relevantIntentClues == 1 ? " was" : "s were") ignored: "
                            + "Smart Stacks on iPhone and iPad do not consider them (watchOS only)")
        }
        var timelines: [TimelineReport] = []
        for w in input.instances {
            let r = TimelineBehaviour.report(w, horizon: horizon)
            timelines.append(r)
            warnings += TimelineBehaviour.warnings(w, report: r, parameters: p)
        }
        return StackDay(slots: slots, events: events, refusals: refusals, topPerStep: strip, step: step,
                        minutesOnTop: seconds.map { $0 / 60 }, rotations: rotations, refusedByBudget: refusedByBudget,
                        timelines: timelines, warnings: warnings)
    }
}
