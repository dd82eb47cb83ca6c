import WidgetModel

/// A deterministic, font-free measurer for tests (like taffy's "Ahem" font): every character,
/// including spaces and "…", advances `advance × size`; a line is `lineHeight × size` tall
/// (ascent 0.8, descent 0.2 of it).
public struct FixedAdvanceTextMeasurer: TextMeasuring {
    public var advance: Double
    public var lineHeight: Double
    public init(advance: Double = 0.5, lineHeight: Double = 1.0) { self.advance = advance; self.lineHeight = lineHeight }

    public func metrics(for font: ResolvedFont) -> LineMetrics {
        LineMetrics(ascent: 0.8 * font.size * lineHeight, descent: 0.2 * font.size * lineHeight, lineHeight: lineHeight * font.size)
    }

    public func layout(_ text: String, font: ResolvedFont, maxWidth: Double?, maxLines: Int?) -> TextLayout {
        let glyph = advance * font.size
        return LineBreaker { _ in glyph }.layout(text, font: font, maxWidth: maxWidth, maxLines: maxLines, metrics: metrics(for: font))
    }

    /// Each character advances `advance × size` of its run plus the run's explicit kerning and
    /// tracking (the font's own tracking is not applied, as for a plain text); every line is as
    /// tall as the tallest run's font makes it. Italic, lines, baseline offsets and tabular digits
    /// do not change the measurement.
    public func layout(_ text: StyledText, maxWidth: Double?, maxLines: Int?) -> TextLayout {
        let font = text.tallestFont
        return text.breaker { _, run in advance * run.font.size + (run.attributes.kerning ?? 0) + (run.attributes.tracking ?? 0) }
            .layout(font: font, maxWidth: maxWidth, maxLines: maxLines, mode: text.truncationMode, metrics: metrics(for: font))
    }
}

/// Approximate Inter metrics without a font file: per-character advances by class and Inter's
/// vertical metrics (ascender 0.96875 em, descender 0.2421875 em). Used by `layout` when no
/// renderer is available; the Pango measurer replaces it where real fonts are loaded.
public struct ApproximateTextMeasurer: TextMeasuring {
    public init() {}

    public func metrics(for font: ResolvedFont) -> LineMetrics {
        LineMetrics(ascent: 0.96875 * font.size, descent: 0.2421875 * font.size, lineHeight: 1.2109375 * font.size)
    }

    public func layout(_ text: String, font: ResolvedFont, maxWidth: Double?, maxLines: Int?) -> TextLayout {
        let weight = 1 + Double(font.weight.numeric - 400) / 4000
        let mono = font.design == .monospaced
        return LineBreaker { ch in
            (Self.em(ch, mono: mono) * weight * font.size + font.tracking)
        }.layout(text, font: font, maxWidth: maxWidth, maxLines: maxLines, metrics: metrics(for: font))
    }

    /// As a plain text, character by character in each run's font, with its letter spacing.
    public func layout(_ text: StyledText, maxWidth: Double?, maxLines: Int?) -> TextLayout {
        let font = text.tallestFont
        return text.breaker { ch, run in
            let f = run.font
            let mono = f.design == .monospaced || (run.attributes.monospacedDigit == true && ch.isNumber)
            return Self.em(ch, mono: mono) * (1 + Double(f.weight.numeric - 400) / 4000) * f.size + run.letterSpacing
        }.layout(font: font, maxWidth: maxWidth, maxLines: maxLines, mode: text.truncationMode, metrics: metrics(for: font))
    }

    static func em(_ ch: Character, mono: Bool) -> Double {
        guard let u = ch.unicodeScalars.first?.value else { return 0.5 }
        if u >= 0x2E80 { return 1.0 }            // CJK, emoji and symbols: full width
        if mono { return 0.6 }
        switch ch {
        case " ": return 0.28
        case "i", "l", "j", ".", ",", ":", ";", "'", "|", "!", "I": return 0.27
        case "f", "r", "t", "(", ")", "[", "]", "-": return 0.36
        case "m", "w": return 0.84
        case "M", "W": return 0.95
        case "…": return 0.8
        default:
            if ch.isUppercase { return 0.68 }
            if ch.isNumber { return 0.62 }
            if ch.isLowercase { return 0.55 }
            return 0.6
        }
    }
}
