/// A declared modifier that sets an inherited value rather than wrapping the view; the resolver
/// folds it into ``ResolvedEnvironment``.
public enum EnvironmentModifier: Sendable {
    case font(FontSpec)
    /// Colour name (template).
    case foregroundColor(String)
    case lineLimit(Int?)
    case minimumScaleFactor(Double)
    case multilineTextAlignment(HorizontalAlignment)
    case unredacted
    case privacySensitive
    case widgetAccentable
    /// `{environment: {layoutDirection: "rightToLeft"}}`, SwiftUI's `.environment(\.layoutDirection, .rightToLeft)`.
    case layoutDirection(LayoutDirection)
    /// A text attribute modifier (`italic`, `underline`, `kerning`, ...; `name` is the one written), colours as names.
    case textAttributes(name: String, TextAttributes<String>)
    /// `textCase`: nil turns casing off, as SwiftUI's `.textCase(nil)`.
    case textCase(TextCase?)
    case truncationMode(TruncationMode)
    /// `allowsTightening`: accepted; not drawn (widgetsnap does not tighten letter spacing to fit).
    case allowsTightening(Bool)
    /// `{imageScale: "large"}`, SwiftUI's `.imageScale(.large)`: the size of SF Symbols inside.
    case imageScale(SymbolScale)
    /// `{symbolVariant: "fill"}`, SwiftUI's `.symbolVariant(.fill)`: the variant of the SF Symbols inside.
    case symbolVariant(SymbolVariantSet)

    public var name: String {
        switch self {
        case .font: "font"
        case .foregroundColor: "foregroundColor"
        case .lineLimit: "lineLimit"
        case .minimumScaleFactor: "minimumScaleFactor"
        case .multilineTextAlignment: "multilineTextAlignment"
        case .unredacted: "unredacted"
        case .privacySensitive: "privacySensitive"
        case .widgetAccentable: "widgetAccentable"
        case .layoutDirection: "environment"
        case .textAttributes(let name, _): name
        case .textCase: "textCase"
        case .truncationMode: "truncationMode"
        case .allowsTightening: "allowsTightening"
        case .imageScale: "imageScale"
        case .symbolVariant: "symbolVariant"
        }
    }

    /// Changes `env` as this modifier does. `color` resolves a colour template; `redactsPrivate`
    /// says whether privacy-sensitive views are redacted in this variant.
    public func apply(to env: inout ResolvedEnvironment, redactsPrivate: Bool, color: (String) -> NamedColor) {
        switch self {
        case .font(let f): env.font = f
        case .foregroundColor(let c): env.foreground = color(c)
        case .lineLimit(let n): env.lineLimit = n
        case .minimumScaleFactor(let f): env.minimumScaleFactor = f
        case .multilineTextAlignment(let a): env.multilineTextAlignment = a
        case .unredacted: env.redacted = false
        case .privacySensitive:
            env.privacySensitive = true
            if redactsPrivate { env.redacted = true }
        case .widgetAccentable: env.accentable = true
        case .layoutDirection(let d): env.layoutDirection = d
        case .textAttributes(_, let a): env.textAttributes = env.textAttributes.overridden(by: a.map(color))
        case .textCase(let c): env.textCase = c
        case .truncationMode(let m): env.truncationMode = m
        case .allowsTightening: break
        case .imageScale(let s): env.imageScale = s
        case .symbolVariant(let v): env.symbolVariant = v
        }
    }
}
