import Testing
import WidgetIntelligence

/// One test per rule of the model (R1–R10); each fails if its rule is taken out of the simulator.
struct RuleTests {
    static func h(_ hour: Double) -> Int { Int(hour * 3600) }
    static func widget(_ label: String, _ marks: [(Double, Double?, Int)], intent: String? = nil, values: [String: String] = [:]) -> StackWidget {
        StackWidget(label: label, kind: label, intent: intent ?? label, configurable: !values.isEmpty, values: values,
                    entries: marks.map { m in EntryMark(at: h(m.0), relevance: m.1.map { s in RelevanceMark(score: s, duration: m.2) }) })
    }
    static let plain = widget("Plain", [(0, nil, 0)])
    static func tops(_ input: StackInput) -> [String] { StackSimulator.run(input).events.map { "\(DayTime.text($0.time)) \($0.top)" } }
    static func at(_ hours: Double...) -> [Int] { hours.map(h) }

    @Test func r1RelevanceWindow() {
        // d > 0: active on [date, date + d).
        let timed = Self.widget("Game", [(10, 1, 1800)])
        #expect(Self.tops(StackInput(instances: [Self.plain, timed], glances: Self.at(10.25))) == ["00:00 Plain", "10:15 Game"])
        #expect(Self.tops(StackInput(instances: [Self.plain, timed], glances: Self.at(10.75))) == ["00:00 Plain"])
        // d = 0: until the next entry with relevance; an entry without relevance does not end it.
        let open = Self.widget("News", [(10, 1, 0), (12, nil, 0), (20, 0.1, 0)])
        #expect(Self.tops(StackInput(instances: [Self.plain, open], glances: Self.at(19.5))) == ["00:00 Plain", "19:30 News"])
        #expect(Self.tops(StackInput(instances: [Self.plain, open], glances: Self.at(20.5))) == ["00:00 Plain"])
        // zeroDuration: instant gives no window.
        var p = StackParameters(); p.zeroDuration = .instant
        #expect(Self.tops(StackInput(instances: [Self.plain, open], glances: Self.at(19.5), parameters: p)) == ["00:00 Plain"])
    }

    @Test func r2ScoreZeroIsNeverRelevant() {
        var p = StackParameters(); p.relevanceThreshold = 0
        let w = Self.widget("Flight", [(9, 1, 0), (10, 0, 0), (11, -1, 3600)])
        #expect(Self.tops(StackInput(instances: [Self.plain, w], glances: Self.at(10.5, 11.5), parameters: p)) == ["00:00 Plain"])
        #expect(Self.tops(StackInput(instances: [Self.plain, w], glances: Self.at(9.5), parameters: p)) == ["00:00 Plain", "09:30 Flight"])
    }

    @Test func r3ScoresAreNormalisedPerWidget() {
        // Raw 100 beats raw 10, but 100 of 1000 is 0.1 while 10 of 10 is 1.
        let small = Self.widget("Small", [(9, 10, 3600)])
        let large = Self.widget("Large", [(9, 100, 3600), (20, 1000, 60)])
        let day = StackSimulator.run(StackInput(instances: [Self.plain, large, small], glances: Self.at(9.5)))
        #expect(day.events.map(\.top) == ["Plain", "Small"])
        #expect(day.events.last?.reason == "relevance 10/10 until 10:00")
    }

    @Test func r4Threshold() {
        let w = Self.widget("Stocks", [(9, 40, 3600), (20, 100, 60)])
        #expect(Self.tops(StackInput(instances: [Self.plain, w], glances: Self.at(9.5))) == ["00:00 Plain"])
        var p = StackParameters(); p.relevanceThreshold = 0.4
        #expect(Self.tops(StackInput(instances: [Self.plain, w], glances: Self.at(9.5), parameters: p)) == ["00:00 Plain", "09:30 Stocks"])
    }

    static func donations(_ intent: String, _ values: [String: String], days: [Int], at: Double) -> [Donation] {
        days.map { Donation(day: $0, at: h(at), intent: intent, values: values) }
    }

    @Test func r5HabitsAndMatching() {
        let acme = Self.widget("Acme", [(0, nil, 0)], intent: "ViewRecentPurchases", values: ["card": "acme", "category": "all"])
        let travel = Self.widget("Travel", [(0, nil, 0)], intent: "ViewRecentPurchases", values: ["card": "travel", "category": "food"])
        let three = Self.donations("ViewRecentPurchases", ["card": "acme"], days: [-1, -2, -4], at: 12)
        let day = StackSimulator.run(StackInput(instances: [travel, acme], donations: three, glances: Self.at(11.25, 11.5, 12.25, 12.5)))
        #expect(day.events.map { "\(DayTime.text($0.time)) \($0.top)" } == ["00:00 Travel", "11:30 Acme"])
        #expect(day.events.last?.reason == "habit: ViewRecentPurchases card=acme, 3 of 7 days, 11:30–12:30")
        // Two days are not a habit (habitMinDays 3); days outside the history do not count.
        let two = Self.donations("ViewRecentPurchases", ["card": "acme"], days: [-1, -2, -9], at: 12)
        #expect(Self.tops(StackInput(instances: [travel, acme], donations: two, glances: Self.at(12))) == ["00:00 Travel"])
        // [card, category]: only the widget with both values matches.
        let both = Self.donations("ViewRecentPurchases", ["card": "acme", "category": "food"], days: [-1, -2, -3], at: 12)
        #expect(Self.tops(StackInput(instances: [travel, acme], donations: both, glances: Self.at(12))) == ["00:00 Travel"])
    }

    @Test func r6Suggestions() {
        let d = Self.donations("Flights", [:], days: [-1, -2, -3], at: 8)
        let apps = [SuggestableWidget(kind: "Flights", intent: "Flights", configurable: false)]
        let day = StackSimulator.run(StackInput(instances: [Self.plain], suggestable: apps, donations: d, glances: Self.at(7.5, 8, 9)))
        #expect(day.events.map { "\(DayTime.text($0.time)) \($0.top) \($0.kind.rawValue)" }
                == ["00:00 Plain initial", "07:30 Flights (suggested) suggestion", "08:30 Plain suggestionEnded"])
        #expect(day.events[1].budget == 0)
        #expect(day.slots == ["Plain", "Flights (suggested)"])
    }

    @Test func r7Ranking() {
        // Equal s′: the longer duration wins; then stack order; relevance before habit.
        let short = Self.widget("Short", [(9, 1, 600)]), long = Self.widget("Long", [(9, 1, 1800)])
        #expect(Self.tops(StackInput(instances: [Self.plain, short, long], glances: Self.at(9.1))).last == "09:06 Long")
        let a = Self.widget("A", [(9, 1, 600)]), b = Self.widget("B", [(9, 1, 600)])
        #expect(Self.tops(StackInput(instances: [Self.plain, b, a], glances: Self.at(9.1))).last == "09:06 B")
        let habitual = Self.widget("Habit", [(0, nil, 0)])
        let d = Self.donations("Habit", [:], days: [-1, -2, -3], at: 9)
        #expect(Self.tops(StackInput(instances: [Self.plain, habitual, a], donations: d, glances: Self.at(9.1))).last == "09:06 A")
        #expect(Ranking.precedes(Candidate(slot: 5, source: .relevance, normalisedScore: 0.6, duration: 0, order: 5, reason: ""),
                                 Candidate(slot: 1, source: .habit, normalisedScore: 0, duration: 0, order: 1, reason: "")))
    }

    @Test func r8BudgetAndDwell() {
        // Budget 1: the second rotation to Game is refused.
        var p = StackParameters(); p.rotationsPerWidgetPerDay = 1
        let game = Self.widget("Game", [(9, 1, 1800), (10, 0, 0), (11, 1, 1800)])
        let news = Self.widget("News", [(10, 1, 1800), (10.5, 0, 0)])
        let day = StackSimulator.run(StackInput(instances: [Self.plain, game, news], glances: Self.at(9, 10, 11), parameters: p))
        #expect(day.events.map(\.top) == ["Plain", "Game", "News"])
        #expect(day.refusals.map(\.cause) == [.rotationBudget])
        #expect(day.refusedByBudget == [0, 1, 0])
        // Dwell: News cannot take the top 5 minutes after Game got it; 15 minutes later it can.
        let news2 = Self.widget("News", [(9.05, 2, 3600)])
        let game2 = Self.widget("Game", [(9, 1, 1800), (9.05, 0, 0)])
        let dwell = StackSimulator.run(StackInput(instances: [Self.plain, game2, news2], glances: Self.at(9, 9.1, 9.25)))
        #expect(dwell.events.map { "\(DayTime.text($0.time)) \($0.top)" } == ["00:00 Plain", "09:00 Game", "09:15 News"])
        #expect(dwell.refusals.map(\.cause) == [.minDwell])
        // Developer Mode lifts both.
        p.developerMode = true
        #expect(StackSimulator.run(StackInput(instances: [Self.plain, game, news], glances: Self.at(9, 10, 11), parameters: p)).events.map(\.top)
                == ["Plain", "Game", "News", "Game"])
    }

    @Test func r9Switches() {
        var p = StackParameters(); p.smartRotate = false
        let game = Self.widget("Game", [(9, 1, 1800)])
        #expect(Self.tops(StackInput(instances: [Self.plain, game], glances: Self.at(9.25), parameters: p)) == ["00:00 Plain"])
        var q = StackParameters(); q.widgetSuggestions = false
        let d = Self.donations("Flights", [:], days: [-1, -2, -3], at: 8)
        let apps = [SuggestableWidget(kind: "Flights", intent: "Flights", configurable: false)]
        #expect(Self.tops(StackInput(instances: [Self.plain], suggestable: apps, donations: d, glances: Self.at(8), parameters: q)) == ["00:00 Plain"])
    }

    @Test func r10WatchOSCluesAreIgnored() {
        let game = Self.widget("Game", [(9, 1, 1800)])
        let with = StackSimulator.run(StackInput(instances: [Self.plain, game], glances: Self.at(9.25), relevantIntentClues: 2))
        let without = StackSimulator.run(StackInput(instances: [Self.plain, game], glances: Self.at(9.25)))
        #expect(with.events == without.events)
        #expect(with.warnings.contains { $0.hasPrefix("2 relevance() / RelevantIntent clues were ignored") })
    }
}

/// Timelines over the day, supported combinations and the strip.
struct TimelineAndMatchingTests {
    @Test func shownEntryAndReloads() {
        let marks = [EntryMark(at: 3600, relevance: nil), EntryMark(at: 3700, relevance: nil), EntryMark(at: 7200, relevance: nil)]
        #expect(TimelineBehaviour.shownEntry(marks, at: 0) == 0)
        #expect(TimelineBehaviour.shownEntry(marks, at: 3650) == 0)
        #expect(TimelineBehaviour.shownEntry(marks, at: 7200) == 2)
        let w = StackWidget(label: "W", kind: "W", intent: "W", configurable: false, values: [:], entries: marks)
        let r = TimelineBehaviour.report(w, horizon: 86_400)
        #expect(r.reloads == [7200])
        #expect(r.impliedReloadsPerDay == 24)
        let warnings = TimelineBehaviour.warnings(w, report: r, parameters: StackParameters())
        #expect(warnings.count == 1 && warnings[0].contains("100 s apart"))
        var tight = w; tight.entries = [EntryMark(at: 0, relevance: nil), EntryMark(at: 1200, relevance: nil)]
        #expect(TimelineBehaviour.report(tight, horizon: 86_400).impliedReloadsPerDay == 72)
        #expect(TimelineBehaviour.warnings(tight, report: TimelineBehaviour.report(tight, horizon: 86_400), parameters: StackParameters())
                    .contains { $0.contains("72 reloads a day") })
        var never = w; never.reloadPolicy = .never
        #expect(TimelineBehaviour.report(never, horizon: 86_400).reloads.isEmpty)
    }

    @Test func combinations() {
        #expect(SupportedCombinations.project(["card": "acme", "category": "food"], [["card"]]) == ["card": "acme"])
        #expect(SupportedCombinations.project(["card": "acme", "category": "food"], [["card"], ["card", "category"]]) == ["card": "acme", "category": "food"])
        #expect(SupportedCombinations.project(["category": "food"], [["card"]]) == nil)
        #expect(SupportedCombinations.project([:], [[]]) == [:])
    }

    @Test func stripAndMinutes() {
        let w = StackWidget(label: "G", kind: "G", intent: "G", configurable: false, values: [:],
                            entries: [EntryMark(at: 36_000, relevance: RelevanceMark(score: 1, duration: 600))])
        let p = StackWidget(label: "P", kind: "P", intent: "P", configurable: false, values: [:], entries: [])
        let day = StackSimulator.run(StackInput(instances: [p, w], glances: [36_000], step: 600))
        #expect(day.topPerStep.count == 144)
        #expect(day.topPerStep[59] == 0 && day.topPerStep[60] == 1)
        #expect(day.minutesOnTop == [600, 840])
    }
}
