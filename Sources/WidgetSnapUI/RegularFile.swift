import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reading a resource file: regular files only, opened without blocking (a FIFO named
/// `Localizable.xcstrings` never waits for a writer), within a size limit.
enum RegularFile {
    struct Problem: Error, Equatable {
        var message: String, hint: String?
    }

    /// `realpath(3)`: the absolute path with every link and `..` resolved, or nil.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The whole file, or why it is not read.
    static func read(_ path: String, maximumSize: Int) -> Result<[UInt8], Problem> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else { return .failure(Problem(message: "cannot read the file", hint: "check that it exists and is readable")) }
        defer { _ = close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            return .failure(Problem(message: "not a regular file", hint: "a FIFO, device, socket or folder is never read"))
        }
        guard Int(info.st_size) <= maximumSize else {
            return .failure(Problem(message: "the file is larger than \(maximumSize >> 20) MiB", hint: "resource files are read whole; split it"))
        }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
        var filled = 0
        while true {
            if filled == bytes.count {
                guard bytes.count <= maximumSize else {
                    return .failure(Problem(message: "the file is larger than \(maximumSize >> 20) MiB", hint: "resource files are read whole; split it"))
                }
                bytes.append(contentsOf: repeatElement(0, count: min(max(bytes.count, 65536), maximumSize + 1 - bytes.count)))
            }
            let got = bytes.withUnsafeMutableBytes { raw in Glibc.read(descriptor, raw.baseAddress! + filled, raw.count - filled) }
            if got < 0 {
                if errno == EINTR { continue }
                return .failure(Problem(message: "cannot read the file", hint: nil))
            }
            if got == 0 { break }
            filled += got
        }
        return .success(Array(bytes[..<filled]))
    }
}
