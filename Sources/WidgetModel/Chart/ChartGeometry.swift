import ChartScales
import Foundation

/// One thing the plot draws: a filled or stroked outline in the plot's coordinates.
struct ChartDrawing {
    enum Paint { case fill, stroke(StrokeStyle) }
    var segments: [PathSegment]
    var paint: Paint
    var color: NamedColor
    var opacity = 1.0
    /// A mark (not a grid line or tick): in the accent group of the accented rendering mode.
    var isMark = true
}

/// Where everything in the plot goes for a plot of `width` × `height` points: the SwiftUI front end's
/// rules (`Sources/Charts/PlotGeometry.swift`) for the marks and options the layout format has, building
/// the same outlines.
struct ChartGeometry {
    let model: ChartPlotModel
    var xAxis: ChartAxis
    let yAxis: ChartAxis
    let width: Double
    let height: Double

    func drawings() -> [ChartDrawing] {
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

    func seriesKey(_ m: ChartPlacedMark) -> String {
        "\(m.spec.kind == .line ? "line" : "area")|" + (m.spec.series ?? m.spec.styleKey ?? "") + "|" + (m.spec.lineStyleKey ?? "")
    }

    // MARK: Positions

    func xPosition(_ e: ChartEntry?) -> Double? { e.flatMap { position($0, axis: xAxis, length: width) } }
    func yPosition(_ e: ChartEntry?) -> Double? { e.flatMap { position($0, axis: yAxis, length: height) } }
    /// A date standing for a unit at the unit's middle.
    func position(_ e: ChartEntry, axis: ChartAxis, length: Double) -> Double? {
        if let unit = e.unit, case .date(let d) = e.input {
            let mid = (d + ChartPlotModel.add(unit, to: d)) / 2
            return axis.position(.number(mid), length: length)
        }
        return axis.position(e.input.scaleValue, length: length)
    }
    func xValue(_ v: Double) -> Double? { xAxis.position(.number(v), length: width) }
    func yValue(_ v: Double) -> Double? { yAxis.position(.number(v), length: height) }

    /// The room a bar or rectangle has across its axis: its band, its date unit, or nothing.
    func slot(_ e: ChartEntry?, axis: ChartAxis, length: Double) -> Double {
        if case .band = axis.scale { return axis.scale.bandWidth(length: axis.inner(length)) }
        if let e, let unit = e.unit, let d = e.input.number, case .linear(let lo, let hi) = axis.scale, hi > lo {
            return (ChartPlotModel.add(unit, to: d) - d) / (hi - lo) * axis.inner(length)
        }
        return 0
    }

    // MARK: Grid

    func grid() -> [ChartDrawing] {
        var out: [ChartDrawing] = []
        let gridColor = ChartPlotModel.system("tertiary")
        if !yAxis.hidden {
            for t in yAxis.ticks {
                let y = yAxis.place(t.fraction, length: height)
                if let g = t.gridLine { out.append(line(from: (0, y), to: (width, y), stroke: g, color: gridColor, isMark: false)) }
                if let k = t.tick {
                    let len = ChartMetrics.labelGap
                    let x0 = yAxis.leading != xAxis.mirrored ? -len : width
                    out.append(line(from: (x0, y), to: (x0 + len, y), stroke: k, color: gridColor, isMark: false))
                }
            }
        }
        if !xAxis.hidden {
            for t in xAxis.ticks {
                let x = xAxis.place(t.fraction, length: width)
                if let g = t.gridLine { out.append(line(from: (x, 0), to: (x, height), stroke: dated(g), color: gridColor, isMark: false)) }
                if let k = t.tick {
                    out.append(line(from: (x, height), to: (x, height + ChartMetrics.tickLength), stroke: dated(k), color: gridColor, isMark: false))
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

    func line(from a: (Double, Double), to b: (Double, Double), stroke: StrokeStyle, color: NamedColor, opacity: Double = 1, isMark: Bool = true) -> ChartDrawing {
        var p = PathBuilder()
        p.move(to: PathPoint(a.0, a.1)); p.line(to: PathPoint(b.0, b.1))
        return ChartDrawing(segments: p.segments, paint: .stroke(stroke), color: color, opacity: opacity, isMark: isMark)
    }

    // MARK: Bars and rectangles

    func rect(_ m: ChartPlacedMark) -> [ChartDrawing] {
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
        return [ChartDrawing(segments: p.segments, paint: .fill, color: m.color, opacity: s.opacity)]
    }

    /// A bar's automatic width: a share of its band or unit; on a number axis an even share of the plot.
    func automaticWidth(_ room: Double, isBar: Bool, date: Bool) -> Double {
        if room > 0 { return isBar ? room * (date ? ChartMetrics.unitBarRatio : ChartMetrics.bandBarRatio) : room }
        let count = Double(max(1, Set(model.marks.compactMap { $0.spec.x?.input.key }).count))
        return isBar ? width / count * ChartMetrics.bandBarRatio : 20
    }

    func grouped(_ w: Double, at centre: Double, index: Int, count: Int, automatic: Bool) -> (Double, Double) {
        if automatic { let g = BarGroup.slot(width: w, index: index, count: count); return (g.width, centre + g.offset) }
        let share = w / Double(max(1, count))
        return (share, centre - w / 2 + share * (Double(index) + 0.5))
    }

    func groupSlot(_ m: ChartPlacedMark) -> (Int, Int)? {
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

    func point(_ m: ChartPlacedMark) -> [ChartDrawing] {
        guard let x = xPosition(m.spec.x), let y = yPosition(m.spec.y) else { return [] }
        let d = m.spec.symbolSize ?? ChartMetrics.pointDiameter
        var p = PathBuilder()
        p.ellipse(in: PathBox(x: x - d / 2, y: y - d / 2, width: d, height: d))
        return [ChartDrawing(segments: p.segments, paint: .fill, color: m.color, opacity: m.spec.opacity)]
    }

    func rule(_ m: ChartPlacedMark) -> [ChartDrawing] {
        let s = m.spec
        let stroke = s.lineStyle ?? StrokeStyle(lineWidth: ChartMetrics.ruleWidth)
        if let x = xPosition(s.x) {
            let (a, b) = yRange(s).map { ($0.lo, $0.hi) } ?? (0, height)
            return [line(from: (x, a), to: (x, b), stroke: stroke, color: m.color, opacity: s.opacity)]
        }
        if let y = yPosition(s.y) {
            let (a, b) = xRange(s).map { ($0.lo, $0.hi) } ?? (0, width)
            return [line(from: (a, y), to: (b, y), stroke: stroke, color: m.color, opacity: s.opacity)]
        }
        return []
    }

    // MARK: Lines and areas

    func series(_ key: String, kind: ChartMarkData.Kind, from start: Int) -> [ChartDrawing] {
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
            return [ChartDrawing(segments: Self.segments(curve.segments(points)), paint: .stroke(stroke), color: first.color, opacity: first.spec.opacity)]
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
        return [ChartDrawing(segments: path.segments, paint: .fill, color: first.color, opacity: first.spec.opacity)]
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

    // MARK: Sectors

    /// A pie or donut in the middle of the plot, from twelve o'clock clockwise (docs/charts.md, "Sectors").
    func sectors() -> [ChartDrawing] {
        let total = model.marks.reduce(0) { $0 + max(0, $1.spec.angle) }
        guard total > 0 else { return [] }
        let radius = min(width, height) / 2
        let centre = PathPoint(width / 2, height / 2)
        var angle = -Double.pi / 2
        var out: [ChartDrawing] = []
        for m in model.marks {
            let sweep = max(0, m.spec.angle) / total * 2 * .pi
            defer { angle += sweep }
            let outer = m.spec.outerRadius.radius(full: radius, automatic: radius)
            let inner = m.spec.innerRadius.radius(full: radius, automatic: 0)
            let start = xAxis.mirrored ? Double.pi - (angle + sweep) : angle
            out.append(ChartDrawing(segments: Self.sector(centre: centre, inner: inner, outer: outer, start: start, sweep: sweep, inset: m.spec.angularInset),
                                    paint: .fill, color: m.color, opacity: m.spec.opacity))
        }
        return out
    }

    /// An angle as SwiftUI's `Angle` gives it back (it keeps degrees), so that both front ends draw the same arcs.
    static func viaDegrees(_ radians: Double) -> Double { (radians * 180 / .pi) * .pi / 180 }

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
            let mid = start + sweep / 2
            let d = inset > 0 && sweep < .pi ? inset / 2 / sin(sweep / 2) : 0
            p.line(to: PathPoint(centre.x + d * cos(mid), centre.y + d * sin(mid)))
        }
        p.close()
        return p.segments
    }
}
