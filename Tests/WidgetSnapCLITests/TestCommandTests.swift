import Foundation
import Testing
@testable import WidgetSnapCLI
import WidgetSnapshotCore

/// `widgetsnap test` end to end: a changed layout fails with a report and JUnit, `--record failed`
/// makes it pass while rewriting only the changed goldens, and the record modes behave.
@Suite(.serialized)
struct TestCommandTests {
    let root = ToolTests.root
    let work: URL

    init() throws {
        work = FileManager.default.temporaryDirectory.appendingPathComponent("testcmd-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work.appendingPathComponent("layouts"), withIntermediateDirectories: true)
        // The weather example's goldens and the example itself.
        try FileManager.default.copyItem(at: root.appendingPathComponent("Tests/Goldens/Weather"), to: work.appendingPathComponent("goldens/Weather"))
        try FileManager.default.copyItem(at: root.appendingPathComponent("Layouts/weather.json5"), to: work.appendingPathComponent("layouts/weather.json5"))
    }

    func run(_ args: [String]) -> (code: Int32, out: String, err: String) {
        let c = ToolTests.Capture()
        let arguments = [work.appendingPathComponent("layouts").path, "--goldens", work.appendingPathComponent("goldens").path,
                         "--assets", root.appendingPathComponent("Assets").path, "--instance", "first", "--entry", "0", "--quiet"] + args
        // As on a developer's machine, also when this suite itself runs on CI (where recording fails the run).
        let code: Int32
        do { code = try TestCommand.run(arguments, console: c.console, environment: [:]).rawValue } catch {
            let e = ToolTests.Failure(error)
            c.console.err(e.message + "\n")
            code = e.code
        }
        return (code, c.out, c.err)
    }

    func goldenHashes() throws -> [String: Data] {
        let base = work.appendingPathComponent("goldens").path
        var out: [String: Data] = [:]
        for rel in FileManager.default.enumerator(atPath: base)?.compactMap({ $0 as? String }) ?? [] where rel.hasSuffix(".png") {
            out[rel] = FileManager.default.contents(atPath: base + "/" + rel)
        }
        return out
    }

    @Test func unchangedLayoutPasses() {
        let r = run(["--record", "never"])
        #expect(r.code == 0, "\(r.err)")
        #expect(r.out.hasSuffix("24 passed, 0 failed\n"), "\(r.out)")
    }

    @Test func changedLayoutFailsThenRecordFailedRewritesOnlyTheChanged() throws {
        let layout = work.appendingPathComponent("layouts/weather.json5")
        let text = try String(contentsOf: layout, encoding: .utf8).replacingOccurrences(of: "\"Ithaca, NY\"", with: "\"Ithaca, New York\"")
        try text.write(to: layout, atomically: true, encoding: .utf8)
        let report = work.appendingPathComponent("report").path, junit = work.appendingPathComponent("junit.xml").path
        let before = try goldenHashes()

        let failing = run(["--record", "never", "--report", report, "--junit", junit])
        #expect(failing.code == 1)
        #expect(failing.out.hasSuffix("8 passed, 16 failed\n"), "\(failing.out)")
        #expect(failing.err.contains("FAIL Weather/default/systemSmall/iphone-430x932/00-light-real@3x:"), "\(failing.err)")
        #expect(FileManager.default.fileExists(atPath: report + "/index.html"))
        #expect(FileManager.default.fileExists(atPath: report + "/images/Weather/default/systemSmall/iphone-430x932/00-light-real@3x.diff.png"))
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains("tests=\"24\" failures=\"16\""), "\(xml.prefix(300))")
        #expect(FileManager.default.fileExists(atPath: work.appendingPathComponent("goldens/Weather/default/systemSmall/iphone-430x932/00-light-real@3x.new.png").path))
        #expect(try goldenHashes().filter { !$0.key.contains(".new.") && !$0.key.contains(".diff.") } == before, "a failing run changes no golden")

        let recording = run(["--record", "failed"])
        #expect(recording.code == 0, "\(recording.err)")
        #expect(recording.out.contains("16 recorded"))
        let after = try goldenHashes()
        #expect(!after.keys.contains { $0.contains(".new.") || $0.contains(".diff.") }, "leftovers are removed")
        let changed = after.filter { before[$0.key] != $0.value }.keys.sorted()
        #expect(changed.count == 16, "\(changed)")
        #expect(changed.allSatisfy { !$0.contains("accessoryCircular") }, "the circular widget shows no location")

        #expect(run(["--record", "never"]).code == 0)
    }

    @Test func missingGoldensFailUnderNeverAndAreRecordedUnderMissing() throws {
        let small = work.appendingPathComponent("goldens/Weather/default/systemSmall/iphone-430x932")
        try FileManager.default.removeItem(at: small)
        let never = run(["--record", "never", "--family", "systemSmall"])
        #expect(never.code == 1)
        #expect(never.err.contains("no golden at"), "\(never.err)")
        let missing = run(["--record", "missing", "--family", "systemSmall"])
        #expect(missing.code == 0)
        #expect(missing.out.contains("4 recorded"))
        #expect(FileManager.default.fileExists(atPath: small.appendingPathComponent("00-light-real@3x.png").path))
    }

    @Test func shardsSplitTheWorkAndMergeBack() throws {
        let r1 = work.appendingPathComponent("r1").path, r2 = work.appendingPathComponent("r2").path
        let a = run(["--record", "never", "--shard", "1/2", "--report", r1])
        let b = run(["--record", "never", "--shard", "2/2", "--report", r2])
        #expect(a.out.hasSuffix("12 passed, 0 failed\n") && b.out.hasSuffix("12 passed, 0 failed\n"), "\(a.out) \(b.out)")
        let c = ToolTests.Capture()
        let merged = work.appendingPathComponent("merged").path
        let code = WidgetSnapCLI.run(["merge-reports", "--out", merged, r1, r2], console: c.console)
        #expect(code == 0 && c.out == "24 passed, 0 failed\n", "\(c.out) \(c.err)")
        #expect(FileManager.default.fileExists(atPath: merged + "/index.html"))
        #expect(run(["--shard", "3/2"]).code == 64)
    }

    @Test func pruneListsStaleGoldens() throws {
        // A family the layout no longer has: in the selection (no --family), produced by no variant.
        let folder = work.appendingPathComponent("goldens/Weather/default/systemExtraLarge/iphone-430x932")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let stale = folder.appendingPathComponent("00-light-real@3x.png")
        try Data([1]).write(to: stale)
        // Entry 99 is outside the selection of --entry 0: never listed.
        let otherEntry = work.appendingPathComponent("goldens/Weather/default/systemSmall/iphone-430x932/99-light-real@3x.png")
        try Data([1]).write(to: otherEntry)
        let list = run(["--prune", "list"])
        #expect(list.out.contains("stale " + stale.path), "\(list.out)")
        #expect(!list.out.contains(otherEntry.path), "\(list.out)")
        #expect(FileManager.default.fileExists(atPath: stale.path))
        _ = run(["--prune", "delete"])
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(FileManager.default.fileExists(atPath: otherEntry.path))
    }
}
