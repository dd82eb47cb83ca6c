#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading and writing PNG files on disk.
public enum PNGFile {
    /// Reads and decodes the PNG file at `path`.
    ///
    /// - Throws: `PNGError.file` if the file cannot be read, otherwise the decoder's errors.
    public static func read(path: String, decoder: PNGDecoder = PNGDecoder()) throws(PNGError) -> RGBAImage {
        try decoder.decode(readBytes(path: path))
    }

    /// Encodes `image` with ``FastPNGEncoder`` and writes it to `path` atomically (see `writeBytes(_:to:)`).
    public static func write(_ image: RGBAImage, to path: String) throws(PNGError) {
        try writeBytes(FastPNGEncoder().encode(image), to: path)
    }

    /// Reads a whole file.
    public static func readBytes(path: String) throws(PNGError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .file(path: path, operation: "open", code: errno) }
        defer { _ = close(descriptor) }

        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .file(path: path, operation: "fstat", code: errno) }
        var bytes = [UInt8](repeating: 0, count: max(Int(info.st_size), 0))
        var filled = 0
        while true {
            if filled == bytes.count {
                // The file grew (or reports no size): keep reading in larger steps.
                bytes.append(contentsOf: repeatElement(0, count: max(bytes.count, 65536)))
            }
            let got = bytes.withUnsafeMutableBytes { raw in
                posixRead(descriptor, raw.baseAddress.map { $0 + filled }, raw.count - filled)
            }
            if got < 0 {
                if errno == EINTR { continue }
                throw .file(path: path, operation: "read", code: errno)
            }
            if got == 0 { break }
            filled += got
        }
        bytes.removeSubrange(filled...)
        return bytes
    }

    /// Writes `bytes` to `path` so that the path never holds a partial file: the data goes to a
    /// new temporary file in the same folder, which is then renamed over `path`. On failure the
    /// temporary file is removed and `path` is left as it was.
    ///
    /// - Parameter durable: also `fsync` the file before renaming, so that the content survives a
    ///   system crash (slower). Default false: readers never see a partial file either way.
    public static func writeBytes(_ bytes: [UInt8], to path: String, durable: Bool = false) throws(PNGError) {
        let temporary = temporaryPath(for: path)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .file(path: temporary, operation: "open", code: errno) }
        var failure: PNGError?
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { raw in
                posixWrite(descriptor, raw.baseAddress.map { $0 + written }, raw.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                failure = .file(path: temporary, operation: "write", code: errno)
                break
            }
            written += count
        }
        if failure == nil, durable, fsync(descriptor) != 0 {
            failure = .file(path: temporary, operation: "fsync", code: errno)
        }
        if close(descriptor) != 0, failure == nil {
            failure = .file(path: temporary, operation: "close", code: errno)
        }
        if failure == nil, rename(temporary, path) != 0 {
            failure = .file(path: path, operation: "rename", code: errno)
        }
        if let failure {
            _ = unlink(temporary)
            throw failure
        }
    }

    /// `dir/.name.tmp-<pid>-<random>`, next to `path` so that `rename` stays on one file system.
    private static func temporaryPath(for path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let random = UInt64.random(in: 0...UInt64.max)
        return "\(folder).\(name).tmp-\(getpid())-\(String(random, radix: 16))"
    }
}

/// `read(2)`, named apart from the `read(path:)` method.
@inline(__always)
private func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// `write(2)`, named apart from the `write(_:to:)` method.
@inline(__always)
private func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
