import WidgetModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What went wrong reading a project's files or writing the tool's output (``LayoutFiles``,
/// ``AtomicFile``, ``Symbols``).
public enum FilesError: DescribedError, Equatable {
    /// The folder of `path` could not be created.
    case cannotCreateFolder(path: String, reason: String)
    /// `path` exists and is not something the tool writes over (`kind`: "a folder", "a FIFO with no reader").
    case notWritable(path: String, kind: String)
    /// Writing `path` failed with `errno` (`step`: what was being done, when not the write itself).
    case writeFailed(path: String, step: String?, errno: Int32)
    /// A path named to read does not exist.
    case noSuchPath(path: String)
    /// A folder named to read cannot be listed.
    case folderUnreadable(path: String)
    /// A layout file found in a folder lies outside the folder's project.
    case outsideProject(ProjectConfinement.Refusal)
    /// A folder named to read holds no layout files.
    case noLayoutFiles(folder: String)
    /// A file to read is larger than `maximumMiB`.
    case tooLarge(path: String, maximumMiB: Int)
    /// A file to read is a FIFO, device or socket.
    case notRegularFile(path: String)
    /// A file to read cannot be opened or read.
    case unreadable(path: String)
    /// A file to read is not UTF-8 text; `invalid`: where its first ill-formed byte is.
    case notUTF8(path: String, invalid: UTF8Validation.Position?)
    /// The SF Symbols table built into the tool does not decode.
    case symbolTableBroken(reason: String)

    public var message: String {
        switch self {
        case .cannotCreateFolder(let path, let reason): "cannot write \(path): \(reason)"
        case .notWritable(let path, let kind): "cannot write \(path): it is \(kind), not a regular file"
        case .writeFailed(let path, let step, let code):
            "cannot write \(path): \(step.map { $0 + ": " } ?? "")\(String(cString: strerror(code)))"
        case .noSuchPath(let path): "\(path): no such file or folder"
        case .folderUnreadable(let path): "\(path): cannot read the folder"
        case .outsideProject(let refusal): refusal.message
        case .noLayoutFiles(let folder): "\(folder): no .json5 or .json layout files in this folder"
        case .tooLarge(let path, let maximum): "\(path): the file is larger than \(maximum) MiB"
        case .notRegularFile(let path): "\(path): not a regular file"
        case .unreadable(let path): "\(path): cannot read the file"
        case .notUTF8(let path, let invalid):
            path.escapingControlCharacters + (invalid.map {
                ":\($0.line):\($0.column): the file is not UTF-8 text: the byte 0x\(String($0.byte, radix: 16, uppercase: true)) at offset \($0.offset) is not valid UTF-8"
            } ?? ": the file is not UTF-8 text")
        case .symbolTableBroken(let reason): "the built-in SF Symbols table is broken: \(reason)"
        }
    }

    public var hint: String? {
        switch self {
        case .cannotCreateFolder: "check that the folder is writable"
        case .notWritable: "name a file to write (an existing one is replaced)"
        case .writeFailed(_, _, let code): code == ENOSPC ? "the device is full" : "check that the folder is writable"
        case .noSuchPath, .folderUnreadable, .noLayoutFiles, .tooLarge: nil
        case .outsideProject(let refusal): refusal.hint
        case .notRegularFile: "a FIFO, device or socket is never read"
        case .unreadable: "check that it exists and is readable"
        case .notUTF8: "save it as UTF-8"
        case .symbolTableBroken: "rebuild widgetsnap from a clean checkout"
        }
    }
}
