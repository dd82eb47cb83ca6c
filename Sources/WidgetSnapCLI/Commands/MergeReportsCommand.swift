import WidgetSnapshotCore

/// `widgetsnap merge-reports`: joins the report folders of CI shards into one.
enum MergeReportsCommand: Command {
    static let name = "merge-reports"
    static let summary = "join the --report folders of shards into one report"
    static let help = """
        usage: widgetsnap merge-reports --out DIR [--junit FILE] REPORT_DIR...

        Reads each shard's report.json and images, and writes one combined report (index.html,
        report.json, images/) into DIR, and optionally JUnit XML. Ends with "N passed, N failed"
        and exits 1 when any shard had failures.

        """

    static let options = OptionSpec(valued: ["out", "junit"], flags: [])

    static func run(_ arguments: [String], console: Console) throws -> ExitCode {
        let args = try parse(arguments)
        guard let out = args.value("out") else { throw ToolError.usage("--out DIR is required") }
        guard !args.positionals.isEmpty else { throw ToolError.usage("name at least one report folder") }
        let (outcomes, summary) = try ReportMerge.merge(args.positionals, into: out)
        if let junit = args.value("junit") { try JUnit.write(outcomes, to: junit) }
        console.out("\(summary.passed + summary.recorded) passed, \(summary.failed) failed\n")
        return summary.failed > 0 ? .failure : .success
    }
}
