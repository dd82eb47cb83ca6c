import SnapshotFiles
import SnapshotReports

/// Why an artifact cannot be accepted (`widgetsnap accept`): what was found where. The exit code is
/// chosen by the command line (`WidgetSnapCLI/ExitCodes.swift`).
public enum ArtifactError: DescribedError, Equatable {
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
    /// A name asked of an artifact folder that is not a plain relative path.
    case refusedPath(artifact: String, relative: String)
    /// A path inside an artifact folder whose kind cannot be read (`reason`: the system's words).
    case cannotRead(path: String, reason: String)
    /// The artifact folder cannot be listed.
    case folderUnreadable(artifact: String)
    /// Something else than a real folder where the artifact has a folder.
    case notAFolder(path: String)
    /// Something else than a regular file where the artifact has a file.
    case notAFile(path: String)
    /// A file that cannot be opened (`reason`: the system's words).
    case cannotOpen(path: String, reason: String)
    /// An opened file that is a FIFO, device or folder.
    case notRegularFile(path: String)
    /// A file of `size` bytes, more than `maximum`.
    case tooLarge(path: String, size: Int, maximum: Int)
    /// A file whose reading failed.
    case readFailed(path: String)
    /// `file` is not a zip archive widgetsnap reads, and why.
    case notAZip(file: String, reason: String)
    /// The entry `entry` of the zip `file` is not read, and why.
    case zipEntry(file: String, entry: String, reason: String)
    /// The decisions or the renderer stamp, read or written by ``AcceptDecisions`` and ``RendererStamp``.
    case goldens(GoldensError)
    /// Writing the goldens failed.
    case files(FilesError)

    public var message: String {
        switch self {
        case .noReport(let artifact): "\(artifact): no report.json in the artifact"
        case .severalReports(let artifact, let reports): "\(artifact): several reports (\(reports.prefix(4).joined(separator: ", ")))"
        case .reportMissing(let artifact, let path): "\(artifact): no \(path)"
        case .notAReport(let artifact, let path, let reason): "\(artifact): \(path) is not a widgetsnap report (\(reason))"
        case .decisionsMissing(let artifact, let path): "\(artifact): no \(path) in the artifact"
        case .decisionsNotText(let artifact, let path): "\(artifact): \(path) is not UTF-8 text"
        case .unknownVariant(let at, let variant): "\(at): the report has no variant '\(variant)'"
        case .noNewImage(let at, let variant, let status): "\(at): '\(variant)' has no new image in the report (it \(status.rawValue))"
        case .imageMissing(let artifact, let path): "\(artifact): \(path) is missing"
        case .imageUnreadable(let artifact, let path, let reason): "\(artifact): \(path) is not a PNG widgetsnap reads: \(reason)"
        case .imageSize(let artifact, let path, let width, let height, let reportWidth, let reportHeight):
            "\(artifact): \(path) is \(width)×\(height) px; the report says \(reportWidth)×\(reportHeight)"
        case .goldensNotRelative(let artifact, let goldens):
            "\(artifact): the report's goldens folder '\(goldens.prefix(200))' is not a plain relative path"
        case .cannotEncode(let reason): "PNG encoding failed: \(reason)"
        case .refusedPath(let artifact, let relative): "\(artifact): refusing the path '\(relative.prefix(200))'"
        case .cannotRead(let path, let reason): "cannot read \(path): \(reason)"
        case .folderUnreadable(let artifact): "cannot read the folder \(artifact)"
        case .notAFolder(let path): "\(path): not a folder (a symbolic link or file where the artifact has a folder)"
        case .notAFile(let path): "\(path): not a regular file (a symbolic link, folder, FIFO or device)"
        case .cannotOpen(let path, let reason): "cannot open \(path): \(reason)"
        case .notRegularFile(let path): "\(path): not a regular file (a FIFO, device or folder)"
        case .tooLarge(let path, let size, let maximum): "\(path): \(size) bytes, more than the \(maximum) allowed"
        case .readFailed(let path): "cannot read \(path)"
        case .notAZip(let file, let reason): "\(file): not a zip file widgetsnap reads: \(reason)"
        case .zipEntry(let file, let entry, let reason): "\(file): \(entry.prefix(200)): \(reason)"
        case .goldens(let e): e.message
        case .files(let e): e.message
        }
    }

    public var hint: String? {
        switch self {
        case .noReport: "upload the folder of 'widgetsnap test --report DIR' as the artifact and pass that download"
        case .severalReports: "join shards with 'widgetsnap merge-reports' first, or pass one report's folder"
        case .decisionsMissing: "pass one with --decisions FILE (widgetsnap test --report writes one since 0.2.0)"
        case .unknownVariant: "accept only variants of this artifact's report"
        case .noNewImage: "only failed, missing and resized variants carry a new image"
        case .imageMissing: "the artifact must hold the report's images/ folder"
        case .goldensNotRelative: "name the checkout's goldens folder with --goldens DIR"
        case .goldens(let e): e.hint
        case .files(let e): e.hint
        case .reportMissing, .notAReport, .decisionsNotText, .imageUnreadable, .imageSize, .cannotEncode, .refusedPath, .cannotRead,
             .folderUnreadable, .notAFolder, .notAFile, .cannotOpen, .notRegularFile, .tooLarge, .readFailed, .notAZip, .zipEntry: nil
        }
    }

    /// The value of `body`, its error as ``goldens(_:)``.
    static func goldens<T>(_ body: () throws(GoldensError) -> T) throws(ArtifactError) -> T {
        do { return try body() } catch { throw .goldens(error) }
    }
}
