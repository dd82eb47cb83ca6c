import WidgetModel

/// What a layout pass needs besides the tree: measurement seams, the display scale, the widget's
/// shape, and caches. Sizing is a pure function of (element, proposal); the cache only avoids repeating it.
final class LayoutContext {
    let measurer: any TextMeasuring
    let assets: any AssetSizing
    /// Points to pixels; a Divider is one pixel thick.
    let scale: Double
    /// The whole widget: its bounds and corner shape.
    let widget: ContainerShape
    /// The top-level view's containerBackground once placed, with its modifier index (the innermost wins).
    var containerBackground: (index: Int, node: LayoutNode)?
    /// Texts that did not fit as written, recorded by the place pass in placing order (``TextFit``).
    var textFits: [TextFit] = []
    /// The frames of the clipShape and cornerRadius layers around the element being placed, intersected.
    var clip: Rect?
    /// How many elements have been numbered (GeometryReader content built while placing continues the count).
    var elementCount = 0
    private var sizes: [SizeKey: Size] = [:]
    private var texts: [TextKey: TextLayout] = [:]

    init(measurer: any TextMeasuring, assets: any AssetSizing, scale: Double, widget: ContainerShape) {
        self.measurer = measurer; self.assets = assets; self.scale = scale; self.widget = widget
    }

    private struct SizeKey: Hashable { let id: Int; let proposal: ProposedSize }
    private struct TextKey: Hashable { let text: String; let font: ResolvedFont; let styled: StyledText?; let width: Double?; let lines: Int? }

    func cachedSize(_ e: Element, _ p: ProposedSize, _ compute: () -> Size) -> Size {
        let key = SizeKey(id: e.id, proposal: p)
        if let s = sizes[key] { return s }
        let s = compute()
        sizes[key] = s
        return s
    }

    func layoutText(_ text: String, font: ResolvedFont, styled: StyledText? = nil, maxWidth: Double?, maxLines: Int?) -> TextLayout {
        let key = TextKey(text: text, font: font, styled: styled, width: maxWidth, lines: maxLines)
        if let t = texts[key] { return t }
        var t = styled.map { measurer.layout($0, maxWidth: maxWidth, maxLines: maxLines) }
            ?? measurer.layout(text, font: font, maxWidth: maxWidth, maxLines: maxLines)
        t.styled = styled
        t.wrapWidth = maxWidth
        t.maxLines = maxLines
        t.source = text
        // SwiftUI gives a Text a frame whose height is rounded up to whole device pixels (a 12 pt
        // SF Pro line, 14.32 pt, is 14.33 pt tall at @3x); lines are drawn from its top.
        t.size.height = (t.size.height * scale - 1e-6).rounded(.up) / scale
        texts[key] = t
        return t
    }

    /// Text under a proposal (docs/rendering.md, "How layout works"): wraps within the width, keeps the lines that fit the height
    /// (at least one) and the line limit, and shrinks down to minimumScaleFactor before truncating.
    /// A Text view laid out under a proposal (nil for other views).
    func text(of view: ResolvedView, _ p: ProposedSize) -> TextLayout? {
        switch view.content {
        case .text(let s): return text(s, view.environment, p)
        case .styledText(let runs): return text(runs.map(\.text).joined(), view.environment, p, runs: runs)
        default: return nil
        }
    }

    /// `runs`: a styled text's runs (nil for a plain text); see ``StyledText/make(runs:text:environment:)``.
    func text(_ string: String, _ env: ResolvedEnvironment, _ p: ProposedSize, runs: [TextRun<ResolvedPhase>]? = nil) -> TextLayout {
        let styled = StyledText.make(runs: runs, text: string, environment: env)
        let font = styled?.tallestFont ?? env.resolvedFont
        var width = p.width.flatMap { $0.isFinite ? max($0, 0.0001) : nil }
        if let w = width, w < 0.001 { width = 0.0001 }
        func lines(for f: ResolvedFont) -> Int? {
            var limit = env.lineLimit
            if let h = p.height, h.isFinite {
                let fit = max(1, Int(saturating: (h + 0.001) / measurer.metrics(for: f).lineHeight))
                limit = min(limit ?? Int.max, fit)
            }
            return limit
        }
        func at(_ s: Double) -> StyledText? { s == 1 ? styled : styled?.scaled(s) }
        let full = layoutText(string, font: font, styled: styled, maxWidth: width, maxLines: lines(for: font))
        let factor = env.minimumScaleFactor
        guard factor < 1, width != nil || p.height != nil, full.truncated || full.overflows(width) else { return full }
        func fits(_ s: Double) -> TextLayout? {
            let f = font.scaled(s)
            let t = layoutText(string, font: f, styled: at(s), maxWidth: width, maxLines: lines(for: f))
            return t.truncated || t.overflows(width) ? nil : t
        }
        if fits(factor) == nil {
            return layoutText(string, font: font.scaled(factor), styled: at(factor), maxWidth: width, maxLines: lines(for: font.scaled(factor)))
        }
        // Largest scale that fits, to 1/1024 of the size, rounded down to a thousandth.
        var lo = factor, hi = 1.0
        for _ in 0..<12 {
            let mid = (lo + hi) / 2
            if fits(mid) != nil { lo = mid } else { hi = mid }
        }
        // Prefer the round thousandth just below the first scale that did not fit, so 0.8 comes out as 0.8.
        for candidate in [(hi * 1000).rounded(.down) / 1000, (lo * 1000).rounded(.down) / 1000] where candidate >= factor {
            if let t = fits(candidate) { return t }
        }
        return fits(lo) ?? full
    }
}
