import Foundation
import SnapshotFiles
import SnapshotVariants

/// The contents of `report.json`: what `merge-reports` reads back.
public struct ReportFile: Codable, Sendable {
    public var summary: ReportSummary
    public var outcomes: [SnapshotOutcome]
    public init(summary: ReportSummary, outcomes: [SnapshotOutcome]) { self.summary = summary; self.outcomes = outcomes }
}

/// Writes a report folder: `index.html`, `report.json` and `images/` with the expected, actual
/// and diff PNGs of every snapshot that did not pass, so the folder can be uploaded as it is.
/// Report images that an earlier run left in `images/` and this run does not write are removed,
/// so a reused folder shows only this run.
public enum ReportWriter {
    /// `images` holds, by outcome name, the bytes of the files the outcomes name, written from memory;
    /// the files of any other outcome are copied.
    public static func write(_ outcomes: [SnapshotOutcome], images: [String: ReportImages] = [:], summary: ReportSummary,
                             to dir: String) throws(ReportsError) {
        var relative: [SnapshotOutcome] = []
        for var o in outcomes {
            if o.status == .passed {
                o.expected = nil; o.actual = nil; o.diff = nil
            } else {
                try copyImages(&o, from: nil, to: dir, images: images[o.name])
            }
            relative.append(o)
        }
        try writeFolder(relative, summary: summary, to: dir)
    }

    /// The report's copy of an outcome's image: `images/<name>.<role>.png`.
    public static func imagePath(_ name: String, _ role: VariantID.Sidecar) -> String { "images/\(name).\(role.rawValue).png" }

    /// Copies an outcome's images (paths as the run wrote them) into `dir/images/` and points the outcome at the copies.
    /// With `images`, the bytes of those files are written instead of the files read back.
    public static func copyImages(_ o: inout SnapshotOutcome, from base: String?, to dir: String, images: ReportImages? = nil) throws(ReportsError) {
        func source(_ p: String?) -> String? {
            guard let p else { return nil }
            return base.map { $0 + "/" + p } ?? p
        }
        o.expected = try copy(source(o.expected), images?.expected, to: dir, as: imagePath(o.name, .expected))
        o.actual = try copy(source(o.actual), images?.actual, to: dir, as: imagePath(o.name, .actual))
        o.diff = try copy(source(o.diff), images?.diff, to: dir, as: imagePath(o.name, .diff))
    }

    /// index.html and report.json for outcomes whose image paths are already relative to `dir`;
    /// then removes the report images under `dir/images` that none of the outcomes names.
    public static func writeFolder(_ outcomes: [SnapshotOutcome], summary: ReportSummary, to dir: String) throws(ReportsError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let json: Data
        do { json = try encoder.encode(ReportFile(summary: summary, outcomes: outcomes)) } catch { throw .cannotEncode(what: "the report", reason: "\(error)") }
        try ReportsError.files { () throws(FilesError) in try AtomicFile.write(json, to: dir + "/report.json") }
        let title = summary.failed == 0 ? "widgetsnap: all \(summary.total) snapshots pass" : "widgetsnap: \(summary.failed) of \(summary.total) snapshots fail"
        try ReportsError.files { () throws(FilesError) in try AtomicFile.write(HTMLReport.render(outcomes, summary: summary, title: title), to: dir + "/index.html") }
        let kept = Set(outcomes.flatMap { [$0.expected, $0.actual, $0.diff].compactMap { $0 } })
        removeOldImages(in: dir, keeping: kept)
    }

    /// Deletes `*.expected.png`, `*.actual.png` and `*.diff.png` under `dir/images` that are not in
    /// `kept` (paths relative to `dir`), then the folders that became empty. Other files stay.
    static func removeOldImages(in dir: String, keeping kept: Set<String>) {
        let fm = FileManager.default
        let images = dir + "/images"
        guard let walker = fm.enumerator(atPath: images) else { return }
        let roles = [VariantID.Sidecar.expected, .actual, .diff].map { ".\($0.rawValue).png" }
        var folders: [String] = []
        while let rel = walker.nextObject() as? String {
            let path = images + "/" + rel
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDir) else { continue }
            if isDir.boolValue { folders.append(path); continue }
            if roles.contains(where: { rel.hasSuffix($0) }) && !kept.contains("images/" + rel) { try? fm.removeItem(atPath: path) }
        }
        for folder in folders.sorted().reversed() where (try? fm.contentsOfDirectory(atPath: folder))?.isEmpty == true {
            try? fm.removeItem(atPath: folder)
        }
    }

    /// Copies a file into the report folder (from `bytes`, its contents in memory, when given);
    /// returns the relative path, or nil when there is none.
    static func copy(_ source: String?, _ bytes: [UInt8]?, to dir: String, as relative: String) throws(ReportsError) -> String? {
        guard let source else { return nil }
        if let bytes {
            try ReportsError.files { () throws(FilesError) in try AtomicFile.write(bytes, to: dir + "/" + relative) }
            return relative
        }
        guard let data = FileManager.default.contents(atPath: source) else { return nil }
        try ReportsError.files { () throws(FilesError) in try AtomicFile.write(data, to: dir + "/" + relative) }
        return relative
    }
}
