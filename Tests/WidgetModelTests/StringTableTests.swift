import Testing
@testable import WidgetModel

/// A widget with texts and a string table.
private func localized(_ strings: String, view: String = #"{VStack: [{Text: "Hello {entry.name}"}, {Text: "{entry.n} items"}, {Text: "{entry.items[0].cat | localized}"}]}"#) -> String {
    widgetText(view: view, extra: "\n  strings: \(strings),")
}

private func resolvedTexts(_ d: WidgetDefinition, locale: String) -> [String] {
    var s = VariantSelection(family: .systemSmall, instance: "default", entryIndex: 0, state: .real)
    s.locale = locale
    guard let r = Resolver(definition: d).resolve(s) else { return [] }
    #expect(r.issues.isEmpty, "\(r.issues)")
    return r.root.children.compactMap { if case .text(let t) = $0.content { t } else { nil } }
}

/// One bad string table and the error it gives (message, line:column, hint fragment).
struct StringTableErrorCase: Sendable, CustomTestStringConvertible {
    var strings: String
    var message: String
    var at: String
    var hint: String
    var testDescription: String { message }
}

@Suite("String tables")
struct StringTableTests {
    @Test func translationsInterpolateAndFallBack() throws {
        let text = localized(#"{ja: {"Hello {entry.name}": "こんにちは、{entry.name}さん", "food": "食品"}, de: {"{entry.n} items": "{entry.n} Artikel"}}"#)
        guard case .success(let d) = decode(text) else { Issue.record("\(decodeErrors(text))"); return }
        #expect(resolvedTexts(d, locale: "ja") == ["こんにちは、Adaさん", "3 items", "食品"])
        #expect(resolvedTexts(d, locale: "de") == ["Hello Ada", "3 Artikel", "food"])
        #expect(resolvedTexts(d, locale: "en") == ["Hello Ada", "3 items", "food"])
        // The missing ones are reported, each locale, in file order.
        let missing = d.strings.missingTranslations().map { "\($0.locale): \($0.key)" }
        #expect(missing == ["de: Hello {entry.name}", "ja: {entry.n} items"])
    }

    @Test func pluralFormsFollowCLDRCategories() throws {
        let text = localized(#"""
            {en: {"{entry.n} items": {plural: "entry.n", one: "{entry.n} item", other: "{entry.n} items"}},
             ar: {"{entry.n} items": {plural: "entry.n", zero: "لا عناصر", one: "عنصر واحد", two: "عنصران", few: "{entry.n} عناصر", many: "{entry.n} عنصرًا", other: "{entry.n} عنصر"}},
             he: {"{entry.n} items": {plural: "entry.n + 17", one: "פריט אחד", two: "שני פריטים", many: "{entry.n} פריטים!", other: "{entry.n} פריטים"}}}
            """#)
        guard case .success(let d) = decode(text) else { Issue.record("\(decodeErrors(text))"); return }
        #expect(resolvedTexts(d, locale: "en")[1] == "3 items")
        #expect(resolvedTexts(d, locale: "ar")[1] == "٣ عناصر") // 3: few, in Arabic-Indic digits
        #expect(resolvedTexts(d, locale: "he")[1] == "3 פריטים!") // 20: many in CLDR 41
    }

    @Test func aMissingKeyInALocaleHintsTheTypo() throws {
        let text = localized(#"{ja: {"Hello {entry.nam}": "x"}}"#)
        let errors = decodeErrors(text)
        #expect(errors.count == 1)
        #expect(errors.first?.message == "no text 'Hello {entry.nam}' in the layout")
        #expect(errors.first?.hint?.contains("did you mean 'Hello {entry.name}'?") == true, "\(errors)")
        #expect(errors.first?.location != nil)
        // A table that exists but misspells a key: the text is missing there, the warning names the key.
        let ok = localized(#"{ja: {"Hello {entry.name}": "こんにちは", "{entry.n} itmes": "x"}}"#)
        #expect(decodeErrors(ok).first?.message == "no text '{entry.n} itmes' in the layout")
    }

    /// A plain key may translate data that changes, so it is not checked; one that matches no text
    /// is the did-you-mean of the warning for the text it misspells.
    @Test func aPlainKeyIsTheHintOfTheMissingText() throws {
        let text = localized(#"{ja: {"Past 7 Dayz": "過去 7 日間", "Showers": "にわか雨"}}"#, view: #"{Text: "Past 7 Days"}"#)
        guard case .success(let d) = decode(text) else { Issue.record("\(decodeErrors(text))"); return }
        let missing = d.strings.missingTranslations()
        #expect(missing.map(\.key) == ["Past 7 Days"])
        #expect(missing.first?.hint.hasPrefix("did you mean 'Past 7 Dayz'?") == true, "\(missing)")
    }

    static let errorCases: [StringTableErrorCase] = [
        .init(strings: #"{jp: {}}"#, message: "unknown locale 'jp'", at: "5:13", hint: "did you mean 'ja'?"),
        .init(strings: #"{"en-XA": {}}"#, message: "unknown locale 'en-XA'", at: "5:13", hint: "pseudo-locales"),
        .init(strings: #"{ja: 3}"#, message: "expected an object of translations", at: "5:17", hint: ""),
        .init(strings: #"{ja: {"Hello {entry.name}": "{entry.nme}"}}"#, message: "unknown binding path 'entry.nme'", at: "5:42", hint: "did you mean 'entry.name'?"),
        .init(strings: #"{ja: {"{entry.n} items": {plural: "entry.n", one: "x", other: "y"}}}"#, message: "ja has no 'one' plural form", at: "5:57", hint: "ja: other"),
        .init(strings: #"{de: {"{entry.n} items": {plural: "entry.n", one: "x"}}}"#, message: "plural forms need 'other'", at: "5:37", hint: "one, other"),
        .init(strings: #"{de: {"{entry.n} items": {one: "x", other: "y"}}}"#, message: "plural forms need 'plural'", at: "5:37", hint: "entry.count"),
    ]

    @Test(arguments: errorCases)
    func badTablesAreReportedWhere(_ c: StringTableErrorCase) {
        let errors = decodeErrors(localized(c.strings))
        let e = errors.first { $0.message.hasPrefix(c.message) }
        #expect(e != nil, "\(errors.map(\.description))")
        if let loc = e?.location { #expect("\(loc.line):\(loc.column)" == c.at, "\(e!.description)") }
        #expect(e?.hint?.contains(c.hint) ?? c.hint.isEmpty, "\(e?.hint ?? "")")
    }

    @Test func pseudoLocalesAccentLengthenAndMirror() throws {
        let text = localized("{}")
        guard case .success(let d) = decode(text) else { Issue.record("\(decodeErrors(text))"); return }
        let xa = resolvedTexts(d, locale: "en-XA")
        #expect(xa[0].hasPrefix("[Ĥéļļö Åðå") && xa[0].hasSuffix("]"), "\(xa[0])")
        #expect(Double(xa[0].count) >= Double("Hello Ada".count) * 1.4)
        #expect(resolvedTexts(d, locale: "ar-XB")[0] == "\u{202E}Hello Ada\u{202C}")
        #expect(PseudoLocale.transform("72°", locale: "en-XA") == "72°")
    }

    @Test func environmentHasTheLocale() throws {
        let text = widgetText(view: #"{Text: "{env.locale}"}"#)
        guard case .success(let d) = decode(text) else { Issue.record("\(decodeErrors(text))"); return }
        var s = VariantSelection(family: .systemSmall, instance: "default", entryIndex: 0, state: .real)
        s.locale = "zh-Hans"
        guard case .text(let t)? = Resolver(definition: d).resolve(s)?.root.content else { Issue.record("no text"); return }
        #expect(t == "zh-Hans")
        #expect(decodeErrors(widgetText(view: #"{Text: "{env.lcale}"}"#)).first?.hint?.contains("env.locale") == true)
    }

    @Test(arguments: [("ar", true), ("he", true), ("fa", true), ("ur", true), ("ar-XB", true), ("ar-EG", true), ("he_IL", true),
                      ("en", false), ("en-XA", false), ("ja", false), ("zh-Hans", false), ("de", false), ("", false)])
    func localeDirection(_ tag: String, _ rtl: Bool) {
        #expect(LayoutDirection(language: tag) == (rtl ? .rightToLeft : .leftToRight))
    }
}
