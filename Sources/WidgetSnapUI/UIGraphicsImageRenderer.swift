import Foundation
import WidgetModel

// UIKit's image renderer, as widget code uses it to make an image from a colour, to redraw an image
// at another size, or to compose images: `UIGraphicsImageRenderer(size:).image { context in … }`.
// The closure runs at once, as on iOS; what it draws (fills with the colour set by `setFill()`,
// `UIImage.draw(in:)`) is recorded in the image (``InlineImage/operations``) and drawn by the
// renderer when a view shows the image. Core Graphics' context (`context.cgContext`) and
// `UIBezierPath` are not there (docs/swiftui.md, "UIKit drawing").

/// How a fill or an image is composited: `.normal` (over), `.copy` (replaces, alpha included),
/// `.clear` (makes transparent). The others are drawn as `.normal`, with a note.
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight,
         difference, exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut,
         sourceAtop, destinationOver, destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter

    /// The blend widgetsnap draws, or nil for one it draws as `.normal`.
    var drawn: InlineImage.Blend? {
        switch self {
        case .normal: .normal
        case .copy: .copy
        case .clear: .clear
        default: nil
        }
    }
}

/// The renderer's settings: the pixels per point of the images it makes (the screen's, 3, by
/// default) and whether they are opaque (their background black where nothing is drawn).
public final class UIGraphicsImageRendererFormat: @unchecked Sendable {
    public var scale: CGFloat
    public var opaque: Bool
    public var preferredRange: Range = .automatic
    public enum Range: Int, Sendable { case unspecified = -1, automatic, `extended`, standard }

    public init() { scale = UITraitCollection.current.displayScale; opaque = false }
    init(scale: CGFloat) { self.scale = scale; opaque = false }
    public convenience init(for traitCollection: UITraitCollection) { self.init(scale: traitCollection.displayScale) }
    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    public var bounds: CGRect { .zero }
}

/// The context an image renderer's closure draws into: `fill(_:)`, `stroke(_:)` and ``UIImage/draw(in:)``
/// go to it, in the colours ``UIColor/setFill()`` and ``UIColor/setStroke()`` chose.
public final class UIGraphicsImageRendererContext: @unchecked Sendable {
    public let format: UIGraphicsImageRendererFormat
    let size: CGSize
    private let lock = NSLock()
    private var recorded: [InlineImage.Operation] = []
    var fillColor = RGBA(0, 0, 0, 1)
    var strokeColor = RGBA(0, 0, 0, 1)

    init(format: UIGraphicsImageRendererFormat, size: CGSize) { self.format = format; self.size = size }

    var operations: [InlineImage.Operation] { lock.withLock { recorded } }
    func record(_ op: InlineImage.Operation) { lock.withLock { recorded.append(op) } }

    /// The image drawn so far.
    public var currentImage: UIImage { UIGraphicsImageRenderer.image(operations, size: size, format: format) }

    /// Fills the rectangle with the fill colour.
    public func fill(_ rect: CGRect) { fill(rect, blendMode: .normal) }
    public func fill(_ rect: CGRect, blendMode: CGBlendMode, fileID: String = #fileID, line: Int = #line) {
        if blendMode.drawn == nil { NotDrawnNotes.record(NotDrawnNote(api: "fill(_:blendMode: .\(blendMode))", fileID: fileID, line: line)) }
        let r = rect.standardized
        record(.fill(x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height),
                     color: fillColor, blend: blendMode.drawn ?? .normal))
    }

    /// Strokes the rectangle's outline, one point wide, centred on its edges, in the stroke colour.
    public func stroke(_ rect: CGRect) { stroke(rect, blendMode: .normal) }
    public func stroke(_ rect: CGRect, blendMode: CGBlendMode, fileID: String = #fileID, line: Int = #line) {
        if blendMode.drawn == nil { NotDrawnNotes.record(NotDrawnNote(api: "stroke(_:blendMode: .\(blendMode))", fileID: fileID, line: line)) }
        let r = rect.standardized, blend = blendMode.drawn ?? .normal
        let x = Double(r.minX), y = Double(r.minY), w = Double(r.width), h = Double(r.height)
        // Four bands half a point either side of each edge, without overlaps at the corners.
        let bands = [(x - 0.5, y - 0.5, w + 1, 1.0), (x - 0.5, y + h - 0.5, w + 1, 1.0),
                     (x - 0.5, y + 0.5, 1.0, h - 1), (x + w - 0.5, y + 0.5, 1.0, h - 1)]
        for (bx, by, bw, bh) in bands where bw > 0 && bh > 0 {
            record(.fill(x: bx, y: by, width: bw, height: bh, color: strokeColor, blend: blend))
        }
    }

    /// Clips later drawing to the rectangle: not there (noted).
    public func clip(to rect: CGRect, fileID: String = #fileID, line: Int = #line) {
        NotDrawnNotes.record(NotDrawnNote(api: "UIGraphicsImageRendererContext.clip(to:)", fileID: fileID, line: line))
    }

    /// The context the closure being run draws into (`UIColor.setFill()` and `UIImage.draw(in:)` use it).
    @TaskLocal static var current: UIGraphicsImageRendererContext?
}

/// Makes images from a closure that draws, at the format's scale.
public final class UIGraphicsImageRenderer: @unchecked Sendable {
    public let format: UIGraphicsImageRendererFormat
    let size: CGSize

    public init(size: CGSize) { self.size = size; format = UIGraphicsImageRendererFormat() }
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) { self.size = size; self.format = format }
    /// A renderer of the rectangle's size (drawing stays in the closure's coordinates; the origin is not shifted).
    public convenience init(bounds: CGRect) { self.init(size: bounds.size) }
    public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat) { self.init(size: bounds.size, format: format) }

    /// Whether it can draw (always).
    public var allowsImageOutput: Bool { true }

    /// The image the closure draws: transparent where nothing is drawn (black if the format is opaque).
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = UIGraphicsImageRendererContext(format: format, size: size)
        if format.opaque {
            context.record(.fill(x: 0, y: 0, width: Double(size.width), height: Double(size.height), color: RGBA(0, 0, 0, 1), blend: .copy))
        }
        UIGraphicsImageRendererContext.$current.withValue(context) { actions(context) }
        return Self.image(context.operations, size: size, format: format)
    }

    static func image(_ operations: [InlineImage.Operation], size: CGSize, format: UIGraphicsImageRendererFormat) -> UIImage {
        let scale = format.scale > 0 && format.scale.isFinite ? format.scale : 1
        let w = size.width.isFinite ? max(0, size.width) : 0, h = size.height.isFinite ? max(0, size.height) : 0
        // Pixel sides are clamped here so that no size overflows; the renderer refuses sides over its limit.
        let pw = Int(min((w * scale).rounded(.up), 1e9)), ph = Int(min((h * scale).rounded(.up), 1e9))
        let image = pw == 0 || ph == 0 ? InlineImage.empty
            : InlineImage(operations: operations, pixelWidth: pw, pixelHeight: ph, scale: Double(scale))
        return UIImage(source: .inline(image), size: CGSize(width: w, height: h), scale: scale)
    }
}

/// Fills the rectangle in the current renderer's context with its fill colour (nothing outside a renderer's closure).
public func UIRectFill(_ rect: CGRect) { UIGraphicsImageRendererContext.current?.fill(rect) }
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) { UIGraphicsImageRendererContext.current?.fill(rect, blendMode: blendMode) }
public func UIRectFrame(_ rect: CGRect) { UIGraphicsImageRendererContext.current?.stroke(rect) }

extension UIColor {
    /// Sets the fill colour (``setStroke()``: the stroke colour; ``set()``: both) of the image renderer's
    /// closure being run, for ``UITraitCollection/current``; nothing outside one.
    public func setFill() { UIGraphicsImageRendererContext.current?.fillColor = rgba(.current) }
    public func setStroke() { UIGraphicsImageRendererContext.current?.strokeColor = rgba(.current) }
    public func set() { setFill(); setStroke() }
}
