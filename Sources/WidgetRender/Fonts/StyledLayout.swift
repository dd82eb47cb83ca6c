import CPangoCairo
import WidgetLayout
import WidgetModel

/// Styled texts in Pango: one layout whose runs carry their own attributes (font, italic, letter
/// spacing, rise, `tnum`, underline and strikethrough); the colours are added when drawn
/// (``colorAttributes(_:layout:color:)``), as the painter resolves them for the rendering mode.
extension TextEngine {
    /// The byte range of each run in the layout's text.
    static func byteRanges(_ text: StyledText) -> [Range<Int>] {
        var at = 0
        return text.runs.map { run in
            let n = run.text.utf8.count
            defer { at += n }
            return at..<(at + n)
        }
    }

    static func insert(_ attr: UnsafeMutablePointer<PangoAttribute>?, _ r: Range<Int>, _ list: OpaquePointer) {
        guard let attr else { return }
        attr.pointee.start_index = UInt32(r.lowerBound)
        attr.pointee.end_index = UInt32(r.upperBound)
        pango_attr_list_insert(list, attr)
    }

    /// A font description for `font` (its design's families, a custom family first), italic when asked.
    func fontDescription(_ font: ResolvedFont, italic: Bool) -> OpaquePointer? {
        var families = FontLibrary.families(font.design, language: language, size: font.size, apple: appleFonts)
        if let custom = font.family { families = "\(custom), \(families)" }
        let desc = pango_font_description_from_string(families)
        pango_font_description_set_absolute_size(desc, Self.pangoSize(font.size))
        pango_font_description_set_weight(desc, PangoWeight(UInt32(font.weight.numeric)))
        if italic { pango_font_description_set_style(desc, PANGO_STYLE_ITALIC) }
        return desc
    }

    static func pangoLength(_ points: Double) -> Int32 {
        Int32(saturating: (points.clamped(to: -largestLength...largestLength) * Double(PANGO_SCALE)).rounded())
    }

    /// A Pango layout for a styled text; the caller unrefs it. `width` nil: no wrapping.
    func makeLayout(_ text: StyledText, width: Double?, maxLines: Int?, alignment: HorizontalAlignment = .leading) -> OpaquePointer? {
        let base = text.tallestFont
        resetMatrix()
        guard let layout = pango_layout_new(context), let attrs = pango_attr_list_new() else { return nil }
        defer { pango_attr_list_unref(attrs) }
        pango_layout_set_text(layout, text.plain, -1)
        let desc = fontDescription(base, italic: false)
        pango_layout_set_font_description(layout, desc)
        pango_font_description_free(desc)
        if standInMetrics(base) != nil {
            pango_layout_set_line_spacing(layout, Float(Self.sfLineHeight / Self.interLineHeight))
        }
        for (run, r) in zip(text.runs, Self.byteRanges(text)) where !r.isEmpty {
            let a = run.attributes
            let runDesc = fontDescription(run.font, italic: a.italic == true)
            Self.insert(pango_attr_font_desc_new(runDesc), r, attrs)
            pango_font_description_free(runDesc)
            if run.letterSpacing != 0 { Self.insert(pango_attr_letter_spacing_new(Self.pangoLength(run.letterSpacing)), r, attrs) }
            if let rise = a.baselineOffset, rise != 0 { Self.insert(pango_attr_rise_new(Self.pangoLength(rise)), r, attrs) }
            if a.monospacedDigit == true { Self.insert(pango_attr_font_features_new("tnum 1"), r, attrs) }
            if a.underline?.isActive == true { Self.insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE), r, attrs) }
            if a.strikethrough?.isActive == true { Self.insert(pango_attr_strikethrough_new(1), r, attrs) }
        }
        pango_layout_set_attributes(layout, attrs)
        if let width {
            let slack = (text.runs.map { abs($0.letterSpacing) }.max() ?? 0) + 0.01
            pango_layout_set_width(layout, Int32(saturating: ((width.clamped(to: 0.01...Self.largestLength) + slack) * Double(PANGO_SCALE)).rounded(.up)))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            if let maxLines {
                pango_layout_set_height(layout, -Int32(max(1, min(maxLines, 10_000))))
                let mode = switch text.truncationMode {
                case .head: PANGO_ELLIPSIZE_START
                case .middle: PANGO_ELLIPSIZE_MIDDLE
                case .tail: PANGO_ELLIPSIZE_END
                }
                pango_layout_set_ellipsize(layout, mode)
            }
        }
        pango_layout_set_alignment(layout, Self.pangoAlignment(alignment))
        return layout
    }

    /// Sets the colours of a styled text's layout: each run's foreground (runs without one draw in
    /// the cairo source colour) and its underline and strikethrough colours. `color` resolves a
    /// colour for the rendering mode. Replaces the colours set by an earlier draw.
    func colorAttributes(_ text: StyledText, layout: OpaquePointer, color: (NamedColor) -> RGBA) {
        guard let attrs = pango_attr_list_new() else { return }
        defer { pango_attr_list_unref(attrs) }
        // The layout's own attributes (made by makeLayout), less any colours from an earlier draw.
        if let current = pango_layout_get_attributes(layout) {
            _ = pango_attr_list_filter(current, { attr, _ in
                let t = attr?.pointee.klass.pointee.type
                return t == PANGO_ATTR_FOREGROUND || t == PANGO_ATTR_FOREGROUND_ALPHA || t == PANGO_ATTR_UNDERLINE_COLOR
                    || t == PANGO_ATTR_STRIKETHROUGH_COLOR ? 1 : 0
            }, nil).map { pango_attr_list_unref($0) }
            let copy = pango_attr_list_copy(current)
            defer { if let copy { pango_attr_list_unref(copy) } }
            if let copy { pango_attr_list_splice(attrs, copy, 0, 0) }
        }
        func u16(_ v: Double) -> UInt16 { UInt16((v.clamped(to: 0...1) * 65535).rounded()) }
        var any = false
        for (run, r) in zip(text.runs, Self.byteRanges(text)) where !r.isEmpty {
            if let f = run.foreground {
                let c = color(f)
                Self.insert(pango_attr_foreground_new(u16(c.r), u16(c.g), u16(c.b)), r, attrs)
                Self.insert(pango_attr_foreground_alpha_new(u16(c.a)), r, attrs)
                any = true
            }
            if let line = run.attributes.underline, line.isActive, let lc = line.color {
                let c = color(lc)
                Self.insert(pango_attr_underline_color_new(u16(c.r), u16(c.g), u16(c.b)), r, attrs)
                any = true
            }
            if let line = run.attributes.strikethrough, line.isActive, let lc = line.color {
                let c = color(lc)
                Self.insert(pango_attr_strikethrough_color_new(u16(c.r), u16(c.g), u16(c.b)), r, attrs)
                any = true
            }
        }
        if any { pango_layout_set_attributes(layout, attrs) }
    }
}

extension StyledText {
    /// The first `count` paragraphs of the text, "…" after them (a text cut without a width).
    func prefix(paragraphs count: Int) -> StyledText {
        var out = self
        out.runs = []
        var seen = 0
        for run in runs {
            var kept = ""
            for ch in run.text {
                if ch == "\n" { seen += 1; if seen == count { break } }
                kept.append(ch)
            }
            var r = run
            r.text = kept
            out.runs.append(r)
            if seen == count { break }
        }
        if !out.runs.isEmpty { out.runs[out.runs.count - 1].text += "…" }
        return out
    }
}
