import Foundation
import WidgetModel

/// UIKit's image, as widget code reaches it through `import SwiftUI` or `import UIKit`: a named asset
/// from the app's asset catalogs (``EnvironmentValues/appResources``), an SF Symbol, an image from
/// data: PNG (drawn) or JPEG (its size read from the data; drawn as nothing, with a note), or one a
/// ``UIGraphicsImageRenderer`` drew.
public final class UIImage: Hashable, @unchecked Sendable {
    /// `inline`: PNG data or a renderer's drawing.
    enum Source: Hashable { case symbol(String), asset(String), inline(InlineImage), data(width: Int, height: Int) }
    let source: Source
    /// Points: pixels over ``scale`` for decoded data, a drawing and a PNG image set's file; zero for
    /// symbols and vector image sets (not decoded here).
    public let size: CGSize
    public let scale: CGFloat
    init(source: Source, size: CGSize = .zero, scale: CGFloat = 1) { self.source = source; self.size = size; self.scale = scale }

    private let assetLock = NSLock()
    private var _imageAsset: UIImageAsset?
    /// The image's asset: the variants registered for other traits (``UIImageAsset/register(_:with:)``);
    /// ``Image/init(uiImage:fileID:line:)`` shows the dark one in dark renders. Made on first use, as UIKit does.
    public var imageAsset: UIImageAsset? {
        assetLock.withLock {
            if let a = _imageAsset { return a }
            let a = UIImageAsset(base: self)
            _imageAsset = a
            return a
        }
    }
    var registeredAsset: UIImageAsset? { assetLock.withLock { _imageAsset } }

    /// An empty image (no size; draws nothing), as `UIImage()` is.
    public convenience init() { self.init(source: .data(width: 0, height: 0)) }

    /// The image of an image set, or nil when no asset catalog given to widgetsnap has it.
    public convenience init?(named name: String) {
        guard let file = EnvironmentValues.current.appResources.images[name] else { return nil }
        let (size, scale) = Self.fileSize(file)
        self.init(source: .asset(name), size: size, scale: scale)
    }
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration? = nil) { self.init(named: name) }
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) { self.init(named: name) }
    /// A symbol (never nil: an unknown name fails where the symbol is drawn, with the closest names).
    public convenience init?(systemName name: String) { self.init(source: .symbol(name)) }
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) { self.init(systemName: name) }
    public convenience init?(_ resource: ImageResource) { self.init(named: resource.name) }
    /// Xcode's generated `UIImage.logo` form: the image set of the resource (never nil; a name no asset
    /// catalog has fails where the image is drawn, as `Image("name")` does).
    public convenience init(resource: ImageResource) { self.init(source: .asset(resource.name)) }
    /// A PNG or JPEG image; nil for data that is neither (or is truncated before its size).
    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard let px = ImageHeader.pixelSize(data), scale > 0, scale.isFinite else { return nil }
        let size = CGSize(width: CGFloat(px.width) / scale, height: CGFloat(px.height) / scale)
        if data.first == 0x89 {
            self.init(source: .inline(InlineImage(png: [UInt8](data), pixelWidth: px.width, pixelHeight: px.height, scale: Double(scale))),
                      size: size, scale: scale)
        } else {
            self.init(source: .data(width: px.width, height: px.height), size: size, scale: scale)
        }
    }
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data)
    }

    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
    public func withRenderingMode(_ mode: RenderingMode) -> UIImage { self }
    public func withTintColor(_ color: UIColor) -> UIImage { self }

    /// A PNG image set file's size in points and its scale (`@2x`, `@3x` in its name; 1 otherwise);
    /// zero for a vector file or one that cannot be read.
    static func fileSize(_ path: String) -> (CGSize, CGFloat) {
        let last = (path as NSString).lastPathComponent
        let scale: CGFloat = last.contains("@3x") ? 3 : last.contains("@2x") ? 2 : 1
        guard let handle = FileHandle(forReadingAtPath: path) else { return (.zero, scale) }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 64), head.first == 0x89, let px = ImageHeader.pixelSize(head) else { return (.zero, scale) }
        return (CGSize(width: CGFloat(px.width) / scale, height: CGFloat(px.height) / scale), scale)
    }

    /// A format with this image's scale, for redrawing it (`UIGraphicsImageRenderer(size:format:)`).
    public var imageRendererFormat: UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat(scale: scale) }

    /// Draws the image stretched into the rectangle of the image renderer's closure being run.
    /// An SF Symbol or JPEG data is not drawn there (noted); nothing happens outside a renderer's closure.
    public func draw(in rect: CGRect, fileID: String = #fileID, line: Int = #line) {
        draw(in: rect, blendMode: .normal, alpha: 1, fileID: fileID, line: line)
    }
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat, fileID: String = #fileID, line: Int = #line) {
        guard let context = UIGraphicsImageRendererContext.current else { return }
        if blendMode != .normal { NotDrawnNotes.record(NotDrawnNote(api: "UIImage.draw(in:blendMode: .\(blendMode))", fileID: fileID, line: line)) }
        let r = rect.standardized
        let x = Double(r.minX), y = Double(r.minY), w = Double(r.width), h = Double(r.height), a = Double(alpha)
        switch resolved(UITraitCollection.current).source {
        case .inline(let image): if !image.isEmpty { context.record(.image(image, x: x, y: y, width: w, height: h, alpha: a)) }
        case .asset(let name): context.record(.asset(name, x: x, y: y, width: w, height: h, alpha: a))
        case .symbol: NotDrawnNotes.record(NotDrawnNote(api: "UIImage(systemName:).draw(in:)", fileID: fileID, line: line))
        case .data(0, 0): break
        case .data: NotDrawnNotes.record(NotDrawnNote(api: "UIImage.draw(in:) of JPEG data", fileID: fileID, line: line))
        }
    }
    /// Draws the image at its size with its top left at `point`.
    public func draw(at point: CGPoint, fileID: String = #fileID, line: Int = #line) {
        draw(in: CGRect(origin: point, size: size), fileID: fileID, line: line)
    }
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat, fileID: String = #fileID, line: Int = #line) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha, fileID: fileID, line: line)
    }

    /// The variant for `traits`: the one registered for its interface style, else this image.
    func resolved(_ traits: UITraitCollection) -> UIImage { registeredAsset?.variant(for: traits.userInterfaceStyle) ?? self }

    public static func == (a: UIImage, b: UIImage) -> Bool { a.source == b.source && a.scale == b.scale }
    public func hash(into hasher: inout Hasher) { hasher.combine(source) }
}

extension Image {
    /// A symbol, an asset image or PNG data as ``Image``; JPEG data is drawn as nothing of its size
    /// (widgetsnap's renderer decodes PNG only), noted as not drawn.
    /// An image with a dark variant registered in its ``UIImage/imageAsset`` shows that variant in dark renders.
    public init(uiImage: UIImage, fileID: String = #fileID, line: Int = #line) {
        if let dark = uiImage.registeredAsset?.variant(for: .dark), dark !== uiImage {
            let light = Image(plain: uiImage.registeredAsset?.variant(for: .light) ?? uiImage, fileID: fileID, line: line)
            let darkImage = Image(plain: dark, fileID: fileID, line: line)
            self.init(source: .byStyle(light: light.source, dark: darkImage.source))
            notes = light.notes + darkImage.notes
        } else {
            self.init(plain: uiImage, fileID: fileID, line: line)
        }
    }

    private init(plain uiImage: UIImage, fileID: String, line: Int) {
        switch uiImage.source {
        case .symbol(let n): self.init(systemName: n)
        case .asset(let n): self.init(n)
        case .inline(let image): self.init(source: .inline(image))
        case .data(0, 0): self.init(source: .inline(.empty))
        case .data:
            self.init("")
            notes.append(NotDrawnNote(api: "Image(uiImage:) of JPEG data", fileID: fileID, line: line))
        }
    }
}

/// The pixel size in a PNG's IHDR chunk or a JPEG's start-of-frame segment.
enum ImageHeader {
    static func pixelSize(_ data: Data) -> (width: Int, height: Int)? {
        let b = [UInt8](data)
        func be(_ i: Int, _ n: Int) -> Int { (0..<n).reduce(0) { $0 << 8 | Int(b[i + $1]) } }
        // PNG: the signature, then IHDR's length, type, width and height (big-endian).
        if b.count >= 24, b[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), b[12..<16].elementsEqual(Array("IHDR".utf8)) {
            let w = be(16, 4), h = be(20, 4)
            return w > 0 && h > 0 ? (w, h) : nil
        }
        // JPEG: SOI, then segments until a start-of-frame marker (SOF0–SOF15 except DHT, JPG and DAC).
        guard b.count >= 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
        var i = 2
        while i + 4 <= b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }
            let length = be(i + 2, 2)
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard i + 9 <= b.count else { return nil }
                let h = be(i + 5, 2), w = be(i + 7, 2)
                return w > 0 && h > 0 ? (w, h) : nil
            }
            guard length >= 2 else { return nil }
            i += 2 + length
        }
        return nil
    }
}
