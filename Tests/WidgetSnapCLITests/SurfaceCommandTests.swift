import Foundation
import Testing

/// `render` and `test` draw the Live Activities and controls of layout files by surface
/// (docs/format.md, "Live Activities and controls").
struct SurfaceCommandTests {
    let tool = ToolTests()

    func temporaryFolder(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)").path
    }

    @Test func renderWritesEveryPresentationBySurface() throws {
        let out = temporaryFolder("surfaces-render")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let r = tool.run(["render", "Layouts/LiveActivities/match-activity.json5", "Layouts/Controls/tea-timer-control.json5", "--out", out])
        #expect(r.code == 0, "\(r.err)")
        // Match: 6 surfaces × 2 states × 2 appearances; tea timer: 5 surfaces × 2 appearances.
        #expect(r.out.contains("rendered 0 snapshots and 34 Live Activity and control pictures"), "\(r.out)")
        for name in ["MatchAttributes/default/dynamicIsland-compact/iphone-430x932/01-dark-real@3x.png",
                     "MatchAttributes/default/lockScreen/iphone-430x932/00-light-real@3x.png",
                     "TeaTimer/default/controlCenter-medium/iphone-430x932/00-dark-real@3x.png",
                     "MatchAttributes/default/standBy/iphone-430x932/01-dark-real@3x.png",
                     "MatchAttributes/default/dynamicIsland-minimal-attached/iphone-430x932/00-light-real@3x.png",
                     "TeaTimer/default/actionButton/iphone-430x932/00-light-real@3x.png"] {
            #expect(FileManager.default.fileExists(atPath: out + "/" + name), "\(name)")
        }
        // A run narrowed to a family draws no surface; --entry picks a content state.
        let small = tool.run(["render", "Layouts/LiveActivities/match-activity.json5", "--out", out + "/small", "--family", "systemSmall"])
        #expect(!small.out.contains("Live Activity"))
        let one = tool.run(["render", "Layouts/LiveActivities/match-activity.json5", "--out", out + "/one", "--entry", "1", "--appearance", "dark"])
        #expect(one.out.contains("and 6 Live Activity and control pictures"), "\(one.out) \(one.err)")
    }

    @Test func testComparesWithTheSwiftUIGoldens() throws {
        // The layout files and their SwiftUI twins share goldens (Tests/WidgetSnapshotTestingTests).
        let shared = ToolTests.root.appendingPathComponent("Tests/WidgetSnapshotTestingTests/__Snapshots__/LiveActivitySnapshotTests").path
        let r = tool.run(["test", "Layouts/LiveActivities", "Layouts/Controls", "--goldens", shared, "--record", "never", "--quiet"])
        #expect(r.code == 0, "\(r.out)\(r.err)")
        #expect(r.out.contains("90 passed, 0 failed"), "\(r.out)")
        // Another score in the file: its variants fail against the same goldens.
        let goldens = temporaryFolder("surfaces-goldens")
        defer { try? FileManager.default.removeItem(atPath: goldens) }
        let file = try tool.temporaryFile("match.json5", try String(contentsOfFile: ToolTests.root.appendingPathComponent("Layouts/LiveActivities/match-activity.json5").path,
                                                                     encoding: .utf8).replacingOccurrences(of: "homeScore: 2", with: "homeScore: 4"))
        let recorded = tool.test(["Layouts/LiveActivities/match-activity.json5", "--goldens", goldens, "--record", "missing", "--quiet"], environment: [:])
        #expect(recorded.code == 0, "\(recorded.out)\(recorded.err)")
        let changed = tool.run(["test", file, "--goldens", goldens, "--record", "never", "--quiet"])
        #expect(changed.code == 1)
        #expect(changed.out.contains("12 passed, 12 failed"), "\(changed.out)")
    }
}
