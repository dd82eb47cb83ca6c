import CPangoCairo

/// A Pango layout made while measuring a text, kept in its ``TextLayout`` so that the painter
/// draws exactly what layout measured. Owns one reference to the layout, released in `deinit`.
///
/// The layout belongs to its engine's Pango context, which only the engine's thread may use: the
/// painter draws it only with that engine and lays the text out itself otherwise.
final class ShapedText: @unchecked Sendable {
    let layout: OpaquePointer
    /// The engine whose context made the layout.
    weak var engine: TextEngine?

    /// Takes over the caller's reference to `layout`.
    init(layout: OpaquePointer, engine: TextEngine) { self.layout = layout; self.engine = engine }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }
}
