import Foundation
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

        The folders must be shards 1/n ... n/n of one run, each once (or one unsharded report):
        a repeated or missing shard is refused and named. Shard reports are untrusted: outcome
        names must be plain variant names and image paths the shard's own images/<name>.<role>.png
        PNG files inside its folder; anything else is refused (exit 65) before any copy.

        exit codes: 0 no failures, 1 failures, 64 usage, 65 not a report, duplicate or missing
        shard, unsafe name or path, 66 missing report.json, 73 cannot write

        """

    static let options = OptionSpec(valued: ["out", "junit"], flags: [])

    static func run(_ arguments: [String], console: Console) throws -> ExitCode {
        let args = try parse(arguments)
        guard let out = args.value("out") else { throw ToolError.usage("--out DIR is required") }
        guard !args.positionals.isEmpty else { throw ToolError.usage("name at least one report folder") }
        let (outcomes, summary) = try ReportMerge.merge(args.positionals, into: out)
        if let junit = args.value("junit") { try JUnit.write(outcomes, to: junit) }
        try AtomicFile.write(Data(AcceptDecisions.proposal(outcomes).utf8), to: out + "/decisions.json")
        console.out("\(summary.passed + summary.recorded) passed, \(summary.failed) failed\n")
        return summary.failed > 0 ? .failure : .success
    }
}
