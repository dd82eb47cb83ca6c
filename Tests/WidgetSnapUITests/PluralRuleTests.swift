import Foundation
import Testing
import WidgetModel
@testable import WidgetSnapUI

private func catalog(_ language: String, _ forms: [String: String]) -> String {
    let plural = forms.keys.sorted().map { "\"\($0)\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(forms[$0]!)\"}}" }
    return """
        {"sourceLanguage": "en", "version": "1.0", "strings": {"%lld files": {"localizations": {
          "en": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld file"}},
                                           "other": {"stringUnit": {"state": "translated", "value": "%lld files"}}}}},
          \(forms.isEmpty ? "\"fr\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"fichiers\"}}" : "\"\(language)\": {\"variations\": {\"plural\": {\(plural.joined(separator: ", "))}}}")}}}}
        """
}

private let arabic = ["zero": "zero %lld", "one": "one %lld", "two": "two %lld", "few": "few %lld", "many": "many %lld", "other": "other %lld"]

/// A string catalog's plural forms are chosen by the CLDR rules of the catalog's language, the
/// same rules the layout files' formatters use (WidgetExpressions).
@MainActor
@Suite struct PluralRuleTests {
    static func drawn(_ n: Int, _ language: String, _ forms: [String: String]) throws -> String? {
        var r = AppResources()
        try r.strings.add(xcstrings: catalog(language, forms), file: "Localizable.xcstrings", language: language)
        let tree = ViewResolution.resolve(Text("\(n) files"), family: .systemSmall) { $0.appResources = r }
        if case .text(let s) = tree.content { return s }
        return nil
    }

    @Test(arguments: [(0, "zero 0"), (1, "one 1"), (2, "two 2"), (3, "few 3"), (10, "few 10"), (103, "few 103"),
                      (11, "many 11"), (99, "many 99"), (100, "other 100"), (102, "other 102")])
    func arabicHasSixForms(_ n: Int, _ expected: String) throws {
        #expect(try Self.drawn(n, "ar", arabic) == expected)
    }

    @Test(arguments: [0, 1, 2, 5])
    func japaneseHasOnlyOther(_ n: Int) throws {
        // A `one` form in the catalog is never chosen: Japanese has no `one` category (0 uses `zero` where one is given, as on iOS).
        #expect(try Self.drawn(n, "ja", ["one": "ONE", "other": "%lldファイル"]) == "\(n)ファイル")
    }

    /// An interpolated integer is drawn in the locale's digits, translated or not, as `%lld` is on
    /// iOS and as the layout format's texts are; one written with a specifier is drawn as written.
    @Test func integersAreDrawnInTheLocalesDigits() throws {
        func drawn(_ text: Text, _ locale: String, _ r: AppResources = AppResources()) -> String? {
            let tree = ViewResolution.resolve(text, family: .systemSmall) { $0.appResources = r; $0.localeIdentifier = locale }
            if case .text(let s) = tree.content { return s }
            return nil
        }
        #expect(drawn(Text("Steps: \(12)"), "ar") == "Steps: ١٢")
        #expect(drawn(Text("Steps: \(12)"), "en") == "Steps: 12")
        #expect(drawn(Text("Steps: \(12) of \("many")"), "ar") == "Steps: ١٢ of many")
        #expect(drawn(Text("\(5, specifier: "%02d") min"), "ar") == "05 min")
        var r = AppResources()
        try r.strings.add(xcstrings: catalog("ar", arabic), file: "Localizable.xcstrings", language: "ar")
        #expect(drawn(Text("\(103) files"), "ar", r) == "few ١٠٣")
    }

    @Test func theSourceLanguageKeepsItsRules() throws {
        // No `de` localization: the `en` forms with English rules.
        #expect(try Self.drawn(1, "de", [:]) == "1 file")
        #expect(try Self.drawn(2, "de", [:]) == "2 files")
        #expect(AppStringTables.pluralCategory(1, language: "he") == "one")
        #expect(AppStringTables.pluralCategory(2, language: "he") == "two")
        #expect(AppStringTables.pluralCategory(1, language: "ja") == "other")
    }
}
