#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading PNG files from disk (files are written by the tool's one atomic writer, `AtomicFile`).
public enum PNGFile {
    /// Reads and decodes the PNG file at `path`.
    ///
    /// - Throws: `PNGError.file`, `.notRegularFile` or `.fileTooLarge` if the file cannot be read,
    ///   otherwise the decoder's errors.
    public static func read(path: String, decoder: PNGDecoder = PNGDecoder()) throws(PNGError) -> RGBAImage {
        try decoder.decode(readBytes(path: path))
    }

    /// Reads a whole regular file of at most `maximumSize` bytes (or its first `prefix` bytes).
    ///
    /// The file is opened without blocking (a FIFO never waits for a writer) and refused unless it
    /// is a regular file: devices such as `/dev/zero` and FIFOs are `.notRegularFile`. A file
    /// larger than `maximumSize`, or one that grows past it while being read, is `.fileTooLarge`.
    public static func readBytes(path: String, maximumSize: Int = PNGLimits.maximumFileBytes, prefix: Int? = nil) throws(PNGError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else { throw .file(path: path, operation: "open", code: errno) }
        defer { _ = close(descriptor) }

        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .file(path: path, operation: "fstat", code: errno) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw .notRegularFile(path: path) }
        let size = max(Int(info.st_size), 0)
        let wanted = prefix.map { min($0, maximumSize) } ?? maximumSize
        if prefix == nil, size > maximumSize { throw .fileTooLarge(path: path, limit: maximumSize) }
        // One byte more than allowed tells a file that grew past the limit from one that fits.
        var bytes = [UInt8](repeating: 0, count: min(size, wanted) + (prefix == nil ? 1 : 0))
        var filled = 0
        while filled < bytes.count {
            let got = bytes.withUnsafeMutableBytes { raw in
                posixRead(descriptor, raw.baseAddress.map { $0 + filled }, raw.count - filled)
            }
            if got < 0 {
                if errno == EINTR { continue }
                throw .file(path: path, operation: "read", code: errno)
            }
            if got == 0 { break }
            filled += got
            if filled == bytes.count, prefix == nil, bytes.count <= maximumSize {
                // The file grew while being read: keep going, up to one byte past the limit.
                bytes.append(contentsOf: repeatElement(0, count: min(max(bytes.count, 65536), maximumSize + 1 - bytes.count)))
            }
        }
        if prefix == nil, filled > maximumSize { throw .fileTooLarge(path: path, limit: maximumSize) }
        bytes.removeSubrange(filled...)
        return bytes
    }
}

/// `read(2)`, named apart from the `read(path:)` method.
@inline(__always)
private func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
