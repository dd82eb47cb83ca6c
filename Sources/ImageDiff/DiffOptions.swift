/// An opaque RGB colour used to paint pixels of a diff image.
public struct RGBColor: Sendable, Hashable {
    /// The red component.
    public var red: UInt8
    /// The green component.
    public var green: UInt8
    /// The blue component.
    public var blue: UInt8

    /// Creates a colour from its components.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Pure yellow, pixelmatch's default anti-aliasing colour.
    public static let yellow = RGBColor(red: 255, green: 255, blue: 0)
    /// Pure red, pixelmatch's default difference colour.
    public static let red = RGBColor(red: 255, green: 0, blue: 0)
}

/// Options for a comparison, mirroring pixelmatch 7.1's options and defaults.
public struct DiffOptions: Sendable, Hashable {
    /// Matching threshold from 0 to 1; smaller is more sensitive. Default 0.1.
    ///
    /// Two pixels differ when their squared YIQ distance exceeds `35215 * threshold²`.
    public var threshold: Double
    /// Whether anti-aliased pixels count as differences (true disables anti-aliasing detection). Default false.
    public var includeAA: Bool
    /// Opacity of the original image in the diff image's grey background, 0 to 1. Default 0.1.
    public var alpha: Double
    /// Colour of anti-aliased pixels in the diff image. Default yellow (255, 255, 0).
    public var aaColor: RGBColor
    /// Colour of differing pixels in the diff image. Default red (255, 0, 0).
    public var diffColor: RGBColor
    /// Colour of differing pixels that are darker in the second (actual) image than in the first;
    /// `nil` paints them with `diffColor`. Default `nil`.
    public var diffColorAlt: RGBColor?
    /// Paint only differences over a transparent background (a mask) instead of over the grey original. Default false.
    public var diffMask: Bool
    /// Whether to produce a diff image at all. Default false; producing one costs time and memory.
    public var producesDiffImage: Bool

    /// Creates options; every parameter defaults to pixelmatch's default.
    public init(
        threshold: Double = 0.1,
        includeAA: Bool = false,
        alpha: Double = 0.1,
        aaColor: RGBColor = .yellow,
        diffColor: RGBColor = .red,
        diffColorAlt: RGBColor? = nil,
        diffMask: Bool = false,
        producesDiffImage: Bool = false
    ) {
        self.threshold = threshold
        self.includeAA = includeAA
        self.alpha = alpha
        self.aaColor = aaColor
        self.diffColor = diffColor
        self.diffColorAlt = diffColorAlt
        self.diffMask = diffMask
        self.producesDiffImage = producesDiffImage
    }
}
