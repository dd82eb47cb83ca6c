import CommandLineKit
import Foundation

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

    static func run(_ arguments: [String], console: Console) throws -> ExitCode {
        let args = try Arguments(arguments, spec: OptionSpec(valued: ["out", "junit"], flags: []), command: name)
        guard let out = args.value("out") else { throw ToolError.usage("--out DIR is required") }
        guard !args.positionals.isEmpty else { throw ToolError.usage("name at least one report folder") }
        var outcomes: [SnapshotOutcome] = []
        var goldens = "Tests/Goldens", command = "widgetsnap test --record failed"
        for dir in args.positionals {
            let path = dir + "/report.json"
            guard let data = FileManager.default.contents(atPath: path) else { throw ToolError(.noInput, "\(path): no such file", hint: "pass folders written by 'widgetsnap test --report'") }
            let file: ReportFile
            do { file = try JSONDecoder().decode(ReportFile.self, from: data) } catch {
                throw ToolError(.dataError, "\(path): not a widgetsnap report (\(error.localizedDescription))")
            }
            goldens = file.summary.goldens
            command = file.summary.command
            for var o in file.outcomes {
                o.expected = try ReportWriter.copy(o.expected.map { dir + "/" + $0 }, to: out, as: "images/\(o.name).expected.png")
                o.actual = try ReportWriter.copy(o.actual.map { dir + "/" + $0 }, to: out, as: "images/\(o.name).actual.png")
                o.diff = try ReportWriter.copy(o.diff.map { dir + "/" + $0 }, to: out, as: "images/\(o.name).diff.png")
                outcomes.append(o)
            }
        }
        outcomes.sort { $0.name < $1.name }
        let summary = ReportSummary(passed: outcomes.filter { $0.status == .passed }.count,
                                    failed: outcomes.filter { [.failed, .missing, .sizeMismatch, .error].contains($0.status) }.count,
                                    recorded: outcomes.filter { $0.status == .recorded }.count, total: outcomes.count,
                                    goldens: goldens, command: command, shard: nil)
        try ReportWriter.writeFolder(outcomes, summary: summary, to: out)
        if let junit = args.value("junit") { try JUnit.write(outcomes, summary: summary, to: junit) }
        console.out("\(summary.passed + summary.recorded) passed, \(summary.failed) failed\n")
        return summary.failed > 0 ? .failure : .success
    }
}
