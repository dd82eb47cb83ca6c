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
    /// - Throws: `PNGError.file` if the file cannot be read, otherwise the decoder's errors.
    public static func read(path: String, decoder: PNGDecoder = PNGDecoder()) throws(PNGError) -> RGBAImage {
        try decoder.decode(readBytes(path: path))
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
}

/// `read(2)`, named apart from the `read(path:)` method.
@inline(__always)
private func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
