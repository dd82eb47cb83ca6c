import ChartScales
import Foundation

/// What an axis holds: numbers, dates or categories.
package enum ChartAxisKind: Sendable { case number, date, category }

/// A mark as a front end gives it to the plot model: its values and options (``ChartMarkData``), and what only
/// the front end knows how to draw, its own style and symbol (a colour name in the layout format; a SwiftUI
/// `ShapeStyle` and `Path` maker in `Charts`).
package protocol ChartMarkSource {
    associatedtype Style
    associatedtype Symbol
    var data: ChartMarkData { get set }
    /// `foregroundStyle(_:)`.
    var style: Style? { get }
    /// `symbol(_:)`.
    var symbol: Symbol? { get }
    /// `symbol { view }`: a view is drawn at the point instead of a shape.
    var drawsViewSymbol: Bool { get }
}

extension ChartMarkSource {
    package var drawsViewSymbol: Bool { false }
}

/// A mark with its stacked extent, style and symbol, ready to place.
package struct ChartPlacedMark<Mark: ChartMarkSource> {
    package var mark: Mark
    package var style: Mark.Style
    /// The stacked start and end along the value axis (bars and areas), else nil.
    package var stackedStart: Double?
    package var stackedEnd: Double?
    /// Bars: their value axis is y (vertical bars) or x (horizontal bars).
    package var vertical = true
    /// The point's (or line's points') symbol: `symbol(_:)`, else `symbol(by:)`'s from the symbol scale; nil draws
    /// a point's circle and no symbols on a line.
    package var symbol: Mark.Symbol?
    package var spec: ChartMarkData { mark.data }
}

/// One item of the legend: a value's name, its style, and its symbol when the value is drawn by symbol.
package struct ChartLegendEntry<Style, Symbol> {
    package var name: String
    package var style: Style
    package var symbol: Symbol?
}

/// The chart-wide settings the plot model reads, and the front end's styles and symbols.
package struct ChartModelOptions<Style, Symbol> {
    /// The style of the palette's `i`th colour (docs/charts.md, "Colours").
    package var palette: (Int) -> Style
    /// A mark's style when it has none and no value.
    package var fallback: Style
    /// `chartForegroundStyleScale`: each value's style in order, and the style of values it does not name.
    package var styleScale: [(String, Style)]?
    package var unnamedStyle: Style
    /// `chartSymbolScale`: each value's symbol in order; the sequence's `i`th symbol for values it does not name.
    package var symbolScale: [(String, Symbol)]?
    package var symbolSequence: (Int) -> Symbol
    package var xDomain = ChartDomainSetting.automatic(includesZero: nil)
    package var yDomain = ChartDomainSetting.automatic(includesZero: nil)
    /// `type: .category`: numbers are categories.
    package var xNumbersAsCategories = false
    package var yNumbersAsCategories = false

    package init(palette: @escaping (Int) -> Style, fallback: Style, unnamedStyle: Style, symbolSequence: @escaping (Int) -> Symbol) {
        self.palette = palette; self.fallback = fallback; self.unnamedStyle = unnamedStyle; self.symbolSequence = symbolSequence
    }
}

/// A chart's marks resolved once, before its size is known (docs/charts.md): the kinds of its axes, the data's
/// extents, stacking, series styles and symbols, and the legend's entries. Both front ends build it.
package struct ChartPlotModel<Mark: ChartMarkSource> {
    package typealias Legend = ChartLegendEntry<Mark.Style, Mark.Symbol>
    package var marks: [ChartPlacedMark<Mark>] = []
    package var xKind = ChartAxisKind.number
    package var yKind = ChartAxisKind.number
    package var xCategories: [String] = []
    package var yCategories: [String] = []
    package var xExtent: (Double, Double)?
    package var yExtent: (Double, Double)?
    /// The smallest positive value and the largest value (a log scale's extent).
    package var xPositive: (Double, Double)?
    package var yPositive: (Double, Double)?
    /// The date unit of the x (y) axis' bars, which widens the domain by one unit at its end.
    package var xUnit: Calendar.Component?
    package var yUnit: Calendar.Component?
    package var legend: [Legend] = []
    package var normalizedX = false, normalizedY = false
    package var isPie: Bool { !marks.isEmpty && marks.allSatisfy { $0.spec.kind == .sector } }

    package init(_ marks: [Mark], options: ChartModelOptions<Mark.Style, Mark.Symbol>) {
        let specs = Self.valueStyles(marks.map(\.data))
        var given = marks
        for i in given.indices { given[i].data = specs[i] }
        // Colours: the app's scale, else the palette in order of first appearance.
        var keys: [String] = []
        for s in specs { if let k = s.styleKey, !keys.contains(k) { keys.append(k) } }
        var styles: [String: Mark.Style] = [:]
        var colourLegend: [(String, Mark.Style)]
        if let scale = options.styleScale {
            for (k, v) in scale { styles[k] = v }
            colourLegend = scale.filter { keys.contains($0.0) } + keys.filter { k in !scale.contains { $0.0 == k } }.map { ($0, options.unnamedStyle) }
            for (k, v) in colourLegend where styles[k] == nil { styles[k] = v }
        } else {
            for (i, k) in keys.enumerated() { styles[k] = options.palette(i) }
            colourLegend = keys.map { ($0, styles[$0]!) }
        }
        // Symbols: the app's symbol scale, else the sequence in order of first appearance (docs/charts.md, "Symbols").
        let symbols = Self.symbolScale(specs.compactMap(\.symbolKey), scale: options.symbolScale, sequence: options.symbolSequence)
        legend = colourLegend.map { Legend(name: $0.0, style: $0.1, symbol: symbols.paths[$0.0]) }
        for k in symbols.order where !legend.contains(where: { $0.name == k }) {
            let first = given.indices.first { specs[$0].symbolKey == k }
            let style = first.flatMap { given[$0].style ?? specs[$0].styleKey.flatMap { styles[$0] } } ?? options.fallback
            legend.append(Legend(name: k, style: style, symbol: symbols.paths[k]))
        }

        func kind(_ entries: [ChartEntry?]) -> ChartAxisKind {
            if entries.contains(where: { if case .category = $0?.input { true } else { false } }) { return .category }
            if entries.contains(where: { if case .date = $0?.input { true } else { false } }) { return .date }
            return .number
        }
        xKind = kind(specs.flatMap { [$0.x, $0.xStart, $0.xEnd] })
        yKind = kind(specs.flatMap { [$0.y, $0.yStart, $0.yEnd] })
        // `type: .category` makes numbers categories (docs/charts.md, "Scale types").
        let xNumbersAsCategories = options.xNumbersAsCategories && xKind == .number
        let yNumbersAsCategories = options.yNumbersAsCategories && yKind == .number
        if xNumbersAsCategories { xKind = .category }
        if yNumbersAsCategories { yKind = .category }
        func name(_ e: ChartEntry?, numbers: Bool) -> String? {
            switch e?.input {
            case .category(let c)?: c
            case .number(let v)? where numbers: ChartInput.categoryName(v)
            default: nil
            }
        }
        for s in specs {
            for e in [s.x, s.xStart, s.xEnd] { if let c = name(e, numbers: xNumbersAsCategories), !xCategories.contains(c) { xCategories.append(c) } }
            for e in [s.y, s.yStart, s.yEnd] { if let c = name(e, numbers: yNumbersAsCategories), !yCategories.contains(c) { yCategories.append(c) } }
            if s.x?.unit != nil { xUnit = s.x?.unit }
            if s.y?.unit != nil { yUnit = s.y?.unit }
        }
        if case .categories(let names) = options.xDomain, xKind == .category { xCategories = names }
        if case .categories(let names) = options.yDomain, yKind == .category { yCategories = names }

        // Bars and areas: which axis carries the value, then stacking per position.
        var placed: [ChartPlacedMark<Mark>] = zip(given, specs).map { m, s in
            var p = ChartPlacedMark(mark: m, style: m.style ?? s.styleKey.flatMap { styles[$0] } ?? options.fallback)
            p.symbol = m.symbol ?? s.symbolKey.flatMap { symbols.paths[$0] }
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
                let s = specs[$0]
                return (s.kind == .bar || s.kind == .area) && s.stacking == method && (placed[$0].vertical ? s.y != nil : s.x != nil)
            }
            guard !indices.isEmpty else { continue }
            let items = indices.map { i -> Stacker.Item in
                let s = specs[i]
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
        for i in placed.indices where (specs[i].kind == .bar || specs[i].kind == .area) && placed[i].stackedEnd == nil {
            let s = specs[i]
            if placed[i].vertical, let v = s.y?.input.number { placed[i].stackedStart = 0; placed[i].stackedEnd = v }
            if !placed[i].vertical, let v = s.x?.input.number { placed[i].stackedStart = 0; placed[i].stackedEnd = v }
        }
        self.marks = placed

        // Extents of numbers and dates.
        var xs: [Double] = [], ys: [Double] = []
        for (p, s) in zip(placed, specs) where s.kind != .sector {
            if s.kind == .bar || s.kind == .area, let a = p.stackedStart, let b = p.stackedEnd {
                if p.vertical { ys += [a, b] } else { xs += [a, b] }
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
        if xKind == .date, let u = xUnit, let e = xExtent { xExtent = (e.0, ChartCalendar.add(u, to: e.1)) }
        if yKind == .date, let u = yUnit, let e = yExtent { yExtent = (e.0, ChartCalendar.add(u, to: e.1)) }
    }

    /// `lineStyle(by:)` and `symbolSize(by:)`: each value's dash pattern and symbol size from the chart's scales,
    /// where the mark has none of its own (docs/charts.md, "Styles by value").
    package static func valueStyles(_ specs: [ChartMarkData]) -> [ChartMarkData] {
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

    /// The symbol of each `symbol(by:)` value: the app's scale, and for values it does not name the sequence
    /// in order of first appearance; and the values in legend order (the scale's first).
    package static func symbolScale(_ keys: [String], scale: [(String, Mark.Symbol)]?, sequence: (Int) -> Mark.Symbol)
        -> (order: [String], paths: [String: Mark.Symbol]) {
        var order: [String] = []
        for k in keys where !order.contains(k) { order.append(k) }
        var paths: [String: Mark.Symbol] = [:]
        var named: [String] = []
        for (k, p) in scale ?? [] where paths[k] == nil { paths[k] = p; named.append(k) }
        var next = 0
        for k in order where paths[k] == nil {
            paths[k] = sequence(next)
            next += 1
        }
        let legendOrder = named.filter { order.contains($0) } + order.filter { !named.contains($0) }
        return (legendOrder, paths)
    }
}

extension ChartPlacedMark: Sendable where Mark: Sendable, Mark.Style: Sendable, Mark.Symbol: Sendable {}
extension ChartLegendEntry: Sendable where Style: Sendable, Symbol: Sendable {}
extension ChartPlotModel: Sendable where Mark: Sendable, Mark.Style: Sendable, Mark.Symbol: Sendable {}
