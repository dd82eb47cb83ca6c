import Foundation
import Testing
@testable import WidgetSnapCLI
@testable import SmartStackScenarios
import WidgetSnapshotCore

/// Issue 25 items 10 and 11: a changed day is diffed in linear space (a table of every pair of lines
/// took 367 MB for 3 days and would take 36 GB for 31), and a scenario's counts are checked before
/// any layout is loaded (20,000 widgets loaded every layout for 36.5 s before "at most 10").
@Suite struct StackDiffAndLimitTests {
    struct Numbers {
        var state: UInt64
        mutating func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(n))
        }
    }

    /// The longest common subsequence's length, by the quadratic table (small inputs only).
    static func lcs(_ a: [String], _ b: [String]) -> Int {
        var t = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                t[i][j] = a[i] == b[j] ? t[i + 1][j + 1] + 1 : max(t[i + 1][j], t[i][j + 1])
            }
        }
        return t[0][0]
    }

    /// Applies a script of LineDiff's operations to `a`: must give `b`.
    static func apply(_ ops: [LineDiff.Op], _ a: [String], _ b: [String]) -> [String]? {
        var out: [String] = [], i = 0
        for op in ops {
            switch op {
            case .equal: guard i < a.count else { return nil }; out.append(a[i]); i += 1
            case .remove(let k): guard k == i else { return nil }; i += 1
            case .add(let j): guard j < b.count else { return nil }; out.append(b[j])
            }
        }
        return i == a.count ? out : nil
    }

    @Test func shortestScriptsOnRandomTexts() {
        var n = Numbers(state: 10)
        for round in 0..<300 {
            let a = (0..<n.next(30)).map { _ in "l\(n.next(5))" }
            let b = (0..<n.next(30)).map { _ in "l\(n.next(5))" }
            var ids: [String: Int] = [:]
            let x = a.map { s in ids[s] ?? { ids[s] = ids.count; return ids[s]! }() }
            let y = b.map { s in ids[s] ?? { ids[s] = ids.count; return ids[s]! }() }
            var search = LineDiff.Search(a: x, b: y, budget: .max)
            search.diff(0, x.count, 0, y.count)
            #expect(Self.apply(search.ops, a, b) == b, "round \(round)")
            // Minimal: every line the two share in order is kept.
            let changes = LineDiff.changes(a, b)
            #expect(changes.count == a.count + b.count - 2 * Self.lcs(a, b), "round \(round): \(a) → \(b)")
        }
    }

    @Test func aMonthOfLinesDiffsQuicklyInLittleSpace() {
        // 31 days of a step-by-step day: 44,640 lines each, 12 of them changed.
        let a = (0..<44_640).map { "  \($0 / 60):\($0 % 60) | Widget \($0 % 7) | relevance \($0 % 13)" }
        var b = a
        for k in stride(from: 1_000, to: 44_000, by: 3_600) { b[k] = b[k] + " changed" }
        let clock = ContinuousClock()
        var text = ""
        let took = clock.measure { text = StackGolden.diff(expected: a.joined(separator: "\n"), actual: b.joined(separator: "\n")) }
        #expect(took < .seconds(10), "\(took)")
        let lines = text.split(separator: "\n")
        #expect(lines.count == 24)
        #expect(lines[0] == "-   0:16:40 | Widget 6 | relevance 12" || lines[0].hasPrefix("- "))
        #expect(lines[1].hasPrefix("+ ") && lines[1].hasSuffix(" changed"))
        // Entirely different texts: the budget bounds the work; the diff is still correct (all removed, all added).
        let c = (0..<20_000).map { "x\($0)" }, d = (0..<20_000).map { "y\($0)" }
        let big = LineDiff.changes(c, d, budget: 1_000_000)
        #expect(big.count == 40_000)
    }

    func project(_ scenario: String) throws -> URL {
        let fm = FileManager.default
        let work = fm.temporaryDirectory.appendingPathComponent("stacklimits-\(UUID().uuidString)")
        try fm.createDirectory(at: work.appendingPathComponent("Stacks"), withIntermediateDirectories: true)
        try fm.copyItem(at: ToolTests.root.appendingPathComponent("Stacks/layouts"), to: work.appendingPathComponent("Stacks/layouts"))
        try scenario.write(to: work.appendingPathComponent("Stacks/s.json5"), atomically: true, encoding: .utf8)
        return work
    }

    func load(_ work: URL) throws -> [String] {
        switch try StackScenarios.load(work.appendingPathComponent("Stacks/s.json5").path) {
        case .success: return []
        case .failure(let e): return e.diagnostics.map(\.description)
        }
    }

    @Test func twentyThousandWidgetsAreCountedBeforeAnyLayoutIsRead() throws {
        // Every widget names a missing layout: reading any would add a "no such file" error.
        let members = (0..<20_000).map { "{layout: \"layouts/missing-\($0).json5\"}" }.joined(separator: ",")
        let work = try project("{day: \"2026-06-01\", stack: [\(members)]}")
        defer { try? FileManager.default.removeItem(at: work) }
        let clock = ContinuousClock()
        var errors: [String] = []
        let took = try clock.measure { errors = try load(work) }
        #expect(took < .seconds(10), "\(took)")
        #expect(errors.count == 1)
        #expect(errors.first?.contains("a Smart Stack holds at most 10 widgets, this one has 20000") == true, "\(errors)")
    }

    @Test func oneLayoutNamedTenTimesIsReadOnce() throws {
        let members = (0..<10).map { "{layout: \"layouts/b4-weather.json5\", name: \"W\($0)\"}" }.joined(separator: ",")
        let work = try project("{day: \"2026-06-01\", stack: [\(members)]}")
        defer { try? FileManager.default.removeItem(at: work) }
        #expect(try load(work).isEmpty)
    }

    @Test(arguments: [
        ("suggestable", "suggestable: [\((0..<101).map { _ in "\"layouts/b4-weather.json5\"" }.joined(separator: ","))]", "at most 100 suggestable widgets, this scenario has 101"),
        ("donations", "donations: [\((0..<10_001).map { _ in "{at: \"12:00\", intent: \"StackWeather\"}" }.joined(separator: ","))]", "at most 10000 donations, this scenario has 10001"),
        ("glances", "glances: [\((0..<1_441).map { _ in "\"12:00\"" }.joined(separator: ","))]", "at most 1440 glance times"),
        ("days", "donations: [{at: \"12:00\", intent: \"StackWeather\", days: [\((0..<368).map { _ in "-1" }.joined(separator: ","))]}]", "at most 367 days"),
    ])
    func listsHaveLimits(_ name: String, _ entry: String, _ message: String) throws {
        let work = try project("{day: \"2026-06-01\", stack: [{layout: \"layouts/b4-weather.json5\"}], \(entry)}")
        defer { try? FileManager.default.removeItem(at: work) }
        let errors = try load(work)
        #expect(errors.contains { $0.contains(message) }, "\(name): \(errors)")
    }
}
