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
                               [--threshold T] [--include-aa] [--max-diff-pixels N] [--max-diff-ratio R]
                               [--report DIR] [--junit FILE] [--json] [--shard i/n] [--prune list|delete]
                               [--family F,...] [--instance NAME,...|first] [--entry N]
                               [--appearance light,dark] [--state real,placeholder,privacy] [--locale L,...]
                               [--device D] [--scale S] [--assets DIR] [--jobs N] [--quiet] [--lint]
                               [--dynamic-type SIZE,...|all]
               widgetsnap test [paths...] --accept FILE [--goldens DIR] [--scale S] [--assets DIR]

        Renders each variant in memory and compares it with DIR/<kind>/<instance>/<family>/<device>/
        <entry>-<appearance>-<state>@<scale>x.png (default DIR: Tests/Goldens), using the
        pixelmatch-compatible diff. Renders are deterministic, so by default any changed pixel
        fails: --threshold 0 and --max-diff-pixels 0; pixels that pixelmatch classifies as
        anti-aliasing are tolerated (--include-aa counts them too). A variant fails when more than --max-diff-pixels
        and more than --max-diff-ratio (default 0) of its pixels differ beyond --threshold.

        On a failure it writes <name>.new.png and <name>.diff.png beside the golden (removed again
        once the variant passes), and with --report DIR a self-contained HTML report (failures
        first; expected, actual, diff, slider and blend views) plus report.json. --junit writes
        JUnit XML, --json prints the results as JSON on stdout. The Smart Stack scenarios of a
        Stacks folder beside the layouts folder are checked too: each day's events against
        DIR/Stacks/<scenario>.events.txt, with the same record modes. It ends with the line
        "N passed, N failed" and exits 1 on any failure. An invalid layout exits 65 and still
        writes the report and JUnit, with the error as a failed case.

        Record modes: missing (default; on CI: never) writes goldens that do not exist;
        failed rewrites the goldens whose pixels changed (and only those); all rewrites any whose
        bytes changed; never writes nothing. Without --record, WIDGETSNAP_RECORD (the same four
        words) sets the mode; any other value is an error. On CI (CI, GITHUB_ACTIONS, GITLAB_CI,
        JENKINS_URL, TF_BUILD, BUILDKITE, TEAMCITY_VERSION) a recorded golden counts as a failure.
        On GitHub Actions, failures are also printed as ::error annotations and summed up in
        $GITHUB_STEP_SUMMARY.

          --shard i/n   run the i-th of n deterministic slices (join reports with merge-reports)
          --locale      locales to test, e.g. ja,zh-Hans (default en); goldens of other locales are
                        named <entry>-<appearance>-<state>-<locale>@<scale>x.png
          --prune       list (or delete) the goldens of the selected kinds, instances, families,
                        entries, appearances, states and device that no selected variant produces

        --dynamic-type is a dimension like --state: each size is its own variant and golden; a
        size other than large is named after the state (<entry>-<appearance>-<state>-ax5@3x.png).
        Sizes: xSmall, small, medium, large (default), xLarge, xxLarge, xxxLarge, ax1 … ax5, or all.

        --lint also runs the design lint (see 'widgetsnap help lint') over the same variants and
        fails on its errors, printing each finding.

          --accept FILE records the goldens of exactly the variants a review accepted: FILE is the
                        decisions file of 'widgetsnap gallery --baseline' (docs/gallery.md); nothing
                        else is rendered or written. A variant name the layouts do not produce exits 65.

        exit codes: 0 all passed, 1 failures, 64 usage, 65 invalid layout, 66 missing input, 73 cannot write

        """

    static let options = OptionSpec(
        valued: ["accept",
                 "goldens", "record", "threshold", "max-diff-pixels", "max-diff-ratio", "report", "junit", "shard", "prune",
                 "family", "instance", "entry", "appearance", "state", "device", "scale", "assets", "jobs", "dynamic-type",
                 "locale"],
        flags: ["quiet", "json", "include-aa", "lint"])

    static func run(_ arguments: [String], console: Console) throws -> ExitCode {
        try run(arguments, console: console, environment: ProcessInfo.processInfo.environment)
    }

    /// The command with an explicit environment (tests pass their own).
    static func run(_ arguments: [String], console: Console, environment: [String: String]) throws -> ExitCode {
        let args = try parse(arguments)
        let record = try args.value("record").map { word throws(GoldensError) in try RecordMode.parse(word, source: "--record") }
            ?? RecordMode.fromEnvironment(environment)
        var diff = GoldenOptions.defaultDiff
        if let t = try args.double("threshold") {
            guard (0...1).contains(t) else { throw ToolError.usage("--threshold must be between 0 and 1") }
            diff.threshold = t
        }
        if args.flag("include-aa") { diff.includeAA = true }
        let maxRatio = try args.double("max-diff-ratio") ?? 0
        guard (0...1).contains(maxRatio) else { throw ToolError.usage("--max-diff-ratio must be between 0 and 1") }
        if let goldens = args.value("goldens") {
            // A folder, or one not made yet (recording creates it); anything else is a usage error.
            var isDir: ObjCBool = false
            if FileManager.default.fileExists(atPath: goldens, isDirectory: &isDir), !isDir.boolValue {
                throw ToolError.usage("--goldens \(goldens.escapingControlCharacters) is not a folder", hint: "--goldens takes the folder that holds the golden PNGs")
            }
        }
        let options = GoldenOptions(goldens: args.value("goldens") ?? "Tests/Goldens", record: record, diff: diff,
                                    maxDiffPixels: try args.int("max-diff-pixels") ?? GoldenOptions.defaultMaxDiffPixels, maxDiffRatio: maxRatio)
        let shard = try parseShard(args.value("shard"))
        let prune = args.value("prune")
        if let prune, prune != "list" && prune != "delete" { throw ToolError.usage("--prune expects list or delete") }

        let device = try Selection.device(args.value("device"))
        let scale = try VariantOptions.scale(args, device: device)
        let filter = try VariantOptions.filter(args)
        var output = TestOutput(args: args, console: console, environment: environment, goldens: options.goldens,
                                shard: shard.map { "\($0.index)/\($0.count)" })
        let loaded = try VariantOptions.load(args)
        if !loaded.diagnostics.isEmpty {
            try output.layoutErrors(loaded.diagnostics)
            return .dataError
        }
        let layouts = loaded.layouts
        let assetsRoot = AssetsLocation.resolve(args.value("assets"), files: loaded.files)
        if let file = args.value("accept") {
            let decisions = try AcceptDecisions.read(file)
            // Widgets' variants are rendered by the pipeline; Live Activities' and controls' by SurfaceVariants.
            let widgets = decisions.filter { !SurfaceVariants.isSurface($0) }, surfaces = decisions.filter(SurfaceVariants.isSurface)
            let givenScale = try args.double("scale").map { _ in scale }
            let jobs = try widgets.jobs(layouts, filter: filter, scale: givenScale)
            let drawn = try SurfaceVariants.accept(surfaces, layouts: layouts, filter: filter, scale: givenScale, goldens: options.goldens, assetsRoot: assetsRoot)
            let outcomes = try widgets.apply(jobs, layouts: layouts, goldens: options.goldens, assetsRoot: assetsRoot, workers: try args.int("jobs", min: 1)) + drawn
            // Accepted removals: the goldens of variants the layouts no longer draw go.
            for path in try widgets.deleteRemoved(produced: Set(jobs.map(\.variant.name)), goldens: options.goldens) {
                console.out("deleted \(path) (accepted removal)\n")
            }
            try RendererStamp.update(options.goldens, record: .missing, recorded: outcomes.contains { $0.status == .recorded })
            return try output.finish(CIRecordPolicy.apply(outcomes, onCI: CIEnvironment.isCI(environment)), timing: nil, layoutTexts: [:])
        }
        let all = try VariantSet.jobs(layouts, filter: filter, device: device, scale: scale)
        let jobs = shard.map { s in all.enumerated().filter { $0.offset % s.count == s.index - 1 }.map(\.element) } ?? all

        if let prune {
            let stale = GoldenRun.stale(options.goldens, jobs: all, scope: PruneScope(layouts, filter: filter, device: device, scale: scale))
            for path in stale {
                if prune == "delete" {
                    do { try FileManager.default.removeItem(atPath: path) } catch { throw ToolError(.cannotCreate, "cannot delete \(path)") }
                }
                console.out((prune == "delete" ? "deleted " : "stale ") + path + "\n")
            }
            console.out("\(stale.count) golden\(stale.count == 1 ? "" : "s") no selected variant produces\(prune == "delete" ? " deleted" : "")\n")
            return .success
        }

        // Goldens of another renderer: said once, with the command that re-records (not a failure per variant).
        if record == .missing || record == .never, let found = try RendererStamp.mismatch(options.goldens) {
            output.rendererNotice = RendererStamp.notice(found, folder: options.goldens, rerecord: output.acceptCommand)
        }
        let goldensExisted = FileManager.default.fileExists(atPath: options.goldens)
        let progress = Progress.bar(jobs.count, quiet: args.flag("quiet") || args.flag("json"))
        let started = Date()
        let workers = WorkerPool.workerCount(try args.int("jobs", min: 1), work: jobs.count)
        // With --lint, one pass draws and compares the tested variants and lints all of them from the
        // same trees (the lint lays out at the device's scale: another --scale lints after the run).
        var lint: Result<LintReport, LintRunError>? = nil
        let run: (outcomes: [SnapshotOutcome], seconds: [Double], images: [String: ReportImages])
        if args.flag("lint"), scale == device.scale, LintRunner.suppressionErrors(layouts).isEmpty {
            let checks = GoldenRun.Checks(jobs: all, layouts: layouts, options: options, keepImages: output.report != nil, progress: progress?.stepper)
            let tested = shard.map { s in Set(all.indices.filter { $0 % s.count == s.index - 1 }) }
            lint = try VariantPass.run(all, layouts: layouts, device: device, scale: scale, assetsRoot: assetsRoot, workers: workers,
                                       plan: VariantPass.Plan(drawing: .pixels, draw: tested, lint: LintOptions()),
                                       setUp: GoldensError.pipeline) { _, product throws(GoldensError) in
                try checks.check(product.index, product.pixels, started: product.started)
            }
            run = checks.results
        } else {
            run = try GoldenRun.timedRun(jobs, layouts: layouts, options: options, device: device, scale: scale, assetsRoot: assetsRoot,
                                         workers: workers, keepImages: output.report != nil, progress: progress?.stepper)
        }
        output.reportImages = run.images
        // Golden days of the Smart Stack scenarios in Stacks/ beside the layouts (docs/smart-stack.md); first shard only.
        let stacks = (shard?.index ?? 1) == 1 ? try StackGolden.run(besideLayouts: args.positionals, goldens: options.goldens, record: record) : (outcomes: [], diagnostics: [])
        if !stacks.diagnostics.isEmpty {
            try output.layoutErrors(stacks.diagnostics)
            return .dataError
        }
        // Live Activities and controls (SurfaceVariants.swift), first shard only.
        var surfaces: [SnapshotOutcome] = []
        if (shard?.index ?? 1) == 1 {
            for p in try SurfaceVariants.pictures(layouts, filter: filter, device: device, scale: scale, assetsRoot: assetsRoot) {
                surfaces.append(try GoldenCheck.check(p.image, variant: p.variant, options: options))
            }
        }
        var results = CIRecordPolicy.apply(run.outcomes + stacks.outcomes + surfaces, onCI: CIEnvironment.isCI(environment))
        if CIEnvironment.isCI(environment) {
            output.missingNotice = MissingGoldens.notice(goldens: options.goldens, existed: goldensExisted, outcomes: results)
            results = MissingGoldens.onCI(results)
        }
        try RendererStamp.update(options.goldens, record: record, recorded: (run.outcomes + surfaces).contains { $0.status == .recorded })
        let texts = Dictionary(layouts.map { ($0.path, $0.text) }, uniquingKeysWith: { a, _ in a })
        let code = try output.finish(results, timing: JUnit.Timing(started: started, seconds: run.seconds), layoutTexts: texts)
        guard args.flag("lint") else { return code }
        return try LintCommand.afterTest(code, layouts: layouts, files: loaded.files, filter: filter, device: device, args: args, console: console,
                                         linted: lint)
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

/// What `widgetsnap test` prints and writes once the outcomes are known: the FAIL lines, the
/// report, JUnit, `--json`, and on GitHub Actions the annotations and the step summary.
struct TestOutput {
    var args: Arguments
    var console: Console
    var environment: [String: String]
    var goldens: String
    var shard: String?
    /// Set when the goldens come from another renderer: printed once instead of a line per failing variant.
    var rendererNotice: String? = nil
    /// Set on CI when the goldens folder has no goldens: said once instead of a line per missing variant.
    var missingNotice: String? = nil
    /// The bytes of the images the outcomes name, by outcome name: the report is written from them.
    var reportImages: [String: ReportImages] = [:]

    var json: Bool { args.flag("json") }
    var gitHub: Bool { CIEnvironment.isGitHubActions(environment) }
    var report: String? { args.value("report") }

    /// Workflow commands go to stdout, unless stdout carries the JSON.
    func annotate(_ line: String) { if json { console.err(line) } else { console.out(line) } }

    /// The command that accepts this run's changes: the same paths and selection, `--record failed`, no shard.
    var acceptCommand: String {
        var words = ["widgetsnap", "test"] + args.positionals
        for option in ["goldens", "family", "instance", "entry", "appearance", "state", "device", "scale", "assets",
                       "threshold", "max-diff-pixels", "max-diff-ratio", "dynamic-type", "locale"] {
            let values = ["family", "instance", "appearance", "state", "dynamic-type", "locale"].contains(option) ? args.list(option).isEmpty ? [] : [args.list(option).joined(separator: ",")]
                : args.value(option).map { [$0] } ?? []
            for v in values { words += ["--" + option, v] }
        }
        if args.flag("include-aa") { words.append("--include-aa") }
        words += ["--record", "failed"]
        return words.map(ShellWord.quote).joined(separator: " ")
    }

    /// An invalid layout: the diagnostics, then the report and JUnit with each invalid file as an errored case.
    func layoutErrors(_ diagnostics: [Diagnostic]) throws(ToolError) {
        console.err(diagnostics.map { $0.description + "\n" }.joined())
        if gitHub { for d in diagnostics { annotate(GitHubActions.error(d)) } }
        let outcomes = LayoutErrorOutcome.outcomes(diagnostics)
        try write(outcomes, timing: nil, layoutTexts: [:])
    }

    /// Prints and writes the results; returns the exit code.
    func finish(_ results: [SnapshotOutcome], timing: JUnit.Timing?, layoutTexts: [String: String]) throws(ToolError) -> ExitCode {
        if let notice = rendererNotice, results.contains(where: \.isFailure) {
            let count = results.filter(\.isFailure).count
            console.err("widgetsnap test: \(count) variant\(count == 1 ? "" : "s") did not pass: \(notice)\n")
            if gitHub { annotate(GitHubActions.error(file: nil, line: nil, column: nil, title: "goldens of another renderer", message: notice)) }
            let summary = try write(results, timing: timing, layoutTexts: layoutTexts)
            if let report { console.err("report: \(report)/index.html\n") }
            if !json { console.out("\(summary.passed + summary.recorded) passed, \(summary.failed) failed\n") }
            return .failure
        }
        if let notice = missingNotice {
            console.err("widgetsnap test: \(notice)\n")
            if gitHub { annotate(GitHubActions.error(file: nil, line: nil, column: nil, title: "no goldens", message: notice)) }
        }
        for o in results where o.isFailure && !(missingNotice != nil && o.status == .missing) {
            var line = "FAIL \(o.name): \(o.message ?? o.status.rawValue)\n"
            if let x = o.expected { line += "    golden:   \(x)\n" }
            if let a = o.actual { line += "    actual:   \(a)\n" }
            if let d = o.diff { line += "    diff:     \(d)\n" }
            console.err(line)
        }
        if gitHub { for o in results where o.isFailure && !(missingNotice != nil && o.status == .missing) { annotate(GitHubActions.error(o, layoutText: o.file.flatMap { layoutTexts[$0] })) } }
        if !json { for o in results where o.status == .recorded { console.out("recorded \(o.name)\n") } }
        let summary = try write(results, timing: timing, layoutTexts: layoutTexts)
        if summary.failed > 0, let report { console.err("report: \(report)/index.html\n") }
        if !json {
            if summary.recorded > 0 { console.out("\(summary.recorded) recorded\n") }
            console.out("\(summary.passed + summary.recorded) passed, \(summary.failed) failed\n")
        }
        return summary.failed > 0 ? .failure : .success
    }

    /// The report, JUnit, JSON and step summary of `outcomes`.
    @discardableResult
    func write(_ outcomes: [SnapshotOutcome], timing: JUnit.Timing?, layoutTexts: [String: String]) throws(ToolError) -> ReportSummary {
        var summary = ReportSummary(outcomes, goldens: goldens, command: acceptCommand, shard: shard)
        summary.renderer = WidgetSnapVersion.renderer
        summary.tool = WidgetSnapVersion.current
        if let report {
            try ToolError.passing { () throws(ReportsError) in try ReportWriter.write(outcomes, images: reportImages, summary: summary, to: report) }
            // What `widgetsnap accept` reads from the downloaded artifact (docs/ci.md#accepting-from-ci).
            try ToolError.passing { () throws(FilesError) in try AtomicFile.write(Data(AcceptDecisions.proposal(outcomes).utf8), to: report + "/decisions.json") }
        }
        if let junit = args.value("junit") { try ToolError.passing { () throws(ReportsError) in try JUnit.write(outcomes, timing: timing, to: junit) } }
        if json { console.out(try ToolError.passing { () throws(ReportsError) in try ResultsJSON.encode(ReportFile(summary: summary, outcomes: outcomes)) }) }
        if gitHub, let path = environment["GITHUB_STEP_SUMMARY"], !path.isEmpty {
            try ToolError.passing { () throws(ReportsError) in try StepSummary.append(GitHubActions.summary(outcomes, summary: summary, report: report), to: path) }
        }
        return summary
    }
}
