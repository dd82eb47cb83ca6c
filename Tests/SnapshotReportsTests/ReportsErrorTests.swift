import Foundation
import SnapshotFiles
import SnapshotReports
import Testing

/// `ReportsError`: a refused merge names the folder, shard or file and what was found there, in the
/// words the command line printed before it was typed.
struct ReportsErrorTests {
    private func scratch() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("reports-error-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    private func merge(_ folders: [String], into out: String) -> ReportsError? {
        do { _ = try ReportMerge.merge(folders, into: out); return nil } catch { return error }
    }

    @Test func aFolderWithoutAReportIsNamed() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let error = merge([dir], into: dir + "/out")
        #expect(error == .noReport(path: dir + "/report.json"))
        #expect(error?.message == "\(dir)/report.json: no such file")
        #expect(error?.hint == "pass folders written by 'widgetsnap test --report'")
    }

    @Test func aFolderNamedTwiceIsNamedBothWays() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try ReportWriter.writeFolder([], summary: ReportSummary([], goldens: "Tests/Goldens", command: "widgetsnap test --record failed", shard: nil), to: dir)
        let error = merge([dir, dir + "/."], into: dir + "/out")
        #expect(error == .folderTwice(folder: dir + "/.", earlier: dir))
    }

    @Test func aReportThatDoesNotDecodeIsNotAReport() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data("{}".utf8).write(to: URL(fileURLWithPath: dir + "/report.json"))
        guard case .notAReport(let path, _)? = merge([dir], into: dir + "/out") else { Issue.record("not refused as a report"); return }
        #expect(path == dir + "/report.json")
    }

    @Test(arguments: [(ReportsError.missingShards(missing: [2, 3], count: 3), "missing shards 2/3, 3/3 of 3"),
                      (.missingShards(missing: [1], count: 2), "missing shard 1/2 of 2"),
                      (.stepSummary(path: "s.md", action: "write", reason: "full"), "s.md: cannot write the step summary (full)"),
                      (.stepSummary(path: "s.md", action: "open", reason: nil), "s.md: cannot open the step summary"),
                      (.outcomeName(report: "r.json", name: "../x", reason: "bad"), "r.json: refusing the outcome name '../x': bad")])
    func theWordsOfACase(_ error: ReportsError, _ message: String) {
        #expect(error.message == message)
    }
}
