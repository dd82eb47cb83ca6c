import Foundation
import SnapshotFiles

/// Joins the report folders of CI shards into one.
///
/// A shard's `report.json` is untrusted input (it comes from an artifact): every outcome's name
/// must be a plain variant name (``VariantName``), every image path must be the one the shard's
/// writer uses for that name (`images/<name>.<role>.png`), must resolve, symlinks followed, to a
/// file inside the shard's folder, and must hold a PNG. The shards must be `1/n` … `n/n` of one
/// run, each once (or a single unsharded report), and no variant may appear twice.
public enum ReportMerge {
    /// Reads each folder's report.json and images and writes one combined report into `out`.
    public static func merge(_ folders: [String], into out: String) throws(ReportsError) -> (outcomes: [SnapshotOutcome], summary: ReportSummary) {
        var reports: [(dir: String, file: ReportFile)] = []
        var seenFolders: [String: String] = [:]
        for dir in folders {
            let real = URL(fileURLWithPath: dir).resolvingSymlinksInPath().standardizedFileURL.path
            if let earlier = seenFolders[real] { throw .folderTwice(folder: dir, earlier: earlier) }
            seenFolders[real] = dir
            reports.append((dir, try read(dir)))
        }
        try checkShards(reports)
        try checkCommands(reports)
        let goldens = reports.last?.file.summary.goldens ?? "Tests/Goldens"
        let command = reports.last?.file.summary.command ?? "widgetsnap test --record failed"
        var outcomes: [SnapshotOutcome] = []
        var seen: [String: String] = [:]
        for (dir, file) in reports {
            for var o in file.outcomes {
                // Every shard reports the same invalid layout: keep it once.
                if o.kind == LayoutErrorOutcome.kind, outcomes.contains(where: { $0.name == o.name && $0.message == o.message }) { continue }
                if let other = seen[o.name] { throw .variantTwice(variant: o.name, first: other, second: dir) }
                seen[o.name] = dir
                try ShardImages.confine(&o, in: dir, report: dir + "/report.json")
                try ReportWriter.copyImages(&o, from: dir, to: out)
                outcomes.append(o)
            }
        }
        outcomes.sort { $0.name < $1.name }
        var summary = ReportSummary(outcomes, goldens: goldens, command: command, shard: nil)
        // The renderer that drew the images, when every shard names the same one.
        if Set(reports.map(\.file.summary.renderer)).count == 1, let last = reports.last?.file.summary {
            summary.renderer = last.renderer
            summary.tool = last.tool.map { String($0.prefix(64)) }
        }
        try ReportWriter.writeFolder(outcomes, summary: summary, to: out)
        return (outcomes, summary)
    }

    static func read(_ dir: String) throws(ReportsError) -> ReportFile {
        let path = dir + "/report.json"
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .noReport(path: path)
        }
        do { return try JSONDecoder().decode(ReportFile.self, from: data) } catch {
            throw .notAReport(path: path, reason: error.localizedDescription)
        }
    }

    /// The accept command and goldens folder are shown in the merged report for copying: they must
    /// be a `widgetsnap test` command line without control characters, the same in every shard
    /// (shards of one run share them: the command leaves out `--shard`).
    static func checkCommands(_ reports: [(dir: String, file: ReportFile)]) throws(ReportsError) {
        func plain(_ s: String) -> Bool { !s.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } }
        for (dir, file) in reports {
            let s = file.summary
            guard s.command.hasPrefix("widgetsnap test "), plain(s.command), plain(s.goldens), s.command.count <= 8192, s.goldens.count <= 4096 else {
                throw .notPlainCommand(folder: dir)
            }
            if let first = reports.first?.file.summary, first.command != s.command || first.goldens != s.goldens {
                throw .otherRun(folder: dir, first: reports[0].dir)
            }
        }
    }

    /// Each of `1/n` … `n/n` exactly once, all with the same n; or one unsharded report.
    static func checkShards(_ reports: [(dir: String, file: ReportFile)]) throws(ReportsError) {
        var count: Int?
        var byIndex: [Int: String] = [:]
        for (dir, file) in reports {
            guard let shard = file.summary.shard else {
                if reports.count > 1 { throw .notAShard(folder: dir) }
                return
            }
            let parts = shard.split(separator: "/")
            guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(i) else {
                throw .badShard(folder: dir, shard: shard)
            }
            if let count, count != n { throw .shardCount(folder: dir, shard: shard, count: count) }
            count = n
            if let other = byIndex[i] { throw .shardTwice(shard: shard, first: other, second: dir) }
            byIndex[i] = dir
        }
        guard let n = count else { return }
        let missing = (1...n).filter { byIndex[$0] == nil }
        if !missing.isEmpty {
            throw .missingShards(missing: missing, count: n)
        }
    }
}
