/// A line diff in linear space: Myers' O((N+M)·D) algorithm with the middle-snake split, after the
/// common first and last lines are set aside. A day of 31 days has tens of thousands of lines; the
/// earlier table of every pair of lines took 36 GB for it.
///
/// The work is bounded: a part of the texts whose edit script would cost more than `budget` steps
/// of the search is reported as all its old lines removed and all its new ones added, which is a
/// correct, if longer, diff.
public enum LineDiff {
    public enum Change: Equatable, Sendable { case removed(String), added(String) }

    /// The changes that turn `a` into `b`, in order; within a run of changes, removals come first.
    public static func changes(_ a: [String], _ b: [String], budget: Int = 40_000_000) -> [Change] {
        // Lines as numbers: comparing two integers instead of two strings.
        var ids: [String: Int] = [:]
        let x = a.map { line in ids[line] ?? { let n = ids.count; ids[line] = n; return n }() }
        let y = b.map { line in ids[line] ?? { let n = ids.count; ids[line] = n; return n }() }
        var search = Search(a: x, b: y, budget: budget)
        search.diff(0, x.count, 0, y.count)
        // Runs of changes: removals, then additions.
        var out: [Change] = []
        var removed: [String] = [], added: [String] = []
        func flush() {
            out += removed.map(Change.removed) + added.map(Change.added)
            removed.removeAll(); added.removeAll()
        }
        for op in search.ops {
            switch op {
            case .equal: flush()
            case .remove(let i): removed.append(a[i])
            case .add(let j): added.append(b[j])
            }
        }
        flush()
        return out
    }

    enum Op { case equal, remove(Int), add(Int) }

    struct Search {
        let a: [Int], b: [Int]
        var budget: Int
        var ops: [Op] = []

        init(a: [Int], b: [Int], budget: Int) { self.a = a; self.b = b; self.budget = budget }

        /// Appends the script of a[aLo..<aHi] → b[bLo..<bHi].
        mutating func diff(_ aLo: Int, _ aHi: Int, _ bLo: Int, _ bHi: Int) {
            var aLo = aLo, bLo = bLo, aHi = aHi, bHi = bHi
            while aLo < aHi, bLo < bHi, a[aLo] == b[bLo] { ops.append(.equal); aLo += 1; bLo += 1 }
            var suffix = 0
            while aLo < aHi, bLo < bHi, a[aHi - 1] == b[bHi - 1] { suffix += 1; aHi -= 1; bHi -= 1 }
            if aLo == aHi {
                for j in bLo..<bHi { ops.append(.add(j)) }
            } else if bLo == bHi {
                for i in aLo..<aHi { ops.append(.remove(i)) }
            } else if let (x, y) = split(aLo, aHi, bLo, bHi) {
                diff(aLo, x, bLo, y)
                diff(x, aHi, y, bHi)
            } else {
                for i in aLo..<aHi { ops.append(.remove(i)) }
                for j in bLo..<bHi { ops.append(.add(j)) }
            }
            for _ in 0..<suffix { ops.append(.equal) }
        }

        /// The point where a shortest edit path crosses the middle (searching forward from the start
        /// and backward from the end at once), or nil when the budget runs out first.
        mutating func split(_ aLo: Int, _ aHi: Int, _ bLo: Int, _ bHi: Int) -> (Int, Int)? {
            let n = aHi - aLo, m = bHi - bLo
            let maxD = (n + m + 1) / 2
            let offset = maxD + 1
            let size = 2 * maxD + 3
            var forward = [Int](repeating: -1, count: size), backward = [Int](repeating: -1, count: size)
            forward[offset + 1] = 0; backward[offset + 1] = 0
            let delta = n - m
            let odd = delta % 2 != 0
            // Diagonals that ran off the grid are skipped from then on.
            var fStart = 0, fEnd = 0, bStart = 0, bEnd = 0
            for d in 0..<maxD + 1 {
                budget -= 2 * d + 2
                if budget < 0 { return nil }
                var k1 = -d + fStart
                while k1 <= d - fEnd {
                    let i = offset + k1
                    var x1 = k1 == -d || (k1 != d && forward[i - 1] < forward[i + 1]) ? forward[i + 1] : forward[i - 1] + 1
                    var y1 = x1 - k1
                    while x1 < n, y1 < m, a[aLo + x1] == b[bLo + y1] { x1 += 1; y1 += 1 }
                    forward[i] = x1
                    if x1 > n { fEnd += 2 } else if y1 > m { fStart += 2 } else if odd {
                        let j = offset + delta - k1
                        if j >= 0, j < size, backward[j] != -1, x1 >= n - backward[j] { return (aLo + x1, bLo + y1) }
                    }
                    k1 += 2
                }
                var k2 = -d + bStart
                while k2 <= d - bEnd {
                    let i = offset + k2
                    var x2 = k2 == -d || (k2 != d && backward[i - 1] < backward[i + 1]) ? backward[i + 1] : backward[i - 1] + 1
                    var y2 = x2 - k2
                    while x2 < n, y2 < m, a[aHi - x2 - 1] == b[bHi - y2 - 1] { x2 += 1; y2 += 1 }
                    backward[i] = x2
                    if x2 > n { bEnd += 2 } else if y2 > m { bStart += 2 } else if !odd {
                        let j = offset + delta - k2
                        if j >= 0, j < size, forward[j] != -1 {
                            let x1 = forward[j], y1 = x1 - (delta - k2)
                            if x1 >= n - x2 { return (aLo + x1, bLo + y1) }
                        }
                    }
                    k2 += 2
                }
            }
            return nil
        }
    }
}
