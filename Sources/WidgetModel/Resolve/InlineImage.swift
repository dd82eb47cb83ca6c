/// An image given in code rather than by name, carried by its image view's environment so that layout
/// sizes it and the renderer draws it without a file: PNG data (`Image(uiImage: UIImage(data:))`) or a
/// drawing made with UIKit's `UIGraphicsImageRenderer` (``operations``, drawn by the renderer in order).
/// A class: views and environments that carry it share one copy of the bytes.
public final class InlineImage: Sendable, Hashable {
    /// The PNG file's bytes (empty for a drawing).
    public let png: [UInt8]
    /// A drawing's operations, in points from the top left (empty for PNG data).
    public let operations: [Operation]
    public let pixelWidth: Int, pixelHeight: Int
    /// Pixels per point (`UIImage(data:scale:)`, `UIGraphicsImageRendererFormat.scale`).
    public let scale: Double
    public init(png: [UInt8], pixelWidth: Int, pixelHeight: Int, scale: Double) {
        self.png = png; operations = []; self.pixelWidth = pixelWidth; self.pixelHeight = pixelHeight; self.scale = scale
    }
    /// A drawing of `pixelWidth` × `pixelHeight` pixels, transparent where nothing is drawn.
    public init(operations: [Operation], pixelWidth: Int, pixelHeight: Int, scale: Double) {
        png = []; self.operations = operations; self.pixelWidth = pixelWidth; self.pixelHeight = pixelHeight; self.scale = scale
    }

    /// One step of a drawing. Rectangles are in points: x, y, width, height.
    public enum Operation: Sendable, Hashable, CustomStringConvertible {
        /// Fills the rectangle with the colour, composited as `blend` says.
        case fill(x: Double, y: Double, width: Double, height: Double, color: RGBA, blend: Blend)
        /// Draws an inline image stretched into the rectangle at an opacity.
        case image(InlineImage, x: Double, y: Double, width: Double, height: Double, alpha: Double)
        /// Draws an image of the app's asset catalogs (or the assets folder) stretched into the rectangle.
        case asset(String, x: Double, y: Double, width: Double, height: Double, alpha: Double)

        public var description: String {
            switch self {
            case let .fill(x, y, w, h, c, b): "fill \(x) \(y) \(w) \(h) \(c) \(b)"
            case let .image(i, x, y, w, h, a): "image \(i.name) \(x) \(y) \(w) \(h) \(a)"
            case let .asset(n, x, y, w, h, a): "asset \(n.count):\(n) \(x) \(y) \(w) \(h) \(a)"
            }
        }
    }

    /// How a fill is composited over what is drawn before it.
    public enum Blend: String, Sendable, Hashable {
        /// Over what is there (`.normal`).
        case normal
        /// Replaces what is there, alpha included (`.copy`).
        case copy
        /// Makes the rectangle transparent (`.clear`).
        case clear
    }

    public static func == (a: InlineImage, b: InlineImage) -> Bool {
        a === b || (a.scale == b.scale && a.pixelWidth == b.pixelWidth && a.pixelHeight == b.pixelHeight
                    && a.png == b.png && a.operations == b.operations)
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(png.count); hasher.combine(operations.count); hasher.combine(scale); hasher.combine(pixelWidth)
    }

    /// No image (`UIImage()`): no size, nothing drawn.
    public static let empty = InlineImage(png: [], pixelWidth: 0, pixelHeight: 0, scale: 1)

    /// Nothing to draw: no data and no operations.
    public var isEmpty: Bool { png.isEmpty && operations.isEmpty }

    /// Its size in points.
    public var pointWidth: Double { Double(pixelWidth) / scale }
    public var pointHeight: Double { Double(pixelHeight) / scale }

    /// A name for dumps and caches, from the content (FNV-1a of the bytes, or of the operations'
    /// descriptions) and the size: the same image gets the same name on every run.
    public var name: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ bytes: some Sequence<UInt8>) { for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 } }
        mix(png)
        for op in operations { mix(op.description.utf8); mix([0x0A]) }
        let hex = String(hash, radix: 16)
        let digits = String(repeating: "0", count: 16 - hex.count) + hex
        return operations.isEmpty ? "uiImage-\(digits)-\(png.count)@\(scale)x"
                                  : "uiImage-\(digits)-drawn-\(pixelWidth)x\(pixelHeight)@\(scale)x"
    }
}
