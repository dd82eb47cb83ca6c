import CPangoCairo
import Foundation

/// Image assets by name from `Assets/Images`: `<name>.png` or `<name>.svg`. A name that resolves
/// outside the folder, including through a symbolic link, is refused.
public final class ImageAssets: @unchecked Sendable {
    public let root: String
    private var cache: [String: OpaquePointer] = [:]

    public init(root: String) { self.root = root }

    deinit { for s in cache.values { cairo_surface_destroy(s) } }

    /// The real path of an asset's file, if it exists inside the assets folder.
    public static func confinedPath(_ name: String, root: String) throws(RenderError) -> String? {
        let base = URL(fileURLWithPath: root).appendingPathComponent("Images").standardizedFileURL.resolvingSymlinksInPath().path
        for ext in ["png", "svg"] {
            let candidate = URL(fileURLWithPath: base).appendingPathComponent(name + "." + ext)
            guard FileManager.default.fileExists(atPath: candidate.path) else { continue }
            let real = candidate.standardizedFileURL.resolvingSymlinksInPath().path
            guard real.hasPrefix(base + "/") else {
                throw .asset(name: name, message: "resolves to \(real), outside \(base); assets must stay inside Assets/Images")
            }
            return real
        }
        return nil
    }

    /// A cairo image surface for the asset (PNG directly, SVG through librsvg at `pixelWidth`).
    func surface(_ name: String, pixelSize: (Int, Int)) throws(RenderError) -> OpaquePointer? {
        let key = "\(name)@\(pixelSize.0)x\(pixelSize.1)"
        if let s = cache[key] { return s }
        guard let path = try Self.confinedPath(name, root: root) else { return nil }
        var surface: OpaquePointer?
        if path.hasSuffix(".png") {
            surface = cairo_image_surface_create_from_png(path)
            if let s = surface, cairo_surface_status(s) != CAIRO_STATUS_SUCCESS {
                cairo_surface_destroy(s)
                throw .asset(name: name, message: "cannot read \(path) as PNG")
            }
        } else {
            var error: UnsafeMutablePointer<GError>?
            guard let handle = rsvg_handle_new_from_file(path, &error) else {
                let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
                if let error { g_error_free(error) }
                throw .asset(name: name, message: "cannot read \(path) as SVG: \(message)")
            }
            defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
            let w = max(1, pixelSize.0), h = max(1, pixelSize.1)
            guard let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)), let cr = cairo_create(s) else { return nil }
            var viewport = RsvgRectangle(x: 0, y: 0, width: Double(w), height: Double(h))
            _ = rsvg_handle_render_document(handle, cr, &viewport, nil)
            cairo_destroy(cr)
            surface = s
        }
        if let surface { cache[key] = surface }
        return surface
    }
}
