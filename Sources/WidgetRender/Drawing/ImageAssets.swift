import CPangoCairo
import Foundation
import WidgetModel
import PNGCodec
#if canImport(Glibc)
import Glibc
#endif

/// Image assets by name from `Assets/Images`: `<name>.png` or `<name>.svg`.
///
/// Every reader of assets (this renderer and the layout engine's sizes, `AssetFolder`) finds files
/// through ``confinedPath(_:root:)``: a name that resolves outside the folder, including through a
/// symbolic link, or to anything but a regular file (a FIFO, a device), is refused. PNG assets are
/// decoded once per process by ``DecodedAssets`` within ``PNGLimits`` and shared by every worker.
///
/// `files` are the app's image sets (name → the PNG, SVG or PDF file an asset catalog's `Contents.json`
/// names), consulted for a name that `Images/` does not have, with the same checks.
public final class ImageAssets: @unchecked Sendable {
    public let root: String
    /// The app's image sets: name → file (PNG or SVG), looked at after `<root>/Images`.
    public let files: [String: String]
    /// Cairo surfaces by name and pixel size, each with the decoded pixels it draws from.
    private var cache: [String: (surface: OpaquePointer, pixels: SharedPixels?)] = [:]

    public init(root: String, files: [String: String] = [:]) { self.root = root; self.files = files }

    deinit { for entry in cache.values { cairo_surface_destroy(entry.surface) } }

    /// The real path of an asset's file (`png` first, then `svg`), if it exists inside the assets
    /// folder, else the image set's file in `files`; nil if there is none.
    ///
    /// - Throws: `RenderError.asset` if the file resolves outside `<root>/Images` (an image set's file:
    ///   outside its own folder), is not a regular file, or is larger than ``PNGLimits/maximumFileBytes``.
    public static func confinedPath(_ name: String, root: String, files: [String: String] = [:]) throws(RenderError) -> String? {
        if let found = try confinedPath(name, root: root) { return found }
        guard let file = files[name] else { return nil }
        return try imageSetPath(name, file: file)
    }

    /// The real path of an image set's file: a `.png`, `.svg` or `.pdf` that exists, stays inside its image
    /// set's folder (no symbolic link out of it), is a regular file and is within the size limit.
    static func imageSetPath(_ name: String, file: String) throws(RenderError) -> String {
        let folder = PathText.parent(file)
        var link = stat()
        guard lstat(file, &link) == 0, let base = realPath(folder.isEmpty ? "." : folder) else {
            throw .asset(name: name, message: "the image set's file \(file) does not exist")
        }
        guard let real = realPath(file) else {
            throw .asset(name: name, message: "\(file) is a symbolic link that leads nowhere")
        }
        guard real.hasPrefix(base + "/") else {
            throw .asset(name: name, message: "resolves to \(real), outside \(base); an image set's file must stay inside its image set")
        }
        let lower = real.lowercased()
        guard lower.hasSuffix(".png") || lower.hasSuffix(".svg") || lower.hasSuffix(".pdf") else {
            throw .asset(name: name, message: "the image set's file \(real) is not PNG, SVG or PDF; only those are drawn")
        }
        var info = stat()
        guard stat(real, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw .asset(name: name, message: "\(real) is not a regular file (a FIFO, device or folder is never read)")
        }
        guard Int(info.st_size) <= PNGLimits.maximumFileBytes else {
            throw .asset(name: name, message: "\(real) is larger than the limit of \(PNGLimits.maximumFileBytes >> 20) MiB")
        }
        return real
    }

    /// The real path of `<root>/Images/<name>.png|svg`, confined to that folder; nil if neither exists.
    public static func confinedPath(_ name: String, root: String) throws(RenderError) -> String? {
        guard let base = realPath(root + "/Images") else { return nil }
        for ext in ["png", "svg"] {
            let candidate = base + "/" + name + "." + ext
            var link = stat()
            guard lstat(candidate, &link) == 0 else { continue }
            guard let real = realPath(candidate) else {
                throw .asset(name: name, message: "\(candidate) is a symbolic link that leads nowhere")
            }
            guard real.hasPrefix(base + "/") else {
                throw .asset(name: name, message: "resolves to \(real), outside \(base); assets must stay inside Assets/Images")
            }
            var info = stat()
            guard stat(real, &info) == 0 else { continue }
            guard info.st_mode & S_IFMT == S_IFREG else {
                throw .asset(name: name, message: "\(real) is not a regular file (a FIFO, device or folder is never read)")
            }
            guard Int(info.st_size) <= PNGLimits.maximumFileBytes else {
                throw .asset(name: name, message: "\(real) is larger than the limit of \(PNGLimits.maximumFileBytes >> 20) MiB")
            }
            return real
        }
        return nil
    }

    /// `realpath(3)`: the absolute path with every link and `..` resolved, or nil.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// A cairo image surface for the asset (PNG at its own size, SVG through librsvg and an image
    /// set's PDF through poppler at `pixelSize`).
    /// An empty name draws the placeholder (nil); an unknown one is an error, as in `check`.
    /// The surface of a PNG given as data (decoded once per renderer).
    func surface(inline image: InlineImage) throws(RenderError) -> OpaquePointer? {
        let key = "\u{0}" + image.name
        if let entry = cache[key] { return entry.surface }
        if !image.operations.isEmpty {
            let s = try InlineDrawing.surface(image, assets: self)
            cache[key] = (s, nil)
            return s
        }
        let pixels: SharedPixels
        do { pixels = try SharedPixels(png: image.png) } catch {
            throw .asset(name: image.name, message: "cannot read the image's data as PNG: \(error)")
        }
        guard let s = cairo_image_surface_create_for_data(pixels.data, CAIRO_FORMAT_ARGB32, Int32(pixels.width), Int32(pixels.height), Int32(pixels.stride)),
              cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
            throw .asset(name: image.name, message: "cairo cannot draw the image's data")
        }
        cache[key] = (s, pixels)
        return s
    }

    func surface(_ name: String, pixelSize: (Int, Int)) throws(RenderError) -> OpaquePointer? {
        let key = "\(name)@\(pixelSize.0)x\(pixelSize.1)"
        if let entry = cache[key] { return entry.surface }
        guard !name.isEmpty else { return nil }
        guard let path = try Self.confinedPath(name, root: root, files: files) else {
            let sets = files.isEmpty ? "" : " and no image set of that name in the app's resources"
            throw .asset(name: name, message: "unknown image: no \(name).png or \(name).svg in \(root)/Images\(sets) ('widgetsnap check' lists the closest names)")
        }
        if path.lowercased().hasSuffix(".png") {
            let pixels = try DecodedAssets.shared.pixels(path, name: name)
            guard let s = cairo_image_surface_create_for_data(pixels.data, CAIRO_FORMAT_ARGB32, Int32(pixels.width), Int32(pixels.height), Int32(pixels.stride)),
                  cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
                throw .asset(name: name, message: "cairo cannot draw \(path)")
            }
            cache[key] = (s, pixels)
            return s
        }
        let w = max(1, pixelSize.0), h = max(1, pixelSize.1)
        let (count, overflow) = w.multipliedReportingOverflow(by: h)
        guard !overflow, w <= PNGLimits.maximumSide, h <= PNGLimits.maximumSide, count <= PNGLimits.maximumPixelCount else {
            throw .asset(name: name, message: "would be drawn at \(w)×\(h) px, above the limit of \(PNGLimits.maximumSide) px a side and \(PNGLimits.maximumPixelCount) px")
        }
        if path.lowercased().hasSuffix(".pdf") {
            guard let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)), let cr = cairo_create(s) else { return nil }
            defer { cairo_destroy(cr) }
            do {
                try PDFImage.draw(path: path, name: name, into: cr, width: w, height: h)
            } catch {
                cairo_surface_destroy(s)
                throw error
            }
            cache[key] = (s, nil)
            return s
        }
        let rsvg: VectorLibraries.RSVG
        switch VectorLibraries.rsvg {
        case .success(let library): rsvg = library
        case .failure(let unavailable): throw .asset(name: name, message: "cannot draw \(path): \(unavailable.message)")
        }
        var error: UnsafeMutablePointer<GError>?
        guard let handle = rsvg.newFromFile(path, &error) else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let error { g_error_free(error) }
            throw .asset(name: name, message: "cannot read \(path) as SVG: \(message)")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        guard let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)), let cr = cairo_create(s) else { return nil }
        var viewport = cairo_rectangle_t(x: 0, y: 0, width: Double(w), height: Double(h))
        VectorLibraries.serially { _ = rsvg.renderDocument(handle, cr, &viewport, nil) }
        cairo_destroy(cr)
        cache[key] = (s, nil)
        return s
    }
}
