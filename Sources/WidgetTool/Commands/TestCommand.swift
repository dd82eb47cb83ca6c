import CommandLineKit
import Foundation
import ImageDiff
import PNGCodec
import WidgetLayout
import WidgetModel
import WidgetRender

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

        Renders each variant in memory and compares it with DIR/<kind>/<instance>/<family>/
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
        bytes changed; never writes nothing, so a retry can never pass by recording.

          --shard i/n   run the i-th of n deterministic slices (join reports with merge-reports)
          --prune       list (or delete) goldens that no selected variant produces

        exit codes: 0 all passed, 1 failures, 64 usage, 65 invalid layout, 66 missing input, 73 cannot write

        """

    enum RecordMode: String { case missing, failed, all, never }

    struct Options {
        var goldens: String
        var record: RecordMode
        var diff: DiffOptions
        var maxDiffPixels: Int
        var maxDiffRatio: Double
    }

    static func run(_ arguments: [String], console: Console) throws -> ExitCode {
        let args = try Arguments(arguments, spec: OptionSpec(
            valued: ["goldens", "record", "threshold", "max-diff-pixels", "max-diff-ratio", "report", "junit", "shard", "prune",
                     "family", "instance", "entry", "appearance", "state", "device", "scale", "assets", "jobs"],
            flags: ["quiet"]), command: name)
        let environment = ProcessInfo.processInfo.environment
        let onCI = environment["CI"].map { !$0.isEmpty && $0 != "false" && $0 != "0" } ?? false
        guard let record = RecordMode(rawValue: args.value("record") ?? (onCI ? "never" : "missing")) else {
            throw ToolError.usage("unknown record mode '\(args.value("record") ?? "")'", hint: "expected missing, failed, all or never")
        }
        var diff = DiffOptions()
        if let t = try args.double("threshold") {
            guard (0...1).contains(t) else { throw ToolError.usage("--threshold must be between 0 and 1") }
            diff.threshold = t
        }
        diff.producesDiffImage = true
        let maxRatio = try args.double("max-diff-ratio") ?? 0
        guard (0...1).contains(maxRatio) else { throw ToolError.usage("--max-diff-ratio must be between 0 and 1") }
        let options = Options(goldens: args.value("goldens") ?? "Tests/Goldens", record: record, diff: diff,
                              maxDiffPixels: try args.int("max-diff-pixels") ?? 0, maxDiffRatio: maxRatio)
        let shard = try parseShard(args.value("shard"))
        let prune = args.value("prune")
        if let prune, prune != "list" && prune != "delete" { throw ToolError.usage("--prune expects list or delete") }

        let device = try Selection.device(args.value("device"))
        let scale = try args.double("scale") ?? device.scale
        guard scale > 0, scale <= 4 else { throw ToolError.usage("--scale must be between 0 and 4") }
        let (appearances, states) = try RenderCommand.appearancesAndStates(args)
        let files = try LayoutFiles.expand(args.positionals.isEmpty ? ["Layouts"] : args.positionals)
        let assetsRoot = AssetsLocation.resolve(args.value("assets"), files: files)
        guard let layouts = try LayoutFiles.loadAll(files, console: console) else { return .dataError }
        let all = try RenderCommand.buildJobs(layouts, args, device: device, scale: scale, appearances: appearances, states: states,
                                              root: options.goldens, fileExtension: "png")
        let jobs = shard.map { s in all.enumerated().filter { $0.offset % s.count == s.index - 1 }.map(\.element) } ?? all

        if let prune {
            let produced = Set(all.map(\.path))
            let stale = GoldenFiles.list(options.goldens).filter { !produced.contains($0) }
            for path in stale {
                if prune == "delete" {
                    do { try FileManager.default.removeItem(atPath: path) } catch { throw ToolError(.cannotCreate, "cannot delete \(path)") }
                }
                console.out((prune == "delete" ? "deleted " : "stale ") + path + "\n")
            }
            console.out("\(stale.count) golden\(stale.count == 1 ? "" : "s") no variant produces\(prune == "delete" ? " deleted" : "")\n")
            return .success
        }

        let workers = max(1, min(try args.int("jobs", min: 1) ?? ProcessInfo.processInfo.activeProcessorCount, max(1, jobs.count)))
        let outcomes = OutcomeBox(count: jobs.count)
        let progress = args.flag("quiet") ? nil : Progress(total: jobs.count)
        try Rendering.parallel(count: jobs.count, workers: workers, assetsRoot: assetsRoot, language: "en", device: device, scale: scale) { worker, index in
            let job = jobs[index]
            outcomes.set(index, try GoldenCheck.check(job, layouts[job.layoutIndex], worker: worker, options: options))
            progress?.step()
        }
        let results = outcomes.all
        let summary = ReportSummary(passed: results.filter { $0.status == .passed }.count,
                                    failed: results.filter { [.failed, .missing, .sizeMismatch, .error].contains($0.status) }.count,
                                    recorded: results.filter { $0.status == .recorded }.count, total: results.count,
                                    goldens: options.goldens, command: "widgetsnap test --record failed" + (args.positionals.isEmpty ? "" : " " + args.positionals.joined(separator: " ")),
                                    shard: shard.map { "\($0.index)/\($0.count)" })
        for o in results where o.status != .passed && o.status != .recorded {
            console.err("FAIL \(o.name): \(o.message ?? o.status.rawValue)\n")
        }
        for o in results where o.status == .recorded { console.out("recorded \(o.name)\n") }
        if let dir = args.value("report") { try ReportWriter.write(results, summary: summary, goldens: options.goldens, to: dir) }
        if let junit = args.value("junit") { try JUnit.write(results, summary: summary, to: junit) }
        if summary.recorded > 0 { console.out("\(summary.recorded) recorded\n") }
        console.out("\(summary.passed + summary.recorded) passed, \(summary.failed) failed\n")
        return summary.failed > 0 ? .failure : .success
    }

    static func parseShard(_ value: String?) throws -> (index: Int, count: Int)? {
        guard let value else { return nil }
        let parts = value.split(separator: "/")
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, i >= 1, i <= n else {
            throw ToolError.usage("--shard expects i/n with 1 ≤ i ≤ n, got '\(value)'", hint: "e.g. --shard 2/4")
        }
        return (i, n)
    }
}

/// Outcomes by job index, filled from the render threads.
final class OutcomeBox: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [SnapshotOutcome?]
    init(count: Int) { items = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ o: SnapshotOutcome) { lock.withLock { items[i] = o } }
    var all: [SnapshotOutcome] { lock.withLock { items.compactMap { $0 } } }
}

/// Golden files on disk.
enum GoldenFiles {
    /// Every golden PNG under `root` (not the .new/.diff leftovers), sorted.
    static func list(_ root: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var out: [String] = []
        while let rel = walker.nextObject() as? String {
            if rel.hasSuffix(".png") && !rel.hasSuffix(".new.png") && !rel.hasSuffix(".diff.png") { out.append(root + "/" + rel) }
        }
        return out.sorted()
    }

    static func sidecar(_ golden: String, _ suffix: String) -> String { String(golden.dropLast(4)) + "." + suffix + ".png" }
}
