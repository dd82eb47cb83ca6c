/// A size in pixels.
public struct PixelSize: Sendable, Hashable, CustomStringConvertible {
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int

    /// Creates a size.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public var description: String { "\(width)×\(height)" }
}

/// An axis-aligned rectangle of pixels; `x`, `y` is the top-left pixel.
public struct PixelRect: Sendable, Hashable, CustomStringConvertible {
    /// The leftmost column.
    public var x: Int
    /// The topmost row.
    public var y: Int
    /// The number of columns.
    public var width: Int
    /// The number of rows.
    public var height: Int

    /// Creates a rectangle.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var description: String { "\(width)×\(height) at (\(x), \(y))" }
}

/// The outcome of comparing an expected image with an actual one.
public enum ImageDifference: Sendable, Hashable {
    /// No pixel differs beyond the threshold. Anti-aliased pixels are not counted unless
    /// `DiffOptions.includeAA` is set, so this also covers byte-different images that match.
    case identical
    /// The images have different sizes; no pixels were compared.
    case sizeMismatch(expected: PixelSize, actual: PixelSize)
    /// At least one pixel differs beyond the threshold.
    case different(ContentDifference)
}

/// The measured difference between two equally sized images.
public struct ContentDifference: Sendable, Hashable {
    /// The number of pixels that differ beyond the threshold and are not excluded as anti-aliasing.
    public let mismatchedPixels: Int
    /// The number of pixels above the threshold that were excluded as anti-aliasing (0 with `includeAA`).
    public let antiAliasedPixels: Int
    /// The number of pixels compared, `width * height`.
    public let totalPixels: Int
    /// The smallest rectangle holding every mismatched pixel; `nil` when `mismatchedPixels == 0`.
    public let boundingBox: PixelRect?
    /// The diff image, present only when `DiffOptions.producesDiffImage` was set.
    public let diffImage: RGBAImage?

    /// Creates a difference record.
    public init(mismatchedPixels: Int, antiAliasedPixels: Int, totalPixels: Int, boundingBox: PixelRect?, diffImage: RGBAImage?) {
        self.mismatchedPixels = mismatchedPixels
        self.antiAliasedPixels = antiAliasedPixels
        self.totalPixels = totalPixels
        self.boundingBox = boundingBox
        self.diffImage = diffImage
    }

    /// `mismatchedPixels / totalPixels`, or 0 for an empty image.
    public var mismatchRatio: Double {
        totalPixels == 0 ? 0 : Double(mismatchedPixels) / Double(totalPixels)
    }
}

/// Thrown by `PixelMatch.measure` when the two images differ in size.
public struct ImageSizeMismatch: Error, Sendable, Hashable, CustomStringConvertible {
    /// The size of the expected (first) image.
    public let expected: PixelSize
    /// The size of the actual (second) image.
    public let actual: PixelSize

    /// Creates the error.
    public init(expected: PixelSize, actual: PixelSize) {
        self.expected = expected
        self.actual = actual
    }

    public var description: String { "image sizes differ: expected \(expected), actual \(actual)" }
}
