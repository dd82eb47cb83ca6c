import CPangoCairo
import PNGCodec
import WidgetLayout
import WidgetModel

/// Pixels: straight-alpha RGBA8, row-major (the package's one decoded image type).
public typealias RenderedImage = RGBAImage

/// A PNG file and the size of its image in pixels.
public struct EncodedImage: Sendable, Hashable {
    public var width: Int
    public var height: Int
    public var png: [UInt8]
    public init(width: Int, height: Int, png: [UInt8]) { self.width = width; self.height = height; self.png = png }
}

/// Renders laid-out widgets. Not thread-safe: use one renderer (and one ``TextEngine``) per thread.
public final class WidgetRenderer: @unchecked Sendable {
    public let engine: TextEngine
    public let assets: ImageAssets
    let symbols: @Sendable (String) -> String?
    /// The parameters of the accented and vibrant modes (docs/rendering.md); the appearance's
    /// context picks the preset and its tint.
    public var modeParameters = ModeParameters()
    /// Whether a symbol is drawn mirrored in right-to-left (``WidgetModel/SymbolCatalog/mirrorsInRTL(_:)``).
    let mirrorsInRTL: @Sendable (String) -> Bool
    private var surfaces: [String: OpaquePointer] = [:]
    /// The device the widgets are drawn for: the clear mode's glass shows the wallpaper where the
    /// Home Screen puts the widget on it (nil: a flat wallpaper, ``ClearParameters/wallpaper``).
    public var device: Device?
    /// Blurred wallpaper regions by device, family, scheme and size.
    var backdrops: [String: RGBAImage] = [:]
    /// Wall time of the last ``renderPNG(_:family:appearance:scale:)``: drawing, then encoding (ms).
    public private(set) var lastDrawMilliseconds = 0.0, lastEncodeMilliseconds = 0.0

    deinit { for s in surfaces.values { cairo_surface_destroy(s) } }

    public init(engine: TextEngine, assets: ImageAssets, symbols: @escaping @Sendable (String) -> String?,
                mirrorsInRTL: @escaping @Sendable (String) -> Bool = { _ in false }) {
        self.engine = engine; self.assets = assets; self.symbols = symbols; self.mirrorsInRTL = mirrorsInRTL
    }

    /// The measurer that matches this renderer's fonts, for layout.
    public var measurer: PangoTextMeasurer { PangoTextMeasurer(engine: engine) }

    /// Draws a widget laid out by ``WidgetLayoutEngine``: the widget's continuous-corner container
    /// with its background (system families), everything outside it transparent.
    public func render(_ root: LayoutNode, family: WidgetFamily, appearance: Appearance, scale: Double) throws(RenderError) -> RenderedImage {
        let (surface, width, height) = try paint(root, family: family, appearance: appearance, scale: scale)
        return try Self.straightRGBA(surface, width, height)
    }

    /// Draws the widget like ``render(_:family:appearance:scale:)`` and encodes the PNG file straight
    /// from Cairo's premultiplied pixels, with no intermediate RGBA copy. The file decodes to exactly
    /// the pixels `render` returns.
    public func renderPNG(_ root: LayoutNode, family: WidgetFamily, appearance: Appearance, scale: Double) throws(RenderError) -> EncodedImage {
        let started = ContinuousClock.now
        let (surface, width, height) = try paint(root, family: family, appearance: appearance, scale: scale)
        cairo_surface_flush(surface)
        let drawn = ContinuousClock.now
        defer {
            lastDrawMilliseconds = Self.milliseconds(drawn - started)
            lastEncodeMilliseconds = Self.milliseconds(ContinuousClock.now - drawn)
        }
        guard let data = cairo_image_surface_get_data(surface) else { throw .cairo("the surface has no pixels") }
        do {
            let png = try FastPNGEncoder().encode(UnsafeRawPointer(data), width: width, height: height,
                                                  rowStride: Int(cairo_image_surface_get_stride(surface)), format: .premultipliedARGB32)
            return EncodedImage(width: width, height: height, png: png)
        } catch {
            throw .encoding("\(error)")
        }
    }

    private static func milliseconds(_ d: Duration) -> Double {
        Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
    }

    /// Draws into this renderer's surface for the size (reused, cleared) and returns it with its size.
    private func paint(_ root: LayoutNode, family: WidgetFamily, appearance: Appearance, scale: Double) throws(RenderError) -> (OpaquePointer, Int, Int) {
        let width = Int(saturating: (root.frame.width * scale).rounded()), height = Int(saturating: (root.frame.height * scale).rounded())
        guard width > 0, height > 0, width <= 8192, height <= 8192 else { throw .cairo("cannot create a \(width)×\(height) surface") }
        let isCanvas = root.kind == WidgetLayoutEngine.canvasKind
        let fullColor = appearance.renderingMode == .fullColor || isCanvas
        let drawsBackground = appearance.showsWidgetContainerBackground || isCanvas
        // One surface per size, reused and cleared: allocating a fresh one per image costs page faults.
        let surface: OpaquePointer
        if let s = surfaces["\(width)x\(height)"] {
            surface = s
            // Skipped when the full-colour draw below starts with an opaque, unclipped paint of the
            // whole surface (it cuts the corners afterwards, clipping nothing first): over anything,
            // that leaves exactly its colour (a 1092×1146 clear is 5 MB written for nothing).
            let opaqueFirst = fullColor && Self.background(root, family: family, drawsBackground: drawsBackground)
                .map { appearance.color($0).a >= 1 } == true
            if !opaqueFirst {
                guard let cr = cairo_create(s) else { throw .cairo("cannot create a context") }
                cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
                cairo_paint(cr)
                cairo_destroy(cr)
            }
        } else {
            guard let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
                  cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else { throw .cairo("cannot create a \(width)×\(height) surface") }
            surfaces["\(width)x\(height)"] = s
            surface = s
        }
        if fullColor {
            try draw(root, family: family, appearance: appearance, scale: scale, on: surface, cutsCorners: true,
                     drawsBackground: drawsBackground)
        } else {
            try drawMode(root, family: family, appearance: appearance, scale: scale, on: surface, width: width, height: height)
        }
        return (surface, width, height)
    }

    /// The colour ``draw(_:family:appearance:scale:on:cutsCorners:drawsBackground:)`` paints first,
    /// before any view: a canvas' systemBackground (the hosting view's), or a system family's own
    /// widgetBackground when the background is drawn; nil for none. `paint` reads it too, to know
    /// when clearing a reused surface is needless.
    static func background(_ root: LayoutNode, family: WidgetFamily, drawsBackground: Bool) -> NamedColor? {
        if root.kind == WidgetLayoutEngine.canvasKind { return SystemColors.all["systemBackground"] }
        return drawsBackground && !family.isAccessory ? SystemColors.all["widgetBackground"] : nil
    }

    /// Full colour onto a cleared raster surface (the extension's fallback).
    func drawFullColor(_ root: LayoutNode, family: WidgetFamily, appearance: Appearance, scale: Double, on surface: OpaquePointer) throws(RenderError) {
        try draw(root, family: family, appearance: appearance, scale: scale, on: surface, cutsCorners: true,
                 drawsBackground: appearance.showsWidgetContainerBackground)
    }

    /// Vector output formats.
    public enum VectorFormat: String, Sendable, CaseIterable { case svg, pdf }

    /// The widget as an SVG or PDF file (sizes in points), in memory: Cairo writes the document
    /// through its stream API into the returned bytes (no temporary file). PDF metadata carries a
    /// fixed date so that output does not change between runs.
    public func renderVector(_ root: LayoutNode, family: WidgetFamily, appearance: Appearance, format: VectorFormat) throws(RenderError) -> [UInt8] {
        guard appearance.renderingMode == .fullColor else {
            throw .cairo("vector output is drawn in full colour only; render \(appearance) as PNG")
        }
        let w = root.frame.width, h = root.frame.height
        let sink = VectorSink()
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        // The surface writes into the sink until it is destroyed (the deferred destroy below runs first).
        defer { withExtendedLifetime(sink) {} }
        let surface: OpaquePointer?
        switch format {
        case .svg:
            surface = cairo_svg_surface_create_for_stream(VectorSink.write, closure, w, h)
            if let surface { cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PT) }
        case .pdf:
            surface = cairo_pdf_surface_create_for_stream(VectorSink.write, closure, w, h)
            if let surface {
                cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
                cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, "2000-01-01T00:00:00Z")
                cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "widgetsnap")
            }
        }
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { throw .cairo("cannot create the \(format.rawValue) surface") }
        defer { cairo_surface_destroy(surface) }
        try draw(root, family: family, appearance: appearance, scale: 1, on: surface)
        cairo_surface_finish(surface)
        if cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS { throw .cairo("cannot write the \(format.rawValue) document") }
        return sink.bytes
    }

    /// Draws the widget clipped to its container shape.
    ///
    /// - Parameter cutsCorners: for raster surfaces of rounded-rectangle families: draw unclipped
    ///   (the surface is the widget's bounding rectangle) and then cut away what lies outside the
    ///   continuous corners, touching only the four corner squares. Clipping every drawing
    ///   operation to the curved path instead made cairo composite through a full-size mask and cost
    ///   a fifth of a systemLarge render. The result is the content masked by the shape, as iOS masks
    ///   a widget (an edge pixel of several layers is covered once, not once per layer).
    ///   Vector output keeps the clip path.
    private func draw(_ root: LayoutNode, family: WidgetFamily, appearance: Appearance, scale: Double, on surface: OpaquePointer,
                      cutsCorners: Bool = false, drawsBackground: Bool = true) throws(RenderError) {
        guard let cr = cairo_create(surface) else { throw .cairo("cannot create a context") }
        defer { cairo_destroy(cr) }
        cairo_scale(cr, scale, scale)
        pango_cairo_update_context(cr, engine.context)
        let painter = Painter(cr: cr, engine: engine, appearance: appearance, assets: assets, scale: scale, symbols: symbols, mirrorsInRTL: mirrorsInRTL)

        let bounds = root.frame
        if root.kind == WidgetLayoutEngine.canvasKind {
            // A free canvas: no mask, no container background; the hosting view's systemBackground behind.
            if let bg = Self.background(root, family: family, drawsBackground: drawsBackground) {
                let c = appearance.color(bg)
                cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a)
                cairo_paint(cr)
            }
            root.children.forEach(painter.draw)
            cairo_surface_flush(surface)
            if let error = painter.assetError { throw error }
            return
        }
        let radius = root.cornerRadius ?? 0
        let cut = cutsCorners && family != .accessoryCircular
        cairo_save(cr)
        if family == .accessoryCircular {
            CairoPaths.shape(.circle, in: bounds, radius: nil, cr)
            cairo_clip(cr)
        } else if !cut {
            CairoPaths.add(ContinuousCorners.path(bounds, radius: radius), cr)
            cairo_clip(cr)
        }
        if drawsBackground {
            // The widget's own background (white, or #1C1C1E in dark), then its container background over
            // it, as WidgetKit composites them: a translucent one (Xcode's template, `.fill.tertiary`)
            // shows the widget's background through it. StandBy by day draws neither.
            if let bg = Self.background(root, family: family, drawsBackground: drawsBackground) {
                let c = appearance.color(bg)
                cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a)
                cairo_paint(cr)
            }
            if let containerBackground = root.containerBackground { painter.draw(containerBackground) }
        }
        root.children.forEach(painter.draw)
        cairo_restore(cr)
        if cut, radius > 0 { Self.cutCorners(bounds, radius: radius, scale: scale, cr) }
        cairo_surface_flush(surface)
        if let error = painter.assetError { throw error }
    }

    /// Multiplies the four corner squares by the coverage of the continuous-corner path
    /// (`DEST_IN`): outside the curve becomes transparent, the curve's edge pixels keep their share.
    /// The curve leaves the rectangle `extent × radius` from each corner; the squares are that, in
    /// whole device pixels plus one.
    static func cutCorners(_ bounds: Rect, radius: Double, scale: Double, _ cr: OpaquePointer) {
        let r = max(0, min(radius, min(bounds.width, bounds.height) / 2 / ContinuousCorners.extent))
        let side = min(((r * ContinuousCorners.extent * scale).rounded(.up) + 1) / scale, bounds.width / 2, bounds.height / 2)
        let path = ContinuousCorners.path(bounds, radius: radius)
        // One square at a time: `DEST_IN` is unbounded, so cairo works on the whole clip extent,
        // which for the four squares together would be the whole surface.
        for (x, y) in [(bounds.x, bounds.y), (bounds.maxX - side, bounds.y), (bounds.x, bounds.maxY - side), (bounds.maxX - side, bounds.maxY - side)] {
            cairo_save(cr)
            cairo_rectangle(cr, x, y, side, side)
            cairo_clip(cr)
            CairoPaths.add(path, cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_DEST_IN)
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            cairo_fill(cr)
            cairo_restore(cr)
        }
    }

    /// Cairo's premultiplied, native-endian ARGB32 to straight RGBA bytes.
    static func straightRGBA(_ surface: OpaquePointer, _ width: Int, _ height: Int) throws(RenderError) -> RenderedImage {
        guard let data = cairo_image_surface_get_data(surface) else { throw .cairo("the surface has no pixels") }
        do {
            return try Unpremultiply.image(fromARGB32: UnsafeRawPointer(data), width: width, height: height,
                                           rowStride: Int(cairo_image_surface_get_stride(surface)))
        } catch {
            throw .cairo("cannot read the surface: \(error)")
        }
    }
}
