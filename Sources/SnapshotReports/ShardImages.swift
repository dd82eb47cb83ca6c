import Foundation
import SnapshotFiles
import SnapshotVariants

/// Confines the names and image paths of a shard's `report.json` to the shard's folder.
enum ShardImages {
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Checks `o.name` and that each image path is `images/<name>.<role>.png`, a PNG file inside
    /// `dir` once symlinks are resolved. Throws a data error naming `report` otherwise.
    static func confine(_ o: inout SnapshotOutcome, in dir: String, report: String) throws(ReportsError) {
        do { try VariantName.validate(o.name) } catch {
            throw .outcomeName(report: report, name: o.name, reason: "\(error)")
        }
        let root = URL(fileURLWithPath: dir).resolvingSymlinksInPath().standardizedFileURL.path
        func check(_ path: String?, _ role: VariantID.Sidecar) throws(ReportsError) {
            guard let path else { return }
            let expected = ReportWriter.imagePath(o.name, role)
            guard path == expected else {
                throw .imagePath(report: report, name: o.name, role: role.rawValue, path: path, expected: expected)
            }
            let real = URL(fileURLWithPath: dir + "/" + path).resolvingSymlinksInPath().standardizedFileURL.path
            guard real.hasPrefix(root + "/") else {
                throw .imageOutside(report: report, name: o.name, role: role.rawValue, folder: dir)
            }
            guard let handle = FileHandle(forReadingAtPath: real) else {
                throw .imageMissing(report: report, name: o.name, role: role.rawValue, path: path)
            }
            defer { try? handle.close() }
            let head = (try? handle.read(upToCount: pngSignature.count)).map { [UInt8]($0) } ?? []
            guard head == pngSignature else { throw .imageNotPNG(report: report, name: o.name, path: path) }
        }
        try check(o.expected, .expected)
        try check(o.actual, .actual)
        try check(o.diff, .diff)
    }
}
