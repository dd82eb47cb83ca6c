/// A decoded image: 8-bit RGBA with straight (non-premultiplied) alpha, row-major, no padding.
///
/// The one pixel type of the package: the renderer returns it, the PNG codec decodes to and
/// encodes from it, and the image diff compares two of them and draws its diff image as one.
/// Pixel `(x, y)` occupies bytes `4 * (y * width + x) ..< 4 * (y * width + x) + 4` in the order
/// red, green, blue, alpha.
public struct RGBAImage: Sendable, Hashable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// `width * height * 4` bytes: red, green, blue, alpha for each pixel, top row first.
    public let rgba: [UInt8]

    /// Creates an image, checking that `rgba` holds exactly `width * height * 4` bytes.
    ///
    /// - Throws: `RGBAImageError.negativeDimensions` if either dimension is negative,
    ///   `.sizeOverflow` if `width * height * 4` does not fit in an `Int`,
    ///   `.byteCountMismatch` if `rgba.count != width * height * 4`.
    public init(width: Int, height: Int, rgba: [UInt8]) throws(RGBAImageError) {
        let expected = try Self.byteCount(width: width, height: height)
        guard rgba.count == expected else {
            throw .byteCountMismatch(width: width, height: height, expected: expected, actual: rgba.count)
        }
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// Creates an image of the given size with every pixel set to the same straight RGBA value.
    ///
    /// - Throws: `RGBAImageError.negativeDimensions` or `.sizeOverflow`.
    public init(width: Int, height: Int, red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) throws(RGBAImageError) {
        let count = try Self.byteCount(width: width, height: height)
        let word = UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | UInt32(alpha) << 24
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            if let base = buffer.baseAddress {
                let raw = UnsafeMutableRawPointer(base)
                var offset = 0
                while offset < count {
                    raw.storeBytes(of: word.littleEndian, toByteOffset: offset, as: UInt32.self)
                    offset += 4
                }
            }
            initialized = count
        }
        self.width = width
        self.height = height
        self.rgba = bytes
    }

    /// Creates an image without validation, for code in this package that has already checked
    /// (or computed) that `rgba.count == width * height * 4` with non-negative dimensions.
    package init(uncheckedWidth width: Int, height: Int, rgba: [UInt8]) {
        assert(width >= 0 && height >= 0 && rgba.count == width * height * 4, "bad RGBAImage size")
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// The number of pixels, `width * height`.
    public var pixelCount: Int { width * height }

    /// The components of the pixel at `(x, y)`, or nil when the point lies outside the image.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let offset = (y * width + x) * 4
        return (rgba[offset], rgba[offset + 1], rgba[offset + 2], rgba[offset + 3])
    }

    /// `width * height * 4`, or the reason it is not a valid size.
    static func byteCount(width: Int, height: Int) throws(RGBAImageError) -> Int {
        guard width >= 0, height >= 0 else { throw .negativeDimensions(width: width, height: height) }
        let (area, overflow1) = width.multipliedReportingOverflow(by: height)
        let (bytes, overflow2) = area.multipliedReportingOverflow(by: 4)
        guard !overflow1, !overflow2 else { throw .sizeOverflow(width: width, height: height) }
        return bytes
    }
}
