/// A PNG image given as data (`Image(uiImage: UIImage(data:))`), carried by its image view's environment
/// so that layout sizes it and the renderer draws it without a file. A class: views and environments
/// that carry it share one copy of the bytes.
public final class InlineImage: Sendable, Hashable {
    /// The PNG file's bytes.
    public let png: [UInt8]
    public let pixelWidth: Int, pixelHeight: Int
    /// Pixels per point (`UIImage(data:scale:)`).
    public let scale: Double
    public init(png: [UInt8], pixelWidth: Int, pixelHeight: Int, scale: Double) {
        self.png = png; self.pixelWidth = pixelWidth; self.pixelHeight = pixelHeight; self.scale = scale
    }

    public static func == (a: InlineImage, b: InlineImage) -> Bool {
        a === b || (a.scale == b.scale && a.pixelWidth == b.pixelWidth && a.pixelHeight == b.pixelHeight && a.png == b.png)
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(png.count); hasher.combine(scale); hasher.combine(pixelWidth) }

    /// No image (`UIImage()`): no size, nothing drawn.
    public static let empty = InlineImage(png: [], pixelWidth: 0, pixelHeight: 0, scale: 1)

    /// Its size in points.
    public var pointWidth: Double { Double(pixelWidth) / scale }
    public var pointHeight: Double { Double(pixelHeight) / scale }

    /// A name for dumps and caches, from the content (FNV-1a of the bytes) and the scale: the same
    /// bytes get the same name on every run.
    public var name: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in png { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let hex = String(hash, radix: 16)
        return "uiImage-" + String(repeating: "0", count: 16 - hex.count) + hex + "-\(png.count)@\(scale)x"
    }
}
