import CommandLineKit
import Foundation

/// The contents of `report.json`: what `merge-reports` reads back.
struct ReportFile: Codable {
    var summary: ReportSummary
    var outcomes: [SnapshotOutcome]
}

/// Writes a report folder: `index.html`, `report.json` and `images/` with the expected, actual
/// and diff PNGs of every snapshot that did not pass, so the folder can be uploaded as it is.
enum ReportWriter {
    static func write(_ outcomes: [SnapshotOutcome], summary: ReportSummary, goldens: String, to dir: String) throws {
        var relative: [SnapshotOutcome] = []
        for var o in outcomes {
            if o.status == .passed {
                o.expected = nil; o.actual = nil; o.diff = nil
            } else {
                o.expected = try copy(o.expected, to: dir, as: "images/\(o.name).expected.png")
                o.actual = try copy(o.actual, to: dir, as: "images/\(o.name).actual.png")
                o.diff = try copy(o.diff, to: dir, as: "images/\(o.name).diff.png")
            }
            relative.append(o)
        }
        try writeFolder(relative, summary: summary, to: dir)
    }

    /// index.html and report.json for outcomes whose image paths are already relative to `dir`.
    static func writeFolder(_ outcomes: [SnapshotOutcome], summary: ReportSummary, to dir: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let json: Data
        do { json = try encoder.encode(ReportFile(summary: summary, outcomes: outcomes)) } catch { throw ToolError(.software, "cannot encode the report: \(error)") }
        try atomicWrite(json, to: dir + "/report.json")
        let title = summary.failed == 0 ? "widgetsnap: all \(summary.total) snapshots pass" : "widgetsnap: \(summary.failed) of \(summary.total) snapshots fail"
        try atomicWrite(Data(HTMLReport.render(outcomes, summary: summary, title: title).utf8), to: dir + "/index.html")
    }

    /// Copies a file into the report folder; returns the relative path, or nil when there is none.
    static func copy(_ source: String?, to dir: String, as relative: String) throws -> String? {
        guard let source, let data = FileManager.default.contents(atPath: source) else { return nil }
        try atomicWrite(data, to: dir + "/" + relative)
        return relative
    }

    /// Writes to a temporary file in the same folder, then renames it into place.
    static func atomicWrite(_ data: Data, to path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        let temporary = path + ".tmp-\(ProcessInfo.processInfo.processIdentifier)"
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: temporary))
            guard rename(temporary, path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw ToolError(.cannotCreate, "cannot write \(path): \(error.localizedDescription)", hint: "check that the folder is writable")
        }
    }
}

/// JUnit XML: one testsuite per widget kind, one testcase per snapshot.
enum JUnit {
    static func write(_ outcomes: [SnapshotOutcome], summary: ReportSummary, to path: String) throws {
        var kinds: [String] = []
        for o in outcomes where !kinds.contains(o.kind) { kinds.append(o.kind) }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let failures = outcomes.filter { [.failed, .missing, .sizeMismatch].contains($0.status) }.count
        let errors = outcomes.filter { $0.status == .error }.count
        xml += "<testsuites name=\"widgetsnap\" tests=\"\(outcomes.count)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
        for kind in kinds {
            let cases = outcomes.filter { $0.kind == kind }
            let f = cases.filter { [.failed, .missing, .sizeMismatch].contains($0.status) }.count
            let e = cases.filter { $0.status == .error }.count
            xml += "  <testsuite name=\"\(escape(kind))\" tests=\"\(cases.count)\" failures=\"\(f)\" errors=\"\(e)\" skipped=\"0\">\n"
            for o in cases {
                let name = String(o.name.dropFirst(kind.count + 1))
                xml += "    <testcase classname=\"widgetsnap.\(escape(kind))\" name=\"\(escape(name))\""
                switch o.status {
                case .passed, .recorded:
                    xml += "/>\n"
                case .error:
                    xml += ">\n      <error message=\"\(escape(o.message ?? "error"))\"/>\n    </testcase>\n"
                default:
                    var body = o.message ?? o.status.rawValue
                    if let a = o.actual { body += "\nactual: \(a)" }
                    if let d = o.diff { body += "\ndiff: \(d)" }
                    xml += ">\n      <failure message=\"\(escape(o.message ?? o.status.rawValue))\" type=\"\(o.status.rawValue)\">\(escape(body))</failure>\n    </testcase>\n"
                }
            }
            xml += "  </testsuite>\n"
        }
        xml += "</testsuites>\n"
        try ReportWriter.atomicWrite(Data(xml.utf8), to: path)
    }

    static func escape(_ s: String) -> String {
        var out = ""
        for u in s.unicodeScalars {
            switch u {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default:
                // XML 1.0 forbids most control characters.
                if u.value < 0x20 && u != "\n" && u != "\t" && u != "\r" { out += "?" } else { out.unicodeScalars.append(u) }
            }
        }
        return out
    }
}
