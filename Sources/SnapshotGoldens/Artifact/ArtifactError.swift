import SnapshotFiles
import SnapshotReports

/// Why an artifact cannot be accepted: what was found where. The command line says it in words and
/// picks the exit code (`AcceptCommand`); nothing here knows either.
public enum ArtifactError: Error, Sendable, Equatable {
    /// No `report.json` anywhere in the artifact.
    case noReport(artifact: String)
    /// More than one report at the least depth (the artifact of several shards).
    case severalReports(artifact: String, reports: [String])
    /// The report found by its name cannot be read back.
    case reportMissing(artifact: String, path: String)
    /// `report.json` does not decode as a widgetsnap report.
    case notAReport(artifact: String, path: String, reason: String)
    /// No decisions file beside the report, and none given.
    case decisionsMissing(artifact: String, path: String)
    /// The decisions file is not UTF-8 text.
    case decisionsNotText(artifact: String, path: String)
    /// An accepted variant the report does not have (`at`: the decision's file and JSON path).
    case unknownVariant(at: String, variant: String)
    /// An accepted variant without a new image in the report.
    case noNewImage(at: String, variant: String, status: SnapshotStatus)
    /// The accepted variant's image is not in the artifact.
    case imageMissing(artifact: String, path: String)
    /// The image does not decode as a PNG within the limits.
    case imageUnreadable(artifact: String, path: String, reason: String)
    /// The image's size is not the one the report states.
    case imageSize(artifact: String, path: String, width: Int, height: Int, reportWidth: Int, reportHeight: Int)
    /// The report's goldens folder is not a plain relative path.
    case goldensNotRelative(artifact: String, goldens: String)
    /// A chosen image could not be encoded again.
    case cannotEncode(reason: String)
    /// Reading the artifact or the decisions, or writing the goldens, failed below this module.
    case files(ToolError)

    /// The value of `body`, its error as ``files(_:)``.
    static func files<T>(_ body: () throws(ToolError) -> T) throws(ArtifactError) -> T {
        do { return try body() } catch { throw .files(error) }
    }
}

extension ToolError: Equatable {
    public static func == (a: ToolError, b: ToolError) -> Bool { a.code == b.code && a.message == b.message && a.hint == b.hint }
}
