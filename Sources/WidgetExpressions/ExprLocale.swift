import Foundation

/// One locale's formatting data (from CLDR, see `LocaleData.swift`) and the formatting built on it:
/// CLDR date patterns, number symbols and patterns, unit patterns chosen by CLDR plural rules.
/// Everything is computed here from the committed tables, never from the machine's ICU.
public struct ExprLocale: Sendable {
    let tag: String
    let months, monthsShort, monthsNarrow: [String]
    let weekdays, weekdaysShort, weekdaysNarrow: [String]
    let am, pm: String
    /// CLDR date patterns by widgetsnap style: full, long, medium, short, numeric (the `yMd` skeleton).
    let datePatterns: [String: String]
    let timeShort: String
    /// The `h` (12-hour locales) or `H` (24-hour locales) skeleton.
    let hourPattern: String
    /// The ten digits of the locale's default numbering system, 0 to 9.
    let digits: String
    let decimal, group, minus, plus, percentSign: String
    let percentPattern, currencyPattern: String
    let currencySymbols: [String: String]
    /// Duration unit patterns by plural category: year, month, week, day, hour, minute, second.
    let shortUnits, longUnits: [[String: String]]
    /// The unit list pattern for two items (`{0}, {1}`).
    let unitListPair: String
    /// CLDR cardinal plural rules by category (`other` is what matches none).
    let pluralRules: [String: String]
    /// CLDR's sample numbers per category (`@integer 1 @decimal …`), for tests.
    let pluralSamples: [String: String]

    /// The locales whose data ships, in the order documented.
    public static let shipped = ["en", "zh-Hans", "ja", "de", "ar", "he"]

    /// The data for a locale tag: a shipped locale, or its language (`de-AT` → `de`), else `en`.
    /// Pseudo-locales (`en-XA`, `ar-XB`) format as `en`, as Android's do.
    public static func named(_ tag: String) -> ExprLocale {
        if let l = table[tag] { return l }
        if tag.hasPrefix("zh"), !tag.hasPrefix("zh-Hant") { return table["zh-Hans"]! }
        let language = String(tag.split(separator: "-").first ?? "")
        if !isPseudo(tag), let l = table[language] { return l }
        return table["en"]!
    }

    /// `en-XA` (accented, longer) and `ar-XB` (right-to-left) pseudo-locales.
    public static func isPseudo(_ tag: String) -> Bool { tag == "en-XA" || tag == "ar-XB" }

    // MARK: - Digits and numbers

    /// ASCII digits, `,` and `.` of an en_US-style number in this locale's digits and symbols.
    func localize(_ ascii: String) -> String {
        let ds = Array(digits)
        var out = ""
        for c in ascii {
            if let v = c.wholeNumberValue, c.isASCII { out.append(ds[v]) }
            else if c == "," { out += group }
            else if c == "." { out += decimal }
            else { out.append(c) }
        }
        return out
    }

    /// An integer in the locale's digits, without grouping (`%lld` in a localised string).
    public func integer(_ n: Int) -> String { localize(String(n)) }

    /// The pattern's positive and negative forms split around the number: (prefix, suffix).
    private static func affixes(_ pattern: String, negative: Bool) -> (String, String, explicitNegative: Bool) {
        let parts = pattern.split(separator: ";", maxSplits: 1).map(String.init)
        let chosen = negative && parts.count == 2 ? parts[1] : parts[0]
        let numberChars: Set<Character> = ["#", "0", ",", "."]
        guard let first = chosen.firstIndex(where: { numberChars.contains($0) }),
              let last = chosen.lastIndex(where: { numberChars.contains($0) }) else { return (chosen, "", false) }
        return (String(chosen[..<first]), String(chosen[chosen.index(after: last)...]), negative && parts.count == 2)
    }

    /// A decimal result (`sign`, ASCII digits) placed into a CLDR pattern; `¤` is `symbol`.
    func apply(_ pattern: String, sign: String, digits ascii: String, symbol: String = "") -> String {
        var (prefix, suffix, explicit) = Self.affixes(pattern, negative: !sign.isEmpty)
        func fill(_ s: String) -> String {
            s.replacingOccurrences(of: "%", with: percentSign).replacingOccurrences(of: "-", with: minus)
        }
        prefix = fill(prefix); suffix = fill(suffix)
        // Currency spacing (CLDR currencySpacing): a symbol whose edge is a letter is kept apart from the digits.
        let spacing = tag == "en" ? " " : "\u{A0}"
        func isLetterEdge(_ s: Substring) -> Bool {
            guard let scalar = s.unicodeScalars.first else { return false }
            return scalar.properties.isAlphabetic
        }
        if prefix.hasSuffix("¤"), let end = symbol.last, isLetterEdge(Substring(String(end))) { prefix += spacing }
        if suffix.hasPrefix("¤"), let start = symbol.first, isLetterEdge(Substring(String(start))) { suffix = spacing + suffix }
        prefix = prefix.replacingOccurrences(of: "¤", with: symbol)
        suffix = suffix.replacingOccurrences(of: "¤", with: symbol)
        return (explicit || sign.isEmpty ? "" : minus) + prefix + localize(ascii) + suffix
    }

    // MARK: - Dates

    /// A CLDR date/time pattern (`y年M月d日`, `EEEE, MMMM d, y`, `h:mm a`) for a civil time.
    func format(_ pattern: String, _ c: ExprDates.Civil) -> String {
        var out = ""
        let chars = Array(pattern)
        var i = 0
        func pad(_ n: Int, _ width: Int) -> String {
            let s = String(n)
            return localize(String(repeating: "0", count: max(0, width - s.count)) + s)
        }
        while i < chars.count {
            let ch = chars[i]
            if ch == "'" {
                if i + 1 < chars.count, chars[i + 1] == "'" { out.append("'"); i += 2; continue }
                var j = i + 1
                while j < chars.count {
                    if chars[j] == "'" {
                        if j + 1 < chars.count, chars[j + 1] == "'" { out.append("'"); j += 2; continue }
                        break
                    }
                    out.append(chars[j]); j += 1
                }
                i = j + 1
                continue
            }
            guard ch.isASCII, ch.isLetter else { out.append(ch); i += 1; continue }
            var n = 1
            while i + n < chars.count, chars[i + n] == ch { n += 1 }
            i += n
            switch ch {
            case "y": out += n == 2 ? pad(c.year % 100, 2) : pad(c.year, n)
            case "M", "L":
                switch n {
                case 1, 2: out += pad(c.month, n)
                case 3: out += monthsShort[c.month - 1]
                case 4: out += months[c.month - 1]
                default: out += monthsNarrow[c.month - 1]
                }
            case "d": out += pad(c.day, n)
            case "E", "c", "e":
                out += n == 4 ? weekdays[c.weekday] : n >= 5 ? weekdaysNarrow[c.weekday] : weekdaysShort[c.weekday]
            case "h": out += pad(c.hour % 12 == 0 ? 12 : c.hour % 12, n)
            case "K": out += pad(c.hour % 12, n)
            case "H": out += pad(c.hour, n)
            case "k": out += pad(c.hour == 0 ? 24 : c.hour, n)
            case "m": out += pad(c.minute, n)
            case "s": out += pad(c.second, n)
            case "a", "b", "B": out += c.hour < 12 ? am : pm
            default: break // eras, zones and other fields are not used by the shipped patterns
            }
        }
        return out
    }

    // MARK: - Plural rules

    /// The CLDR plural category of `x` (`one`, `few`, …, or `other`).
    public func pluralCategory(_ x: Double) -> String { pluralCategory(PluralOperands(x)) }

    func pluralCategory(_ operands: PluralOperands) -> String {
        for category in ["zero", "one", "two", "few", "many"] {
            if let rule = pluralRules[category], PluralRule.matches(rule, operands) { return category }
        }
        return "other"
    }

    /// The CLDR plural categories the locale uses, `other` last.
    public var pluralCategories: [String] {
        ["zero", "one", "two", "few", "many"].filter { pluralRules[$0] != nil } + ["other"]
    }

    /// A unit pattern for `count`, with `{0}` in the locale's digits.
    func unit(_ patterns: [String: String], _ count: Int) -> String {
        let p = patterns[pluralCategory(Double(count))] ?? patterns["other"] ?? "{0}"
        return p.replacingOccurrences(of: "{0}", with: integer(count))
    }
}

/// CLDR plural operands: n (absolute value), i (integer digits), v (visible fraction digit count),
/// f (visible fraction digits), t (f without trailing zeros).
struct PluralOperands: Equatable {
    var n: Double
    var i: Int
    var v: Int
    var f: Int
    var t: Int

    init(_ x: Double) {
        let d = ExprDecimal(x)
        let text = d.formatted(minFraction: 0, maxFraction: 15, grouping: false).digits
        self.init(text: text)!
    }

    /// From decimal text as CLDR's samples write it (`1.50` has v = 2).
    init?(text: String) {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let iPart = Int(parts[0]), let n = Double(text) else { return nil }
        let frac = parts.count > 1 ? String(parts[1]) : ""
        self.n = n.magnitude; i = abs(iPart); v = frac.count
        f = Int(frac) ?? 0
        let trimmed = String(frac.reversed().drop { $0 == "0" }.reversed())
        t = Int(trimmed) ?? 0
    }
}

/// Evaluates CLDR plural rule syntax: `or` of `and` of `operand [% m] (=|!=) list`, a list of
/// values and `a..b` ranges.
enum PluralRule {
    static func matches(_ rule: String, _ o: PluralOperands) -> Bool {
        rule.components(separatedBy: " or ").contains { conjunction in
            conjunction.components(separatedBy: " and ").allSatisfy { relation($0, o) }
        }
    }

    private static func relation(_ text: String, _ o: PluralOperands) -> Bool {
        let negated = text.contains("!=")
        let sides = text.components(separatedBy: negated ? "!=" : "=")
        guard sides.count == 2 else { return false }
        let lhs = sides[0].split(separator: "%").map { $0.trimmingCharacters(in: .whitespaces) }
        var value: Double
        switch lhs[0] {
        case "n": value = o.n
        case "i": value = Double(o.i)
        case "v": value = Double(o.v)
        case "f": value = Double(o.f)
        case "t": value = Double(o.t)
        default: value = 0 // w, e, c: not used by the shipped locales
        }
        if lhs.count == 2, let m = Double(lhs[1]) { value = value.truncatingRemainder(dividingBy: m) }
        let found = sides[1].split(separator: ",").contains { item in
            let bounds = item.trimmingCharacters(in: .whitespaces).components(separatedBy: "..")
            guard let lo = Double(bounds[0]) else { return false }
            if bounds.count == 2, let hi = Double(bounds[1]) {
                return value == value.rounded() && value >= lo && value <= hi
            }
            return value == lo
        }
        return found != negated
    }
}
