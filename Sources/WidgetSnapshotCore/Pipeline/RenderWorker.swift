import Foundation
import PNGCodec
import WidgetLayout
import WidgetModel
import WidgetRender

/// One thread's rendering state: its own fonts, renderer, layout engine and resolvers.
/// Not thread-safe: the ``WorkerPool`` gives each thread its own.
public final class RenderWorker {
    public let engine: TextEngine
    public let renderer: WidgetRenderer
    public let layoutEngine: WidgetLayoutEngine
    public let symbols: SymbolCatalog
    public let device: Device
    public let scale: Double
    /// The layout direction of the worker's language (right-to-left for ar, he, fa, ur).
    public let layoutDirection: LayoutDirection
    private var resolvers: [Int: Resolver] = [:]

    public init(library: FontLibrary, symbols: SymbolCatalog, assetsRoot: String, language: String, device: Device, scale: Double) throws(ToolError) {
        let engine: TextEngine
        do { engine = try TextEngine.lease(library: library, language: language) } catch { throw ToolError(.software, "\(error)") }
        self.engine = engine
        renderer = WidgetRenderer(engine: engine, assets: ImageAssets(root: assetsRoot), symbols: { symbols.glyph(for: $0).map(String.init) },
                                  mirrorsInRTL: { symbols.mirrorsInRTL($0) })
        layoutEngine = WidgetLayoutEngine(measurer: renderer.measurer, assets: AssetFolder(root: assetsRoot))
        self.symbols = symbols; self.device = device; self.scale = scale
        layoutDirection = LayoutDirection(language: language)
    }

    /// A worker with the shared font library and the symbols of `assetsRoot`.
    public convenience init(assetsRoot: String, language: String = "en", device: Device, scale: Double) throws(ToolError) {
        try self.init(library: try Fonts.library(), symbols: try Symbols.catalog(assetsRoot: assetsRoot), assetsRoot: assetsRoot,
                      language: language, device: device, scale: scale)
    }

    deinit { TextEngine.release(engine) }

    /// Resolves and lays out one variant; binding failures are data errors naming the file.
    public func layout(_ variant: VariantID, of layout: LoadedLayout, index: Int) throws(ToolError) -> LayoutNode {
        let resolver = resolvers[index] ?? Resolver(definition: layout.definition, symbols: symbols)
        resolvers[index] = resolver
        var selection = variant.selection
        selection.layoutDirection = layoutDirection
        guard let resolved = resolver.resolve(selection) else { throw ToolError(.software, "cannot resolve \(variant.name)") }
        if let issue = resolved.issues.first {
            throw ToolError(.dataError, "\(layout.path): \(issue.message) (\(variant.family.rawValue), instance \(variant.instance))", hint: issue.hint)
        }
        guard let root = layoutEngine.layout(resolved, graphic: layout.definition.graphic, device: device, scale: scale) else {
            throw ToolError(.usage, "\(device.id) has no \(variant.family.rawValue) size")
        }
        return root
    }

    /// The variant's PNG file, encoded straight from the renderer's surface.
    public func png(_ variant: VariantID, of layout: LoadedLayout, index: Int) throws(ToolError) -> EncodedImage {
        try pngAndLayout(variant, of: layout, index: index).0
    }

    /// The variant's PNG file and the positioned tree it was drawn from (with its ``LayoutNode/textFits``).
    public func pngAndLayout(_ variant: VariantID, of layout: LoadedLayout, index: Int) throws(ToolError) -> (EncodedImage, LayoutNode) {
        let root = try self.layout(variant, of: layout, index: index)
        do { return (try renderer.renderPNG(root, family: variant.family, appearance: variant.appearance, scale: scale), root) } catch {
            throw ToolError(.dataError, "\(layout.path): \(error)")
        }
    }

    /// The variant's pixels.
    public func image(_ variant: VariantID, of layout: LoadedLayout, index: Int) throws(ToolError) -> RenderedImage {
        let root = try self.layout(variant, of: layout, index: index)
        do { return try renderer.render(root, family: variant.family, appearance: variant.appearance, scale: scale) } catch {
            throw ToolError(.dataError, "\(layout.path): \(error)")
        }
    }
}

/// The renderer's fonts, with the error a user can act on.
public enum Fonts {
    public static func library() throws(ToolError) -> FontLibrary {
        do { return try FontLibrary.shared() } catch { throw ToolError(.software, "\(error)", hint: "install the Debian font packages widgetsnap uses (fonts-inter, fonts-noto-cjk, fonts-noto-color-emoji, fonts-material-design-icons-iconfont, fonts-jetbrains-mono, fonts-noto-ui-core, culmus); in a checkout, 'make gallery' does") }
    }
}

/// PNG bytes of decoded pixels, through the one encoder.
public enum PNGBytes {
    public static func encode(_ image: RenderedImage) throws(ToolError) -> [UInt8] {
        do { return try FastPNGEncoder().encode(RGBAImage(width: image.width, height: image.height, rgba: image.rgba)) } catch {
            throw ToolError(.software, "PNG encoding failed: \(error)")
        }
    }
}
