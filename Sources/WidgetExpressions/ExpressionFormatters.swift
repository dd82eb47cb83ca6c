import JSON5
import Foundation

/// Formatters: `value | name` or `value | name(arguments)`. Output follows the scope's locale (CLDR
/// data shipped in `LocaleData.swift`; en_US by default), in UTC, and is identical on every machine. Null passes through every formatter except `default`, so
/// `entry.amount | currency | default("—")` works for a missing amount.
extension ExprEvaluator {
    static let formatterExamples: [String: String] = [
        "number": "x | number, x | number(1)", "integer": "x | integer", "percent": "x | percent, x | percent(1)",
        "currency": "x | currency, x | currency(\"EUR\")", "temperature": "x | temperature",
        "date": "d | date, d | date(\"short\")", "time": "d | time", "weekday": "d | weekday, d | weekday(\"short\")",
        "month": "d | month, d | month(\"short\")", "hour": "d | hour",
        "relative": "d | relative", "offset": "d | offset", "timer": "d | timer",
        "uppercase": "s | uppercase", "lowercase": "s | lowercase", "default": "x | default(\"—\")",
        "localized": "s | localized",
    ]

    static let dateStyles = ["long", "abbreviated", "medium", "short", "numeric", "full", "complete"]

    /// Applies formatter `name` to `value`; `values` are the evaluated `args`.
    func applyFormatter(_ value: JSONValue, _ name: String, _ args: [ExprArgument], _ values: [JSONValue], _ node: ExprNode) throws(ExpressionError) -> JSONValue {
        guard let example = Self.formatterExamples[name] else {
            var hint = ExprSpelling.hint(for: name, candidates: Array(Self.formatterExamples.keys), listLabel: "formatters")
            if Self.arrayMethods[name] != nil || Self.stringMethods[name] != nil || Self.functionExamples[name] != nil {
                hint = "'\(name)' is a method or function, not a formatter: write x.\(name)(…)"
            }
            throw ExpressionError(message: "unknown formatter '\(name)'", offset: node.offset, hint: hint)
        }
        try Self.rejectLabels(args, allowed: nil)
        let f = ExprFormatterCall(name: name, args: args, values: values, node: node, example: example)

        if name == "default" {
            try f.arity(1...1)
            if value == .null || value == .string("") { return values[0] }
            return value
        }
        if value == .null { return .null }
        let locale = ExprLocale.named(scope.locale)
        func number(_ x: Double, _ minFraction: Int, _ maxFraction: Int) -> String {
            let f = ExprDecimal(x).formatted(minFraction: minFraction, maxFraction: maxFraction, grouping: true)
            return (f.sign.isEmpty ? "" : locale.minus) + locale.localize(f.digits)
        }

        switch name {
        case "number":
            try f.arity(0...1)
            let x = try f.number(value)
            if values.isEmpty { return .string(number(x, 0, 2)) }
            let n = try f.int(0, 0...10)
            return .string(number(x, n, n))
        case "integer":
            try f.arity(0...0)
            return .string(number(try f.number(value), 0, 0))
        case "percent":
            try f.arity(0...1)
            let x = try f.number(value)
            return .string(ExprText.percent(x, fractionDigits: values.isEmpty ? 0 : try f.int(0, 0...10), locale: locale))
        case "currency":
            try f.arity(0...1)
            let x = try f.number(value)
            var code = "USD"
            if !values.isEmpty {
                code = try f.string(0).uppercased()
                guard code.count == 3, code.allSatisfy({ $0.isASCII && $0.isLetter }) else {
                    throw ExpressionError(message: "expected a 3-letter currency code, found \"\(code)\"", offset: args[0].value.start,
                                          hint: "e.g. \"USD\", \"EUR\", \"GBP\", \"JPY\"")
                }
            }
            return .string(ExprText.currency(x, code: code, locale: locale))
        case "temperature":
            try f.arity(0...0)
            return .string(number(try f.number(value), 0, 0) + "°")
        case "localized":
            try f.arity(0...0)
            let s = try ExprText.text(value, at: node.offset, budget: budget)
            return .string(scope.strings[s] ?? s)
        case "uppercase", "lowercase":
            try f.arity(0...0)
            let s = try ExprText.text(value, at: node.offset, budget: budget)
            return .string(name == "uppercase" ? s.uppercased() : s.lowercased())
        default:
            return .string(try dateFormat(value, f, locale))
        }
    }

    private func dateFormat(_ value: JSONValue, _ f: ExprFormatterCall, _ locale: ExprLocale) throws(ExpressionError) -> String {
        let seconds = try f.date(value)
        let c = ExprDates.civil(Int(seconds.rounded(.down)))
        switch f.name {
        case "date":
            try f.arity(0...1)
            let style = f.values.isEmpty ? "long" : try f.string(0)
            guard let text = ExprDates.date(c, style: style, locale: locale) else { throw f.badStyle(style, Self.dateStyles) }
            return text
        case "time":
            try f.arity(0...1)
            let style = f.values.isEmpty ? "short" : try f.string(0)
            guard let text = ExprDates.time(c, style: style, locale: locale) else { throw f.badStyle(style, ["short", "24h"]) }
            return text
        case "weekday", "month":
            try f.arity(0...1)
            let style = f.values.isEmpty ? "wide" : try f.string(0)
            let weekday = f.name == "weekday"
            switch style {
            case "wide", "long": return weekday ? locale.weekdays[c.weekday] : locale.months[c.month - 1]
            case "short", "abbreviated": return weekday ? locale.weekdaysShort[c.weekday] : locale.monthsShort[c.month - 1]
            case "narrow": return weekday ? locale.weekdaysNarrow[c.weekday] : locale.monthsNarrow[c.month - 1]
            default: throw f.badStyle(style, ["wide", "short", "narrow"])
            }
        case "hour":
            try f.arity(0...0)
            return locale.format(locale.hourPattern, c)
        default:
            try f.arity(0...0)
            let now = scope.now.timeIntervalSince1970
            guard ExprDates.range.contains(now) else {
                throw ExpressionError(message: "the entry date is out of range", offset: f.node.offset)
            }
            switch f.name {
            case "relative": return ExprDates.relative(seconds, now: now, locale: locale)
            case "offset": return ExprDates.offset(seconds, now: now, locale: locale)
            default: return ExprDates.timer(seconds, now: now, locale: locale)
            }
        }
    }
}

/// One formatter application: argument checking and conversion.
struct ExprFormatterCall {
    let name: String
    let args: [ExprArgument]
    let values: [JSONValue]
    let node: ExprNode
    let example: String

    func arity(_ range: ClosedRange<Int>) throws(ExpressionError) {
        try ExprEvaluator.arity(args, range, name, node, example)
    }

    func number(_ v: JSONValue) throws(ExpressionError) -> Double {
        guard case .number(let x) = v else {
            throw ExpressionError(message: "'\(name)' needs a number, found \(v.typeName)", offset: node.offset, hint: "e.g. \(example)")
        }
        return x
    }

    func string(_ i: Int) throws(ExpressionError) -> String {
        guard case .string(let s) = values[i] else {
            throw ExpressionError(message: "'\(name)' needs a string argument, found \(values[i].typeName)", offset: args[i].value.start,
                                  hint: "e.g. \(example)")
        }
        return s
    }

    func int(_ i: Int, _ range: ClosedRange<Int>) throws(ExpressionError) -> Int {
        guard case .number(let x) = values[i], x.isFinite, x == x.rounded(), x >= Double(range.lowerBound), x <= Double(range.upperBound) else {
            throw ExpressionError(message: "'\(name)' needs a whole number from \(range.lowerBound) to \(range.upperBound)",
                                  offset: args[i].value.start, hint: "e.g. \(example)")
        }
        return Int(x)
    }

    /// An ISO-8601 string or seconds since 1970.
    func date(_ v: JSONValue) throws(ExpressionError) -> Double {
        switch v {
        case .string(let s):
            guard let d = ExprDates.parse(s) else {
                let shown = s.count > 40 ? String(s.prefix(40)) + "…" : s
                throw ExpressionError(message: "invalid date \"\(shown)\"", offset: node.offset,
                                      hint: "use ISO 8601, e.g. \"2026-06-01T09:41:00Z\" or \"2026-06-01\"")
            }
            return d
        case .number(let x):
            guard ExprDates.range.contains(x) else {
                throw ExpressionError(message: "date out of range: \(ExprText.plain(x)) seconds since 1970", offset: node.offset)
            }
            return x
        default:
            throw ExpressionError(message: "'\(name)' needs a date, found \(v.typeName)", offset: node.offset,
                                  hint: "use an ISO 8601 string, e.g. \"2026-06-01T09:41:00Z\"")
        }
    }

    func badStyle(_ style: String, _ styles: [String]) -> ExpressionError {
        var hint = "styles: " + styles.joined(separator: ", ")
        if let near = ExprSpelling.nearest(style, in: styles) { hint = "did you mean '\(near)'? " + hint }
        return ExpressionError(message: "unknown \(name) style \"\(style)\"", offset: args.first?.value.start ?? node.offset, hint: hint)
    }
}
