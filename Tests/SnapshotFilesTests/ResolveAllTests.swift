import Foundation
import SnapshotFiles
import Testing
import WidgetModel

/// `check` resolves every variant on several threads: what it reports (which issues, in which
/// order, which variant names them, how many are counted past the limit) never depends on how
/// many threads there are.
struct ResolveAllTests {
    /// Every other entry's `v` is a string where the bindings expect a number: a binding fails in each family, so every variant adds issues; 3 families
    /// × 40 entries × 2 states give more than the 100 a file shows.
    static let layout: String = {
        let entries = (0..<40).map { i in
            let hour = i % 24 < 10 ? "0\(i % 24)" : "\(i % 24)", day = i < 24 ? "01" : "02"
            return #"{date: "2026-06-\#(day)T\#(hour):00:00Z", values: {n: \#(i), v: \#(i % 2 == 0 ? "\(i)" : "\"s\(i)\"")}}"#
        }
        return """
            {kind: "Many", displayName: "Many", description: "d",
             families: ["systemSmall", "systemMedium", "systemLarge"],
             timeline: {entries: [\(entries.joined(separator: ", "))]},
             views: {
               systemSmall: {VStack: [{Text: "{entry.v | number}"}, {Text: "{entry.v * 2}"}]},
               systemMedium: {If: "entry.v > 20", then: {Text: "{entry.n}"}, else: {Text: "{entry.v - 1}"}},
               systemLarge: {Text: "{entry.v / 2}"},
             }}

            """
    }()

    func load() throws -> LoadedLayout {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("resolve-all-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/many.json5"
        try Self.layout.write(toFile: path, atomically: true, encoding: .utf8)
        return try LayoutFiles.load(path).get()
    }

    @Test func theSameDiagnosticsWithAnyNumberOfThreads() throws {
        let layout = try load()
        let one = LayoutFiles.resolveAll(layout, symbols: nil, workers: 1).map(\.description)
        #expect(one.count > 3)
        for workers in [2, 3, 8, 1000] {
            #expect(LayoutFiles.resolveAll(layout, symbols: nil, workers: workers).map(\.description) == one, "\(workers) threads")
        }
    }

    @Test func eachIssueNamesTheFirstVariantInOrderThatHasIt() throws {
        // Families in the file's order, then instances, entries, states, locales: entry 0 is a number,
        // so entry 1 (real) is where each binding first fails; the placeholder (no placeholder data:
        // the entry's own) fails the same way and is not reported again.
        let diagnostics = LayoutFiles.resolveAll(try load(), symbols: nil, workers: 4)
        #expect(diagnostics.map { $0.message.components(separatedBy: " (").last ?? "" } == [
            "systemSmall, instance default, entry 1)", "systemSmall, instance default, entry 1)",
            "systemMedium, instance default, entry 1)", "systemLarge, instance default, entry 1)",
        ])
        #expect(diagnostics.map { $0.path?.description ?? "" } == [
            "$.views.systemSmall.VStack[0].Text", "$.views.systemSmall.VStack[1].Text", "$.views.systemMedium.If", "$.views.systemLarge.Text",
        ])
    }
}
