/// Why PNG data could not be decoded, encoded, read or written.
public enum PNGError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The data holds no bytes at all.
    case empty
    /// The data does not start with the PNG signature.
    case notPNG
    /// The data ends before the PNG does.
    case truncated
    /// The image is larger than the decoder's `maximumPixelCount` or ``PNGLimits/maximumSide``.
    case tooLarge(width: Int, height: Int)
    /// libpng rejected the data or the settings; the associated value is libpng's message.
    case libpng(String)
    /// libpng or the codec could not allocate memory.
    case outOfMemory
    /// The image handed to the encoder is unusable (bad dimensions or buffer size).
    case invalidImage(String)
    /// A file operation failed; `operation` names the system call, `code` is its `errno`.
    case file(path: String, operation: String, code: Int32)
    /// The path names a device, FIFO, socket or folder, not a regular file; it is not read.
    case notRegularFile(path: String)
    /// The file is larger than the reader's limit (``PNGLimits/maximumFileBytes`` by default).
    case fileTooLarge(path: String, limit: Int)

    public var description: String {
        switch self {
        case .empty: return "no PNG data (0 bytes)"
        case .notPNG: return "not a PNG file (bad signature)"
        case .truncated: return "PNG data is truncated"
        case let .tooLarge(width, height): return "PNG image of \(width)×\(height) pixels is too large"
        case let .libpng(message): return "invalid PNG: \(message)"
        case .outOfMemory: return "out of memory while processing PNG"
        case let .invalidImage(reason): return "cannot encode image: \(reason)"
        case let .file(path, operation, code): return "\(operation) failed for \(path) (errno \(code))"
        case let .notRegularFile(path): return "\(path) is not a regular file (a device, FIFO, socket or folder is never read)"
        case let .fileTooLarge(path, limit): return "\(path) is larger than the limit of \(limit >> 20) MiB"
        }
    }
}
