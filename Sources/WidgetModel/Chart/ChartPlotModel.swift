import ChartScales
import Foundation

/// What an axis holds: numbers, dates or categories.
enum ChartAxisKind { case number, date, category }

/// A mark with its stacked extent and colour, ready to place.
struct ChartPlacedMark {
    var spec: ChartMarkData
    var color: NamedColor
    /// The stacked start and end along the value axis (bars and areas), else nil.
    var stackedStart: Double?
    var stackedEnd: Double?
    /// Bars: their value axis is y (vertical bars) or x (horizontal bars).
    var vertical = true
}

/// A chart's marks resolved once, before its size is known (docs/charts.md): the kinds of its axes, the
/// data's extents, stacking, series colours and the legend's entries. The rules are the SwiftUI front end's
/// (`Sources/Charts/ChartModel.swift`) for the marks and options the layout format has.
struct ChartPlotModel {
    var marks: [ChartPlacedMark] = []
    var xKind = ChartAxisKind.number
    var yKind = ChartAxisKind.number
    var xCategories: [String] = []
    var yCategories: [String] = []
    var xExtent: (Double, Double)?
    var yExtent: (Double, Double)?
    var xUnit: Calendar.Component?
    var yUnit: Calendar.Component?
    var legend: [(name: String, color: NamedColor)] = []
    var normalizedX = false, normalizedY = false
    var isPie: Bool { !marks.isEmpty && marks.allSatisfy { $0.spec.kind == .sector } }

    /// A system colour by name (the palette's, the accent blue).
    static func system(_ name: String) -> NamedColor { SystemColors.all[name] ?? NamedColor(RGBA(0, 0, 1)) }

    init(_ given: [ChartMarkData], settings: ChartSettings) {
        let specs = Self.valueStyles(given)
        // Colours: the palette in order of first appearance.
        var keys: [String] = []
        for s in specs { if let k = s.styleKey, !keys.contains(k) { keys.append(k) } }
        var styles: [String: NamedColor] = [:]
        for (i, k) in keys.enumerated() { styles[k] = Self.system(ChartMetrics.palette[i % ChartMetrics.palette.count]) }
        legend = keys.map { ($0, styles[$0]!) }
        let fallback = Self.system("blue")

        func kind(_ entries: [ChartEntry?]) -> ChartAxisKind {
            if entries.contains(where: { if case .category = $0?.input { true } else { false } }) { return .category }
            if entries.contains(where: { if case .date = $0?.input { true } else { false } }) { return .date }
            return .number
        }
        xKind = kind(specs.flatMap { [$0.x, $0.xStart, $0.xEnd] })
        yKind = kind(specs.flatMap { [$0.y, $0.yStart, $0.yEnd] })
        for s in specs {
            for e in [s.x, s.xStart, s.xEnd] { if case .category(let c)? = e?.input, !xCategories.contains(c) { xCategories.append(c) } }
            for e in [s.y, s.yStart, s.yEnd] { if case .category(let c)? = e?.input, !yCategories.contains(c) { yCategories.append(c) } }
            if s.x?.unit != nil { xUnit = s.x?.unit }
            if s.y?.unit != nil { yUnit = s.y?.unit }
        }
        if case .categories(let names) = settings.xDomain, xKind == .category { xCategories = names }
        if case .categories(let names) = settings.yDomain, yKind == .category { yCategories = names }

        // Bars and areas: which axis carries the value, then stacking per position.
        var placed: [ChartPlacedMark] = specs.map { s in
            var p = ChartPlacedMark(spec: s, color: s.color ?? s.styleKey.flatMap { styles[$0] } ?? fallback)
            if s.kind == .bar || s.kind == .area {
                // A bar is horizontal when its x is the quantity and its y a category or a date unit.
                let xQuantity = s.x.map { if case .number = $0.input { true } else { false } } ?? (s.xStart != nil)
                let yDiscrete = s.y.map { if case .category = $0.input { true } else { $0.unit != nil } } ?? false
                p.vertical = !(s.kind == .bar && xQuantity && yDiscrete)
            }
            return p
        }
        for method in [Stacking.standard, .normalized, .center] {
            let indices = placed.indices.filter {
                let s = placed[$0].spec
                return (s.kind == .bar || s.kind == .area) && s.stacking == method && (placed[$0].vertical ? s.y != nil : s.x != nil)
            }
            guard !indices.isEmpty else { continue }
            let items = indices.map { i -> Stacker.Item in
                let s = placed[i].spec
                let group = (placed[i].vertical ? s.x : s.y)?.input.key ?? ""
                let value = (placed[i].vertical ? s.y : s.x)?.input.number ?? 0
                return Stacker.Item(group: group + "|" + (s.kind == .area ? "area" : "bar") + "|" + (s.positionKey ?? ""), value: value)
            }
            for (i, span) in zip(indices, Stacker.stack(items, method: method)) {
                placed[i].stackedStart = span.start; placed[i].stackedEnd = span.end
                if method == .normalized { if placed[i].vertical { normalizedY = true } else { normalizedX = true } }
            }
        }
        for i in placed.indices where (placed[i].spec.kind == .bar || placed[i].spec.kind == .area) && placed[i].stackedEnd == nil {
            let s = placed[i].spec
            if placed[i].vertical, let v = s.y?.input.number { placed[i].stackedStart = 0; placed[i].stackedEnd = v }
            if !placed[i].vertical, let v = s.x?.input.number { placed[i].stackedStart = 0; placed[i].stackedEnd = v }
        }
        marks = placed

        // Extents of numbers and dates.
        var xs: [Double] = [], ys: [Double] = []
        for p in placed where p.spec.kind != .sector {
            let s = p.spec
            if s.kind == .bar || s.kind == .area, let a = p.stackedStart, let b = p.stackedEnd {
                if p.vertical { ys += [a, b] } else { xs += [a, b] }
                if p.vertical { xs += [s.x, s.xStart, s.xEnd].compactMap { $0?.input.number } } else { ys += [s.y, s.yStart, s.yEnd].compactMap { $0?.input.number } }
                if p.vertical, s.yStart != nil || s.yEnd != nil { ys += [s.yStart, s.yEnd].compactMap { $0?.input.number } }
                continue
            }
            xs += [s.x, s.xStart, s.xEnd].compactMap { $0?.input.number }
            ys += [s.y, s.yStart, s.yEnd].compactMap { $0?.input.number }
        }
        if let lo = xs.min(), let hi = xs.max() { xExtent = (lo, hi) }
        if let lo = ys.min(), let hi = ys.max() { yExtent = (lo, hi) }
        if xKind == .date, let u = xUnit, let e = xExtent { xExtent = (e.0, Self.add(u, to: e.1)) }
        if yKind == .date, let u = yUnit, let e = yExtent { yExtent = (e.0, Self.add(u, to: e.1)) }
    }

    /// `lineStyle(by:)` and `symbolSize(by:)`: each value's dash pattern and symbol size from the chart's scales,
    /// where the mark has none of its own (docs/charts.md, "Styles by value").
    static func valueStyles(_ specs: [ChartMarkData]) -> [ChartMarkData] {
        var out = specs
        var styleKeys: [String] = []
        for s in specs { if let k = s.lineStyleKey, !styleKeys.contains(k) { styleKeys.append(k) } }
        for i in out.indices where out[i].lineStyle == nil {
            guard let k = out[i].lineStyleKey, let n = styleKeys.firstIndex(of: k) else { continue }
            out[i].lineStyle = StrokeStyle(lineWidth: ChartMetrics.lineWidth, lineCap: .round, lineJoin: .round,
                                           dash: ChartMetrics.lineStyleDashes[n % ChartMetrics.lineStyleDashes.count])
        }
        let sized = out.indices.filter { out[$0].symbolSizeInput != nil }
        let inputs = sized.compactMap { out[$0].symbolSizeInput }
        let numbers = inputs.allSatisfy { if case .number = $0 { true } else { false } } ? inputs.compactMap(\.number) : nil
        let diameters = SymbolSizeScale.diameters(numbers: numbers, keys: inputs.map(\.key))
        for (i, d) in zip(sized, diameters) where out[i].symbolSize == nil { out[i].symbolSize = d }
        return out
    }

    /// `seconds` (since 1970) plus `count` calendar units, in the chart's calendar.
    static func add(_ unit: Calendar.Component, to seconds: Double, count: Int = 1) -> Double {
        let d = Date(timeIntervalSince1970: seconds)
        return (calendar.date(byAdding: unit, value: count, to: d) ?? d).timeIntervalSince1970
    }

    /// The calendar dates are read in: Gregorian, the process' time zone (UTC while a snapshot is drawn).
    static var calendar: Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone.current
        c.locale = Locale(identifier: "en_US_POSIX")
        return c
    }
}
