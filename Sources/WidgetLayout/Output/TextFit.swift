import WidgetModel

/// How one text fit the room it was given in one variant, when it did not fit as written: cut with
/// an ellipsis, shrunk by `minimumScaleFactor`, or reaching past the edge that bounds it. The layout
/// engine records one for every such text while it lays out (``LayoutNode/textFits`` on the root),
/// so the truncation report, the gallery's badge and the `truncated-text` lint rule read the same
/// facts. Placeholder bars (redacted texts) and empty texts are not recorded.
public struct TextFit: Sendable, Hashable {
    /// The text's node path in the variant's tree (`root/0/1`).
    public var node: String
    /// Where the `Text` was declared in its layout file (nil for views built by other front ends);
    /// its kind key, `…/Text`, is the position reported.
    public var sourcePath: JSONPath?
    /// The string as drawn before truncation.
    public var text: String
    /// Cut with "…": the lines it kept.
    public var truncatedLines: Int?
    /// Shrunk by `minimumScaleFactor`: the factor it was drawn at (0.82), with the sizes.
    public var scale: Double?
    /// The text style's (or explicit) size at the variant's Dynamic Type size, and the size drawn.
    public var declaredSize: Double
    public var drawnSize: Double
    /// Reaching past an edge: which one, and by how many points at most.
    public var clip: Clip?

    public struct Clip: Sendable, Hashable {
        /// `widget` (the widget's bounds), `clipShape` (a clipShape or cornerRadius around it) or
        /// `frame` (the text needs more room than its parent proposed and spills out of its frame).
        public var edge: String
        public var by: Double
        public init(edge: String, by: Double) { self.edge = edge; self.by = by }
    }

    public init(node: String, sourcePath: JSONPath?, text: String, truncatedLines: Int?, scale: Double?, declaredSize: Double,
                drawnSize: Double, clip: Clip?) {
        self.node = node; self.sourcePath = sourcePath; self.text = text; self.truncatedLines = truncatedLines; self.scale = scale
        self.declaredSize = declaredSize; self.drawnSize = drawnSize; self.clip = clip
    }

    /// `truncated`, `scaled`, `clipped`: what happened, in that order.
    public var kinds: [String] {
        (truncatedLines == nil ? [] : ["truncated"]) + (scale == nil ? [] : ["scaled"]) + (clip == nil ? [] : ["clipped"])
    }

    /// How far past an edge a text may reach before it counts as clipped, in points.
    public static let tolerance = 0.5

    /// The record for a text laid out as `t` in `rect` under proposal `p`, inside `clip` (the
    /// intersection of the clipping frames around it) in a widget of `bounds`; nil when it fit.
    static func measure(_ view: ResolvedView, _ string: String, _ t: TextLayout, rect: Rect, proposal p: ProposedSize,
                        clip: Rect?, bounds: Rect) -> TextFit? {
        guard !string.isEmpty, !view.environment.redacted else { return nil }
        let declared = view.environment.resolvedFont.size
        let ratio = declared > 0 ? t.font.size / declared : 1
        let scale: Double? = ratio < 0.9995 ? (ratio * 1000).rounded() / 1000 : nil
        func overflow(_ b: Rect) -> Double { max(b.x - rect.x, b.y - rect.y, rect.maxX - b.maxX, rect.maxY - b.maxY, 0) }
        var found: Clip?
        let pastWidget = overflow(bounds)
        if pastWidget > tolerance { found = Clip(edge: "widget", by: pastWidget) }
        if found == nil, let clip, overflow(clip) > tolerance { found = Clip(edge: "clipShape", by: overflow(clip)) }
        if found == nil {
            let wide = p.width.map { t.size.width - $0 } ?? 0, tall = p.height.map { t.size.height - $0 } ?? 0
            if max(wide, tall) > tolerance { found = Clip(edge: "frame", by: max(wide, tall)) }
        }
        guard t.truncated || scale != nil || found != nil else { return nil }
        return TextFit(node: view.path, sourcePath: view.sourcePath, text: string, truncatedLines: t.truncated ? t.lines.count : nil,
                       scale: scale, declaredSize: declared, drawnSize: t.font.size, clip: found.map { Clip(edge: $0.edge, by: ($0.by * 100).rounded() / 100) })
    }
}
