import Foundation
import ImageDiff
import WidgetLayout
import WidgetModel
import WidgetSnapshotCore

/// `widgetsnap test`: renders every variant in memory and compares it with its golden PNG.
enum TestCommand: Command {
    static let name = "test"
    static let summary = "compare every variant with its golden PNG (report, JUnit, record modes, shards)"
    static let help = """
        usage: widgetsnap test [paths...] [--goldens DIR] [--record missing|failed|all|never]
                               [--threshold T] [--max-diff-pixels N] [--max-diff-ratio R]
                               [--report DIR] [--junit FILE] [--shard i/n] [--prune list|delete]
                               [--family F,...] [--instance NAME,...|first] [--entry N]
                               [--appearance light,dark] [--state real,placeholder,privacy]
                               [--device D] [--scale S] [--assets DIR] [--jobs N]

        Renders each variant in memory and compares it with DIR/<kind>/<instance>/<family>/<device>/
        <entry>-<appearance>-<state>@<scale>x.png (default DIR: Tests/Goldens), using the
        pixelmatch-compatible diff. A variant fails when more than --max-diff-pixels (default 0)
        and more than --max-diff-ratio (default 0) of its pixels differ beyond --threshold
        (default 0.1; anti-aliased pixels never count).

        On a failure it writes <name>.new.png and <name>.diff.png beside the golden (removed again
        once the variant passes), and with --report DIR a self-contained HTML report (failures
        first; expected, actual, diff, slider and blend views) plus report.json. --junit writes
        JUnit XML. It ends with the line "N passed, N failed" and exits 1 on any failure.

        Record modes: missing (default; when CI is set: never) writes goldens that do not exist;
        failed rewrites the goldens whose pixels changed (and only those); all rewrites any whose
        bytes changed; never writes nothing, so a retry can never pass by recording. Without
        --record, WIDGETSNAP_RECORD (the same four words) sets the mode; any other value is an error.

          --shard i/n   run the i-th of n deterministic slices (join reports with merge-reports)
          --prune       list (or delete) goldens that no selected variant produces

        exit codes: 0 all passed, 1 failures, 64 usage, 65 invalid layout, 66 missing input, 73 cannot write

        """

    static let options = OptionSpec(
        valued: ["goldens", "record", "threshold", "max-diff-pixels", "max-diff-ratio", "report", "junit", "shard", "prune",
                 "family", "instance", "entry", "appearance", "state", "device", "scale", "assets", "jobs"],
        flags: ["quiet"])

    static func run(_ arguments: [String], console: Console) throws -> ExitCode {
        let args = try parse(arguments)
        let record = try args.value("record").map { word throws(ToolError) in try RecordMode.parse(word, source: "--record") }
            ?? RecordMode.fromEnvironment(ProcessInfo.processInfo.environment)
        var diff = GoldenOptions.defaultDiff
        if let t = try args.double("threshold") {
            guard (0...1).contains(t) else { throw ToolError.usage("--threshold must be between 0 and 1") }
            diff.threshold = t
        }
        let maxRatio = try args.double("max-diff-ratio") ?? 0
        guard (0...1).contains(maxRatio) else { throw ToolError.usage("--max-diff-ratio must be between 0 and 1") }
        let options = GoldenOptions(goldens: args.value("goldens") ?? "Tests/Goldens", record: record, diff: diff,
                                    maxDiffPixels: try args.int("max-diff-pixels") ?? 0, maxDiffRatio: maxRatio)
        let shard = try parseShard(args.value("shard"))
        let prune = args.value("prune")
        if let prune, prune != "list" && prune != "delete" { throw ToolError.usage("--prune expects list or delete") }

        let device = try Selection.device(args.value("device"))
        let scale = try VariantOptions.scale(args, device: device)
        let filter = try VariantOptions.filter(args)
        guard let loaded = try VariantOptions.layouts(args, console: console) else { return .dataError }
        let layouts = loaded.layouts
        let assetsRoot = AssetsLocation.resolve(args.value("assets"), files: loaded.files)
        let all = try VariantSet.jobs(layouts, filter: filter, device: device, scale: scale)
        let jobs = shard.map { s in all.enumerated().filter { $0.offset % s.count == s.index - 1 }.map(\.element) } ?? all

        if let prune {
            let stale = GoldenRun.stale(options.goldens, jobs: all)
            for path in stale {
                if prune == "delete" {
                    do { try FileManager.default.removeItem(atPath: path) } catch { throw ToolError(.cannotCreate, "cannot delete \(path)") }
                }
                console.out((prune == "delete" ? "deleted " : "stale ") + path + "\n")
            }
            console.out("\(stale.count) golden\(stale.count == 1 ? "" : "s") no variant produces\(prune == "delete" ? " deleted" : "")\n")
            return .success
        }

        let progress = Progress.bar(jobs.count, quiet: args.flag("quiet"))
        let results = try GoldenRun.run(jobs, layouts: layouts, options: options, device: device, scale: scale, assetsRoot: assetsRoot,
                                        workers: WorkerPool.workerCount(try args.int("jobs", min: 1), work: jobs.count),
                                        progress: progress?.stepper)
        let summary = ReportSummary(results, goldens: options.goldens,
                                    command: "widgetsnap test --record failed" + (args.positionals.isEmpty ? "" : " " + args.positionals.joined(separator: " ")),
                                    shard: shard.map { "\($0.index)/\($0.count)" })
        for o in results where o.status != .passed && o.status != .recorded {
            console.err("FAIL \(o.name): \(o.message ?? o.status.rawValue)\n")
        }
        for o in results where o.status == .recorded { console.out("recorded \(o.name)\n") }
        if let dir = args.value("report") { try ReportWriter.write(results, summary: summary, to: dir) }
        if let junit = args.value("junit") { try JUnit.write(results, to: junit) }
        if summary.recorded > 0 { console.out("\(summary.recorded) recorded\n") }
        console.out("\(summary.passed + summary.recorded) passed, \(summary.failed) failed\n")
        return summary.failed > 0 ? .failure : .success
    }

    static func parseShard(_ value: String?) throws(ToolError) -> (index: Int, count: Int)? {
        guard let value else { return nil }
        let parts = value.split(separator: "/")
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, i >= 1, i <= n else {
            throw ToolError.usage("--shard expects i/n with 1 ≤ i ≤ n, got '\(value)'", hint: "e.g. --shard 2/4")
        }
        return (i, n)
    }
}
