/// A decoded (or to-be-encoded) image: 8-bit RGBA, straight alpha, row-major, no padding.
///
/// PNGCodec keeps its own image type so that it does not depend on ImageDiff; converting to
/// `ImageDiff.Bitmap` is a matter of passing `width`, `height` and `rgba` along.
public struct RGBAImage: Sendable, Hashable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// `width * height * 4` bytes: red, green, blue, alpha for each pixel, top row first.
    public let rgba: [UInt8]

    /// Creates an image, checking that `rgba` holds exactly `width * height * 4` bytes.
    ///
    /// - Throws: `PNGError.invalidImage` when the dimensions are negative or do not match the buffer.
    public init(width: Int, height: Int, rgba: [UInt8]) throws(PNGError) {
        guard width >= 0, height >= 0 else {
            throw .invalidImage("negative dimensions \(width)×\(height)")
        }
        let (area, overflow1) = width.multipliedReportingOverflow(by: height)
        let (bytes, overflow2) = area.multipliedReportingOverflow(by: 4)
        guard !overflow1, !overflow2, bytes == rgba.count else {
            throw .invalidImage("\(rgba.count) bytes do not make a \(width)×\(height) RGBA image")
        }
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// Creates an image the decoder has already validated.
    init(validatedWidth width: Int, height: Int, rgba: [UInt8]) {
        self.width = width
        self.height = height
        self.rgba = rgba
    }
}
