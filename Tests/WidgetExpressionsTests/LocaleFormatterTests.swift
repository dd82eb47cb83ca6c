import Foundation
import Testing
@testable import WidgetExpressions

/// One formatter output: the expression, in a locale, against ``ExprFixture`` (2026-06-01T09:41:00Z,
/// a Monday; `entry.amount` 1234.5, `entry.ratio` 0.256, `entry.low` -3.6).
struct LocaleFormatterCase: Sendable, CustomTestStringConvertible {
    var locale: String
    var expression: String
    var expected: String
    var testDescription: String { "\(locale): \(expression)" }
}

/// Expected strings written out from the CLDR 41 data (patterns, symbols, unit and list patterns,
/// plural rules) by hand, so a change in the tables or in the code that applies them fails here.
let localeFormatterTable: [LocaleFormatterCase] = [
    // en: byte-identical to widgetsnap's English output before the locale tables.
    .init(locale: "en", expression: "entry.date | date", expected: "June 1, 2026"),
    .init(locale: "en", expression: #"entry.date | date("full")"#, expected: "Monday, June 1, 2026"),
    .init(locale: "en", expression: #"entry.date | date("short")"#, expected: "6/1/26"),
    .init(locale: "en", expression: #"entry.date | date("numeric")"#, expected: "6/1/2026"),
    .init(locale: "en", expression: "entry.date | time", expected: "9:41\u{202F}AM"),
    .init(locale: "en", expression: "entry.date | hour", expected: "9\u{202F}AM"),
    .init(locale: "en", expression: "entry.amount | currency", expected: "$1,234.50"),
    .init(locale: "en", expression: #"entry.amount | currency("CHF")"#, expected: "CHF 1,234.50"),
    .init(locale: "en", expression: "entry.low | currency", expected: "-$3.60"),
    .init(locale: "en", expression: "entry.ratio | percent", expected: "26%"),
    .init(locale: "en", expression: "entry.amount | number", expected: "1,234.5"),
    .init(locale: "en", expression: #""2026-06-01T09:52:14Z" | relative"#, expected: "11 min, 14 sec"),
    .init(locale: "en", expression: #""2026-06-01T07:41:00Z" | offset"#, expected: "+2 hours"),
    .init(locale: "en", expression: #""2026-06-01T09:56:00Z" | timer"#, expected: "15:00"),
    // de
    .init(locale: "de", expression: "entry.date | date", expected: "1. Juni 2026"),
    .init(locale: "de", expression: #"entry.date | date("full")"#, expected: "Montag, 1. Juni 2026"),
    .init(locale: "de", expression: #"entry.date | date("abbreviated")"#, expected: "01.06.2026"),
    .init(locale: "de", expression: #"entry.date | date("short")"#, expected: "01.06.26"),
    .init(locale: "de", expression: "entry.date | time", expected: "09:41"),
    .init(locale: "de", expression: "entry.date | hour", expected: "09 Uhr"),
    .init(locale: "de", expression: #"entry.date | weekday("short")"#, expected: "Mo."),
    .init(locale: "de", expression: #"entry.amount | currency("EUR")"#, expected: "1.234,50\u{A0}€"),
    .init(locale: "de", expression: "entry.ratio | percent", expected: "26\u{A0}%"),
    .init(locale: "de", expression: "entry.amount | number", expected: "1.234,5"),
    .init(locale: "de", expression: #""2026-06-01T09:52:14Z" | relative"#, expected: "11 Min., 14 Sek."),
    .init(locale: "de", expression: #""2026-06-01T07:41:00Z" | offset"#, expected: "+2 Stunden"),
    .init(locale: "de", expression: #""2026-06-01T09:56:00Z" | timer"#, expected: "15:00"),
    .init(locale: "de", expression: #""2026-06-01T11:56:00Z" | timer"#, expected: "2:15:00"),
    // ja
    .init(locale: "ja", expression: "entry.date | date", expected: "2026年6月1日"),
    .init(locale: "ja", expression: #"entry.date | date("full")"#, expected: "2026年6月1日月曜日"),
    .init(locale: "ja", expression: #"entry.date | date("short")"#, expected: "2026/06/01"),
    .init(locale: "ja", expression: "entry.date | time", expected: "9:41"),
    .init(locale: "ja", expression: "entry.date | hour", expected: "9時"),
    .init(locale: "ja", expression: "entry.date | weekday", expected: "月曜日"),
    .init(locale: "ja", expression: #"entry.date | weekday("short")"#, expected: "月"),
    .init(locale: "ja", expression: "entry.date | month", expected: "6月"),
    .init(locale: "ja", expression: #"entry.amount | currency("JPY")"#, expected: "￥1,234"),
    .init(locale: "ja", expression: "entry.amount | currency", expected: "$1,234.50"),
    .init(locale: "ja", expression: #""2026-06-01T09:52:14Z" | relative"#, expected: "11 分 14 秒"),
    .init(locale: "ja", expression: #""2026-06-01T07:41:00Z" | offset"#, expected: "+2 時間"),
    .init(locale: "ja", expression: #""2026-06-01T09:56:00Z" | timer"#, expected: "15:00"),
    // zh-Hans
    .init(locale: "zh-Hans", expression: "entry.date | date", expected: "2026年6月1日"),
    .init(locale: "zh-Hans", expression: #"entry.date | date("full")"#, expected: "2026年6月1日星期一"),
    .init(locale: "zh-Hans", expression: #"entry.date | date("short")"#, expected: "2026/6/1"),
    .init(locale: "zh-Hans", expression: "entry.date | time", expected: "09:41"),
    .init(locale: "zh-Hans", expression: "entry.date | hour", expected: "9时"),
    .init(locale: "zh-Hans", expression: #"entry.date | weekday("short")"#, expected: "周一"),
    .init(locale: "zh-Hans", expression: #"entry.amount | currency("CNY")"#, expected: "¥1,234.50"),
    .init(locale: "zh-Hans", expression: "entry.amount | currency", expected: "US$1,234.50"),
    .init(locale: "zh-Hans", expression: #""2026-06-01T09:52:14Z" | relative"#, expected: "11分钟14秒"),
    .init(locale: "zh-Hans", expression: #""2026-06-01T07:41:00Z" | offset"#, expected: "+2小时"),
    .init(locale: "zh-Hans", expression: #""2026-06-01T09:56:00Z" | timer"#, expected: "15:00"),
    // ar: Arabic-Indic digits (CLDR's default numbering system for ar)
    .init(locale: "ar", expression: "entry.date | date", expected: "١ يونيو ٢٠٢٦"),
    .init(locale: "ar", expression: "entry.date | time", expected: "٩:٤١ ص"),
    .init(locale: "ar", expression: "entry.amount | number", expected: "١٬٢٣٤٫٥"),
    .init(locale: "ar", expression: "entry.low | integer", expected: "\u{61C}-٤"),
    .init(locale: "ar", expression: "entry.ratio | percent", expected: "٢٦٪\u{61C}"),
    .init(locale: "ar", expression: "entry.amount | currency", expected: "١٬٢٣٤٫٥٠\u{A0}US$"),
    .init(locale: "ar", expression: #""2026-06-01T09:52:14Z" | relative"#, expected: "١١ د و١٤ ث"),
    .init(locale: "ar", expression: #""2026-06-01T07:41:00Z" | offset"#, expected: "+ساعتان"),
    .init(locale: "ar", expression: #""2026-06-01T09:56:00Z" | timer"#, expected: "١٥:٠٠"),
    .init(locale: "ar", expression: #""2026-06-01T11:56:00Z" | timer"#, expected: "٢:١٥:٠٠"),
    // he
    .init(locale: "he", expression: "entry.date | date", expected: "1 ביוני 2026"),
    .init(locale: "he", expression: "entry.date | time", expected: "9:41"),
    .init(locale: "he", expression: #"entry.amount | currency("ILS")"#, expected: "\u{200F}1,234.50\u{A0}₪"),
    .init(locale: "he", expression: #"entry.low | currency("ILS")"#, expected: "\u{200F}\u{200E}-3.60\u{A0}₪"),
    .init(locale: "he", expression: #""2026-06-01T09:52:14Z" | relative"#, expected: "11 דק׳, 14 שנ׳"),
    .init(locale: "he", expression: #""2026-06-01T07:41:00Z" | offset"#, expected: "+שעתיים"),
    .init(locale: "he", expression: #""2026-06-01T09:56:00Z" | timer"#, expected: "15:00"),
    // pseudo-locales format as en
    .init(locale: "en-XA", expression: "entry.date | time", expected: "9:41\u{202F}AM"),
]

@Suite("Locale formatters (CLDR 41)")
struct LocaleFormatterTests {
    @Test(arguments: localeFormatterTable)
    func formatterOutputMatchesCLDR(_ c: LocaleFormatterCase) throws {
        var scope = ExprFixture.scope
        scope.locale = c.locale
        let value = try exprEval(c.expression, scope)
        #expect(value == .string(c.expected), "\(c.locale): \(c.expression) gave \(value)")
    }

    @Test func everyShippedLocaleIsInTheTableAndTheData() {
        #expect(ExprLocale.cldrVersion == "41")
        for tag in ExprLocale.shipped {
            #expect(ExprLocale.table[tag] != nil, "\(tag) has no data")
            #expect(localeFormatterTable.contains { $0.locale == tag }, "\(tag) has no expected strings")
        }
    }

    /// Every sample number CLDR lists for a plural category (`@integer 0, 3~17, 101` and the ends
    /// of `@decimal` ranges) gets that category.
    @Test(arguments: ExprLocale.shipped)
    func pluralRulesGiveCLDRsSampleCategories(_ tag: String) throws {
        let locale = ExprLocale.named(tag)
        var checked = 0
        for (category, samples) in locale.pluralSamples {
            for part in samples.components(separatedBy: "@") where !part.isEmpty {
                let isDecimal = part.hasPrefix("decimal")
                let list = part.drop { $0 != " " }
                for item in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where item != "…" && !item.isEmpty {
                    let ends = item.components(separatedBy: "~")
                    var texts = ends
                    if !isDecimal, ends.count == 2, let lo = Int(ends[0]), let hi = Int(ends[1]) { texts = (lo...hi).map(String.init) }
                    for text in texts {
                        let operands = try #require(PluralOperands(text: text), "\(text)")
                        #expect(locale.pluralCategory(operands) == category, "\(tag) \(text): expected \(category)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked >= 10)
    }

    @Test func unknownLocalesFallBackToTheirLanguageOrEnglish() {
        #expect(ExprLocale.named("de-AT").tag == "de")
        #expect(ExprLocale.named("zh-CN").tag == "zh-Hans")
        #expect(ExprLocale.named("ar-XB").tag == "en")
        #expect(ExprLocale.named("xx").tag == "en")
    }

    @Test func localizedLooksValuesUpInTheScopesStrings() throws {
        var scope = ExprFixture.scope
        scope.strings = ["Sunny": "晴れ"]
        #expect(try exprEval("entry.weather.condition | localized", scope) == .string("晴れ"))
        #expect(try exprEval("entry.title | localized", scope) == .string("Hello"))
    }
}

/// A number interpolated into a view's text takes the locale's digits and decimal separator (as in a
/// localized SwiftUI text); in names, and without `localizingNumbers`, it keeps ASCII.
struct TemplateNumberLocalizationTests {
    func render(_ template: String, _ locale: String, localizing: Bool) throws -> String {
        let scope = ExpressionScope(variables: ["entry": .object(["n": .number(1234.25), "k": .number(7), "s": .string("12.5")])],
                                    now: Date(timeIntervalSince1970: 0), locale: locale)
        return try TextTemplate(parsing: template).render(in: scope, localizingNumbers: localizing)
    }

    @Test func viewTextsUseTheLocalesDigits() throws {
        #expect(try render("{entry.n} · {entry.k}", "ar", localizing: true) == "١٢٣٤٫٢٥ · ٧")
        #expect(try render("{entry.n} kWh", "de", localizing: true) == "1234,25 kWh")
        #expect(try render("{entry.n}", "ja", localizing: true) == "1234.25")
        #expect(try render("{entry.n}", "en", localizing: true) == "1234.25")
        // Strings are shown as they are, whatever digits they hold.
        #expect(try render("{entry.s}", "ar", localizing: true) == "12.5")
    }

    @Test func namesKeepASCIIDigits() throws {
        #expect(try render("icon-{entry.k}", "ar", localizing: false) == "icon-7")
        #expect(try render("{entry.n}", "de", localizing: false) == "1234.25")
    }
}
