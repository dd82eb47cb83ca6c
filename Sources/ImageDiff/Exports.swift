// ImageDiff compares `Pixels.RGBAImage`s and draws its diff image as one; importing ImageDiff
// brings the type along.
@_exported import Pixels

extension RGBAImage {
    /// The size in pixels.
    public var size: PixelSize { PixelSize(width: width, height: height) }
}
