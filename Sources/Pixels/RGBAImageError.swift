/// Why an ``RGBAImage`` could not be created.
public enum RGBAImageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A width or height below zero.
    case negativeDimensions(width: Int, height: Int)
    /// `width * height * 4` overflows `Int`.
    case sizeOverflow(width: Int, height: Int)
    /// The buffer does not hold exactly `width * height * 4` bytes.
    case byteCountMismatch(width: Int, height: Int, expected: Int, actual: Int)
    /// Rows to convert are closer together than `width * 4` bytes.
    case rowStrideTooShort(width: Int, rowStride: Int)

    public var description: String {
        switch self {
        case let .negativeDimensions(width, height):
            return "image dimensions must not be negative (\(width)×\(height))"
        case let .sizeOverflow(width, height):
            return "an image of \(width)×\(height) pixels is too large"
        case let .byteCountMismatch(width, height, expected, actual):
            return "\(actual) bytes do not make a \(width)×\(height) RGBA image (\(expected) bytes)"
        case let .rowStrideTooShort(width, rowStride):
            return "a row stride of \(rowStride) bytes is too short for \(width) pixels"
        }
    }
}
