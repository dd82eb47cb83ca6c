import CPangoCairo
import Foundation
import WidgetLayout
import WidgetModel

/// One thread's Pango state: its own font map (font maps are not thread-safe) on the shared
/// fontconfig configuration, and a context with machine-independent options: no hinting,
/// unrounded glyph positions, grey antialiasing, 72 dpi (1 Pango point = 1 iOS point).
public final class TextEngine: @unchecked Sendable {
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
    let fontOptions: OpaquePointer
    public let language: String
    /// Whether the user's Apple fonts are in the configuration (``FontLibrary/appleFontsVariable``).
    let appleFonts: Bool

    init(library: FontLibrary, language: String = "en") throws(RenderError) {
        appleFonts = library.hasAppleFonts
        guard let map = pango_cairo_font_map_new() else { throw .fontconfig("pango_cairo_font_map_new failed") }
        pango_fc_font_map_set_config(OpaquePointer(map), library.config)
        guard let ctx = pango_font_map_create_context(map), let options = cairo_font_options_create() else {
            throw .fontconfig("could not create a Pango context")
        }
        fontMap = map
        context = ctx
        fontOptions = options
        self.language = language
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(ctx, options)
        pango_context_set_round_glyph_positions(ctx, 0)
        pango_cairo_context_set_resolution(ctx, 72)
        pango_context_set_language(ctx, pango_language_from_string(language))
        // The context keeps Pango's default base direction (weak left-to-right) in every language:
        // each paragraph takes its direction from its first strong character (Pango's auto
        // direction, on by default), and text with none ("+0.38 (0.19%)", "12:30") is left to
        // right, as the Unicode bidi rule P3 and Core Text's natural writing direction have it.
        // Which edge lines align on is the layout direction's (``align(_:fraction:)``).
    }

    // MARK: - Layouts released from other threads

    private let pendingLock = NSLock()
    private var pending: [OpaquePointer] = []

    /// Keeps a layout of this engine's context to be released by the thread that holds the engine
    /// (a ``ShapedText`` freed anywhere).
    func releaseLater(_ layout: OpaquePointer) {
        pendingLock.lock()
        pending.append(layout)
        pendingLock.unlock()
    }

    /// Releases the layouts freed since; only the thread that holds the engine calls it (on lease,
    /// and before each new layout).
    func releasePending() {
        pendingLock.lock()
        let layouts = pending
        pending.removeAll()
        pendingLock.unlock()
        for l in layouts { g_object_unref(UnsafeMutableRawPointer(l)) }
    }

    // MARK: - Pool

    nonisolated(unsafe) private static var idle: [String: [TextEngine]] = [:]
    nonisolated(unsafe) private static var everyEngine: [TextEngine] = []
    private static let poolLock = NSLock()

    /// An engine for the calling thread's exclusive use until ``release(_:)``. Engines are pooled and
    /// never destroyed: finalizing a Pango font map while other threads draw with fonts from the same
    /// fontconfig configuration is not safe with cairo 1.16, and reuse also keeps the measurement caches warm.
    public static func lease(library: FontLibrary, language: String = "en") throws(RenderError) -> TextEngine {
        poolLock.lock()
        if let engine = idle[language]?.popLast() {
            poolLock.unlock()
            engine.releasePending()
            return engine
        }
        poolLock.unlock()
        let engine = try TextEngine(library: library, language: language)
        poolLock.lock()
        everyEngine.append(engine)
        poolLock.unlock()
        return engine
    }

    /// Returns an engine to the pool.
    public static func release(_ engine: TextEngine) {
        poolLock.lock()
        idle[engine.language, default: []].append(engine)
        poolLock.unlock()
    }

    /// Measurements already made on this thread: variants share most of their texts.
    struct MeasureKey: Hashable { let text: String; let font: ResolvedFont; let width: Double?; let lines: Int?; var styled: StyledText? = nil }
    var measured: [MeasureKey: TextLayout] = [:]
    var metricsCache: [ResolvedFont: LineMetrics] = [:]

    deinit {
        for l in pending { g_object_unref(UnsafeMutableRawPointer(l)) }
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
        cairo_font_options_destroy(fontOptions)
    }

    /// Drawing sets the shared context's matrix to the Cairo transformation it draws with
    /// (`pango_cairo_update_layout`), which a fitted symbol makes non-uniform; a layout made for
    /// measuring starts from no matrix, so that what was drawn before never changes a measurement.
    func resetMatrix() {
        if pango_context_get_matrix(context) != nil { pango_context_set_matrix(context, nil) }
    }

    /// A Pango layout for `text`; the caller unrefs it. `width` nil: no wrapping.
    func makeLayout(_ text: String, font: ResolvedFont, width: Double?, maxLines: Int?, alignment: HorizontalAlignment = .leading,
                    family: String? = nil) -> OpaquePointer? {
        releasePending()
        resetMatrix()
        guard let layout = pango_layout_new(context) else { return nil }
        pango_layout_set_text(layout, text, -1)
        var families = family ?? FontLibrary.families(font.design, language: language, size: font.size, apple: appleFonts)
        if family == nil, let custom = font.family { families = "\(custom), \(families)" }
        let desc = pango_font_description_from_string(families)
        pango_font_description_set_absolute_size(desc, Self.pangoSize(font.size))
        pango_font_description_set_weight(desc, PangoWeight(UInt32(font.weight.numeric)))
        pango_layout_set_font_description(layout, desc)
        pango_font_description_free(desc)
        if family == nil, standInMetrics(font) != nil {
            // Baselines SF Pro's line height apart, whatever draws the glyphs.
            pango_layout_set_line_spacing(layout, Float(Self.sfLineHeight / Self.interLineHeight))
        }
        if font.tracking != 0, let attrs = pango_attr_list_new() {
            pango_attr_list_insert(attrs, pango_attr_letter_spacing_new(Int32(saturating: (font.tracking.clamped(to: -Self.largestLength...Self.largestLength) * Double(PANGO_SCALE)).rounded())))
            pango_layout_set_attributes(layout, attrs)
            pango_attr_list_unref(attrs)
        }
        if let width {
            // Letter spacing makes Pango's fit test disagree with the measured width by up to the
            // tracking; the slack keeps a text proposed its own width on the same lines.
            let slack = abs(font.tracking) + 0.01
            pango_layout_set_width(layout, Int32(saturating: ((width.clamped(to: 0.01...Self.largestLength) + slack) * Double(PANGO_SCALE)).rounded(.up)))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            if let maxLines {
                pango_layout_set_height(layout, -Int32(max(1, min(maxLines, 10_000))))
                pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            }
        }
        pango_layout_set_alignment(layout, Self.pangoAlignment(alignment))
        return layout
    }

    /// SF Pro's vertical metrics per point of size (hhea ascender 1950 and descender 494 of 2048
    /// units: UIFont's 17 pt system font is 20.29 pt tall), and Inter's line height (1.2109 em).
    static let sfAscent = 1950.0 / 2048, sfDescent = 494.0 / 2048, sfLineHeight = 2444.0 / 2048
    static let interLineHeight = 2480.0 / 2048

    /// SF Pro's line metrics for text that Inter draws in SF Pro's place (the default and rounded
    /// designs, no custom family, no Apple fonts installed); nil where the drawing font's own apply.
    func standInMetrics(_ font: ResolvedFont) -> LineMetrics? {
        guard font.family == nil, !appleFonts, font.design == .default || font.design == .rounded else { return nil }
        return LineMetrics(ascent: font.size * Self.sfAscent, descent: font.size * Self.sfDescent, lineHeight: font.size * Self.sfLineHeight)
    }

    /// The largest length handed to Pango, in points: Pango keeps lengths as 32-bit integers of
    /// 1/1024 pt (at most about 2,097,151 pt), so a wider layout would overflow.
    static let largestLength = 100_000.0
    /// The largest font size handed to Pango, in points: FreeType cannot scale a face to much more
    /// a few thousand pixels per em (at 3× this is 6,000), and the documented limit is 1,000 pt.
    static let largestFontSize = 2_000.0

    /// A font size in Pango units, within what Pango and FreeType can hold (1/1024 pt up to
    /// ``largestFontSize``).
    static func pangoSize(_ size: Double) -> Double {
        size.clamped(to: 1.0 / 1024...largestFontSize) * Double(PANGO_SCALE)
    }

    /// Aligns the lines of `layout` on the physical side `fraction` names (0 left, 0.5 centre, 1
    /// right; see ``WidgetLayout/HorizontalAlignment/lineFraction(in:)``). Pango reads left and
    /// right relative to the context's base direction and swaps them for a paragraph written the
    /// other way (an Arabic paragraph in a left-to-right context); this undoes the swap, judged by
    /// the first line's direction, so that alignment follows the layout direction, not the script.
    func align(_ layout: OpaquePointer, fraction: Double) {
        var a = fraction == 0.5 ? PANGO_ALIGN_CENTER : fraction > 0.5 ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
        if a != PANGO_ALIGN_CENTER, pango_layout_get_auto_dir(layout) != 0, let line = pango_layout_get_line_readonly(layout, 0) {
            let lineRTL = Self.isRTL(PangoDirection(line.pointee.resolved_dir))
            let baseRTL = Self.isRTL(pango_context_get_base_dir(context))
            if lineRTL != baseRTL { a = a == PANGO_ALIGN_LEFT ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT }
        }
        if pango_layout_get_alignment(layout) != a { pango_layout_set_alignment(layout, a) }
    }

    static func isRTL(_ d: PangoDirection) -> Bool {
        d == PANGO_DIRECTION_RTL || d == PANGO_DIRECTION_WEAK_RTL || d == PANGO_DIRECTION_TTB_RTL
    }

    /// Pango's alignment for lines inside the layout width.
    static func pangoAlignment(_ a: HorizontalAlignment) -> PangoAlignment {
        a == .center ? PANGO_ALIGN_CENTER : a == .trailing ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
    }
}

/// Text measurement through Pango, so that layout and pixels agree: each ``TextLayout`` keeps the
/// Pango layout it was read from (``TextLayout/shaped``), which the renderer draws. One per thread.
public struct PangoTextMeasurer: TextMeasuring, @unchecked Sendable {
    let engine: TextEngine
    public init(engine: TextEngine) { self.engine = engine }

    public func metrics(for font: ResolvedFont) -> LineMetrics {
        if let m = engine.metricsCache[font] { return m }
        let m = computeMetrics(font)
        engine.metricsCache[font] = m
        return m
    }

    private func computeMetrics(_ font: ResolvedFont) -> LineMetrics {
        if let sf = engine.standInMetrics(font) { return sf }
        guard let layout = engine.makeLayout("Hg", font: font, width: nil, maxLines: nil) else {
            return LineMetrics(ascent: font.size * 0.97, descent: font.size * 0.24, lineHeight: font.size * 1.21)
        }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let ascent = Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE)
        let height = Double(logical.height) / Double(PANGO_SCALE)
        return LineMetrics(ascent: ascent, descent: height - ascent, lineHeight: height)
    }

    public func layout(_ text: String, font: ResolvedFont, maxWidth: Double?, maxLines: Int?) -> TextLayout {
        let key = TextEngine.MeasureKey(text: text, font: font, width: maxWidth, lines: maxLines)
        if let cached = engine.measured[key] { return cached }
        let result = measure(text, font: font, maxWidth: maxWidth, maxLines: maxLines)
        if engine.measured.count > 50_000 { engine.measured.removeAll(keepingCapacity: true) }
        engine.measured[key] = result
        return result
    }

    public func layout(_ text: StyledText, maxWidth: Double?, maxLines: Int?) -> TextLayout {
        let font = text.tallestFont
        let key = TextEngine.MeasureKey(text: "", font: font, width: maxWidth, lines: maxLines, styled: text)
        if let cached = engine.measured[key] { return cached }
        var styled = text
        var cut = false
        if maxWidth == nil, let maxLines, text.plain.split(separator: "\n", omittingEmptySubsequences: false).count > maxLines {
            // Without a width Pango does not ellipsize: keep the first lines and mark the cut.
            styled = text.prefix(paragraphs: maxLines)
            cut = true
        }
        let made = engine.makeLayout(styled, width: maxWidth, maxLines: maxLines)
        let result = read(made, styled.plain, font: font, maxWidth: maxWidth, cut: cut)
        if engine.measured.count > 50_000 { engine.measured.removeAll(keepingCapacity: true) }
        engine.measured[key] = result
        return result
    }

    private func measure(_ text: String, font: ResolvedFont, maxWidth: Double?, maxLines: Int?) -> TextLayout {
        var source = text
        var cut = false
        if maxWidth == nil, let maxLines {
            // Without a width Pango does not ellipsize: keep the first lines and mark the cut.
            let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
            if paragraphs.count > maxLines { source = paragraphs.prefix(maxLines).joined(separator: "\n") + "…"; cut = true }
        }
        return read(engine.makeLayout(source, font: font, width: maxWidth, maxLines: maxLines), source, font: font, maxWidth: maxWidth, cut: cut)
    }

    /// The lines and size of a layout made from `source` (taking over the reference to it).
    private func read(_ made: OpaquePointer?, _ source: String, font: ResolvedFont, maxWidth: Double?, cut: Bool) -> TextLayout {
        let m = metrics(for: font)
        guard let layout = made else {
            return TextLayout(lines: [], size: .zero, truncated: false, font: font, metrics: m)
        }
        let shaped = ShapedText(layout: layout, engine: engine)
        let utf8 = Array(source.utf8)
        var lines: [TextLine] = []
        let count = Int(pango_layout_get_line_count(layout))
        let ellipsized = pango_layout_is_ellipsized(layout) != 0
        for index in 0..<count {
            guard let line = pango_layout_get_line_readonly(layout, Int32(index)) else { continue }
            let start = Int(line.pointee.start_index), length = Int(line.pointee.length)
            let lo = max(0, min(start, utf8.count)), hi = max(lo, min(start + length, utf8.count))
            // A line's width ends at its last visible character: trailing spaces and newlines do not count.
            var end = hi
            while end > lo, utf8[end - 1] == 0x20 || utf8[end - 1] == 0x0A || utf8[end - 1] == 0x0D || utf8[end - 1] == 0x09 { end -= 1 }
            var s = String(decoding: utf8[lo..<end], as: UTF8.self)
            if ellipsized && index == count - 1 {
                let mode = pango_layout_get_ellipsize(layout)
                s = mode == PANGO_ELLIPSIZE_END ? s + "…" : Self.visibleText(line, utf8, lo..<end)
            }
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_line_get_extents(line, &ink, &logical)
            var width = Double(logical.width) / Double(PANGO_SCALE)
            if end < hi, !(ellipsized && index == count - 1) {
                var x: Int32 = 0
                pango_layout_line_index_to_x(line, Int32(end), 0, &x)
                // A right-to-left line ends on its left: its trailing spaces lie left of `x`.
                let rtl = TextEngine.isRTL(PangoDirection(line.pointee.resolved_dir))
                width = min(width, rtl ? width - Double(x) / Double(PANGO_SCALE) : Double(x) / Double(PANGO_SCALE))
            }
            // Letter spacing can push the last glyph's advance past the wrap width; a line never reports more.
            if let maxWidth { width = min(width, maxWidth) }
            lines.append(TextLine(text: s, width: max(0, width)))
        }
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let width = lines.map(\.width).max() ?? 0
        // With SF Pro's metrics, each line is SF Pro's line height; otherwise the font's own.
        let height = engine.standInMetrics(font) != nil ? Double(lines.count) * m.lineHeight : Double(logical.height) / Double(PANGO_SCALE)
        return TextLayout(lines: lines, size: Size(width, height),
                          truncated: ellipsized || cut, font: font, metrics: m, shaped: shaped)
    }
}

extension PangoTextMeasurer {
    /// The text an ellipsized line shows (for a start or middle ellipsis): its runs' text in logical
    /// order, the run Pango made for the ellipsis read as "…".
    static func visibleText(_ line: UnsafeMutablePointer<PangoLayoutLine>, _ utf8: [UInt8], _ range: Range<Int>) -> String {
        var pieces: [(Int, String)] = []
        var node = line.pointee.runs
        while let n = node {
            if let run = n.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self), let item = run.pointee.item {
                let lo = Int(item.pointee.offset), hi = lo + Int(item.pointee.length)
                let isEllipsis = Int32(item.pointee.analysis.flags) & PANGO_ANALYSIS_FLAG_IS_ELLIPSIS != 0
                let a = max(range.lowerBound, min(lo, range.upperBound)), b = max(a, min(hi, range.upperBound))
                pieces.append((lo, isEllipsis ? "…" : String(decoding: utf8[a..<b], as: UTF8.self)))
            }
            node = n.pointee.next
        }
        return pieces.sorted { $0.0 < $1.0 }.map(\.1).joined()
    }
}
