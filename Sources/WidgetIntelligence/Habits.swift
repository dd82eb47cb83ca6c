/// R5: habits learned from donations.
///
/// An (intent, values) pair is a habit when it was donated on at least `habitMinDays` of the
/// `history` days before the simulated day. Its window is the median donation time of day ±
/// `habitWindow` [the thresholds and the window are the project's model; Apple: the system rotates
/// "when a person typically looks for that information"]. With an even number of donations the
/// median is the mean of the two middle times, rounded down to the second.
public struct Habit: Sendable, Equatable {
    public var intent: String
    public var values: [String: String]
    /// Days of the history with at least one donation.
    public var days: Int
    /// Seconds from midnight.
    public var start: Int
    public var end: Int

    /// `habit: ParkedCar, 3 of 7 days, 17:35–18:35` (values appended after the intent when there are any).
    public func reason(history: Int) -> String {
        "habit: \(Habit.describe(intent: intent, values: values)), \(days) of \(history) days, \(DayTime.clock(start))–\(DayTime.clock(end))"
    }

    /// The intent name and its values sorted by name: `ViewRecentPurchases card=acme`.
    public static func describe(intent: String, values: [String: String]) -> String {
        ([intent] + values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }).joined(separator: " ")
    }

    /// Whether the habit covers `t` (a time on any day): [start, end).
    public func covers(_ t: Int) -> Bool {
        let tod = t - DayTime.floorDiv(t, DayTime.day) * DayTime.day
        if start >= 0 && end <= DayTime.day { return tod >= start && tod < end }
        // A window across midnight.
        let s = (start % DayTime.day + DayTime.day) % DayTime.day, e = (end % DayTime.day + DayTime.day) % DayTime.day
        return s <= e ? (tod >= s && tod < e) : (tod >= s || tod < e)
    }
}

public enum Habits {
    public static func learn(_ donations: [Donation], parameters: StackParameters) -> [Habit] {
        struct Key: Hashable { var intent: String; var values: [String: String] }
        var groups: [Key: [Donation]] = [:]
        for d in donations where d.day < 0 && d.day >= -parameters.history {
            groups[Key(intent: d.intent, values: d.values), default: []].append(d)
        }
        var out: [Habit] = []
        for (key, list) in groups {
            let days = Set(list.map(\.day)).count
            guard days >= parameters.habitMinDays else { continue }
            let times = list.map(\.at).sorted()
            let n = times.count
            let median = n % 2 == 1 ? times[n / 2] : DayTime.floorDiv(times[n / 2 - 1] + times[n / 2], 2)
            out.append(Habit(intent: key.intent, values: key.values, days: days,
                             start: median - parameters.habitWindow, end: median + parameters.habitWindow))
        }
        // Deterministic order: by window start, then by description.
        return out.sorted { ($0.start, Habit.describe(intent: $0.intent, values: $0.values)) < ($1.start, Habit.describe(intent: $1.intent, values: $1.values)) }
    }
}
