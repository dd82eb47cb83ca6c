import ChartScales
import Foundation
import JSON5

/// `{Chart: [{LineMark: {x: "p.hour", y: "p.price"}, foregroundStyle: "up"}], xAxis: "hidden", yScale: {domain: [0, 8]}}`:
/// Swift Charts' `Chart` (docs/charts.md, "The layout format's Chart"). The argument is the chart's content:
/// marks (their values in the argument object, their modifiers beside it), `{ForEach: "…", as:, index:, content: […]}`
/// and `{If: "…", then: […], else: […]}`.
struct ChartView: ViewEntry {
    let names = ["Chart"]
    let swiftUI = ["Chart"]
    let group = ViewGroup.drawing

    func decode(_ name: String, _ a: ViewArguments, _ d: ViewDecoder, children kids: inout [ViewNode]) -> ViewKind? {
        a.allow(["xAxis", "yAxis", "xScale", "yScale", "legend"])
        let content = ChartContentDecoder(d: d).items(a.arg, a.argPath)
        var settings = ChartSettings()
        let axis = ChartAxisDecoder(reader: d.reader)
        if let v = a.options["xAxis"] { settings.xAxis = axis.axis(v, a.path.appending(key: "xAxis")) }
        if let v = a.options["yAxis"] { settings.yAxis = axis.axis(v, a.path.appending(key: "yAxis")) }
        if let v = a.options["xScale"] { settings.xDomain = axis.domain(v, a.path.appending(key: "xScale")) }
        if let v = a.options["yScale"] { settings.yDomain = axis.domain(v, a.path.appending(key: "yScale")) }
        if let v = a.options["legend"], let s = d.reader.string(v, a.path.appending(key: "legend"), what: "hidden or visible") {
            if s != "hidden" && s != "visible" && s != "automatic" {
                d.reader.fail("unknown legend visibility '\(s)'", a.path.appending(key: "legend"), hint: "expected hidden, visible or automatic")
            }
            settings.legendHidden = s == "hidden"
        }
        return .content(.container(.geometryReader(GeometryContent(chart: ChartDeclaration(content: content, settings: settings)))))
    }

    let schema = [
        "Chart": #"""
        {
          "type": "object",
          "properties": {
            "Chart": {
              "type": "array",
              "items": {
                "type": "object"
              },
              "description": "The chart's content: marks ({BarMark: {x:, y:}, foregroundStyle: ...}), ForEach and If."
            },
            "xAxis": {
              "anyOf": [
                {
                  "enum": [
                    "hidden",
                    "visible",
                    "automatic"
                  ]
                },
                {
                  "type": "object"
                }
              ]
            },
            "yAxis": {
              "anyOf": [
                {
                  "enum": [
                    "hidden",
                    "visible",
                    "automatic"
                  ]
                },
                {
                  "type": "object"
                }
              ]
            },
            "xScale": {
              "type": "object"
            },
            "yScale": {
              "type": "object"
            },
            "legend": {
              "enum": [
                "hidden",
                "visible",
                "automatic"
              ]
            },
            "lint": {
              "$ref": "#/$defs/lintOption"
            },
            "modifiers": {
              "$ref": "#/$defs/modifiers"
            }
          },
          "additionalProperties": false,
          "required": [
            "Chart"
          ],
          "description": "Swift Charts' Chart: marks with scales, axes and a legend, drawn as the SwiftUI front end draws it.",
          "title": "Chart"
        }
        """#,
    ]
}

/// A chart's content: marks, `ForEach` and `If`.
struct ChartContentDecoder {
    let d: ViewDecoder
    var reader: Reader { d.reader }

    func items(_ value: JSONValue, _ path: JSONPath) -> [ChartContentNode] {
        guard let list = reader.array(value, path, what: "an array of marks such as [{LineMark: {x: \"p.hour\", y: \"p.value\"}}]") else { return [] }
        return list.enumerated().compactMap { item($1, path.appending(index: $0)) }
    }

    func item(_ value: JSONValue, _ path: JSONPath) -> ChartContentNode? {
        guard let o = reader.object(value, path, what: "a mark such as {BarMark: {x: \"p.day\", y: \"p.steps\"}}") else { return nil }
        let kinds = ChartMarkData.Kind.allCases.map(\.rawValue) + ["ForEach", "If"]
        guard let name = o.keys.sorted().first(where: { kinds.contains($0) }) else {
            reader.fail("expected a mark, ForEach or If", path, hint: "one of " + kinds.joined(separator: ", "))
            return nil
        }
        let p = path.appending(key: name)
        switch name {
        case "ForEach":
            reader.checkKeys(o, path, allowed: ["ForEach", "as", "index", "content"], in: "ForEach")
            guard let collection = reader.string(o[name]!, p, what: "a collection expression such as \"entry.points\"") else { return nil }
            d.site(p, collection, .expression)
            let item = o["as"].flatMap { reader.string($0, path.appending(key: "as"), what: "an item name") } ?? "item"
            let index = o["index"].flatMap { reader.string($0, path.appending(key: "index"), what: "an index name") }
            for (n, k) in [(item, "as"), (index, "index")] {
                if let n, !isIdentifier(n) { reader.fail("the name '\(n)' is not a valid name", path.appending(key: k), hint: "use letters, digits and _") }
            }
            guard let inner = reader.require(o, "content", path, in: "ForEach") else { return nil }
            let content = d.withLocal(item) { d.withLocal(index ?? item) { items(inner, path.appending(key: "content")) } }
            return .forEach(collection: collection, item: item, index: index, content: content)
        case "If":
            reader.checkKeys(o, path, allowed: ["If", "then", "else"], in: "If")
            guard let condition = reader.string(o[name]!, p, what: "a condition expression") else { return nil }
            d.site(p, condition, .expression)
            guard let then = reader.require(o, "then", path, in: "If") else { return nil }
            let otherwise = o["else"].map { items($0, path.appending(key: "else")) } ?? []
            return .conditional(condition: condition, then: items(then, path.appending(key: "then")), otherwise: otherwise)
        default:
            return mark(ChartMarkData.Kind(rawValue: name)!, o, path)
        }
    }

    static let valueKeys: [ChartMarkData.Kind: [String]] = [
        .bar: ["x", "y", "xStart", "xEnd", "yStart", "yEnd", "width", "height", "stacking"],
        .line: ["x", "y", "series"],
        .area: ["x", "y", "yStart", "yEnd", "series", "stacking"],
        .point: ["x", "y"],
        .rule: ["x", "y", "xStart", "xEnd", "yStart", "yEnd"],
        .rectangle: ["x", "y", "xStart", "xEnd", "yStart", "yEnd", "width", "height"],
        .sector: ["angle", "innerRadius", "outerRadius", "angularInset"],
    ]
    static let modifierKeys = ["foregroundStyle", "foregroundStyleBy", "positionBy", "lineStyleBy", "symbolSizeBy", "symbolBy", "interpolationMethod",
                               "lineStyle",
                               "cornerRadius", "opacity", "symbolSize"]

    func mark(_ kind: ChartMarkData.Kind, _ o: [String: JSONValue], _ path: JSONPath) -> ChartContentNode? {
        let name = kind.rawValue
        reader.checkKeys(o, path, allowed: [name] + Self.modifierKeys, in: name)
        let p = path.appending(key: name)
        guard let args = reader.object(o[name]!, p, what: "an object of the mark's values such as {x: \"p.hour\", y: \"p.value\"}") else { return nil }
        reader.checkKeys(args, p, allowed: Self.valueKeys[kind] ?? [], in: name)
        var m = MarkDeclaration(kind: kind)
        for key in ["x", "y", "xStart", "xEnd", "yStart", "yEnd", "angle"] {
            if let v = args[key], let value = self.value(v, p.appending(key: key)) { m.values[key] = value }
        }
        if kind == .sector && m.values["angle"] == nil { reader.fail("a SectorMark needs an angle", p, hint: "{SectorMark: {angle: \"s.share\"}}") }
        if kind != .sector && kind != .rule && m.values.isEmpty { reader.fail("\(name) needs its values", p, hint: "such as {x: \"p.hour\", y: \"p.value\"}") }
        let dim = { (key: String) -> ChartDimension? in args[key].flatMap { self.dimension($0, p.appending(key: key)) } }
        m.width = dim("width") ?? .automatic
        m.height = dim("height") ?? .automatic
        m.innerRadius = dim("innerRadius") ?? .automatic
        m.outerRadius = dim("outerRadius") ?? .automatic
        m.angularInset = args["angularInset"].flatMap { reader.number($0, p.appending(key: "angularInset"), in: NumericRange.lineWidth, what: "an inset") } ?? 0
        if let s = args["stacking"].flatMap({ reader.string($0, p.appending(key: "stacking"), what: "a stacking method") }) {
            m.stacking = Stacking.byName[s]
            if m.stacking == nil { reader.fail("unknown stacking '\(s)'", p.appending(key: "stacking"), hint: "expected " + Stacking.byName.keys.sorted().joined(separator: ", ")) }
        }
        if let s = args["series"].flatMap({ reader.string($0, p.appending(key: "series"), what: "a series expression") }) {
            d.site(p.appending(key: "series"), s, .expression); m.series = s
        }
        if let c = o["foregroundStyle"].flatMap({ reader.string($0, path.appending(key: "foregroundStyle"), what: "a colour name") }) {
            d.site(path.appending(key: "foregroundStyle"), c, .color); m.color = c
        }
        for key in ["foregroundStyleBy", "positionBy", "lineStyleBy", "symbolSizeBy", "symbolBy"] {
            guard let e = o[key].flatMap({ reader.string($0, path.appending(key: key), what: "an expression") }) else { continue }
            d.site(path.appending(key: key), e, .expression)
            switch key {
            case "positionBy": m.positionBy = e
            case "lineStyleBy": m.lineStyleBy = e
            case "symbolSizeBy": m.symbolSizeBy = e
            case "symbolBy": m.symbolBy = e
            default: m.styleBy = e
            }
        }
        if let s = o["interpolationMethod"].flatMap({ reader.string($0, path.appending(key: "interpolationMethod"), what: "an interpolation method") }) {
            m.curve = Curve.byName[s]
            if m.curve == nil { reader.fail("unknown interpolation method '\(s)'", path.appending(key: "interpolationMethod"), hint: "expected " + Curve.byName.keys.sorted().joined(separator: ", ")) }
        }
        if let v = o["lineStyle"] { m.lineStyle = lineStyle(v, path.appending(key: "lineStyle")) }
        m.cornerRadius = o["cornerRadius"].flatMap { reader.number($0, path.appending(key: "cornerRadius"), in: NumericRange.lineWidth, what: "a corner radius") } ?? 0
        m.opacity = o["opacity"].flatMap { reader.number($0, path.appending(key: "opacity"), in: 0...1, what: "an opacity") } ?? 1
        m.symbolSize = o["symbolSize"].flatMap { reader.number($0, path.appending(key: "symbolSize"), in: NumericRange.lineWidth, what: "a symbol size") }
        return .mark(m)
    }

    /// `"p.value"` (an expression), `3` (a number), or `{date: "p.time", unit: "hour"}`.
    func value(_ v: JSONValue, _ path: JSONPath) -> ChartValueDeclaration? {
        switch v {
        case .number(let n): return .constant(n)
        case .string(let s): d.site(path, s, .expression); return .expression(s)
        default:
            guard let o = reader.object(v, path, what: "an expression, a number or {date: \"p.time\", unit: \"hour\"}") else { return nil }
            reader.checkKeys(o, path, allowed: ["date", "unit"], in: "a date value")
            guard let e = reader.require(o, "date", path, in: "a date value").flatMap({ reader.string($0, path.appending(key: "date"), what: "a date expression") }) else { return nil }
            d.site(path.appending(key: "date"), e, .expression)
            var unit: Calendar.Component?
            if let u = o["unit"].flatMap({ reader.string($0, path.appending(key: "unit"), what: "a calendar unit") }) {
                unit = Calendar.Component.chartUnits[u]
                if unit == nil { reader.fail("unknown unit '\(u)'", path.appending(key: "unit"), hint: "expected " + Calendar.Component.chartUnits.keys.sorted().joined(separator: ", ")) }
            }
            return .date(e, unit: unit)
        }
    }

    /// `12` (fixed), `{ratio: 0.5}`, `{inset: 2}` or `"automatic"`.
    func dimension(_ v: JSONValue, _ path: JSONPath) -> ChartDimension? {
        if case .number = v { return reader.number(v, path, in: 0...10_000, what: "a length").map { .fixed($0) } }
        if case .string("automatic") = v { return .automatic }
        guard let o = reader.object(v, path, what: "a length, {ratio: 0.5}, {inset: 2} or \"automatic\"") else { return nil }
        reader.checkKeys(o, path, allowed: ["ratio", "inset"], in: "a mark dimension")
        if let r = o["ratio"].flatMap({ reader.number($0, path.appending(key: "ratio"), in: 0...1, what: "a ratio") }) { return .ratio(r) }
        if let i = o["inset"].flatMap({ reader.number($0, path.appending(key: "inset"), in: 0...10_000, what: "an inset") }) { return .inset(i) }
        reader.fail("expected ratio or inset", path)
        return nil
    }

    /// `{lineWidth: 2, lineCap: "round", lineJoin: "round", dash: [4, 2]}`: SwiftUI's `StrokeStyle` (its defaults: 1, butt, miter).
    func lineStyle(_ v: JSONValue, _ path: JSONPath) -> StrokeStyle? {
        guard let o = reader.object(v, path, what: "a stroke style such as {lineWidth: 2, dash: [4, 2]}") else { return nil }
        reader.checkKeys(o, path, allowed: ["lineWidth", "lineCap", "lineJoin", "dash"], in: "lineStyle")
        var s = StrokeStyle()
        s.lineWidth = o["lineWidth"].flatMap { reader.number($0, path.appending(key: "lineWidth"), in: NumericRange.lineWidth, what: "a line width") } ?? 1
        s.lineCap = o["lineCap"].flatMap { reader.choice($0, path.appending(key: "lineCap"), LineCap.self, what: "line cap") } ?? .butt
        s.lineJoin = o["lineJoin"].flatMap { reader.choice($0, path.appending(key: "lineJoin"), LineJoin.self, what: "line join") } ?? .miter
        if let list = o["dash"].flatMap({ reader.array($0, path.appending(key: "dash"), what: "an array of dash lengths such as [4, 2]") }) {
            s.dash = list.enumerated().compactMap { reader.number($1, path.appending(key: "dash").appending(index: $0), in: NumericRange.lineWidth, what: "a dash length") }
        }
        return s
    }
}

/// `xAxis`/`yAxis` and `xScale`/`yScale`.
struct ChartAxisDecoder {
    let reader: Reader

    /// `"hidden"`, `"visible"`, or `{values: [0, 50, 100] | "automatic", desiredCount: 3, stride: 10, position: "leading", gridLine:, tick:, label:}`.
    func axis(_ v: JSONValue, _ path: JSONPath) -> ChartAxisSetting {
        var a = ChartAxisSetting()
        if case .string(let s) = v {
            if s == "hidden" { a.hidden = true } else if s != "visible" && s != "automatic" {
                reader.fail("unknown axis visibility '\(s)'", path, hint: "expected hidden, visible, automatic or an object of AxisMarks options")
            }
            return a
        }
        guard let o = reader.object(v, path, what: "hidden, visible or {values: [0, 50, 100]}") else { return a }
        reader.checkKeys(o, path, allowed: ["values", "desiredCount", "stride", "position", "gridLine", "tick", "label"], in: "an axis")
        if let n = o["desiredCount"].flatMap({ reader.integer($0, path.appending(key: "desiredCount"), in: 1...50) }) { a.values = .automatic(desiredCount: n) }
        if let s = o["stride"].flatMap({ reader.number($0, path.appending(key: "stride"), what: "a stride") }) {
            if s > 0 { a.values = .stride(s) } else { reader.fail("a stride must be above 0", path.appending(key: "stride")) }
        }
        if let list = o["values"] {
            if case .string("automatic") = list {} else if let items = reader.array(list, path.appending(key: "values"), what: "an array of numbers or strings") {
                a.values = .values(items.enumerated().compactMap { i, item in
                    switch item {
                    case .number(let n): return .number(n)
                    case .string(let s): return .category(s)
                    default: reader.fail("expected a number or a string", path.appending(key: "values").appending(index: i)); return nil
                    }
                })
            }
        }
        if let s = o["position"].flatMap({ reader.string($0, path.appending(key: "position"), what: "a position") }) {
            guard ["leading", "trailing", "top", "bottom", "automatic"].contains(s) else {
                reader.fail("unknown axis position '\(s)'", path.appending(key: "position"), hint: "expected leading, trailing, top, bottom or automatic")
                return a
            }
            a.leading = s == "leading" || s == "top"
        }
        let parts = ["gridLine", "tick", "label"].map { k in o[k].flatMap { reader.bool($0, path.appending(key: k)) } }
        if parts.contains(where: { $0 != nil }) {
            a.parts = ChartAxisSetting.Parts(gridLine: parts[0] ?? false, tick: parts[1] ?? false, label: parts[2] ?? false)
        }
        return a
    }

    /// `{domain: [0, 100]}`, `{domain: ["Mon", "Tue"]}` or `{includesZero: false}`.
    func domain(_ v: JSONValue, _ path: JSONPath) -> ChartDomainSetting {
        guard let o = reader.object(v, path, what: "{domain: [0, 100]} or {includesZero: false}") else { return .automatic(includesZero: nil) }
        reader.checkKeys(o, path, allowed: ["domain", "includesZero"], in: "a scale")
        if let list = o["domain"].flatMap({ reader.array($0, path.appending(key: "domain"), what: "[lower, upper] or an array of categories") }) {
            let numbers = list.compactMap { if case .number(let n) = $0 { n } else { nil } }
            let strings = list.compactMap { if case .string(let s) = $0 { s } else { nil } }
            if numbers.count == 2 && strings.isEmpty {
                if numbers[0] < numbers[1] { return .range(numbers[0], numbers[1]) }
                reader.fail("the lower bound must be below the upper bound", path.appending(key: "domain"))
            } else if strings.count == list.count && !strings.isEmpty {
                return .categories(strings)
            } else {
                reader.fail("expected [lower, upper] or an array of categories", path.appending(key: "domain"))
            }
        }
        let zero = o["includesZero"].flatMap { reader.bool($0, path.appending(key: "includesZero")) }
        return .automatic(includesZero: zero)
    }
}
