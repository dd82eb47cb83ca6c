import CPangoCairo
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// librsvg (SVG assets) and poppler's GLib interface (PDF image sets), opened the first time a
/// layout uses such an asset instead of being linked into the tool.
///
/// Linked, the two libraries and what they pull in (GIO, libstdc++'s users) cost every process
/// about 8 ms of dynamic loading and relocation before `main`, on the 2-core machine of
/// `Benchmarks/README.md` ("Start-up"), although most runs draw no vector asset. The functions used
/// are declared here with their C signatures (librsvg 2.52+, poppler-glib 0.18+); the libraries are
/// the Debian runtime packages `librsvg2-2` and `libpoppler-glib8` that the tool already needs.
enum VectorLibraries {
    /// Held while either library reads or draws a file: poppler keeps process-wide state (its global
    /// parameters, its Cairo font engine's caches) that concurrent documents on several render threads
    /// share, and a drawing costs far less than the risk. One lock for both libraries, taken by
    /// ``serially(_:)`` only, never while another is held.
    private static let lock = NSLock()

    /// Runs `body` with no other vector file being read or drawn in the process.
    static func serially<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    typealias GErrorOut = UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?

    /// The librsvg functions the renderer calls.
    struct RSVG: @unchecked Sendable {
        let newFromFile: @convention(c) (UnsafePointer<CChar>?, GErrorOut) -> OpaquePointer?
        let setDPI: @convention(c) (OpaquePointer?, Double) -> Void
        let intrinsicSizeInPixels: @convention(c) (OpaquePointer?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?) -> Int32
        /// The viewport is an `RsvgRectangle`, laid out as `cairo_rectangle_t` (four doubles).
        let renderDocument: @convention(c) (OpaquePointer?, OpaquePointer?, UnsafePointer<cairo_rectangle_t>?, GErrorOut) -> Int32
    }

    /// The poppler-glib functions the renderer calls.
    struct Poppler: @unchecked Sendable {
        let documentNewFromFile: @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?, GErrorOut) -> OpaquePointer?
        let documentGetPage: @convention(c) (OpaquePointer?, Int32) -> OpaquePointer?
        let pageGetSize: @convention(c) (OpaquePointer?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?) -> Void
        let pageRender: @convention(c) (OpaquePointer?, OpaquePointer?) -> Void
    }

    /// Why a library could not be used: what failed and the package to install.
    struct Unavailable: Error, Sendable {
        let message: String
    }

    /// librsvg, opened once per process; the failure says which package to install.
    static let rsvg: Result<RSVG, Unavailable> = Result { () throws(Unavailable) in
        let lib = try open(["librsvg-2.so.2", "librsvg-2.so"], package: "librsvg2-2")
        return RSVG(newFromFile: try symbol(lib, "rsvg_handle_new_from_file"),
                    setDPI: try symbol(lib, "rsvg_handle_set_dpi"),
                    intrinsicSizeInPixels: try symbol(lib, "rsvg_handle_get_intrinsic_size_in_pixels"),
                    renderDocument: try symbol(lib, "rsvg_handle_render_document"))
    }

    /// poppler-glib, opened once per process; the failure says which package to install.
    static let poppler: Result<Poppler, Unavailable> = Result { () throws(Unavailable) in
        let lib = try open(["libpoppler-glib.so.8", "libpoppler-glib.so"], package: "libpoppler-glib8")
        return Poppler(documentNewFromFile: try symbol(lib, "poppler_document_new_from_file"),
                       documentGetPage: try symbol(lib, "poppler_document_get_page"),
                       pageGetSize: try symbol(lib, "poppler_page_get_size"),
                       pageRender: try symbol(lib, "poppler_page_render"))
    }

    private static func open(_ names: [String], package: String) throws(Unavailable) -> UnsafeMutableRawPointer {
        for name in names {
            if let lib = dlopen(name, RTLD_NOW | RTLD_LOCAL) { return lib }
        }
        let reason = dlerror().map { String(cString: $0) } ?? "not found"
        throw Unavailable(message: "cannot load \(names[0]) (\(reason)); install the Debian package \(package)")
    }

    private static func symbol<F>(_ lib: UnsafeMutableRawPointer, _ name: String) throws(Unavailable) -> F {
        guard let address = dlsym(lib, name) else {
            throw Unavailable(message: "the installed library has no \(name) (librsvg 2.52 or poppler 0.18 and later are needed)")
        }
        return unsafeBitCast(address, to: F.self)
    }
}
