import Foundation
import SnapshotFiles
import SnapshotPipeline
import HTMLMarkup

/// JUnit XML: one testsuite per widget kind, one testcase per snapshot, valid against both schemas
/// CI servers check: Jenkins' `junit-10.xsd` and the Apache Ant JUnit schema (the common subset:
/// `testsuites` without attributes; each `testsuite` with `name`, `tests`, `failures`, `errors`,
/// `skipped`, `time`, `timestamp`, `hostname`, `id` and `package`, then `properties`, its testcases,
/// `system-out` and `system-err`, in that order; each `testcase` with only `classname`, `name` and
/// `time`, and at most one `failure` or `error`, each with a `type`). Neither schema has a place for
/// a test case's file: the layout file is the last line of a failure's or error's text.
///
/// `time` (seconds, per case and per suite) and `timestamp` (ISO 8601, UTC, on each testsuite) are
/// the run's when given: `widgetsnap test` gives them, so its JUnit file, unlike its report, differs
/// from run to run; `merge-reports` has no times to give and writes 0 and 1970-01-01T00:00:00. The
/// host is always `localhost` (the schema's word for "not known"), so the file does not depend on the machine.
public enum JUnit {
    /// When the run started and how long each outcome took, in the order of the outcomes.
    public struct Timing: Sendable {
        public var started: Date
        public var seconds: [Double]
        public init(started: Date, seconds: [Double]) { self.started = started; self.seconds = seconds }
    }

    public static func xml(_ outcomes: [SnapshotOutcome], timing: Timing? = nil) -> String {
        var kinds: [String] = []
        for o in outcomes where !kinds.contains(o.kind) { kinds.append(o.kind) }
        let isFailure: (SnapshotOutcome) -> Bool = { [.failed, .missing, .sizeMismatch].contains($0.status) }
        let e = Markup.escape
        let seconds: [Int: Double] = timing.map { t in Dictionary(uniqueKeysWithValues: t.seconds.enumerated().map { ($0.offset, $0.element) }) } ?? [:]
        func time(_ s: Double?) -> String { " time=\"\(String(format: "%.3f", max(0, s ?? 0)))\"" }
        let stamp = " timestamp=\"\(timestampFormat(timing?.started ?? Date(timeIntervalSince1970: 0)))\""
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n"
        for (id, kind) in kinds.enumerated() {
            let indexed = outcomes.enumerated().filter { $0.element.kind == kind }
            let cases = indexed.map(\.element)
            let suiteTime = indexed.reduce(0) { $0 + (seconds[$1.offset] ?? 0) }
            xml += "  <testsuite name=\"\(e(kind))\" tests=\"\(cases.count)\" failures=\"\(cases.filter(isFailure).count)\""
                + " errors=\"\(cases.filter { $0.status == .error }.count)\" skipped=\"0\"\(time(suiteTime))\(stamp)"
                + " hostname=\"localhost\" id=\"\(id)\" package=\"widgetsnap\">\n    <properties/>\n"
            for (index, o) in indexed {
                let name = o.name.hasPrefix(kind + "/") ? String(o.name.dropFirst(kind.count + 1)) : o.name
                xml += "    <testcase classname=\"widgetsnap.\(e(kind))\" name=\"\(e(name))\"\(time(seconds[index]))"
                let file = o.file.map { "\nfile: \($0)" } ?? ""
                switch o.status {
                case .passed, .recorded:
                    xml += "/>\n"
                case .error:
                    xml += ">\n      <error message=\"\(e(o.message ?? "error"))\" type=\"error\">\(e((o.message ?? "error") + file))</error>\n    </testcase>\n"
                default:
                    var body = o.message ?? o.status.rawValue
                    if let x = o.expected { body += "\nexpected: \(x)" }
                    if let a = o.actual { body += "\nactual: \(a)" }
                    if let d = o.diff { body += "\ndiff: \(d)" }
                    xml += ">\n      <failure message=\"\(e(o.message ?? o.status.rawValue))\" type=\"\(o.status.rawValue)\">\(e(body + file))</failure>\n    </testcase>\n"
                }
            }
            xml += "    <system-out/>\n    <system-err/>\n  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    public static func write(_ outcomes: [SnapshotOutcome], timing: Timing? = nil, to path: String) throws(ReportsError) {
        try ReportsError.files { () throws(FilesError) in try AtomicFile.write(xml(outcomes, timing: timing), to: path) }
    }

    /// `2026-06-01T09:00:00` in UTC, the form JUnit's schema gives for `timestamp`.
    static func timestampFormat(_ date: Date) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        return f.string(from: date)
    }
}
