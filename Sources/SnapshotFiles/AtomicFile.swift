import Foundation
import WidgetModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way the tool writes a file: whole or not at all, creating missing folders first.
///
/// - A new path or a regular file is written to a temporary file beside it
///   (`.<name>.widgetsnap-tmp-<pid>-<random>`) that is then renamed over it, so a reader never
///   sees half a PNG, report or manifest, and an interrupted run leaves the previous file in place.
///   The first write into a folder removes the temporary files that runs which no longer exist
///   left there.
/// - A character device (`/dev/null`, `/dev/stdout`, a terminal) is written in place and never
///   replaced; a short or failed write (`/dev/full`) is an error.
/// - A FIFO is written in place when a reader has it open (`--output /dev/stdout | program`),
///   and refused at once when none has: the tool never waits for a reader.
/// - Anything else (a folder, socket or block device) is refused untouched.
///
/// Every failure is a ``FilesError`` naming the path (the command line exits 73).
public enum AtomicFile {
    /// What every temporary file's name contains.
    public static let temporaryMarker = ".widgetsnap-tmp-"

    public static func write(_ data: Data, to path: String) throws(FilesError) {
        let folder = PathText.parent(path)
        do {
            // A bare file name (`j.xml`) lives in the current folder, which exists.
            if !folder.isEmpty { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        } catch {
            throw .cannotCreateFolder(path: path, reason: error.localizedDescription)
        }
        var info = stat()
        if stat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFCHR: return try writeInPlace(data, to: path)
            case S_IFIFO: return try writeToPipe(data, to: path)
            default:
                throw .notWritable(path: path, kind: FileKind.name(of: info.st_mode))
            }
        }
        TemporaryFiles.removeLeftovers(in: folder.isEmpty ? "." : folder)
        let name = (path as NSString).lastPathComponent
        let temporary = (folder.isEmpty ? "" : folder + "/") + "." + name + temporaryMarker
            + "\(getpid())-\(String(UInt64.random(in: 0...UInt64.max), radix: 36))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o666)
        guard descriptor >= 0 else { throw failure(path, "cannot create a temporary file beside it", errno) }
        var failed = writeAll(data, to: descriptor)
        if close(descriptor) != 0, failed == nil { failed = errno }
        if failed == nil, rename(temporary, path) != 0 { failed = errno }
        if let failed {
            unlink(temporary)
            throw failure(path, "", failed)
        }
    }

    public static func write(_ bytes: [UInt8], to path: String) throws(FilesError) { try write(Data(bytes), to: path) }

    public static func write(_ text: String, to path: String) throws(FilesError) { try write(Data(text.utf8), to: path) }

    /// Writes to an existing character device without replacing it.
    private static func writeInPlace(_ data: Data, to path: String) throws(FilesError) {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { throw failure(path, "", errno) }
        var failed = writeAll(data, to: descriptor)
        if close(descriptor) != 0, failed == nil { failed = errno }
        if let failed { throw failure(path, "", failed) }
    }

    /// Writes to a FIFO that a reader has open (`/dev/stdout` piped into another program), in
    /// place; one with no reader is refused at once instead of waiting for one.
    private static func writeToPipe(_ data: Data, to path: String) throws(FilesError) {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            if errno == ENXIO {
                throw .notWritable(path: path, kind: "a FIFO with no reader")
            }
            throw failure(path, "", errno)
        }
        // Blocking again: the reader takes the data at its own pace.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        var failed = writeAll(data, to: descriptor)
        if close(descriptor) != 0, failed == nil { failed = errno }
        if let failed { throw failure(path, "", failed) }
    }

    /// Writes every byte; the `errno` of the first failure, if any.
    private static func writeAll(_ data: Data, to descriptor: Int32) -> Int32? {
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Int32? in
            var offset = 0
            while offset < raw.count {
                guard let base = raw.baseAddress else { return nil }
                let written = systemWrite(descriptor, base + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                if written == 0 { return ENOSPC }
                offset += written
            }
            return nil
        }
    }

    private static func failure(_ path: String, _ what: String, _ code: Int32) -> FilesError {
        .writeFailed(path: path, step: what.isEmpty ? nil : what, errno: code)
    }
}

/// `write(2)`, named apart from the `write(_:to:)` methods.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

/// Names of the kinds of file that are not regular files, for messages.
enum FileKind {
    static func name(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        case S_IFBLK: "a block device"
        case S_IFCHR: "a character device"
        case S_IFLNK: "a symbolic link"
        default: "a special file"
        }
    }
}
