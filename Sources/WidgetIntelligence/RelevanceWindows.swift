/// R1 and R2: when an entry's relevance is active.
///
/// An entry with relevance (s, d) opens a window at its date. With d > 0 it lasts d seconds [Apple:
/// TimelineEntryRelevance.duration]; with d = 0 it lasts until the next entry that carries relevance
/// (WWDC20; `zeroDuration`). A later entry with relevance replaces the earlier one, so it also ends
/// any earlier window; an entry without relevance changes nothing. A score of 0 or below is never
/// relevant (R2) and so ends what came before without opening anything.
public struct RelevanceWindow: Sendable, Equatable {
    /// The entry that opened it (an index into the widget's entries).
    public var entry: Int
    public var score: Double
    public var duration: Int
    public var start: Int
    /// The end (exclusive); nil when it lasts past every known date.
    public var end: Int?
}

public enum RelevanceWindows {
    /// The windows of a timeline in date order, scores ≤ 0 included (they are never candidates).
    public static func windows(_ entries: [EntryMark], zeroDuration: StackParameters.ZeroDuration) -> [RelevanceWindow] {
        let marked = entries.indices.filter { entries[$0].relevance != nil }
        var out: [RelevanceWindow] = []
        for (k, i) in marked.enumerated() {
            guard let r = entries[i].relevance else { continue }
            let start = entries[i].at
            let next = k + 1 < marked.count ? entries[marked[k + 1]].at : nil
            var end: Int?
            if r.duration > 0 {
                end = next.map { min($0, start + r.duration) } ?? start + r.duration
            } else {
                switch zeroDuration {
                case .untilNextRelevance: end = next
                case .instant: end = start
                }
            }
            out.append(RelevanceWindow(entry: i, score: r.score, duration: r.duration, start: start, end: end))
        }
        return out
    }

    /// The window active at `t`, if any (R1), whatever its score.
    public static func active(_ windows: [RelevanceWindow], at t: Int) -> RelevanceWindow? {
        // The last window that starts at or before t (binary search: windows are in date order).
        var lo = 0, hi = windows.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if windows[mid].start <= t { lo = mid + 1 } else { hi = mid }
        }
        guard lo > 0 else { return nil }
        let w = windows[lo - 1]
        if let end = w.end, t >= end { return nil }
        return w
    }

    /// R2: only a positive score can make a widget relevant.
    public static func isRelevant(_ score: Double) -> Bool { score > 0 }
}
