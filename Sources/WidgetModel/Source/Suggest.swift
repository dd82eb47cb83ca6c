/// "Did you mean …?" suggestions for misspelt names.
public enum Suggest {
    /// The candidate closest to `name`, if close enough: an edit distance (case-insensitive,
    /// adjacent transpositions count once) of at most max(1, length / 3), or a prefix relation
    /// of at least 3 characters. Ties go to the smaller distance, then the earlier candidate.
    public static func nearest(_ name: String, in candidates: [String]) -> String? {
        let lower = name.lowercased()
        var best: (String, Int)?
        for c in candidates {
            let cl = c.lowercased()
            var d = distance(lower, cl)
            if d > max(1, name.count / 3) {
                let prefix = min(lower.count, cl.count) >= 3 && (cl.hasPrefix(lower) || lower.hasPrefix(cl))
                guard prefix else { continue }
                d = max(1, name.count / 3)
            }
            if let b = best, d >= b.1 { continue }
            best = (c, d)
        }
        return best?.0
    }

    /// Optimal-string-alignment distance: insertions, deletions, substitutions and adjacent swaps.
    public static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a), y = Array(b)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous2 = [Int](repeating: 0, count: y.count + 1)
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                var v = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] { v = min(v, previous2[j - 2] + 1) }
                current[j] = v
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[y.count]
    }
}
