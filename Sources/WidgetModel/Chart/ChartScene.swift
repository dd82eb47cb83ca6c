import ChartScales
import JSON5
import Foundation

/// The layout format's chart as views, built when the layout engine has sized it (docs/charts.md, "Both front
/// ends"): the same tree the SwiftUI front end's `Chart` evaluates to (a custom layout placing the plot, the axis
/// labels and the legend by ``ChartFrame``; the plot a reader of its size holding the grid lines and marks as
/// paths), so that both draw the same pixels. Pure: it runs on the engine's thread.
public enum ChartScene {
    /// The views of `chart` in a frame of `size`, with `env` the chart's environment; their paths start at the
    /// chart's reader (`/0`). The frame carries the chart's `sourcePath` (lint reports a chart there).
    public static func views(_ chart: ChartData, size g: GeometryProxyValues, env: ResolvedEnvironment, locale: Locale,
                             sourcePath: JSONPath? = nil) -> [ResolvedView] {
        let model = Model(chart.marks, options: options(chart.settings))
        let settings = chart.settings
        let pie = model.isPie
        let xAxis = Axis.resolve(x: true, model: model, options: options(settings.xAxis, domain: settings.xDomain), length: g.width, locale: locale)
        let yAxis = Axis.resolve(x: false, model: model, options: options(settings.yAxis, domain: settings.yDomain), length: g.height, locale: locale)
        let yLabels = pie || yAxis.hidden ? [] : yAxis.ticks.filter { $0.parts.hasLabel }
        let xLabels = pie || xAxis.hidden ? [] : xAxis.ticks.filter { $0.parts.hasLabel && !(xAxis.kind == .date && $0.fraction >= 1 - 1e-9) }
        let legend = settings.legendHidden ? [] : model.legend
        var shown: ChartAxes = []
        if !pie && xAxis.isShown { shown.insert(.x) }
        if !pie && yAxis.isShown { shown.insert(.y) }

        var frameEnv = env
        frameEnv.chartPart = .chart(shown)
        var children: [ResolvedView] = []
        let plotEnv = frameEnv
        let plotReader = ResolvedView(path: "/0/0/0", content: .container(.geometryReader(GeometryContent { p in
            plot(model: model, xAxis: xAxis, yAxis: yAxis, size: p, env: plotEnv)
        })), children: [], modifiers: [], environment: frameEnv)
        children.append(ResolvedView(path: "/0/0", content: .zstack(.center), children: [plotReader], modifiers: [], environment: frameEnv))
        for (i, t) in yLabels.enumerated() { children.append(label(t.text ?? "", axis: .y, path: "/0/\(1 + i)", env: frameEnv)) }
        for (i, t) in xLabels.enumerated() { children.append(label(t.text ?? "", axis: .x, path: "/0/\(1 + yLabels.count + i)", env: frameEnv)) }
        if !legend.isEmpty { children.append(legendView(legend, path: "/0/\(1 + yLabels.count + xLabels.count)", env: frameEnv)) }

        let ys = yLabels.map(\.fraction), xs = xLabels.map(\.fraction), dated = xAxis.kind == .date
        let yLeading = yAxis.leading, hasLegend = !legend.isEmpty
        let frame = CustomLayout(name: "ChartFrameLayout", sizeThatFits: { w, h, _ in (w ?? 10, h ?? 10) }, placeSubviews: { b, _, _, s in
            let ySizes = ys.indices.map { s.size(1 + $0, nil, nil) }
            let xSizes = xs.indices.map { s.size(1 + ys.count + $0, nil, nil) }
            let legendSize = hasLegend ? s.size(1 + ys.count + xs.count, b.width, nil) : nil
            let place = ChartFrame.place(ChartFrame.Input(
                bounds: PlotRect(x: b.x, y: b.y, width: b.width, height: b.height),
                yLabels: ys.indices.map { ChartFrame.Label(fraction: ys[$0], shift: 0, width: ySizes[$0].width, height: ySizes[$0].height) },
                xLabels: xs.indices.map { ChartFrame.Label(fraction: xs[$0], shift: 0, afterTick: dated, width: xSizes[$0].width, height: xSizes[$0].height) },
                yLeading: yLeading, legendHeight: legendSize?.height))
            var out: [CustomLayoutPlacement?] = [CustomLayoutPlacement(x: place.plot.x, y: place.plot.y, anchorX: 0, anchorY: 0, width: place.plot.width, height: place.plot.height)]
            for (i, p) in place.yLabels.enumerated() { out.append(CustomLayoutPlacement(x: p.x, y: p.y, anchorX: 0, anchorY: 0, width: ySizes[i].width, height: ySizes[i].height)) }
            for (i, p) in place.xLabels.enumerated() { out.append(CustomLayoutPlacement(x: p.x, y: p.y, anchorX: 0, anchorY: 0, width: xSizes[i].width, height: xSizes[i].height)) }
            if let size = legendSize, let at = place.legend { out.append(CustomLayoutPlacement(x: at.x, y: at.y, anchorX: 0, anchorY: 0, width: size.width, height: size.height)) }
            return out
        })
        return [ResolvedView(path: "/0", content: .container(.custom(frame)), children: children, modifiers: [], environment: frameEnv, sourcePath: sourcePath)]
    }

    /// The plot at its size: the grid lines and marks as paths in a left-to-right layer (a right-to-left x axis
    /// runs from the right: its paths are drawn mirrored).
    static func plot(model: Model, xAxis: Axis, yAxis: Axis, size p: GeometryProxyValues, env: ResolvedEnvironment) -> [ResolvedView] {
        var mirrored = xAxis
        mirrored.mirrored = env.layoutDirection == .rightToLeft
        let drawings = ChartGeometry(model: model, xAxis: mirrored, yAxis: yAxis, width: p.width, height: p.height, gridStyle: system("tertiary"),
                                     outline: { ChartSymbolOutlines.segments($0, in: $1) }).drawings()
        var ltr = env
        ltr.layoutDirection = .leftToRight
        let clear = SystemColors.all["clear"] ?? NamedColor(RGBA(0, 0, 0, 0))
        var layer = [ResolvedView(path: "/0/0/0", content: .color(clear), children: [], modifiers: [], environment: ltr)]
        for (i, d) in drawings.enumerated() { layer.append(drawing(d, path: "/0/0/\(1 + i)", env: ltr)) }
        let inner = ResolvedView(path: "/0/0", content: .zstack(Alignment(.leading, .top)), children: layer, modifiers: [], environment: ltr)
        let outer = ResolvedView(path: "/0", content: .zstack(Alignment(.leading, .top)),
                                 children: [ResolvedView(path: "/0/0", content: .color(clear), children: [], modifiers: [], environment: env), inner],
                                 modifiers: [], environment: env)
        return [outer]
    }

    /// A path filled or stroked in its colour, at the drawing's opacity; a mark in the accent group.
    static func drawing(_ d: ChartDrawing<NamedColor>, path: String, env: ResolvedEnvironment) -> ResolvedView {
        var e = env
        if d.isMark { EnvironmentModifier.widgetAccentable.apply(to: &e, redactsPrivate: false) { _ in d.style } }
        let shape = ShapeKind.path(ShapePath(.data(d.segments, viewBox: nil, fit: .none)))
        var modifiers: [ResolvedModifier] = []
        let content: ResolvedContent
        switch d.paint {
        case .fill: content = .shape(shape, fill: d.style, stroke: nil, lineWidth: 1)
        case .stroke(let s):
            content = .shape(shape, fill: nil, stroke: nil, lineWidth: 1)
            modifiers.append(ResolvedModifier(index: 0, kind: .stroke(d.style, s, border: false)))
        }
        modifiers.append(ResolvedModifier(index: modifiers.count, kind: .opacity(d.opacity)))
        return ResolvedView(path: path, content: content, children: [], modifiers: modifiers, environment: e)
    }

    /// The text environment of axis labels and the legend's names: `caption2` in the secondary colour.
    static func captionEnvironment(_ env: ResolvedEnvironment) -> ResolvedEnvironment {
        var e = env
        e.font = FontSpec(style: .caption2)
        EnvironmentModifier.foregroundColor("secondary").apply(to: &e, redactsPrivate: false) { SystemColors.all[$0] ?? NamedColor(RGBA(0, 0, 0)) }
        return e
    }

    static func text(_ s: String, path: String, env: ResolvedEnvironment) -> ResolvedView {
        var e = env
        EnvironmentModifier.lineLimit(1).apply(to: &e, redactsPrivate: false) { _ in NamedColor(RGBA(0, 0, 0)) }
        return ResolvedView(path: path, content: .text(s), children: [], modifiers: [], environment: e)
    }

    /// An axis value's label, marked for lint as the axis' label.
    static func label(_ s: String, axis: ChartAxes, path: String, env: ResolvedEnvironment) -> ResolvedView {
        var e = captionEnvironment(env)
        e.chartPart = .axisLabel(axis)
        return ResolvedView(path: path, content: .zstack(.center), children: [text(s, path: path + "/0", env: e)], modifiers: [], environment: e)
    }

    /// A legend item's symbol: a dot, or the value's `symbolBy` symbol (a circle as the ellipse in its square, as
    /// SwiftUI's front end draws a shape's path that fills its frame).
    static func legendSymbol(_ name: String?) -> ShapeKind {
        guard let name else { return .circle }
        if name == "circle" { return .ellipse }
        let d = ChartMetrics.legendSymbol
        return .path(ShapePath(.custom(CustomOutline(sampleWidth: d, sampleHeight: d) { w, h in
            ChartSymbolOutlines.segments(name, in: PathBox(x: 0, y: 0, width: w, height: h))
        })))
    }

    /// The legend: a dot (or the value's symbol) in each value's colour and its name, in rows (``LegendRows``).
    static func legendView(_ entries: [Model.Legend], path: String, env: ResolvedEnvironment) -> ResolvedView {
        let items = entries.enumerated().map { i, entry -> ResolvedView in
            var dotEnv = env
            EnvironmentModifier.widgetAccentable.apply(to: &dotEnv, redactsPrivate: false) { _ in entry.style }
            let d = ChartMetrics.legendSymbol
            let dot = ResolvedView(path: "\(path)/\(i)/0", content: .shape(legendSymbol(entry.symbol), fill: entry.style, stroke: nil, lineWidth: 1), children: [],
                                   modifiers: [ResolvedModifier(index: 0, kind: .frame(FrameSpec(width: d, height: d)))], environment: dotEnv)
            let name = text(entry.name, path: "\(path)/\(i)/1", env: captionEnvironment(env))
            return ResolvedView(path: "\(path)/\(i)", content: .stack(axis: .horizontal, horizontal: .center, vertical: .center, spacing: ChartMetrics.legendSymbolSpacing),
                                children: [dot, name], modifiers: [], environment: env)
        }
        let rows = CustomLayout(name: "LegendFlowLayout", sizeThatFits: { w, _, s in
            let sizes = (0..<s.count).map { s.size($0, nil, nil) }
            return LegendRows.size(sizes, width: w ?? .infinity)
        }, placeSubviews: { b, _, _, s in
            let sizes = (0..<s.count).map { s.size($0, nil, nil) }
            let at = LegendRows.place(sizes, x: b.x, y: b.y, width: b.width)
            return sizes.indices.map { CustomLayoutPlacement(x: at[$0].x, y: at[$0].y, anchorX: 0, anchorY: 0, width: sizes[$0].width, height: sizes[$0].height) }
        })
        return ResolvedView(path: path, content: .container(.custom(rows)), children: items, modifiers: [], environment: env)
    }
}

/// The layout format's side of the shared chart model (``ChartPlotModel``, ``ChartAxis``, ``ChartGeometry``): marks
/// coloured by name, symbols by name, and the axis options of ``ChartSettings``.
extension ChartScene {
    typealias Model = ChartPlotModel<ChartMarkData>
    typealias Axis = ChartAxis<ChartTickLines>

    /// A system colour by name (the palette's, the accent blue).
    static func system(_ name: String) -> NamedColor { SystemColors.all[name] ?? NamedColor(RGBA(0, 0, 1)) }

    static func options(_ settings: ChartSettings) -> ChartModelOptions<NamedColor, String> {
        var o = ChartModelOptions<NamedColor, String>(palette: { system(ChartMetrics.palette[$0 % ChartMetrics.palette.count]) },
                                                      fallback: system("blue"), unnamedStyle: system("gray"),
                                                      symbolSequence: { ChartSymbolOutlines.sequence[$0 % ChartSymbolOutlines.sequence.count] })
        o.xDomain = settings.xDomain
        o.yDomain = settings.yDomain
        return o
    }

    static func options(_ a: ChartAxisSetting, domain: ChartDomainSetting) -> ChartAxisOptions<ChartTickLines> {
        let values: ChartAxisValues = switch a.values {
        case .automatic(let n): .automatic(desiredCount: n, roundLower: nil, roundUpper: nil)
        case .values(let v): .values(v)
        case .stride(let s): .numberStride(s)
        }
        let hairline = StrokeStyle(lineWidth: ChartMetrics.gridLineWidth)
        let content = a.parts.map { p in { (_: ChartInput, _: Int, _: Int) in
            ChartTickLines(gridLine: p.gridLine ? hairline : nil, tick: p.tick ? hairline : nil, hasLabel: p.label)
        } }
        return ChartAxisOptions(domain: domain, hidden: a.hidden, marks: [ChartAxisMarks(leading: a.leading, values: values, content: content)])
    }
}

extension ChartMarkData: ChartMarkSource {
    package var data: ChartMarkData {
        get { self }
        set { self = newValue }
    }
    package var style: NamedColor? { color }
    package var symbol: String? { nil }
}

/// What the layout format's axes draw at a value: a hairline grid line and tick, and the axis' own label.
struct ChartTickLines: ChartTickParts {
    var gridLine: StrokeStyle?
    var tick: StrokeStyle?
    var hasLabel = true
    var tickLength: Double? { nil }
    var gridStyle: NamedColor? { nil }
    var labelCentered: Bool { false }
    init(gridLine: StrokeStyle?, tick: StrokeStyle?) { self.gridLine = gridLine; self.tick = tick }
    init(gridLine: StrokeStyle?, tick: StrokeStyle?, hasLabel: Bool) { self.gridLine = gridLine; self.tick = tick; self.hasLabel = hasLabel }
    func labelText(_ value: ChartInput, automatic: () -> String) -> String? { hasLabel ? automatic() : nil }
}
