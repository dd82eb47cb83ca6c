import SnapshotFiles
import SnapshotVariants

/// What stopped a report being written or merged: the file, folder, shard or outcome, and what was
/// found there (a shard's `report.json` is untrusted input, see ``ReportMerge``).
public enum ReportsError: DescribedError, Equatable {
    /// Writing a report file failed.
    case files(FilesError)
    /// A document did not encode (`what`: "the report", "the results", "the text report").
    case cannotEncode(what: String, reason: String)
    /// The step summary could not be created, opened or written (`action`); `reason`: the write's error.
    case stepSummary(path: String, action: String, reason: String?)
    /// A folder named twice to merge (`earlier`: how it was named first).
    case folderTwice(folder: String, earlier: String)
    /// No `report.json` in a folder to merge (`path`: where it was looked for).
    case noReport(path: String)
    /// A `report.json` that does not decode.
    case notAReport(path: String, reason: String)
    /// A variant in two shards' reports.
    case variantTwice(variant: String, first: String, second: String)
    /// The accept command of a report is not a plain `widgetsnap test` command line.
    case notPlainCommand(folder: String)
    /// A report's accept command or goldens folder differs from the first report's.
    case otherRun(folder: String, first: String)
    /// An unsharded report among several.
    case notAShard(folder: String)
    /// A shard that is not `i/n`.
    case badShard(folder: String, shard: String)
    /// A shard of another count than the others.
    case shardCount(folder: String, shard: String, count: Int)
    /// A shard given twice.
    case shardTwice(shard: String, first: String, second: String)
    /// Shards of `count` that no folder holds.
    case missingShards(missing: [Int], count: Int)
    /// An outcome name that is not a plain variant name (`report`: its `report.json`).
    case outcomeName(report: String, name: String, reason: String)
    /// An outcome's image path is not the one the writer uses.
    case imagePath(report: String, name: String, role: String, path: String, expected: String)
    /// An outcome's image resolves outside the shard's folder.
    case imageOutside(report: String, name: String, role: String, folder: String)
    /// An outcome's image is not there.
    case imageMissing(report: String, name: String, role: String, path: String)
    /// An outcome's image does not start as a PNG file does.
    case imageNotPNG(report: String, name: String, path: String)

    public var message: String {
        switch self {
        case .files(let e): e.message
        case .cannotEncode(let what, let reason): "cannot encode \(what): \(reason)"
        case .stepSummary(let path, let action, let reason): "\(path): cannot \(action) the step summary" + (reason.map { " (\($0))" } ?? "")
        case .folderTwice(let folder, let earlier): "\(folder) is named twice (also as \(earlier))"
        case .noReport(let path): "\(path): no such file"
        case .notAReport(let path, let reason): "\(path): not a widgetsnap report (\(reason))"
        case .variantTwice(let variant, let first, let second): "\(variant) is in both \(first) and \(second)"
        case .notPlainCommand(let folder): "\(folder)/report.json: the accept command is not a plain 'widgetsnap test' command line"
        case .otherRun(let folder, let first): "\(folder) comes from another run than \(first): its accept command or goldens folder differs"
        case .notAShard(let folder): "\(folder) is not a shard's report (it was written without --shard)"
        case .badShard(let folder, let shard): "\(folder)/report.json: '\(shard)' is not a shard i/n"
        case .shardCount(let folder, let shard, let count): "\(folder) is shard \(shard), but another report is of \(count) shards"
        case .shardTwice(let shard, let first, let second): "shard \(shard) is given twice: \(first) and \(second)"
        case .missingShards(let missing, let count):
            "missing shard\(missing.count == 1 ? "" : "s") " + missing.map { "\($0)/\(count)" }.joined(separator: ", ") + " of \(count)"
        case .outcomeName(let report, let name, let reason): "\(report): refusing the outcome name '\(name.prefix(200))': \(reason)"
        case .imagePath(let report, let name, let role, let path, let expected):
            "\(report): \(name): the \(role) image is '\(path.prefix(200))', not '\(expected)'"
        case .imageOutside(let report, let name, let role, let folder): "\(report): \(name): the \(role) image leads outside \(folder)"
        case .imageMissing(let report, let name, let role, let path): "\(report): \(name): the \(role) image \(path) is missing"
        case .imageNotPNG(let report, let name, let path): "\(report): \(name): \(path) is not a PNG file"
        }
    }

    public var hint: String? {
        switch self {
        case .files(let e): e.hint
        case .folderTwice, .shardTwice: "name each shard's report folder once"
        case .noReport: "pass folders written by 'widgetsnap test --report'"
        case .variantTwice, .otherRun: "merge the reports of one run's shards"
        case .notAShard: "merge only the reports of 'widgetsnap test --shard i/n'"
        case .shardCount: "merge the reports of one run"
        case .missingShards: "pass the report folder of every shard"
        case .imagePath: "a shard's report only names its own images/ files"
        case .cannotEncode, .stepSummary, .notAReport, .notPlainCommand, .badShard, .outcomeName, .imageOutside, .imageMissing, .imageNotPNG: nil
        }
    }

    /// The value of `body`, a file error as ``files(_:)``.
    static func files<T>(_ body: () throws(FilesError) -> T) throws(ReportsError) -> T {
        do { return try body() } catch { throw .files(error) }
    }
}
