/// Inherited values, like SwiftUI's environment: set by a modifier, seen by the view and everything inside it.
public struct ResolvedEnvironment: Sendable, Hashable {
    public var font: FontSpec = FontSpec()
    /// nil means the primary label colour.
    public var foreground: NamedColor?
    public var lineLimit: Int?
    public var minimumScaleFactor: Double = 1
    public var multilineTextAlignment: HorizontalAlignment = .leading
    /// Drawn as placeholder (redacted) unless `unredacted`.
    public var redacted: Bool = false
    public var privacySensitive: Bool = false
    public var accentable: Bool = false
    /// `.environment(\.layoutDirection, ...)`: leading is the right edge in `rightToLeft`.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The variant's Dynamic Type size; text styles scale with it (``FontSpec/resolved(dynamicType:)``).
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// Text styling set on a view and inherited by the texts inside it (italic, underline, kerning, ...).
    public var textAttributes = TextAttributes<NamedColor>()
    /// `.textCase(...)`: applied to the string by the front end, with the variant's locale.
    public var textCase: TextCase?
    public var truncationMode: TruncationMode = .tail
    /// `.imageScale(...)`: how large SF Symbols are drawn relative to their font (``SymbolMetrics``).
    public var imageScale: SymbolScale = .medium
    /// `.symbolVariant(...)`: the variant of the SF Symbols inside (``SymbolVariantSet``).
    public var symbolVariant: SymbolVariantSet = .none
    /// An image view's own pixels when they come from code rather than a file (`Image(uiImage:)` of
    /// PNG data): set on that image view only.
    public var inlineImage: InlineImage?
    /// The part of a Swift Chart this view is (set by the Charts module; nil outside charts), for lint.
    public var chartPart: ChartPart?
    public init() {}

    /// The font text is measured and drawn with: ``font`` at ``dynamicTypeSize``.
    public var resolvedFont: ResolvedFont { font.resolved(dynamicType: dynamicTypeSize) }
}
