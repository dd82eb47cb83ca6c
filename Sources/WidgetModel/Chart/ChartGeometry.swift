import ChartScales
import Foundation

/// One thing the plot draws: a filled or stroked outline in the plot's coordinates.
package struct ChartDrawing<Style> {
    package enum Paint { case fill, stroke(StrokeStyle) }
    package var segments: [PathSegment]
    package var paint: Paint
    package var style: Style
    package var opacity = 1.0
    /// The mark's bounds: a gradient spans them, as Swift Charts spans a mark's style over the mark.
    package var bounds: PathBox
    /// A mark (not a grid line or tick): in the accent group of the accented rendering mode.
    package var isMark = true
}

/// Where everything in the plot goes for a plot of `width` × `height` points (docs/charts.md, "Marks"): the grid
/// lines, ticks and marks as outlines. Both front ends draw these.
package struct ChartGeometry<Mark: ChartMarkSource, Parts: ChartTickParts> where Parts.Style == Mark.Style {
    package typealias Drawing = ChartDrawing<Mark.Style>
    package let model: ChartPlotModel<Mark>
    package var xAxis: ChartAxis<Parts>
    package let yAxis: ChartAxis<Parts>
    package let width: Double
    package let height: Double
    /// The grid lines' and ticks' style where an axis mark gives none.
    package let gridStyle: Mark.Style
    /// A symbol's outline in a square.
    package let outline: (Mark.Symbol, PathBox) -> [PathSegment]

    package init(model: ChartPlotModel<Mark>, xAxis: ChartAxis<Parts>, yAxis: ChartAxis<Parts>, width: Double, height: Double,
                 gridStyle: Mark.Style, outline: @escaping (Mark.Symbol, PathBox) -> [PathSegment]) {
        self.model = model; self.xAxis = xAxis; self.yAxis = yAxis; self.width = width; self.height = height
        self.gridStyle = gridStyle; self.outline = outline
    }

    package func drawings() -> [Drawing] {
        if model.isPie { return sectors() }
        var out = grid()
        var drawnSeries: Set<String> = []
        for (i, m) in model.marks.enumerated() {
            switch m.spec.kind {
            case .bar, .rectangle: out += rect(m)
            case .point: out += point(m)
            case .rule: out += rule(m)
            case .line, .area:
                let key = seriesKey(m)
                if drawnSeries.insert(key).inserted { out += series(key, kind: m.spec.kind, from: i) }
            case .sector: break
            }
        }
        return out
    }

    func seriesKey(_ m: ChartPlacedMark<Mark>) -> String {
        "\(m.spec.kind == .line ? "line" : "area")|" + (m.spec.series ?? m.spec.styleKey ?? "") + "|" + (m.spec.lineStyleKey ?? "")
    }

    // MARK: Positions

    package func xPosition(_ e: ChartEntry?) -> Double? { e.flatMap { position($0, axis: xAxis, length: width) } }
    package func yPosition(_ e: ChartEntry?) -> Double? { e.flatMap { position($0, axis: yAxis, length: height) } }
    /// The scales place the marks whether or not their axes are drawn; a date standing for a unit at the unit's middle.
    func position(_ e: ChartEntry, axis: ChartAxis<Parts>, length: Double) -> Double? {
        if let unit = e.unit, case .date(let d) = e.input {
            let mid = (d.timeIntervalSince1970 + ChartCalendar.add(unit, to: d.timeIntervalSince1970)) / 2
            return axis.position(.number(mid), length: length)
        }
        return axis.position(e.input.scaleValue, length: length)
    }
    /// A stacked extent's position; a value a log scale cannot place (zero, the baseline) stands at the axis' start.
    package func xValue(_ v: Double) -> Double? { xAxis.position(.number(v), length: width) ?? (xAxis.transform == .log ? xAxis.place(0, length: width) : nil) }
    package func yValue(_ v: Double) -> Double? { yAxis.position(.number(v), length: height) ?? (yAxis.transform == .log ? yAxis.place(1, length: height) : nil) }

    /// The room a bar or rectangle has across its axis: its band, its date unit, or nothing.
    func slot(_ e: ChartEntry?, axis: ChartAxis<Parts>, length: Double) -> Double {
        if case .band = axis.scale { return axis.scale.bandWidth(length: axis.inner(length)) }
        if let e, let unit = e.unit, let d = e.input.number, case .linear(let lo, let hi) = axis.scale, hi > lo {
            return (ChartCalendar.add(unit, to: d) - d) / (hi - lo) * axis.inner(length)
        }
        return 0
    }

    // MARK: Grid

    func grid() -> [Drawing] {
        var out: [Drawing] = []
        if !yAxis.hidden {
            for t in yAxis.ticks {
                let y = yAxis.place(t.fraction, length: height)
                let style = t.parts.gridStyle ?? gridStyle
                if let g = t.parts.gridLine { out.append(line(from: (0, y), to: (width, y), stroke: g, style: style, isMark: false)) }
                if let k = t.parts.tick {
                    let len = t.parts.tickLength ?? ChartMetrics.labelGap
                    let x0 = yAxis.leading != xAxis.mirrored ? -len : width
                    out.append(line(from: (x0, y), to: (x0 + len, y), stroke: k, style: style, isMark: false))
                }
            }
        }
        if !xAxis.hidden {
            for t in xAxis.ticks {
                let x = xAxis.place(t.fraction, length: width)
                let style = t.parts.gridStyle ?? gridStyle
                if let g = t.parts.gridLine { out.append(line(from: (x, 0), to: (x, height), stroke: dated(g), style: style, isMark: false)) }
                if let k = t.parts.tick {
                    let len = t.parts.tickLength ?? ChartMetrics.tickLength
                    out.append(line(from: (x, height), to: (x, height + len), stroke: dated(k), style: style, isMark: false))
                }
            }
        }
        return out
    }

    /// A date x axis draws its default grid lines and ticks dashed (docs/charts.md, "Labels").
    func dated(_ stroke: StrokeStyle) -> StrokeStyle {
        guard xAxis.kind == .date, stroke.dash.isEmpty, stroke.lineWidth == ChartMetrics.gridLineWidth else { return stroke }
        var s = stroke
        s.dash = ChartMetrics.dateGridDash
        return s
    }

    func line(from a: (Double, Double), to b: (Double, Double), stroke: StrokeStyle, style: Mark.Style, opacity: Double = 1, isMark: Bool = true) -> Drawing {
        var p = PathBuilder()
        p.move(to: PathPoint(a.0, a.1)); p.line(to: PathPoint(b.0, b.1))
        return Drawing(segments: p.segments, paint: .stroke(stroke), style: style, opacity: opacity,
                       bounds: PathBox(x: min(a.0, b.0), y: min(a.1, b.1), width: abs(b.0 - a.0), height: abs(b.1 - a.1)), isMark: isMark)
    }

    // MARK: Bars and rectangles

    package func rect(_ m: ChartPlacedMark<Mark>) -> [Drawing] {
        let s = m.spec
        var x0: Double, x1: Double, y0: Double, y1: Double
        let isBar = s.kind == .bar
        if isBar && m.vertical || (!isBar && s.x != nil) {
            guard let cx = xPosition(s.x) ?? xRange(s)?.mid else { return [] }
            let room = slot(s.x, axis: xAxis, length: width)
            var w = s.width.resolve(available: room, automatic: automaticWidth(room, isBar: isBar, date: s.x?.unit != nil))
            var centre = cx
            if let (index, count) = groupSlot(m) { (w, centre) = grouped(w, at: cx, index: index, count: count, automatic: s.width == .automatic) }
            if let r = xRange(s), s.x == nil { x0 = r.lo; x1 = r.hi } else { x0 = centre - w / 2; x1 = centre + w / 2 }
            if isBar {
                guard let a = m.stackedStart.flatMap(yValue) ?? yPosition(s.yStart), let b = m.stackedEnd.flatMap(yValue) ?? yPosition(s.yEnd) else { return [] }
                y0 = min(a, b); y1 = max(a, b)
            } else if let cy = yPosition(s.y) {
                let roomY = slot(s.y, axis: yAxis, length: height)
                let h = s.height.resolve(available: roomY, automatic: roomY > 0 ? roomY : 20)
                y0 = cy - h / 2; y1 = cy + h / 2
            } else if let a = yPosition(s.yStart), let b = yPosition(s.yEnd) {
                y0 = min(a, b); y1 = max(a, b)
            } else { return [] }
        } else {
            guard let cy = yPosition(s.y) ?? yRange(s)?.mid else { return [] }
            let room = slot(s.y, axis: yAxis, length: height)
            var h = s.height.resolve(available: room, automatic: automaticWidth(room, isBar: isBar, date: s.y?.unit != nil))
            var centre = cy
            if let (index, count) = groupSlot(m) { (h, centre) = grouped(h, at: cy, index: index, count: count, automatic: s.height == .automatic) }
            if let r = yRange(s), s.y == nil { y0 = r.lo; y1 = r.hi } else { y0 = centre - h / 2; y1 = centre + h / 2 }
            if isBar, let a = m.stackedStart.flatMap(xValue) ?? xPosition(s.xStart), let b = m.stackedEnd.flatMap(xValue) ?? xPosition(s.xEnd) {
                x0 = min(a, b); x1 = max(a, b)
            } else if let a = xPosition(s.xStart), let b = xPosition(s.xEnd) {
                x0 = min(a, b); x1 = max(a, b)
            } else { return [] }
        }
        let r = PathBox(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
        let radius = min(s.cornerRadius, min(r.width, r.height) / 2)
        var p = PathBuilder()
        if radius > 0 { p.roundedRect(r, rx: radius, ry: radius) } else { p.rect(r) }
        return [Drawing(segments: p.segments, paint: .fill, style: m.style, opacity: s.opacity, bounds: r)]
    }

    /// A bar's automatic width: a share of its band or unit (docs/charts.md, "Bars"); on a number axis an even share of the plot.
    func automaticWidth(_ room: Double, isBar: Bool, date: Bool) -> Double {
        if room > 0 { return isBar ? room * (date ? ChartMetrics.unitBarRatio : ChartMetrics.bandBarRatio) : room }
        let count = Double(max(1, Set(model.marks.compactMap { $0.spec.x?.input.key }).count))
        return isBar ? width / count * ChartMetrics.bandBarRatio : 20
    }

    /// A bar's width and centre among `count` bars set side by side at `centre`: an automatic width is cut
    /// into slots (``BarGroup``), one the app gave is shared evenly.
    func grouped(_ w: Double, at centre: Double, index: Int, count: Int, automatic: Bool) -> (Double, Double) {
        if automatic { let g = BarGroup.slot(width: w, index: index, count: count); return (g.width, centre + g.offset) }
        let share = w / Double(max(1, count))
        return (share, centre - w / 2 + share * (Double(index) + 0.5))
    }

    /// The place of a bar among the bars of its position placed side by side (`position(by:)`).
    func groupSlot(_ m: ChartPlacedMark<Mark>) -> (Int, Int)? {
        guard let key = m.spec.positionKey else { return nil }
        let at = (m.vertical ? m.spec.x : m.spec.y)?.input.key
        var keys: [String] = []
        for o in model.marks where o.spec.kind == m.spec.kind {
            if let k = o.spec.positionKey, (o.vertical ? o.spec.x : o.spec.y)?.input.key == at, !keys.contains(k) { keys.append(k) }
        }
        return keys.firstIndex(of: key).map { ($0, keys.count) }
    }

    func xRange(_ s: ChartMarkData) -> (lo: Double, hi: Double, mid: Double)? {
        guard let a = xPosition(s.xStart), let b = xPosition(s.xEnd) else { return nil }
        return (min(a, b), max(a, b), (a + b) / 2)
    }
    func yRange(_ s: ChartMarkData) -> (lo: Double, hi: Double, mid: Double)? {
        guard let a = yPosition(s.yStart), let b = yPosition(s.yEnd) else { return nil }
        return (min(a, b), max(a, b), (a + b) / 2)
    }

    // MARK: Points and rules

    func point(_ m: ChartPlacedMark<Mark>) -> [Drawing] {
        guard !m.mark.drawsViewSymbol, let r = symbolSquare(m) else { return [] }
        return [symbol(m, in: r)]
    }

    /// The mark's symbol (a circle by default) filled in `r`.
    func symbol(_ m: ChartPlacedMark<Mark>, in r: PathBox) -> Drawing {
        var segments: [PathSegment]
        if let s = m.symbol { segments = outline(s, r) } else {
            var p = PathBuilder()
            p.ellipse(in: r)
            segments = p.segments
        }
        return Drawing(segments: segments, paint: .fill, style: m.style, opacity: m.spec.opacity, bounds: r)
    }

    /// The square a point's (or a line point's) symbol fills: `symbolSize` across, 8 points by default.
    package func symbolSquare(_ m: ChartPlacedMark<Mark>) -> PathBox? {
        guard let x = xPosition(m.spec.x), let y = yPosition(m.spec.y) else { return nil }
        let d = m.spec.symbolSize ?? ChartMetrics.pointDiameter
        return PathBox(x: x - d / 2, y: y - d / 2, width: d, height: d)
    }

    package func rule(_ m: ChartPlacedMark<Mark>) -> [Drawing] {
        let s = m.spec
        let stroke = s.lineStyle ?? StrokeStyle(lineWidth: ChartMetrics.ruleWidth)
        if let x = xPosition(s.x) {
            let (a, b) = yRange(s).map { ($0.lo, $0.hi) } ?? (0, height)
            return [line(from: (x, a), to: (x, b), stroke: stroke, style: m.style, opacity: s.opacity)]
        }
        if let y = yPosition(s.y) {
            let (a, b) = xRange(s).map { ($0.lo, $0.hi) } ?? (0, width)
            return [line(from: (a, y), to: (b, y), stroke: stroke, style: m.style, opacity: s.opacity)]
        }
        return []
    }

    // MARK: Lines and areas

    func series(_ key: String, kind: ChartMarkData.Kind, from start: Int) -> [Drawing] {
        let members = model.marks[start...].filter { $0.spec.kind == kind && seriesKey($0) == key }
        guard let first = members.first else { return [] }
        let curve = first.spec.curve ?? .linear
        if kind == .line {
            let points = members.compactMap { m -> PlotPoint? in
                guard let x = xPosition(m.spec.x), let y = yPosition(m.spec.y) else { return nil }
                return PlotPoint(x, y)
            }
            guard points.count > 1 else { return [] }
            let stroke = first.spec.lineStyle ?? StrokeStyle(lineWidth: ChartMetrics.lineWidth, lineCap: .round, lineJoin: .round)
            var out = [Drawing(segments: Self.segments(curve.segments(points)), paint: .stroke(stroke), style: first.style,
                               opacity: first.spec.opacity, bounds: Self.bounds(points))]
            // A line with a symbol (`symbol(_:)`, `symbol(by:)`) draws it at each of its points.
            for m in members where m.symbol != nil && !m.mark.drawsViewSymbol {
                if let r = symbolSquare(m) { out.append(symbol(m, in: r)) }
            }
            return out
        }
        var top: [PlotPoint] = [], bottom: [PlotPoint] = []
        for m in members {
            guard let x = xPosition(m.spec.x) else { continue }
            let hi = m.stackedEnd.flatMap(yValue) ?? yPosition(m.spec.yEnd)
            let lo = m.stackedStart.flatMap(yValue) ?? yPosition(m.spec.yStart)
            guard let hi, let lo else { continue }
            top.append(PlotPoint(x, hi)); bottom.append(PlotPoint(x, lo))
        }
        guard top.count > 1 else { return [] }
        var segments = curve.segments(top)
        let back = curve.segments(bottom.reversed())
        segments += back.map { if case .move(let p) = $0 { return .line(p) } else { return $0 } }
        var path = Self.builder(segments)
        path.close()
        return [Drawing(segments: path.segments, paint: .fill, style: first.style, opacity: first.spec.opacity, bounds: Self.bounds(top + bottom))]
    }

    static func builder(_ segments: [CurveSegment]) -> PathBuilder {
        var p = PathBuilder()
        func pt(_ q: PlotPoint) -> PathPoint { PathPoint(q.x, q.y) }
        for s in segments {
            switch s {
            case .move(let a): p.move(to: pt(a))
            case .line(let a): p.line(to: pt(a))
            case .cubic(let c1, let c2, let a): p.cubic(pt(c1), pt(c2), to: pt(a))
            }
        }
        return p
    }
    static func segments(_ segments: [CurveSegment]) -> [PathSegment] { builder(segments).segments }

    static func bounds(_ points: [PlotPoint]) -> PathBox {
        let xs = points.map(\.x), ys = points.map(\.y)
        let x0 = xs.min() ?? 0, y0 = ys.min() ?? 0
        return PathBox(x: x0, y: y0, width: (xs.max() ?? 0) - x0, height: (ys.max() ?? 0) - y0)
    }

    // MARK: Sectors

    /// Each sector's outer and inner radius, start and sweep: a pie or donut in the middle of the plot, from
    /// twelve o'clock clockwise (docs/charts.md, "Sectors"). Nil for every sector when the angles add up to nothing.
    package func sectorAngles() -> [(outer: Double, inner: Double, start: Double, sweep: Double)]? {
        let total = model.marks.reduce(0) { $0 + max(0, $1.spec.angle) }
        guard total > 0 else { return nil }
        let radius = min(width, height) / 2
        var angle = -Double.pi / 2
        return model.marks.map { m in
            let sweep = max(0, m.spec.angle) / total * 2 * .pi
            defer { angle += sweep }
            return (m.spec.outerRadius.radius(full: radius, automatic: radius), m.spec.innerRadius.radius(full: radius, automatic: 0), angle, sweep)
        }
    }

    func sectors() -> [Drawing] {
        guard let angles = sectorAngles() else { return [] }
        let centre = PathPoint(width / 2, height / 2)
        return zip(model.marks, angles).map { m, a in
            // Mirrored (right to left), the same sector from twelve o'clock counter-clockwise.
            let start = xAxis.mirrored ? Double.pi - (a.start + a.sweep) : a.start
            return Drawing(segments: Self.sector(centre: centre, inner: a.inner, outer: a.outer, start: start, sweep: a.sweep, inset: m.spec.angularInset),
                           paint: .fill, style: m.style, opacity: m.spec.opacity,
                           bounds: PathBox(x: centre.x - a.outer, y: centre.y - a.outer, width: 2 * a.outer, height: 2 * a.outer))
        }
    }

    /// An angle as SwiftUI's `Angle` gives it back (it keeps degrees).
    static func viaDegrees(_ radians: Double) -> Double { (radians * 180 / .pi) * .pi / 180 }

    /// The sector between `inner` and `outer` radii over `sweep` radians from `start`, its sides moved in by
    /// half of `inset` points each so that neighbours are `inset` apart.
    static func sector(centre: PathPoint, inner: Double, outer: Double, start: Double, sweep: Double, inset: Double) -> [PathSegment] {
        func shift(_ r: Double) -> Double { r > 0 && inset > 0 ? asin(min(1, inset / 2 / r)) : 0 }
        var p = PathBuilder()
        let so = shift(outer)
        guard sweep - 2 * so > 0 else { return [] }
        p.arc(center: centre, radius: outer, start: viaDegrees(start + so), end: viaDegrees(start + sweep - so), clockwise: false)
        let si = shift(inner)
        if inner > 0 && sweep - 2 * si > 0 {
            p.arc(center: centre, radius: inner, start: viaDegrees(start + sweep - si), end: viaDegrees(start + si), clockwise: true)
        } else {
            // A pie's slices meet at a point moved out along the slice's middle so that the gap stays `inset` wide.
            let mid = start + sweep / 2
            let d = inset > 0 && sweep < .pi ? inset / 2 / sin(sweep / 2) : 0
            p.line(to: PathPoint(centre.x + d * cos(mid), centre.y + d * sin(mid)))
        }
        p.close()
        return p.segments
    }
}
