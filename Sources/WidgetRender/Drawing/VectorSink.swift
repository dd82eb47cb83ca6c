import CPangoCairo

/// The bytes a Cairo vector surface (SVG or PDF) writes through its stream API
/// (`cairo_svg_surface_create_for_stream`, `cairo_pdf_surface_create_for_stream`), collected in
/// memory. The surface holds an unretained pointer to the sink: keep the sink alive until the
/// surface is finished.
final class VectorSink {
    private(set) var bytes: [UInt8] = []

    /// Cairo's `cairo_write_func_t`: appends `length` bytes to the sink behind `closure`.
    static let write: cairo_write_func_t = { closure, data, length in
        guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<VectorSink>.fromOpaque(closure).takeUnretainedValue()
        if let data, length > 0 { sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length))) }
        return CAIRO_STATUS_SUCCESS
    }
}
