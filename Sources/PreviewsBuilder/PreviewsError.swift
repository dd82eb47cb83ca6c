import SnapshotFiles
import WidgetModel

/// What stopped `widgetsnap previews` building or running the previews: the folder, file or
/// program, and what was found (the user's mistakes in the sources are the compiler's messages).
public enum PreviewsError: DescribedError, Equatable {
    /// Writing the scratch package failed.
    case files(FilesError)
    /// A `--resources` folder that does not exist.
    case noResourcesFolder(folder: String)
    /// Copying the resources into the scratch package failed.
    case cannotCopyResources(destination: String, reason: String)
    /// A resource that is a symbolic link leading nowhere (`path`: the folder and the file in it).
    case resourceLeadsNowhere(path: String)
    /// A resource that is a symbolic link leading outside its folder.
    case resourceOutside(path: String, folder: String)
    /// A resource that is a FIFO, device or socket.
    case resourceNotRegular(path: String)
    /// A resource larger than `maximumMiB`.
    case resourceTooLarge(path: String, maximumMiB: Int)
    /// A `#Preview` that cannot be split from its file.
    case previewSyntax(file: String, line: Int, column: Int, message: String)
    /// `swift build` of the scratch package failed with `status`.
    case doesNotCompile(status: Int32)
    /// The preview runner exited with `status` (its own exit code, which the command passes on).
    case runnerFailed(status: Int32, output: String)
    /// The runner wrote no manifest that decodes.
    case noManifest
    /// A program could not be started.
    case cannotRun(program: String, reason: String)
    /// `--out` exists and is not a previews page.
    case notAPreviewsPage(out: String)
    /// The staging folder beside `--out` could not be created.
    case cannotStage(path: String, reason: String)
    /// The staged page could not be moved into `--out`.
    case cannotMovePage(out: String, reason: String)
    /// The build folder could not be created or listed (`action`: "create", "read").
    case buildFolder(given: String, action: String, reason: String)
    /// The build folder is not one `previews` made (`reason`: what it is).
    case buildFolderRefused(given: String, reason: String)
    /// The widgetsnap package named (`source`: "--widgetsnap PATH" or "WIDGETSNAP_PACKAGE=PATH") lacks the runner.
    case notWidgetSnap(source: String)
    /// No widgetsnap package found to build against.
    case widgetSnapNotFound
    /// The shared build's copy of widgetsnap could not be written (`path`: the file or folder).
    case cache(path: String, reason: String)
    /// The build folder's lock could not be taken.
    case lock(path: String, reason: String)

    public var message: String {
        switch self {
        case .files(let e): e.message
        case .noResourcesFolder(let folder): "--resources \(folder): no such folder"
        case .cannotCopyResources(let destination, let reason): "cannot copy the resources into \(destination): \(reason)"
        case .resourceLeadsNowhere(let path): "\(path.escapingControlCharacters): a symbolic link that leads nowhere"
        case .resourceOutside(let path, let folder):
            "\(path.escapingControlCharacters): a symbolic link that leads outside \(folder.escapingControlCharacters); it is not read"
        case .resourceNotRegular(let path): "\(path.escapingControlCharacters): not a regular file (a FIFO, device or socket is never read)"
        case .resourceTooLarge(let path, let maximum): "\(path.escapingControlCharacters): the file is larger than \(maximum) MiB"
        case .previewSyntax(let file, let line, let column, let message): "\(file):\(line):\(column): #Preview: \(message)"
        case .doesNotCompile(let status): "the previews' sources do not compile (swift build exited with \(status))"
        case .runnerFailed(let status, let output): "the preview runner failed (exit \(status)):\n" + output
        case .noManifest: "the preview runner wrote no readable previews.json"
        case .cannotRun(let program, let reason): "cannot run \(program): \(reason)"
        case .notAPreviewsPage(let out): "not replacing \(out): it exists and is not a previews page"
        case .cannotStage(let path, let reason): "cannot create \(path): \(reason)"
        case .cannotMovePage(let out, let reason): "cannot move the page into \(out): \(reason)"
        case .buildFolder(let given, let action, let reason): "cannot \(action) the build folder \(given): \(reason)"
        case .buildFolderRefused(let given, let reason):
            "not using \(given) as the build folder: \(reason); previews rewrites Package.swift and deletes Resources/ there"
        case .notWidgetSnap(let source): "\(source): not a widgetsnap package with the previews runner"
        case .widgetSnapNotFound: "cannot find the widgetsnap package to build the previews against"
        case .cache(let path, let reason): "cannot copy widgetsnap into the shared previews build (\(path)): \(reason)"
        case .lock(let path, let reason): "cannot lock the previews build folder (\(path)): \(reason)"
        }
    }

    public var hint: String? {
        switch self {
        case .files(let e): e.hint
        case .resourceLeadsNowhere: "resources are read from regular files inside the folder"
        case .resourceOutside: "resources are read from regular files inside the folder; copy the file in instead of linking it"
        case .previewSyntax: "the file does not compile as written; fix the preview's brackets or strings"
        case .doesNotCompile: "the messages above point at the files; the files of the folder are built as one module"
        case .cannotRun(let program, _): program == "/usr/bin/env" ? "set SWIFT to the swift command" : nil
        case .notAPreviewsPage: "name another --out folder, or remove it"
        case .buildFolderRefused: "name a folder that does not exist yet with --build-dir (widgetsnap creates and marks it), or leave --build-dir out"
        case .notWidgetSnap, .widgetSnapNotFound: "pass --widgetsnap PATH (a checkout of widgetsnap) or set WIDGETSNAP_PACKAGE"
        case .cache, .lock: "set XDG_CACHE_HOME to a writable folder, or pass --build-dir DIR to build in a folder of your own"
        case .noResourcesFolder, .cannotCopyResources, .resourceNotRegular, .resourceTooLarge, .runnerFailed, .noManifest, .cannotStage,
             .cannotMovePage, .buildFolder: nil
        }
    }

    /// The value of `body`, a file error as ``files(_:)``.
    static func files<T>(_ body: () throws(FilesError) -> T) throws(PreviewsError) -> T {
        do { return try body() } catch { throw .files(error) }
    }
}
