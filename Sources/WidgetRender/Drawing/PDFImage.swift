import CPangoCairo
import Foundation
import WidgetLayout

/// A PDF image set's file (an asset catalogue's vector image, "Preserve Vector Data"), drawn with
/// poppler: its first page is the image, and the page's size in PDF points (1/72 in) is the image's
/// natural size in points, as Xcode treats a single-scale PDF. poppler is opened on first use
/// (``VectorLibraries``).
public enum PDFImage {
    /// The first page's size in points, or nil when the file is not a readable PDF or has no page.
    /// `path` must already have passed ``ImageAssets/confinedPath(_:root:files:)``.
    public static func intrinsic(path: String) -> Size? { VectorLibraries.serially { unlockedIntrinsic(path: path) } }

    private static func unlockedIntrinsic(path: String) -> Size? {
        guard let poppler = try? VectorLibraries.poppler.get(), let document = open(path, poppler).document else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(document)) }
        guard let page = poppler.documentGetPage(document, 0) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(page)) }
        var width = 0.0, height = 0.0
        poppler.pageGetSize(page, &width, &height)
        guard width.isFinite, height.isFinite, width > 0, height > 0 else { return nil }
        return Size(width, height)
    }

    /// The first page drawn to fill `cr`'s `width` × `height` pixels (scaled in each axis; the layout
    /// engine has already applied the content mode).
    static func draw(path: String, name: String, into cr: OpaquePointer, width: Int, height: Int) throws(RenderError) {
        try VectorLibraries.serially { () throws(RenderError) in try unlockedDraw(path: path, name: name, into: cr, width: width, height: height) }
    }

    private static func unlockedDraw(path: String, name: String, into cr: OpaquePointer, width: Int, height: Int) throws(RenderError) {
        let poppler: VectorLibraries.Poppler
        switch VectorLibraries.poppler {
        case .success(let library): poppler = library
        case .failure(let unavailable): throw .asset(name: name, message: "cannot draw \(path): \(unavailable.message)")
        }
        let opened = open(path, poppler)
        guard let document = opened.document else {
            throw .asset(name: name, message: "cannot read \(path) as PDF: \(opened.message)")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(document)) }
        guard let page = poppler.documentGetPage(document, 0) else {
            throw .asset(name: name, message: "\(path) is a PDF with no page")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(page)) }
        var pageWidth = 0.0, pageHeight = 0.0
        poppler.pageGetSize(page, &pageWidth, &pageHeight)
        guard pageWidth.isFinite, pageHeight.isFinite, pageWidth > 0, pageHeight > 0 else {
            throw .asset(name: name, message: "\(path): the PDF's first page has no size")
        }
        cairo_save(cr)
        cairo_scale(cr, Double(width) / pageWidth, Double(height) / pageHeight)
        poppler.pageRender(page, cr)
        cairo_restore(cr)
    }

    private static func open(_ path: String, _ poppler: VectorLibraries.Poppler) -> (document: OpaquePointer?, message: String) {
        var error: UnsafeMutablePointer<GError>?
        guard let uri = g_filename_to_uri(path, nil, &error) else {
            defer { if let error { g_error_free(error) } }
            return (nil, error.map { String(cString: $0.pointee.message) } ?? "not a file path")
        }
        defer { g_free(uri) }
        guard let document = poppler.documentNewFromFile(uri, nil, &error) else {
            defer { if let error { g_error_free(error) } }
            return (nil, error.map { String(cString: $0.pointee.message) } ?? "unknown error")
        }
        return (document, "")
    }
}
