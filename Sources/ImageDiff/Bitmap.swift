/// An image as a row-major buffer of 8-bit RGBA pixels with straight (non-premultiplied) alpha.
///
/// Pixel `(x, y)` occupies bytes `4 * (y * width + x) ..< 4 * (y * width + x) + 4`
/// in the order red, green, blue, alpha.
public struct Bitmap: Sendable, Hashable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// The pixel bytes: `width * height * 4` values, RGBA, row-major, straight alpha.
    public let pixels: [UInt8]

    /// Creates a bitmap from RGBA bytes.
    ///
    /// - Throws: `BitmapError.negativeDimensions` if either dimension is negative,
    ///   `BitmapError.sizeOverflow` if `width * height * 4` does not fit in an `Int`,
    ///   `BitmapError.bufferSizeMismatch` if `pixels.count != width * height * 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) throws(BitmapError) {
        let expected = try Bitmap.byteCount(width: width, height: height)
        guard pixels.count == expected else {
            throw .bufferSizeMismatch(expected: expected, actual: pixels.count)
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Creates a bitmap of the given size with every pixel set to the same RGBA value.
    ///
    /// - Throws: `BitmapError.negativeDimensions` or `BitmapError.sizeOverflow`.
    public init(width: Int, height: Int, red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) throws(BitmapError) {
        let count = try Bitmap.byteCount(width: width, height: height)
        var bytes = [UInt8](repeating: 0, count: count)
        var index = 0
        while index < count {
            bytes[index] = red
            bytes[index + 1] = green
            bytes[index + 2] = blue
            bytes[index + 3] = alpha
            index += 4
        }
        self.width = width
        self.height = height
        self.pixels = bytes
    }

    /// Creates a bitmap without validation; callers guarantee `pixels.count == width * height * 4`.
    init(uncheckedWidth width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The number of pixels, `width * height`.
    public var pixelCount: Int { width * height }

    /// The size in pixels.
    public var size: PixelSize { PixelSize(width: width, height: height) }

    /// The RGBA components of the pixel at `(x, y)`, or `nil` when the point lies outside the bitmap.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let offset = (y * width + x) * 4
        return (pixels[offset], pixels[offset + 1], pixels[offset + 2], pixels[offset + 3])
    }

    private static func byteCount(width: Int, height: Int) throws(BitmapError) -> Int {
        guard width >= 0, height >= 0 else { throw .negativeDimensions(width: width, height: height) }
        let (area, overflow1) = width.multipliedReportingOverflow(by: height)
        let (bytes, overflow2) = area.multipliedReportingOverflow(by: 4)
        guard !overflow1, !overflow2 else { throw .sizeOverflow(width: width, height: height) }
        return bytes
    }
}

/// Why a `Bitmap` could not be created.
public enum BitmapError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A width or height below zero.
    case negativeDimensions(width: Int, height: Int)
    /// `width * height * 4` overflows `Int`.
    case sizeOverflow(width: Int, height: Int)
    /// The buffer does not hold exactly `width * height * 4` bytes.
    case bufferSizeMismatch(expected: Int, actual: Int)

    public var description: String {
        switch self {
        case let .negativeDimensions(width, height):
            return "bitmap dimensions must not be negative (\(width)×\(height))"
        case let .sizeOverflow(width, height):
            return "bitmap of \(width)×\(height) pixels is too large"
        case let .bufferSizeMismatch(expected, actual):
            return "bitmap buffer holds \(actual) bytes, expected \(expected)"
        }
    }
}
