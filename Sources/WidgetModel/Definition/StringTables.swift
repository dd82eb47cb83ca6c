import Suggestions

/// A layout's translations (`strings: {ja: {"Up Next": "次の予定"}}`): per locale, the text of a
/// view (its template source, in the development language `en`) or a data string mapped to its
/// translation. A missing translation falls back to the development language.
public struct StringTables: Sendable {
    /// One translation: a template, or plural forms chosen by a number (CLDR plural categories).
    public enum Entry: Sendable, Equatable {
        case text(String)
        /// `selector` is an expression giving the number; `forms` maps categories (`one`, `few`, `other`, …) to templates.
        case plural(selector: String, forms: [String: String])
    }

    /// The development language: the language the layout's texts are written in.
    public static let developmentLanguage = "en"

    /// Locale → key → translation.
    public var tables: [String: [String: Entry]] = [:]
    /// Where each table is declared (`strings.<locale>`), for warnings.
    public var tablePaths: [String: JSONPath] = [:]
    /// The texts of the layout's views that need translating (they have literal words), each once, with the first place it is declared.
    public var texts: [(source: String, path: JSONPath)] = []

    public init() {}

    /// The translation of `key` in `locale`, or nil.
    public func entry(_ key: String, locale: String) -> Entry? { tables[locale]?[key] }

    /// The plain (non-plural) translations of a locale, for the `localized` formatter.
    public func plainStrings(_ locale: String) -> [String: String] {
        var out: [String: String] = [:]
        for (k, e) in tables[locale] ?? [:] { if case .text(let t) = e { out[k] = t } }
        return out
    }

    /// A text that is in the layout but not in a locale's table.
    public struct Missing: Sendable, Equatable {
        public var locale: String
        public var key: String
        /// The view's text.
        public var path: JSONPath
        public var hint: String
    }

    /// Every text that a locale with a table does not translate (it falls back to `en`), in locale
    /// then file order; the hint names the closest untranslated key of that table (a typo).
    public func missingTranslations() -> [Missing] {
        var out: [Missing] = []
        let textKeys = Set(texts.map(\.source))
        for locale in tables.keys.sorted() where locale != Self.developmentLanguage {
            let table = tables[locale] ?? [:]
            let unused = table.keys.filter { !textKeys.contains($0) }.sorted()
            for (source, path) in texts where table[source] == nil {
                var hint = "add it to strings.\(locale); until then the English text is shown"
                if let near = Suggest.nearest(source, in: unused) { hint = "did you mean '\(near)'? " + hint }
                out.append(Missing(locale: locale, key: source, path: path, hint: hint))
            }
        }
        return out
    }
}
