import JSON5
import Foundation

/// A finite Double as decimal digits, from its shortest round-trip representation (as ICU does),
/// so that `2.675` rounds as the decimal 2.675 and not as the binary 2.67499999….
/// Rounding is half-even, the default of Apple's `NumberFormatter`.
struct ExprDecimal: Equatable {
    var negative: Bool
    /// Integer digits without leading zeros; empty for zero.
    var intDigits: [UInt8]
    /// Fraction digits without trailing zeros.
    var fracDigits: [UInt8]

    init(_ x: Double) {
        negative = x < 0
        intDigits = []
        fracDigits = []
        guard x.isFinite, x != 0 else { return }
        // Swift prints the shortest round-trip digits: "1234.5", "1e-05", "1.2345e+16", "5e-324".
        let text = x.magnitude.description
        let parts = text.split(separator: "e", maxSplits: 1)
        let mantissa = parts[0]
        let exponent = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
        var digits: [UInt8] = []
        var pointAt = 0
        var seenPoint = false
        for ch in mantissa.utf8 {
            if ch == UInt8(ascii: ".") { seenPoint = true; continue }
            guard ch >= 48, ch <= 57 else { continue }
            digits.append(ch - 48)
            if !seenPoint { pointAt += 1 }
        }
        pointAt += exponent
        if pointAt <= 0 {
            intDigits = []
            fracDigits = [UInt8](repeating: 0, count: -pointAt) + digits
        } else if pointAt >= digits.count {
            intDigits = digits + [UInt8](repeating: 0, count: pointAt - digits.count)
        } else {
            intDigits = Array(digits[..<pointAt])
            fracDigits = Array(digits[pointAt...])
        }
        normalize()
    }

    private mutating func normalize() {
        while let f = intDigits.first, f == 0 { intDigits.removeFirst() }
        while let l = fracDigits.last, l == 0 { fracDigits.removeLast() }
    }

    var isZero: Bool { intDigits.isEmpty && fracDigits.isEmpty }

    /// Multiplies by 10^k (k ≥ 0), exactly.
    mutating func shift(_ k: Int) {
        for _ in 0..<max(0, k) {
            intDigits.append(fracDigits.first ?? 0)
            if !fracDigits.isEmpty { fracDigits.removeFirst() }
        }
        normalize()
    }

    /// Rounds to `n` fraction digits, half to even.
    func rounded(to n: Int) -> ExprDecimal {
        guard fracDigits.count > n else { return self }
        var r = self
        let kept = Array(fracDigits[..<n])
        let first = fracDigits[n]
        let restNonZero = fracDigits[(n + 1)...].contains { $0 != 0 }
        let last = n > 0 ? kept[n - 1] : (intDigits.last ?? 0)
        let up = first > 5 || (first == 5 && (restNonZero || last % 2 == 1))
        var all = intDigits + kept
        if up {
            var i = all.count - 1
            var carry = true
            while carry, i >= 0 {
                if all[i] == 9 { all[i] = 0; i -= 1 } else { all[i] += 1; carry = false }
            }
            if carry { all.insert(1, at: 0) }
        }
        let intCount = all.count - n
        r.intDigits = Array(all[..<intCount])
        r.fracDigits = Array(all[intCount...])
        r.normalize()
        return r
    }

    /// Formats with between `minFraction` and `maxFraction` fraction digits; en_US grouping with
    /// commas when `grouping`. A result that rounds to zero has no minus sign.
    func formatted(minFraction: Int, maxFraction: Int, grouping: Bool) -> (sign: String, digits: String) {
        let r = rounded(to: maxFraction)
        var frac = r.fracDigits
        while frac.count < minFraction { frac.append(0) }
        var intText = r.intDigits.isEmpty ? "0" : String(r.intDigits.map { Character(String($0)) })
        if grouping, intText.count > 3 {
            var grouped = ""
            for (i, c) in intText.enumerated() {
                if i > 0, (intText.count - i) % 3 == 0 { grouped.append(",") }
                grouped.append(c)
            }
            intText = grouped
        }
        let fracText = frac.isEmpty ? "" : "." + String(frac.map { Character(String($0)) })
        return (negative && !r.isZero ? "-" : "", intText + fracText)
    }
}

/// Converting values to text.
enum ExprText {
    /// Numbers shown without a formatter: no grouping, at most 6 fraction digits (half-even),
    /// trailing zeros dropped: `3`, `0.3`, `1234.5`, `-2`.
    static func plain(_ x: Double) -> String {
        guard x.isFinite else { return x.isNaN ? "NaN" : (x < 0 ? "-∞" : "∞") }
        // Whole numbers (the common case) need no decimal rounding.
        if x == x.rounded(.towardZero), abs(x) < 1e15 { return String(Int(x)) }
        let f = ExprDecimal(x).formatted(minFraction: 0, maxFraction: 6, grouping: false)
        return f.sign + f.digits
    }

    /// A value as template text: strings as they are, numbers as `plain`, booleans as `true`/`false`,
    /// null as empty text, arrays as their items joined with `, `. Objects are an error.
    /// Each value costs a step of `budget`, and the text may be at most
    /// ``ExprBudget/maxTextLength`` bytes long.
    static func text(_ v: JSONValue, at offset: Int, budget: ExprBudget) throws(ExpressionError) -> String {
        var out = ""
        try append(v, to: &out, at: offset, budget: budget)
        return out
    }

    /// Appends the text of `v` to `out` (see ``text(_:at:budget:)``).
    static func append(_ v: JSONValue, to out: inout String, at offset: Int, budget: ExprBudget) throws(ExpressionError) {
        try budget.charge(1, at: offset)
        switch v {
        case .null: break
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n):
            // Writing a number in decimal costs about as much as evaluating a few nodes.
            try budget.charge(ExprBudget.numberTextCost - 1, at: offset)
            out += plain(n)
        case .string(let s): out += s
        case .array(let a):
            for (i, x) in a.enumerated() {
                if i > 0 { out += ", " }
                try append(x, to: &out, at: offset, budget: budget)
            }
        case .object:
            throw ExpressionError(message: "cannot show an object as text", offset: offset, hint: "pick one of its keys, e.g. x.name")
        }
        try budget.checkLength(out, at: offset)
    }

    /// `-` and digits from a decimal format.
    static func number(_ x: Double, minFraction: Int, maxFraction: Int, grouping: Bool = true) -> String {
        let f = ExprDecimal(x).formatted(minFraction: minFraction, maxFraction: maxFraction, grouping: grouping)
        return f.sign + f.digits
    }

    /// `0.256` → `26%` (the value is scaled by 100 exactly, in decimal).
    static func percent(_ x: Double, fractionDigits: Int, locale: ExprLocale = .named("en")) -> String {
        var d = ExprDecimal(x)
        d.shift(2)
        let f = d.formatted(minFraction: fractionDigits, maxFraction: fractionDigits, grouping: true)
        return locale.apply(locale.percentPattern, sign: f.sign, digits: f.digits)
    }

    /// Currencies without minor units.
    static let zeroDecimalCurrencies: Set<String> = ["JPY", "KRW", "VND", "CLP", "ISK", "UGX", "PYG"]

    /// `-$1,234.50`, `€5.00`, `¥1,235`, `CHF 12.00` in en; `1.234,50 €` in de: the locale's CLDR
    /// currency pattern and symbol (the code when the table has none).
    static func currency(_ x: Double, code: String, locale: ExprLocale = .named("en")) -> String {
        let digits = zeroDecimalCurrencies.contains(code) ? 0 : 2
        let f = ExprDecimal(x).formatted(minFraction: digits, maxFraction: digits, grouping: true)
        var pattern = locale.currencyPattern
        if digits == 0 { pattern = pattern.replacingOccurrences(of: ".00", with: "") }
        return locale.apply(pattern, sign: f.sign, digits: f.digits, symbol: locale.currencySymbols[code] ?? code)
    }
}
