import Foundation

/// The contents of `report.json`: what `merge-reports` reads back.
public struct ReportFile: Codable, Sendable {
    public var summary: ReportSummary
    public var outcomes: [SnapshotOutcome]
}

/// Writes a report folder: `index.html`, `report.json` and `images/` with the expected, actual
/// and diff PNGs of every snapshot that did not pass, so the folder can be uploaded as it is.
public enum ReportWriter {
    public static func write(_ outcomes: [SnapshotOutcome], summary: ReportSummary, to dir: String) throws(ToolError) {
        var relative: [SnapshotOutcome] = []
        for var o in outcomes {
            if o.status == .passed {
                o.expected = nil; o.actual = nil; o.diff = nil
            } else {
                try copyImages(&o, from: nil, to: dir)
            }
            relative.append(o)
        }
        try writeFolder(relative, summary: summary, to: dir)
    }

    /// Copies an outcome's images into `dir/images/` (from `base` when its paths are relative to
    /// another report folder) and points the outcome at the copies.
    public static func copyImages(_ o: inout SnapshotOutcome, from base: String?, to dir: String) throws(ToolError) {
        func source(_ p: String?) -> String? {
            guard let p else { return nil }
            return base.map { $0 + "/" + p } ?? p
        }
        o.expected = try copy(source(o.expected), to: dir, as: "images/\(o.name).expected.png")
        o.actual = try copy(source(o.actual), to: dir, as: "images/\(o.name).actual.png")
        o.diff = try copy(source(o.diff), to: dir, as: "images/\(o.name).diff.png")
    }

    /// index.html and report.json for outcomes whose image paths are already relative to `dir`.
    public static func writeFolder(_ outcomes: [SnapshotOutcome], summary: ReportSummary, to dir: String) throws(ToolError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let json: Data
        do { json = try encoder.encode(ReportFile(summary: summary, outcomes: outcomes)) } catch { throw ToolError(.software, "cannot encode the report: \(error)") }
        try AtomicFile.write(json, to: dir + "/report.json")
        let title = summary.failed == 0 ? "widgetsnap: all \(summary.total) snapshots pass" : "widgetsnap: \(summary.failed) of \(summary.total) snapshots fail"
        try AtomicFile.write(HTMLReport.render(outcomes, summary: summary, title: title), to: dir + "/index.html")
    }

    /// Copies a file into the report folder; returns the relative path, or nil when there is none.
    static func copy(_ source: String?, to dir: String, as relative: String) throws(ToolError) -> String? {
        guard let source, let data = FileManager.default.contents(atPath: source) else { return nil }
        try AtomicFile.write(data, to: dir + "/" + relative)
        return relative
    }
}

/// Joins the report folders of CI shards into one.
public enum ReportMerge {
    /// Reads each folder's report.json and images and writes one combined report into `out`.
    public static func merge(_ folders: [String], into out: String) throws(ToolError) -> (outcomes: [SnapshotOutcome], summary: ReportSummary) {
        var outcomes: [SnapshotOutcome] = []
        var goldens = "Tests/Goldens", command = "widgetsnap test --record failed"
        for dir in folders {
            let path = dir + "/report.json"
            guard let data = FileManager.default.contents(atPath: path) else {
                throw ToolError(.noInput, "\(path): no such file", hint: "pass folders written by 'widgetsnap test --report'")
            }
            let file: ReportFile
            do { file = try JSONDecoder().decode(ReportFile.self, from: data) } catch {
                throw ToolError(.dataError, "\(path): not a widgetsnap report (\(error.localizedDescription))")
            }
            goldens = file.summary.goldens
            command = file.summary.command
            for var o in file.outcomes {
                try ReportWriter.copyImages(&o, from: dir, to: out)
                outcomes.append(o)
            }
        }
        outcomes.sort { $0.name < $1.name }
        let summary = ReportSummary(outcomes, goldens: goldens, command: command, shard: nil)
        try ReportWriter.writeFolder(outcomes, summary: summary, to: out)
        return (outcomes, summary)
    }
}
