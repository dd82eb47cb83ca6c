import ChartScales
import Foundation
import JSON5

/// `xScale`/`yScale` (`chartXScale(domain:range:type:)`) and the colour and symbol scales
/// (`chartForegroundStyleScale`, `chartSymbolScale`) of the layout format's `Chart` (docs/format.md, "Charts").
struct ChartScaleDecoder {
    let d: ViewDecoder
    var reader: Reader { d.reader }

    static let types = ["linear", "log", "squareRoot", "symmetricLog", "date", "category"]

    /// `{domain: [0, 100] | ["Mon", "Tue"] | [{date: …}, {date: …}], includesZero: false, type: "log" | {power: 2} | {symmetricLog: 2},
    /// range: {startPadding: 8, endPadding: 8} | {padding: 8}}`.
    func scale(_ v: JSONValue, _ path: JSONPath) -> ChartScaleSetting {
        var s = ChartScaleSetting()
        guard let o = reader.object(v, path, what: "{domain: [0, 100]}, {includesZero: false}, {type: \"log\"} or {range: {padding: 8}}") else { return s }
        reader.checkKeys(o, path, allowed: ["domain", "includesZero", "type", "range"], in: "a scale")
        if let t = o["type"] { s.type = type(t, path.appending(key: "type")) }
        if let list = o["domain"].flatMap({ reader.array($0, path.appending(key: "domain"), what: "[lower, upper], [{date: …}, {date: …}] or an array of categories") }) {
            s.domain = domain(list, path.appending(key: "domain"), log: s.type == .log)
        }
        if let z = o["includesZero"].flatMap({ reader.bool($0, path.appending(key: "includesZero")) }) {
            if case .automatic = s.domain { s.domain = .automatic(includesZero: z) } else {
                reader.fail("includesZero applies to an automatic domain", path.appending(key: "includesZero"), hint: "remove it, or remove domain")
            }
        }
        if let r = o["range"] { (s.startPadding, s.endPadding) = range(r, path.appending(key: "range")) }
        return s
    }

    func domain(_ list: [JSONValue], _ path: JSONPath, log: Bool) -> ChartDomainSetting {
        let numbers = list.compactMap { if case .number(let n) = $0 { n } else { nil } }
        let strings = list.compactMap { if case .string(let s) = $0 { s } else { nil } }
        let objects = list.filter { if case .object = $0 { true } else { false } }
        var bounds: (Double, Double)?
        if numbers.count == 2 && list.count == 2 {
            bounds = (numbers[0], numbers[1])
        } else if objects.count == 2 && list.count == 2 {
            let dates = list.enumerated().compactMap { ChartDateDecoder(reader: reader).date($1, path.appending(index: $0)) }
            guard dates.count == 2 else { return .automatic(includesZero: nil) }
            bounds = (dates[0].timeIntervalSince1970, dates[1].timeIntervalSince1970)
        } else if strings.count == list.count && !strings.isEmpty {
            return .categories(strings)
        } else {
            reader.fail("expected [lower, upper], [{date: …}, {date: …}] or an array of categories", path)
            return .automatic(includesZero: nil)
        }
        guard let (lo, hi) = bounds else { return .automatic(includesZero: nil) }
        guard lo < hi else {
            reader.fail("the lower bound must be below the upper bound", path)
            return .automatic(includesZero: nil)
        }
        if log && lo <= 0 {
            reader.fail("a log scale's domain must be above 0", path.appending(index: 0), hint: "such as [1, 1000]: a log scale has no zero")
            return .automatic(includesZero: nil)
        }
        return .range(lo, hi)
    }

    /// `"log"`, `"squareRoot"`, …, `{power: 2}` or `{symmetricLog: 2}` (the slope at zero).
    func type(_ v: JSONValue, _ path: JSONPath) -> ChartScaleType? {
        let hint = "expected " + Self.types.joined(separator: ", ") + ", {power: 2} or {symmetricLog: 2}"
        if case .string(let s) = v {
            switch s {
            case "linear": return .linear
            case "log": return .log
            case "squareRoot": return .power(exponent: 0.5)
            case "symmetricLog": return .symmetricLog(slopeAtZero: 1)
            case "date": return .date
            case "category": return .category
            default: reader.fail("unknown scale type '\(s)'", path, hint: hint); return nil
            }
        }
        guard let o = reader.object(v, path, what: "a scale type such as \"log\" or {power: 2}") else { return nil }
        reader.checkKeys(o, path, allowed: ["power", "symmetricLog"], in: "a scale type")
        if let e = o["power"].flatMap({ reader.number($0, path.appending(key: "power"), in: 0.01...100, what: "an exponent") }) { return .power(exponent: e) }
        if let c = o["symmetricLog"].flatMap({ reader.number($0, path.appending(key: "symmetricLog"), in: 0.000_001...1_000_000, what: "a slope at zero") }) {
            return .symmetricLog(slopeAtZero: c)
        }
        if o["power"] == nil && o["symmetricLog"] == nil { reader.fail("expected power or symmetricLog", path, hint: hint) }
        return nil
    }

    /// `{startPadding: 8, endPadding: 4}` or `{padding: 8}`: `.plotDimension(startPadding:endPadding:)`, `.plotDimension(padding:)`.
    func range(_ v: JSONValue, _ path: JSONPath) -> (Double, Double) {
        guard let o = reader.object(v, path, what: "{startPadding: 8, endPadding: 8} or {padding: 8}") else { return (0, 0) }
        reader.checkKeys(o, path, allowed: ["startPadding", "endPadding", "padding"], in: "a scale range")
        func length(_ k: String) -> Double? { o[k].flatMap { reader.number($0, path.appending(key: k), in: 0...10_000, what: "a padding") } }
        if let p = length("padding") {
            if o["startPadding"] != nil || o["endPadding"] != nil { reader.fail("use padding, or startPadding and endPadding", path.appending(key: "padding")) }
            return (p, p)
        }
        return (length("startPadding") ?? 0, length("endPadding") ?? 0)
    }

    /// `{domain: ["Paris", "Oslo"], range: ["blue", "orange"]}` (in this order) or `{Oslo: "orange", Paris: "blue"}` (ordered by
    /// value, as SwiftUI's dictionary form): values to colours (`colours: true`, each a colour name or template) or symbols.
    func mapping(_ v: JSONValue, _ path: JSONPath, colours: Bool) -> [ChartScaleEntry]? {
        let what = colours ? "a colour" : "a symbol"
        guard let o = reader.object(v, path, what: colours ? #"{domain: ["A", "B"], range: ["blue", "green"]} or {A: "blue", B: "green"}"#
                                                          : #"{domain: ["A", "B"], range: ["circle", "square"]} or {A: "circle", B: "square"}"#) else { return nil }
        var pairs: [(String, String, JSONPath)] = []
        if o["domain"] != nil || o["range"] != nil {
            reader.checkKeys(o, path, allowed: ["domain", "range"], in: colours ? "a colour scale" : "a symbol scale")
            let domainPath = path.appending(key: "domain"), rangePath = path.appending(key: "range")
            guard let domain = reader.require(o, "domain", path, in: "a scale").flatMap({ reader.array($0, domainPath, what: "an array of values") }),
                  let range = reader.require(o, "range", path, in: "a scale").flatMap({ reader.array($0, rangePath, what: "an array of \(what)s") }) else { return nil }
            if domain.count != range.count {
                reader.fail("the domain has \(domain.count) values and the range \(range.count)", rangePath, hint: "give one \(colours ? "colour" : "symbol") for each value")
            }
            for (i, (k, c)) in zip(domain, range).enumerated() {
                guard let key = value(k, domainPath.appending(index: i)), let to = reader.string(c, rangePath.appending(index: i), what: what) else { continue }
                pairs.append((key, to, rangePath.appending(index: i)))
            }
        } else {
            for key in o.keys.sorted() {
                guard let to = reader.string(o[key]!, path.appending(key: key), what: what) else { continue }
                pairs.append((key, to, path.appending(key: key)))
            }
        }
        for (_, to, p) in pairs {
            if colours {
                d.site(p, to, .color)
            } else if !ChartSymbolOutlines.names.contains(to) {
                reader.fail("unknown symbol '\(to)'", p, hint: "expected " + ChartSymbolOutlines.names.joined(separator: ", "))
            }
        }
        return pairs.map { ChartScaleEntry($0.0, $0.1) }
    }

    /// A scale's value: a string, or a number as SwiftUI's `Double` prints it (as `foregroundStyleBy` keys it).
    func value(_ v: JSONValue, _ path: JSONPath) -> String? {
        switch v {
        case .string(let s): return s
        case .number(let n): return String(n)
        default: reader.fail("expected a string or a number", path); return nil
        }
    }
}
