/// The writing direction of a locale, from its language (or the `ar-XB` pseudo-locale).
public enum LocaleDirection {
    /// Languages written right to left among the locales widgetsnap knows of.
    static let rightToLeftLanguages: Set<String> = ["ar", "he", "fa", "ur", "iw", "yi", "ps", "sd", "ug", "dv", "ckb"]

    /// `true` for `ar`, `he`, `fa`, `ur` (any region or script subtag, e.g. `ar-EG`, `fa-IR`) and `ar-XB`.
    public static func isRightToLeft(_ locale: String) -> Bool {
        let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        return rightToLeftLanguages.contains(language)
    }

    /// `"rightToLeft"` or `"leftToRight"`, the values of SwiftUI's `LayoutDirection` as `env.layoutDirection` spells them.
    public static func layoutDirection(_ locale: String) -> String {
        isRightToLeft(locale) ? "rightToLeft" : "leftToRight"
    }
}
