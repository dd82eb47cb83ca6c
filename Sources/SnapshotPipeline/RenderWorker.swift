import Foundation
import PNGCodec
import WidgetLayout
import WidgetModel
import WidgetRender
import SnapshotFiles
import SnapshotVariants

/// One thread's rendering state: its own fonts, renderer, layout engine and resolvers.
/// Not thread-safe: the ``WorkerPool`` gives each thread its own.
public final class RenderWorker {
    public let engine: TextEngine
    public let renderer: WidgetRenderer
    public let layoutEngine: WidgetLayoutEngine
    public let symbols: SymbolCatalog
    public let device: Device
    public let scale: Double
    private var resolvers: [Int: Resolver] = [:]
    private let library: FontLibrary
    private let assetsRoot: String
    /// The app's image sets (name → file), drawn and sized after `<assetsRoot>/Images`.
    private let imageFiles: [String: String]
    /// Text engines, renderers and layout engines for the other languages variants asked for.
    private var byLanguage: [String: (engine: TextEngine, renderer: WidgetRenderer, layout: WidgetLayoutEngine)] = [:]
    /// The stage times of the last variant laid out or drawn (`render --timing`).
    public private(set) var lastStages = StageTimes()

    public init(library: FontLibrary, symbols: SymbolCatalog, assetsRoot: String, imageFiles: [String: String] = [:], language: String,
                device: Device, scale: Double) throws(PipelineError) {
        let engine: TextEngine
        do { engine = try TextEngine.lease(library: library, language: language) } catch { throw .textEngine(reason: "\(error)") }
        self.engine = engine
        renderer = WidgetRenderer(engine: engine, assets: ImageAssets(root: assetsRoot, files: imageFiles), symbols: { symbols.glyph(for: $0).map(String.init) },
                                  mirrorsInRTL: { symbols.mirrorsInRTL($0) })
        renderer.device = device
        layoutEngine = WidgetLayoutEngine(measurer: renderer.measurer, assets: AssetFolder(root: assetsRoot, files: imageFiles))
        self.symbols = symbols; self.device = device; self.scale = scale
        self.library = library; self.assetsRoot = assetsRoot; self.imageFiles = imageFiles
    }

    /// The Pango language of a variant's locale: pseudo-locales shape as their base language.
    public static func textLanguage(_ locale: String) -> String {
        switch locale {
        case "en-XA": "en"
        case "ar-XB": "ar"
        default: locale
        }
    }

    /// The renderer and layout engine whose text engine has the variant's language.
    public func tools(_ variant: VariantID) throws(PipelineError) -> (renderer: WidgetRenderer, layout: WidgetLayoutEngine) {
        let language = Self.textLanguage(variant.locale)
        if language == engine.language { return (renderer, layoutEngine) }
        if let t = byLanguage[language] { return (t.renderer, t.layout) }
        let e: TextEngine
        do { e = try TextEngine.lease(library: library, language: language) } catch { throw .textEngine(reason: "\(error)") }
        let symbols = self.symbols
        let r = WidgetRenderer(engine: e, assets: ImageAssets(root: assetsRoot, files: imageFiles), symbols: { symbols.glyph(for: $0).map(String.init) },
                               mirrorsInRTL: { symbols.mirrorsInRTL($0) })
        r.device = device
        let l = WidgetLayoutEngine(measurer: r.measurer, assets: AssetFolder(root: assetsRoot, files: imageFiles))
        byLanguage[language] = (e, r, l)
        return (r, l)
    }

    /// A worker with the shared font library and the symbols of `assetsRoot`; `imageFiles` are the
    /// app's image sets (name → PNG or SVG file), drawn when `<assetsRoot>/Images` lacks the name.
    public convenience init(assetsRoot: String, imageFiles: [String: String] = [:], language: String = "en", device: Device, scale: Double) throws(PipelineError) {
        try self.init(library: try Fonts.library(), symbols: try PipelineError.files { () throws(FilesError) in try Symbols.catalog(assetsRoot: assetsRoot) }, assetsRoot: assetsRoot,
                      imageFiles: imageFiles, language: language, device: device, scale: scale)
    }

    deinit {
        TextEngine.release(engine)
        for t in byLanguage.values { TextEngine.release(t.engine) }
    }

    /// Resolves and lays out one variant; binding failures are data errors naming the file.
    public func layout(_ variant: VariantID, of layout: LoadedLayout, index: Int) throws(PipelineError) -> LayoutNode {
        try laidOut(variant, of: layout, index: index).node
    }

    /// ``layout(_:of:index:)`` with whether the resolved widget disabled its content margins (what the lint needs beside the tree).
    public func laidOut(_ variant: VariantID, of layout: LoadedLayout, index: Int) throws(PipelineError) -> (node: LayoutNode, contentMarginsDisabled: Bool) {
        let started = ContinuousClock.now
        lastStages = StageTimes()
        let resolver = resolvers[index] ?? Resolver(definition: layout.definition, symbols: symbols)
        resolvers[index] = resolver
        guard let resolved = resolver.resolve(variant.selection) else { throw .unresolvable(variant: variant.name) }
        let resolvedAt = ContinuousClock.now
        lastStages.resolve = StageTimes.since(started)
        defer { lastStages.layout = StageTimes.since(resolvedAt) }
        if let issue = resolved.issues.first {
            throw .binding(path: layout.path, message: issue.message, hint: issue.hint, family: variant.family.rawValue, instance: variant.instance)
        }
        guard let root = try tools(variant).layout.layout(resolved, graphic: layout.definition.graphic, device: device, scale: scale) else {
            throw .noSize(device: device.id, family: variant.family.rawValue)
        }
        return (root, resolved.contentMarginsDisabled)
    }

    /// The variant's PNG file, encoded straight from the renderer's surface.
    public func png(_ variant: VariantID, of layout: LoadedLayout, index: Int) throws(PipelineError) -> EncodedImage {
        try pngAndLayout(variant, of: layout, index: index).0
    }

    /// The variant's PNG file and the positioned tree it was drawn from (with its ``LayoutNode/textFits``).
    public func pngAndLayout(_ variant: VariantID, of layout: LoadedLayout, index: Int) throws(PipelineError) -> (EncodedImage, LayoutNode) {
        let root = try self.layout(variant, of: layout, index: index)
        return (try png(root, variant, of: layout), root)
    }

    /// The PNG file of a tree laid out for `variant` (``layout(_:of:index:)``), encoded straight from the renderer's surface.
    public func png(_ root: LayoutNode, _ variant: VariantID, of layout: LoadedLayout) throws(PipelineError) -> EncodedImage {
        let renderer = try tools(variant).renderer
        do {
            let png = try renderer.renderPNG(root, family: variant.family, appearance: variant.appearance, scale: scale)
            lastStages.draw = renderer.lastDrawMilliseconds
            lastStages.encode = renderer.lastEncodeMilliseconds
            return png
        } catch {
            throw .drawing(path: layout.path, reason: "\(error)")
        }
    }

    /// The variant's pixels.
    public func image(_ variant: VariantID, of layout: LoadedLayout, index: Int) throws(PipelineError) -> RenderedImage {
        try image(try self.layout(variant, of: layout, index: index), variant, of: layout)
    }

    /// The pixels of a tree laid out for `variant` (``layout(_:of:index:)``).
    public func image(_ root: LayoutNode, _ variant: VariantID, of layout: LoadedLayout) throws(PipelineError) -> RenderedImage {
        let renderer = try tools(variant).renderer
        do { return try renderer.render(root, family: variant.family, appearance: variant.appearance, scale: scale) } catch {
            throw .drawing(path: layout.path, reason: "\(error)")
        }
    }
}

/// The renderer's fonts, with the error a user can act on.
public enum Fonts {
    public static func library() throws(PipelineError) -> FontLibrary {
        do { return try FontLibrary.shared() } catch { throw .fonts(reason: "\(error)") }
    }
}

/// PNG bytes of decoded pixels, through the one encoder.
public enum PNGBytes {
    public static func encode(_ image: RenderedImage) throws(PipelineError) -> [UInt8] {
        do { return try FastPNGEncoder().encode(RGBAImage(width: image.width, height: image.height, rgba: image.rgba)) } catch {
            throw .encoding(reason: "\(error)")
        }
    }
}
