/// Timelines over the day: which entry shows, when WidgetKit asks for a new timeline, and the
/// warnings of Apple's guidance (entries at least about 5 minutes apart; a budget of about 40–70
/// reloads a day for a frequently viewed widget).
public enum TimelineBehaviour {
    /// The entry shown at t: the latest whose date has passed; before the first entry's date, the first.
    public static func shownEntry(_ entries: [EntryMark], at t: Int) -> Int? {
        guard !entries.isEmpty else { return nil }
        var lo = 0, hi = entries.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if entries[mid].at <= t { lo = mid + 1 } else { hi = mid }
        }
        return max(lo - 1, 0)
    }

    /// When WidgetKit would ask for a new timeline within [0, horizon): `atEnd` after the last entry's
    /// date, `after(date)` at that date, `never` only when the app asks.
    public static func report(_ widget: StackWidget, horizon: Int) -> TimelineReport {
        let first = widget.entries.first?.at, last = widget.entries.last?.at
        var reloads: [Int] = []
        var period: Int?
        switch widget.reloadPolicy {
        case .atEnd:
            if let last { reloads = [last].filter { $0 >= 0 && $0 < horizon } }
            if let first, let last, last > first { period = last - first }
        case .after(let date):
            reloads = [date].filter { $0 >= 0 && $0 < horizon }
            if let first, date > first { period = date - first }
        case .never: break
        }
        let implied = period.map { (DayTime.day + $0 - 1) / $0 }
        return TimelineReport(reloads: reloads, impliedReloadsPerDay: implied)
    }

    /// Warnings for one widget.
    public static func warnings(_ widget: StackWidget, report: TimelineReport, parameters: StackParameters) -> [String] {
        var out: [String] = []
        for (a, b) in zip(widget.entries, widget.entries.dropFirst()) where b.at - a.at < parameters.minEntrySpacing {
            out.append("\(widget.label): entries at \(DayTime.text(a.at)) and \(DayTime.text(b.at)) are \(b.at - a.at) s apart, "
                       + "less than about \(parameters.minEntrySpacing / 60) min (WidgetKit may coalesce them)")
        }
        if let n = report.impliedReloadsPerDay, n > parameters.reloadsPerDay {
            out.append("\(widget.label): a timeline like this one reloaded \(widget.reloadPolicy == .atEnd ? "at its end" : "at its after date") "
                       + "means \(n) reloads a day, more than the budget of about \(parameters.reloadsPerDay)")
        }
        return out
    }
}
