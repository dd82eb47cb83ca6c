import Foundation
import Testing
@testable import WidgetIntelligence

/// Issue 25 item 12: habits are indexed by time of day. The index answers exactly what looking at
/// every habit in order did (the first whose window covers the time), windows across midnight,
/// empty and whole-day windows included; and 8,000 donations over 31 days of glances every
/// minute simulate in bounded time (the reproduction took 28 s).
struct HabitIndexTests {
    /// A small deterministic generator (a 64-bit LCG) for the random habits.
    struct Numbers {
        var state: UInt64
        mutating func next(_ range: ClosedRange<Int>) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return range.lowerBound + Int((state >> 33) % UInt64(range.count))
        }
    }

    @Test func answersAsTheLinearScanDoes() {
        var n = Numbers(state: 25)
        for round in 0..<40 {
            let habits = (0..<n.next(0...30)).map { k -> Habit in
                let median = n.next(-3600...90_000), window = [0, 1, 60, 1800, 43_200, 50_000][n.next(0...5)]
                return Habit(intent: "I\(k % 3)", values: ["k": "\(k)"], days: 1, start: median - window, end: median + window)
            }
            let index = HabitIndex(habits)
            for _ in 0..<300 {
                let t = n.next(-86_400...(31 * 86_400))
                let expected = habits.first { $0.covers(t) }
                #expect(index.habit(at: t) == expected, "round \(round) at \(t)")
                let excluded: Set<Int> = Set((0..<n.next(0...3)).map { _ in n.next(0...max(habits.count - 1, 0)) })
                let first = habits.indices.first { habits[$0].covers(t) && !excluded.contains($0) }
                #expect(index.index(at: t, excluding: excluded) == first, "round \(round) at \(t) excluding \(excluded)")
            }
        }
    }

    @Test func eightThousandDonationsOverAMonthOfGlances() {
        // Configurable widgets that match different cards, and 8,000 donations at different times of
        // 8,000 cards: thousands of habits, a glance every minute for 31 days.
        let widgets = (0..<10).map { i in
            StackWidget(label: "W\(i)", kind: "W", intent: "View", configurable: true, values: ["card": "c\(i * 700)"],
                        entries: [EntryMark(at: 0, relevance: nil)])
        }
        var donations: [Donation] = []
        for k in 0..<8_000 {
            for d in [-1, -2, -3] { donations.append(Donation(day: d, at: (k * 37) % 86_400, intent: "View", values: ["card": "c\(k % 7_000)"])) }
        }
        var parameters = StackParameters()
        parameters.habitMinDays = 2
        let input = StackInput(instances: widgets, donations: donations, glances: StackInput.glances(every: 60, from: 0, to: 86_399, days: 31),
                               days: 31, parameters: parameters)
        let clock = ContinuousClock()
        var day: StackDay?
        let took = clock.measure { day = StackSimulator.run(input) }
        #expect(took < .seconds(10), "\(took)")
        #expect((day?.events.count ?? 0) > 1)
    }
}
