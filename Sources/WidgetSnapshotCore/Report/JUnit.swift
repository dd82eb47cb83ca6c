/// JUnit XML: one testsuite per widget kind, one testcase per snapshot.
public enum JUnit {
    public static func xml(_ outcomes: [SnapshotOutcome]) -> String {
        var kinds: [String] = []
        for o in outcomes where !kinds.contains(o.kind) { kinds.append(o.kind) }
        let isFailure: (SnapshotOutcome) -> Bool = { [.failed, .missing, .sizeMismatch].contains($0.status) }
        let e = Markup.escape
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"widgetsnap\" tests=\"\(outcomes.count)\" failures=\"\(outcomes.filter(isFailure).count)\" errors=\"\(outcomes.filter { $0.status == .error }.count)\">\n"
        for kind in kinds {
            let cases = outcomes.filter { $0.kind == kind }
            xml += "  <testsuite name=\"\(e(kind))\" tests=\"\(cases.count)\" failures=\"\(cases.filter(isFailure).count)\" errors=\"\(cases.filter { $0.status == .error }.count)\" skipped=\"0\">\n"
            for o in cases {
                let name = String(o.name.dropFirst(kind.count + 1))
                xml += "    <testcase classname=\"widgetsnap.\(e(kind))\" name=\"\(e(name))\""
                switch o.status {
                case .passed, .recorded:
                    xml += "/>\n"
                case .error:
                    xml += ">\n      <error message=\"\(e(o.message ?? "error"))\"/>\n    </testcase>\n"
                default:
                    var body = o.message ?? o.status.rawValue
                    if let a = o.actual { body += "\nactual: \(a)" }
                    if let d = o.diff { body += "\ndiff: \(d)" }
                    xml += ">\n      <failure message=\"\(e(o.message ?? o.status.rawValue))\" type=\"\(o.status.rawValue)\">\(e(body))</failure>\n    </testcase>\n"
                }
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    public static func write(_ outcomes: [SnapshotOutcome], to path: String) throws(ToolError) {
        try AtomicFile.write(xml(outcomes), to: path)
    }
}
