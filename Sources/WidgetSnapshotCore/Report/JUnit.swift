import Foundation

/// JUnit XML: one testsuite per widget kind, one testcase per snapshot.
///
/// Each testcase has a `file` attribute (the layout file) when known. `time` (seconds, per case
/// and per suite) and `timestamp` (ISO 8601, on each testsuite) are written only when given:
/// `widgetsnap test` gives them, so its JUnit file, unlike its report, differs from run to run;
/// `merge-reports` has no times to give.
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
        func time(_ s: Double?) -> String { s.map { " time=\"\(String(format: "%.3f", $0))\"" } ?? "" }
        let stamp = timing.map { " timestamp=\"\(timestampFormat($0.started))\"" } ?? ""
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let total = timing.map { $0.seconds.reduce(0, +) }
        xml += "<testsuites name=\"widgetsnap\" tests=\"\(outcomes.count)\" failures=\"\(outcomes.filter(isFailure).count)\" errors=\"\(outcomes.filter { $0.status == .error }.count)\"\(time(total))>\n"
        for kind in kinds {
            let indexed = outcomes.enumerated().filter { $0.element.kind == kind }
            let cases = indexed.map(\.element)
            let suiteTime = timing == nil ? nil : indexed.reduce(0) { $0 + (seconds[$1.offset] ?? 0) }
            xml += "  <testsuite name=\"\(e(kind))\" tests=\"\(cases.count)\" failures=\"\(cases.filter(isFailure).count)\" errors=\"\(cases.filter { $0.status == .error }.count)\" skipped=\"0\"\(time(suiteTime))\(stamp)>\n"
            for (index, o) in indexed {
                let name = o.name.hasPrefix(kind + "/") ? String(o.name.dropFirst(kind.count + 1)) : o.name
                xml += "    <testcase classname=\"widgetsnap.\(e(kind))\" name=\"\(e(name))\"\(o.file.map { " file=\"\(e($0))\"" } ?? "")\(time(seconds[index]))"
                switch o.status {
                case .passed, .recorded:
                    xml += "/>\n"
                case .error:
                    xml += ">\n      <error message=\"\(e(o.message ?? "error"))\" type=\"error\">\(e(o.message ?? "error"))</error>\n    </testcase>\n"
                default:
                    var body = o.message ?? o.status.rawValue
                    if let x = o.expected { body += "\nexpected: \(x)" }
                    if let a = o.actual { body += "\nactual: \(a)" }
                    if let d = o.diff { body += "\ndiff: \(d)" }
                    xml += ">\n      <failure message=\"\(e(o.message ?? o.status.rawValue))\" type=\"\(o.status.rawValue)\">\(e(body))</failure>\n    </testcase>\n"
                }
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    public static func write(_ outcomes: [SnapshotOutcome], timing: Timing? = nil, to path: String) throws(ToolError) {
        try AtomicFile.write(xml(outcomes, timing: timing), to: path)
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
