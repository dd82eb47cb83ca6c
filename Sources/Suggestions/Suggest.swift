/// "Did you mean …?" suggestions for misspelt names.
public enum Suggest {
    /// The candidate closest to `name`, if it is close enough to be what was meant.
    ///
    /// Names are compared case-insensitively by Damerau–Levenshtein distance. A candidate is close
    /// enough when the distance is at most `max(1, name.count / 3)` (a case-insensitive exact match
    /// has distance 0), or when one of the two is a prefix of the other and the shorter has at
    /// least 3 characters (`Prog` → `ProgressView`). Of the close candidates the one with the
    /// smallest distance wins; ties go to the earlier candidate. An empty name matches nothing.
    public static func nearest(_ name: String, in candidates: [String]) -> String? {
        let target = Array(name.lowercased())
        guard !target.isEmpty else { return nil }
        let limit = max(1, name.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let other = Array(candidate.lowercased())
            let lengthGap = abs(other.count - target.count)
            let prefix = min(other.count, target.count) >= 3 && (other.starts(with: target) || target.starts(with: other))
            // The distance is at least the difference in length: skip what cannot win.
            guard prefix || lengthGap <= limit, lengthGap < best?.distance ?? .max else { continue }
            let d = distance(target, other)
            guard d <= limit || prefix, d < best?.distance ?? .max else { continue }
            best = (candidate, d)
        }
        return best?.candidate
    }

    /// The Damerau–Levenshtein distance between `a` and `b`, compared exactly (case-sensitively)
    /// by `Character`: the fewest insertions, deletions, substitutions and transpositions of two
    /// adjacent characters that turn one into the other.
    public static func distance(_ a: String, _ b: String) -> Int {
        distance(Array(a), Array(b))
    }

    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        let m = a.count, n = b.count
        if m == 0 || n == 0 { return m + n }
        // The full table needs (m + 2)(n + 2) cells; very long strings use the restricted variant.
        if (m + 2) * (n + 2) > 1 << 20 { return restrictedDistance(a, b) }
        let w = n + 2, infinity = m + n
        var d = [Int](repeating: 0, count: (m + 2) * w)
        d[0] = infinity
        for i in 0...m {
            d[(i + 1) * w] = infinity
            d[(i + 1) * w + 1] = i
        }
        for j in 0...n {
            d[j + 1] = infinity
            d[w + j + 1] = j
        }
        // For each character, the last row of `a` where it was seen.
        var lastRow: [Character: Int] = [:]
        for i in 1...m {
            var lastColumn = 0
            for j in 1...n {
                let i1 = lastRow[b[j - 1]] ?? 0, j1 = lastColumn
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                if cost == 0 { lastColumn = j }
                d[(i + 1) * w + j + 1] = min(d[i * w + j] + cost,               // substitution or match
                                             d[(i + 1) * w + j] + 1,            // insertion
                                             d[i * w + j + 1] + 1,              // deletion
                                             d[i1 * w + j1] + (i - i1 - 1) + 1 + (j - j1 - 1)) // transposition
            }
            lastRow[a[i - 1]] = i
        }
        return d[(m + 1) * w + n + 1]
    }

    /// Optimal string alignment (a transposed pair is not edited again), in linear memory.
    static func restrictedDistance(_ a: [Character], _ b: [Character]) -> Int {
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var v = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { v = min(v, before[j - 2] + 1) }
                current[j] = v
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
