/// The habits of one widget indexed by time of day: the first habit (in ``Habits/learn(_:parameters:)``'s
/// order) whose window covers each second of the day, found in constant time. Looking at every habit
/// at every glance cost donations × glances × widgets (8,000 donations over 31 days: 28 s).
///
/// Built by painting each habit's window in order over the seconds no earlier habit covers, with a
/// table of the next unpainted second (path-halving), so building costs about the day's 86,400
/// seconds plus the habits, whatever the windows' widths.
struct HabitIndex {
    /// For each second of the day, the habit's index in `habits`, or -1.
    private var first: [Int32]
    let habits: [Habit]

    init(_ habits: [Habit]) {
        self.habits = habits
        let day = DayTime.day
        first = habits.isEmpty ? [] : Array(repeating: -1, count: day)
        guard !habits.isEmpty else { return }
        var next = Array(0...day)
        func find(_ i: Int) -> Int {
            var i = i
            while next[i] != i { next[i] = next[next[i]]; i = next[i] }
            return i
        }
        for (h, habit) in habits.enumerated() {
            for (start, end) in Self.ranges(habit) {
                var i = find(start)
                while i < end {
                    first[i] = Int32(h)
                    next[i] = i + 1
                    i = find(i + 1)
                }
            }
        }
    }

    /// The seconds of the day the habit covers, as ``Habit/covers(_:)`` decides them.
    static func ranges(_ h: Habit) -> [(Int, Int)] {
        let day = DayTime.day
        if h.start >= 0 && h.end <= day { return h.start < h.end ? [(h.start, h.end)] : [] }
        let s = (h.start % day + day) % day, e = (h.end % day + day) % day
        return s <= e ? (s < e ? [(s, e)] : []) : [(s, day), (0, e)]
    }

    /// The first habit covering `t` (a time on any day).
    func habit(at t: Int) -> Habit? { index(at: t).map { habits[$0] } }

    /// The index of the first habit covering `t` (a time on any day).
    func index(at t: Int) -> Int? {
        guard !habits.isEmpty else { return nil }
        let tod = t - DayTime.floorDiv(t, DayTime.day) * DayTime.day
        let h = first[tod]
        return h < 0 ? nil : Int(h)
    }

    /// The index of the first habit covering `t` that `excluded` does not hold: the table's answer,
    /// or, when that one is excluded, a scan of the later ones.
    func index(at t: Int, excluding excluded: Set<Int>) -> Int? {
        guard let k = index(at: t) else { return nil }
        if !excluded.contains(k) { return k }
        return habits.indices.dropFirst(k + 1).first { habits[$0].covers(t) && !excluded.contains($0) }
    }
}
