import ChartScales
import Foundation
import WidgetSnapUI

/// What an axis holds: numbers, dates or categories.
enum AxisKind { case number, date, category }

/// A mark with its stacked extent and colour, ready to place.
struct PlacedMark {
    var spec: ChartMarkSpec
    var style: MarkStyle
    /// The stacked start and end along the value axis (bars and areas), else nil.
    var stackedStart: Double?
    var stackedEnd: Double?
    /// Bars: their value axis is y (vertical bars) or x (horizontal bars).
    var vertical = true
    /// The point's (or line's points') symbol: `symbol(_:)`, else `symbol(by:)`'s from the symbol scale; nil draws
    /// a point's circle and no symbols on a line.
    var symbol: SymbolPath?
}

/// One item of the legend: a value's name, its colour, and its symbol when the value is drawn by symbol.
struct LegendEntry {
    var name: String
    var style: MarkStyle
    var symbol: SymbolPath?
}

/// A chart's marks resolved once, before its size is known (docs/charts.md): the kinds of its axes,
/// the data's extents, stacking, series colours and the legend's entries.
struct ChartModel {
    var marks: [PlacedMark] = []
    var xKind: AxisKind = .number
    var yKind: AxisKind = .number
    var xCategories: [String] = []
    var yCategories: [String] = []
    var xExtent: (Double, Double)?
    var yExtent: (Double, Double)?
    /// The smallest positive value and the largest value (a log scale's extent).
    var xPositive: (Double, Double)?
    var yPositive: (Double, Double)?
    /// Whether a mark's extent on the axis starts from zero (bars, areas): then zero is in the domain.
    var xHasBaseline = false
    var yHasBaseline = false
    /// The date unit of the x (y) axis' bars, which widens the domain by one unit at its end.
    var xUnit: Calendar.Component?
    var yUnit: Calendar.Component?
    var legend: [LegendEntry] = []
    var isPie: Bool { !marks.isEmpty && marks.allSatisfy { $0.spec.kind == .sector } }
    var normalizedX = false, normalizedY = false

    @MainActor init(_ given: [ChartMarkSpec], configuration: ChartConfiguration) {
        let specs = ChartModel.valueStyles(given)
        // Colours: the app's scale, else the palette in order of first appearance.
        var keys: [String] = []
        for s in specs { if let k = s.styleKey, !keys.contains(k) { keys.append(k) } }
        var styles: [String: MarkStyle] = [:]
        var colourLegend: [(String, MarkStyle)]
        if let scale = configuration.styleScale {
            for (k, v) in scale { styles[k] = v }
            colourLegend = scale.filter { keys.contains($0.0) } + keys.filter { k in !scale.contains { $0.0 == k } }.map { k in (k, MarkStyle(Color.gray)) }
            for (k, v) in colourLegend where styles[k] == nil { styles[k] = v }
        } else {
            for (i, k) in keys.enumerated() { styles[k] = ChartModel.paletteStyle(i) }
            colourLegend = keys.map { ($0, styles[$0]!) }
        }
        let fallback = MarkStyle(Color.blue)
        // Symbols: the app's symbol scale, else the sequence in order of first appearance (docs/charts.md, "Symbols").
        let symbols = ChartModel.symbolScale(specs.compactMap(\.symbolKey), configuration: configuration)
        legend = colourLegend.map { LegendEntry(name: $0.0, style: $0.1, symbol: symbols.paths[$0.0]) }
        for k in symbols.order where !legend.contains(where: { $0.name == k }) {
            let first = specs.first { $0.symbolKey == k }
            let style = first.flatMap { $0.style ?? $0.styleKey.flatMap { styles[$0] } } ?? fallback
            legend.append(LegendEntry(name: k, style: style, symbol: symbols.paths[k]))
        }

        func kind(_ entries: [PlotEntry?]) -> AxisKind {
            if entries.contains(where: { if case .category = $0?.input { true } else { false } }) { return .category }
            if entries.contains(where: { if case .date = $0?.input { true } else { false } }) { return .date }
            return .number
        }
        xKind = kind(specs.flatMap { [$0.x, $0.xStart, $0.xEnd] })
        yKind = kind(specs.flatMap { [$0.y, $0.yStart, $0.yEnd] })
        // `type: .category` makes numbers categories (docs/charts.md, "Scale types").
        let xNumbersAsCategories = configuration.xType == .category && xKind == .number
        let yNumbersAsCategories = configuration.yType == .category && yKind == .number
        if xNumbersAsCategories { xKind = .category }
        if yNumbersAsCategories { yKind = .category }
        func name(_ e: PlotEntry?, numbers: Bool) -> String? {
            switch e?.input {
            case .category(let c)?: c
            case .number(let v)? where numbers: PlotInput.categoryName(v)
            default: nil
            }
        }
        for s in specs {
            for e in [s.x, s.xStart, s.xEnd] { if let c = name(e, numbers: xNumbersAsCategories), !xCategories.contains(c) { xCategories.append(c) } }
            for e in [s.y, s.yStart, s.yEnd] { if let c = name(e, numbers: yNumbersAsCategories), !yCategories.contains(c) { yCategories.append(c) } }
            if s.x?.unit != nil { xUnit = s.x?.unit }
            if s.y?.unit != nil { yUnit = s.y?.unit }
        }
        if case .categories(let names) = configuration.xDomain, xKind == .category { xCategories = names }
        if case .categories(let names) = configuration.yDomain, yKind == .category { yCategories = names }

        // Bars and areas: which axis carries the value, then stacking per position.
        var placed: [PlacedMark] = specs.map { s in
            var p = PlacedMark(spec: s, style: s.style ?? s.styleKey.flatMap { styles[$0] } ?? fallback)
            p.style.shadow = s.shadow
            p.symbol = s.symbol ?? s.symbolKey.flatMap { symbols.paths[$0] }
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
                // Bars placed side by side (`position(by:)`) stack only with bars of the same value.
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
            if p.spec.kind == .bar || p.spec.kind == .area, let a = p.stackedStart, let b = p.stackedEnd {
                if p.vertical { ys += [a, b]; yHasBaseline = true } else { xs += [a, b]; xHasBaseline = true }
                if p.vertical { xs += [s.x, s.xStart, s.xEnd].compactMap { $0?.input.number } } else { ys += [s.y, s.yStart, s.yEnd].compactMap { $0?.input.number } }
                if p.vertical, s.yStart != nil || s.yEnd != nil { ys += [s.yStart, s.yEnd].compactMap { $0?.input.number } }
                continue
            }
            xs += [s.x, s.xStart, s.xEnd].compactMap { $0?.input.number }
            ys += [s.y, s.yStart, s.yEnd].compactMap { $0?.input.number }
        }
        if let lo = xs.filter({ $0 > 0 }).min(), let hi = xs.max() { xPositive = (lo, hi) }
        if let lo = ys.filter({ $0 > 0 }).min(), let hi = ys.max() { yPositive = (lo, hi) }
        if let lo = xs.min(), let hi = xs.max() { xExtent = (lo, hi) }
        if let lo = ys.min(), let hi = ys.max() { yExtent = (lo, hi) }
        if xKind == .date, let u = xUnit, let e = xExtent { xExtent = (e.0, ChartModel.add(u, to: e.1)) }
        if yKind == .date, let u = yUnit, let e = yExtent { yExtent = (e.0, ChartModel.add(u, to: e.1)) }
    }

    /// `lineStyle(by:)` and `symbolSize(by:)`: each value's dash pattern and symbol size from the chart's scales,
    /// where the mark has none of its own (docs/charts.md, "Styles by value").
    static func valueStyles(_ specs: [ChartMarkSpec]) -> [ChartMarkSpec] {
        var out = specs
        var styleKeys: [String] = []
        for s in specs { if let k = s.lineStyleKey, !styleKeys.contains(k) { styleKeys.append(k) } }
        for i in out.indices where out[i].lineStyle == nil {
            guard let k = out[i].lineStyleKey, let n = styleKeys.firstIndex(of: k) else { continue }
            let dash = ChartMetrics.lineStyleDashes[n % ChartMetrics.lineStyleDashes.count].map { CGFloat($0) }
            out[i].lineStyle = StrokeStyle(lineWidth: CGFloat(ChartMetrics.lineWidth), lineCap: .round, lineJoin: .round, dash: dash)
        }
        let sized = out.indices.filter { out[$0].symbolSizeInput != nil }
        let inputs = sized.map { out[$0].symbolSizeInput! }
        let numbers = inputs.allSatisfy { if case .number = $0 { true } else { false } } ? inputs.compactMap(\.number) : nil
        let diameters = SymbolSizeScale.diameters(numbers: numbers, keys: inputs.map(\.key))
        for (i, d) in zip(sized, diameters) where out[i].symbolSize == nil { out[i].symbolSize = d }
        return out
    }

    /// The symbol of each `symbol(by:)` value: the app's scale, and for values it does not name the sequence
    /// in order of first appearance; and the values in legend order (the scale's first).
    static func symbolScale(_ keys: [String], configuration: ChartConfiguration) -> (order: [String], paths: [String: SymbolPath]) {
        var order: [String] = []
        for k in keys where !order.contains(k) { order.append(k) }
        var paths: [String: SymbolPath] = [:]
        var named: [String] = []
        if let scale = configuration.symbolScale {
            for (k, p) in scale where paths[k] == nil { paths[k] = p; named.append(k) }
        }
        var next = 0
        for k in order where paths[k] == nil {
            let shape = ChartSymbolSequence.symbol(next)
            paths[k] = { shape.path(in: $0) }
            next += 1
        }
        let legendOrder = named.filter { order.contains($0) } + order.filter { !named.contains($0) }
        return (legendOrder, paths)
    }

    static func paletteStyle(_ i: Int) -> MarkStyle {
        let colors: [String: Color] = ["blue": .blue, "green": .green, "orange": .orange, "purple": .purple, "red": .red, "cyan": .cyan, "yellow": .yellow]
        return MarkStyle(colors[ChartMetrics.palette[i % ChartMetrics.palette.count]]!)
    }

    /// `seconds` (since 1970) plus one calendar unit, in the chart's calendar.
    static func add(_ unit: Calendar.Component, to seconds: Double, count: Int = 1) -> Double {
        let d = Date(timeIntervalSince1970: seconds)
        return (ChartModel.calendar.date(byAdding: unit, value: count, to: d) ?? d).timeIntervalSince1970
    }

    /// The calendar dates are read in: Gregorian, the process' time zone (UTC while a snapshot is drawn).
    static var calendar: Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone.current
        c.locale = Locale(identifier: "en_US_POSIX")
        return c
    }
}
