import ChartScales
import Foundation
import JSON5

/// `xAxis`/`yAxis`: `AxisMarks`' options, with `AxisValueLabel(format:centered:)` (docs/format.md, "Charts").
struct ChartAxisDecoder {
    let reader: Reader

    static let keys = ["values", "desiredCount", "stride", "position", "gridLine", "tick", "label", "format", "centered"]

    /// `"hidden"`, `"visible"`, or `{values: [0, 50, 100] | "automatic", desiredCount: 3, stride: 10 | "hour" | {unit: "hour", count: 2},
    /// position: "leading", gridLine:, tick:, label:, format: "percent", centered: true}`.
    func axis(_ v: JSONValue, _ path: JSONPath) -> ChartAxisSetting {
        var a = ChartAxisSetting()
        if case .string(let s) = v {
            if s == "hidden" { a.hidden = true } else if s != "visible" && s != "automatic" {
                reader.fail("unknown axis visibility '\(s)'", path, hint: "expected hidden, visible, automatic or an object of AxisMarks options")
            }
            return a
        }
        guard let o = reader.object(v, path, what: "hidden, visible or {values: [0, 50, 100]}") else { return a }
        reader.checkKeys(o, path, allowed: Self.keys, in: "an axis")
        if let n = o["desiredCount"].flatMap({ reader.integer($0, path.appending(key: "desiredCount"), in: 1...50) }) { a.values = .automatic(desiredCount: n) }
        if let s = o["stride"] { a.values = stride(s, path.appending(key: "stride")) ?? a.values }
        if let list = o["values"] {
            if case .string("automatic") = list {} else if let items = reader.array(list, path.appending(key: "values"), what: "an array of numbers, strings or {date: \"2026-06-01T09:00:00Z\"}") {
                a.values = .values(items.enumerated().compactMap { i, item in
                    let p = path.appending(key: "values").appending(index: i)
                    switch item {
                    case .number(let n): return .number(n)
                    case .string(let s): return .category(s)
                    case .object: return ChartDateDecoder(reader: reader).date(item, p).map { .date($0) }
                    default: reader.fail("expected a number, a string or {date: \"2026-06-01T09:00:00Z\"}", p); return nil
                    }
                })
            }
        }
        if let s = o["position"].flatMap({ reader.string($0, path.appending(key: "position"), what: "a position") }) {
            if ["leading", "trailing", "top", "bottom", "automatic"].contains(s) {
                a.leading = s == "leading" || s == "top"
            } else {
                reader.fail("unknown axis position '\(s)'", path.appending(key: "position"), hint: "expected leading, trailing, top, bottom or automatic")
            }
        }
        let parts = ["gridLine", "tick", "label"].map { k in o[k].flatMap { reader.bool($0, path.appending(key: k)) } }
        if parts.contains(where: { $0 != nil }) {
            a.parts = ChartAxisSetting.Parts(gridLine: parts[0] ?? false, tick: parts[1] ?? false, label: parts[2] ?? false)
        }
        if let f = o["format"] { a.format = ChartLabelFormatDecoder(reader: reader).format(f, path.appending(key: "format")) }
        if let c = o["centered"].flatMap({ reader.bool($0, path.appending(key: "centered")) }) { a.labelCentered = c }
        return a
    }

    /// `10` (numbers), `"hour"` or `{unit: "hour", count: 2}` (dates).
    func stride(_ v: JSONValue, _ path: JSONPath) -> ChartAxisSetting.Values? {
        let hint = "a number above 0, a calendar unit (" + Calendar.Component.chartUnits.keys.sorted().joined(separator: ", ") + ") or {unit: \"hour\", count: 2}"
        switch v {
        case .number:
            guard let s = reader.number(v, path, what: "a stride") else { return nil }
            if s > 0 { return .stride(s) }
            reader.fail("a stride must be above 0", path)
            return nil
        case .string(let name):
            return unit(name, path).map { .dateStride($0, 1) }
        default:
            guard let o = reader.object(v, path, what: hint) else { return nil }
            reader.checkKeys(o, path, allowed: ["unit", "count"], in: "a date stride")
            guard let name = reader.require(o, "unit", path, in: "a date stride").flatMap({ reader.string($0, path.appending(key: "unit"), what: "a calendar unit") }),
                  let u = unit(name, path.appending(key: "unit")) else { return nil }
            let count = o["count"].flatMap { reader.integer($0, path.appending(key: "count"), in: 1...1000) } ?? 1
            return .dateStride(u, count)
        }
    }

    func unit(_ name: String, _ path: JSONPath) -> Calendar.Component? {
        if let u = Calendar.Component.chartUnits[name] { return u }
        reader.fail("unknown unit '\(name)'", path, hint: "expected " + Calendar.Component.chartUnits.keys.sorted().joined(separator: ", "))
        return nil
    }
}

/// A date written in a chart's settings: `{date: "2026-06-01T09:00:00Z"}`.
struct ChartDateDecoder {
    let reader: Reader
    func date(_ v: JSONValue, _ path: JSONPath) -> Date? {
        guard let o = reader.object(v, path, what: "{date: \"2026-06-01T09:00:00Z\"}") else { return nil }
        reader.checkKeys(o, path, allowed: ["date"], in: "a date")
        guard let s = reader.require(o, "date", path, in: "a date").flatMap({ reader.string($0, path.appending(key: "date"), what: "an ISO 8601 date") }) else { return nil }
        if let d = Resolver.chartDate(s) { return d }
        reader.fail("the date '\(s)' is not an ISO 8601 date", path.appending(key: "date"), hint: "such as 2026-06-01T09:00:00Z")
        return nil
    }
}

/// `format`: `"number"`, `"percent"`, `{number: {fractionLength: 1}}`, `{percent: {fractionLength: 0}}`, `{currency: "USD"}`,
/// `{currency: {code: "EUR", fractionLength: 0}}`, `{date: ["weekday"]}` or `{date: {hour: "defaultDigits", month: "wide"}}`.
struct ChartLabelFormatDecoder {
    let reader: Reader
    static let hint = #"expected number, percent, {currency: "USD"} or {date: ["weekday"]}"#

    func format(_ v: JSONValue, _ path: JSONPath) -> ChartLabelFormat? {
        if case .string(let s) = v {
            switch s {
            case "number": return .number(fractionLength: nil)
            case "percent": return .percent(fractionLength: nil)
            default:
                reader.fail("unknown label format '\(s)'", path, hint: Self.hint)
                return nil
            }
        }
        guard let o = reader.object(v, path, what: "a label format such as \"percent\" or {date: [\"weekday\"]}") else { return nil }
        let kinds = ["number", "percent", "currency", "date"]
        reader.checkKeys(o, path, allowed: kinds, in: "a label format")
        guard o.count == 1, let key = o.keys.first, let value = o[key], kinds.contains(key) else {
            if o.count != 1 { reader.fail("expected one label format", path, hint: Self.hint) }
            return nil
        }
        let p = path.appending(key: key)
        switch key {
        case "number": return fractionLength(value, p).map { .number(fractionLength: $0) }
        case "percent": return fractionLength(value, p).map { .percent(fractionLength: $0) }
        case "currency":
            if case .string(let code) = value { return currencyCode(code, p).map { .currency(code: $0, fractionLength: nil) } }
            guard let c = reader.object(value, p, what: #"a currency code such as "USD" or {code: "EUR", fractionLength: 0}"#) else { return nil }
            reader.checkKeys(c, p, allowed: ["code", "fractionLength"], in: "a currency format")
            guard let code = reader.require(c, "code", p, in: "a currency format").flatMap({ reader.string($0, p.appending(key: "code"), what: "a currency code") }),
                  let valid = currencyCode(code, p.appending(key: "code")) else { return nil }
            let n = c["fractionLength"].flatMap { reader.integer($0, p.appending(key: "fractionLength"), in: 0...6) }
            return .currency(code: valid, fractionLength: n)
        default: return dateFields(value, p).map { .date($0) }
        }
    }

    /// `{}` or `{fractionLength: 1}`: nil when the value is wrong, else the fraction length (nil: the style's own).
    func fractionLength(_ v: JSONValue, _ path: JSONPath) -> Int?? {
        guard let o = reader.object(v, path, what: "{fractionLength: 1}") else { return nil }
        reader.checkKeys(o, path, allowed: ["fractionLength"], in: "a number format")
        guard let f = o["fractionLength"] else { return .some(nil) }
        guard let n = reader.integer(f, path.appending(key: "fractionLength"), in: 0...6) else { return nil }
        return .some(n)
    }

    func currencyCode(_ code: String, _ path: JSONPath) -> String? {
        if code.count == 3 && code.allSatisfy({ $0.isASCII && $0.isUppercase }) { return code }
        reader.fail("'\(code)' is not a currency code", path, hint: "an ISO 4217 code of three capital letters, such as USD or EUR")
        return nil
    }

    /// `["weekday", "hour"]` (each field at its default width) or `{weekday: "wide"}`.
    func dateFields(_ v: JSONValue, _ path: JSONPath) -> [ChartLabelFormat.DateField: String]? {
        let names = ChartLabelFormat.DateField.allCases.map(\.rawValue)
        var fields: [ChartLabelFormat.DateField: String] = [:]
        func field(_ name: String, _ p: JSONPath) -> ChartLabelFormat.DateField? {
            if let f = ChartLabelFormat.DateField(rawValue: name) { return f }
            reader.fail("unknown date field '\(name)'", p, hint: "expected " + names.joined(separator: ", "))
            return nil
        }
        if case .array(let list) = v {
            for (i, item) in list.enumerated() {
                let p = path.appending(index: i)
                guard let name = reader.string(item, p, what: "a date field"), let f = field(name, p) else { continue }
                fields[f] = f.widths[0]
            }
        } else {
            guard let o = reader.object(v, path, what: #"date fields such as ["weekday"] or {weekday: "wide"}"#) else { return nil }
            for key in o.keys.sorted() {
                let p = path.appending(key: key)
                guard let f = field(key, p), let width = reader.string(o[key]!, p, what: "a width") else { continue }
                if f.widths.contains(width) { fields[f] = width } else {
                    reader.fail("unknown width '\(width)' for \(key)", p, hint: "expected " + f.widths.joined(separator: ", "))
                }
            }
        }
        if fields.isEmpty { reader.fail("a date format needs a field", path, hint: "one of " + names.joined(separator: ", ")); return nil }
        return fields
    }
}
