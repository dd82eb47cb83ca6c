import CPangoCairo

/// A Pango layout made while measuring a text, kept in its ``TextLayout`` so that the painter
/// draws exactly what layout measured. Owns one reference to the layout.
///
/// The layout belongs to its engine's Pango context, which only the thread that holds the engine
/// may use: the painter draws it only with that engine and lays the text out itself otherwise. A
/// laid-out tree can outlive its worker and be freed on any thread, after the engine went back to
/// the pool and another thread took it, so `deinit` does not release the layout itself (finalizing
/// it unrefs Pango fonts and Cairo scaled fonts that the engine's current thread may be using: a
/// crash inside Cairo, seen in parallel test runs): it hands the layout to the engine, which
/// releases it on the thread that holds it (``TextEngine/releasePending()``).
final class ShapedText: @unchecked Sendable {
    let layout: OpaquePointer
    /// The engine whose context made the layout.
    weak var engine: TextEngine?

    /// Takes over the caller's reference to `layout`.
    init(layout: OpaquePointer, engine: TextEngine) { self.layout = layout; self.engine = engine }

    deinit {
        if let engine { engine.releaseLater(layout) } else { g_object_unref(UnsafeMutableRawPointer(layout)) }
    }
}
