import Foundation
import WidgetModel

/// GitHub Actions' workflow commands and job summary.
public enum GitHubActions {
    /// `::error file=F,line=L,col=C,title=T::message`, escaped as the runner expects (`%`, CR and LF
    /// everywhere; `:` and `,` too in properties).
    public static func error(file: String?, line: Int?, column: Int?, title: String?, message: String) -> String {
        var properties: [String] = []
        if let file { properties.append("file=" + escapeProperty(file)) }
        if let line { properties.append("line=\(line)") }
        if let column { properties.append("col=\(column)") }
        if let title { properties.append("title=" + escapeProperty(title)) }
        return "::error" + (properties.isEmpty ? "" : " " + properties.joined(separator: ",")) + "::" + escapeData(message) + "\n"
    }

    /// An annotation for a layout diagnostic, at its position.
    public static func error(_ d: Diagnostic) -> String {
        error(file: d.file, line: d.location?.line, column: d.location?.column, title: "invalid layout",
              message: d.message + (d.hint.map { "\nhint: " + $0 } ?? ""))
    }

    /// An annotation for a failing variant: file is its layout file, line and column those of the
    /// family's view in it (or 1:1).
    public static func error(_ o: SnapshotOutcome, layoutText: String?) -> String {
        let position = layoutText.flatMap { familyPosition(o.family, in: $0) ?? viewPosition(in: $0) } ?? (1, 1)
        return error(file: o.file, line: position.line, column: position.column, title: "snapshot \(o.status.rawValue): \(o.name)",
                     message: o.message ?? o.status.rawValue)
    }

    /// Where the one `view:` key of a layout without per-family views starts a line (not in a comment), 1-based.
    static func viewPosition(in text: String) -> (line: Int, column: Int)? {
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("view:") || trimmed.hasPrefix("\"view\":") || trimmed.hasPrefix("view :") { return (index + 1, line.count - trimmed.count + 1) }
        }
        return nil
    }

    /// Where `family:` (or `"family":`) first starts a line after the `views` key, 1-based.
    static func familyPosition(_ family: String, in text: String) -> (line: Int, column: Int)? {
        guard !family.isEmpty else { return nil }
        var inViews = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("views") || trimmed.hasPrefix("\"views\"") { inViews = true; continue }
            if inViews && (trimmed.hasPrefix(family + ":") || trimmed.hasPrefix("\"\(family)\":")) {
                return (index + 1, line.count - trimmed.count + 1)
            }
        }
        return nil
    }

    /// The job summary: the counts and a table of the failures.
    public static func summary(_ outcomes: [SnapshotOutcome], summary s: ReportSummary, report: String?) -> String {
        var md = "### widgetsnap test" + (s.shard.map { " (shard \($0))" } ?? "") + "\n\n"
        md += s.failed == 0 ? "✅ all \(s.total) snapshots pass" : "❌ \(s.failed) of \(s.total) snapshots fail"
        md += "\n\n| Passed | Failed | Recorded | Total |\n| ---: | ---: | ---: | ---: |\n| \(s.passed) | \(s.failed) | \(s.recorded) | \(s.total) |\n"
        let failures = outcomes.filter(\.isFailure)
        if !failures.isEmpty {
            md += "\n| Snapshot | Status | Details |\n| --- | --- | --- |\n"
            let shown = failures.prefix(200)
            for o in shown {
                md += "| `\(cell(o.name))` | \(o.status.rawValue) | \(cell(o.message ?? "")) |\n"
            }
            if failures.count > shown.count { md += "\n… and \(failures.count - shown.count) more.\n" }
            // Invalid layouts are fixed in the layout, not by re-recording.
            if failures.contains(where: { $0.kind != LayoutErrorOutcome.kind }) {
                md += "\nTo accept the changes: `\(cell(s.command))`, or `widgetsnap accept` on this run's report artifact\n"
            }
        }
        if let report { md += "\nReport: `\(cell(report))/index.html`\n" }
        return md + "\n"
    }

    static func cell(_ s: String) -> String {
        s.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: "<br>").replacingOccurrences(of: "`", with: "'")
    }

    static func escapeData(_ s: String) -> String {
        s.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    static func escapeProperty(_ s: String) -> String {
        escapeData(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
