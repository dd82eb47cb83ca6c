import WidgetModel

/// Vertical metrics of a font.
public struct LineMetrics: Sendable, Hashable {
    public var ascent: Double, descent: Double
    /// Distance from one baseline to the next.
    public var lineHeight: Double
    public init(ascent: Double, descent: Double, lineHeight: Double) { self.ascent = ascent; self.descent = descent; self.lineHeight = lineHeight }
}

/// One laid-out line.
public struct TextLine: Sendable, Hashable {
    public var text: String
    public var width: Double
    public init(text: String, width: Double) { self.text = text; self.width = width }
}

/// The result of laying out a text: its lines and size, and the measurer's shaped text.
public struct TextLayout: Sendable, Hashable {
    public var lines: [TextLine]
    public var size: Size
    /// Whether text was cut (and the last line ends with "…").
    public var truncated: Bool
    public var font: ResolvedFont
    public var metrics: LineMetrics
    /// The width the text was wrapped in and the line limit it was laid out with (set by layout).
    public var wrapWidth: Double?
    public var maxLines: Int?
    /// The text as given to layout.
    public var source: String?
    /// The runs and styles the text was laid out with (set by layout; nil for a plain text).
    public var styled: StyledText?
    /// The measurer's own laid-out text (for Pango, the shaped layout these lines were read from),
    /// so that a renderer working with the same measurer draws it without laying it out again.
    /// Opaque to layout; nil for measurers that only compute sizes (``FixedAdvanceTextMeasurer``).
    /// Not part of equality.
    public var shaped: (any AnyObject & Sendable)?

    public init(lines: [TextLine], size: Size, truncated: Bool, font: ResolvedFont, metrics: LineMetrics,
                shaped: (any AnyObject & Sendable)? = nil) {
        self.lines = lines; self.size = size; self.truncated = truncated; self.font = font; self.metrics = metrics
        self.shaped = shaped
    }
    /// Whether any line is wider than `width` (a word that had to be broken does not count).
    public func overflows(_ width: Double?) -> Bool { width.map { size.width > $0 + 0.001 } ?? false }

    /// Equal measurements: the same lines, size, font and settings (the shaped text is not compared).
    public static func == (a: TextLayout, b: TextLayout) -> Bool {
        a.lines == b.lines && a.size == b.size && a.truncated == b.truncated && a.font == b.font && a.metrics == b.metrics
            && a.wrapWidth == b.wrapWidth && a.maxLines == b.maxLines && a.source == b.source && a.styled == b.styled
    }

    public func hash(into h: inout Hasher) {
        h.combine(lines); h.combine(size); h.combine(truncated); h.combine(font); h.combine(metrics)
        h.combine(wrapWidth); h.combine(maxLines); h.combine(source); h.combine(styled)
    }
}

/// The seam through which layout measures text. The renderer supplies Pango; tests use ``FixedAdvanceTextMeasurer``.
public protocol TextMeasuring: Sendable {
    func metrics(for font: ResolvedFont) -> LineMetrics
    /// Lays out `text`: wrapping at word boundaries within `maxWidth` (nil: only explicit newlines break),
    /// at most `maxLines` lines (nil: unlimited), the last kept line truncated with "…" when text is cut.
    /// A measurer that shapes text may keep its shaped form in ``TextLayout/shaped``.
    func layout(_ text: String, font: ResolvedFont, maxWidth: Double?, maxLines: Int?) -> TextLayout
    /// Lays out a styled text (runs of their own fonts and styles) as ``layout(_:font:maxWidth:maxLines:)``
    /// does a plain one, cut as its ``StyledText/truncationMode`` says; the line metrics are those of
    /// its ``StyledText/tallestFont``.
    func layout(_ text: StyledText, maxWidth: Double?, maxLines: Int?) -> TextLayout
}

/// Natural sizes of image assets in points, for non-resizable images and aspect ratios.
public protocol AssetSizing: Sendable {
    func naturalSize(ofImage name: String) -> Size?
}

/// Sizes from a dictionary (tests, fixtures and callers that already know them).
public struct FixedAssetSizes: AssetSizing {
    public var sizes: [String: Size]
    public init(_ sizes: [String: Size] = [:]) { self.sizes = sizes }
    public func naturalSize(ofImage name: String) -> Size? { sizes[name] }
}
