import CPangoCairo
import WidgetLayout

/// The natural size of an SVG asset, as librsvg (the library that draws it) reads it: the root
/// element's `width` and `height` in CSS pixels, which are points. Not a text search, so a `width`
/// on an inner element or in a comment never counts.
public enum SVGSize {
    /// The intrinsic size, or nil when the file is not SVG or its root has no absolute size.
    /// `path` must already have passed ``ImageAssets/confinedPath(_:root:)``.
    public static func intrinsic(path: String) -> Size? { VectorLibraries.serially { unlockedIntrinsic(path: path) } }

    private static func unlockedIntrinsic(path: String) -> Size? {
        guard let rsvg = try? VectorLibraries.rsvg.get() else { return nil }
        var error: UnsafeMutablePointer<GError>?
        guard let handle = rsvg.newFromFile(path, &error) else {
            if let error { g_error_free(error) }
            return nil
        }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        // CSS units: 96 px to the inch (librsvg's default is 90), so 30pt is 40 px.
        rsvg.setDPI(handle, 96)
        var width = 0.0, height = 0.0
        guard rsvg.intrinsicSizeInPixels(handle, &width, &height) != 0,
              width.isFinite, height.isFinite, width > 0, height > 0 else { return nil }
        return Size(width, height)
    }
}
