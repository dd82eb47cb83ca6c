import ChartScales
import Foundation
import WidgetSnapUI

/// One thing the plot draws: a filled or stroked path in the plot's coordinates.
struct PlotDrawing {
    enum Paint { case fill, stroke(StrokeStyle) }
    var path: Path
    var paint: Paint
    var style: MarkStyle
    var opacity: Double = 1
    /// The mark's bounds: a gradient spans them, as Swift Charts spans a mark's style over the mark.
    var bounds: CGRect
    /// A mark (not a grid line or tick): in the accent group of the accented rendering mode.
    var isMark = true
}

/// The plot area: grid lines, ticks and marks, drawn as paths when the plot's size is known.
struct PlotCanvas: View {
    let model: ChartModel
    let xAxis: ResolvedAxis
    let yAxis: ResolvedAxis
    /// The chart's frame in the widget's space (an annotation fitted to the chart stays inside it).
    var chartGlobal: CGRect = .zero
    @Environment(\.layoutDirection) private var direction

    var body: some View {
        GeometryReader { g in
            let rtl = direction == .rightToLeft
            var geometry = PlotGeometry(model: model, xAxis: xAxis, yAxis: yAxis, width: Double(g.size.width), height: Double(g.size.height))
            // Right to left, the x axis runs from the right (docs/charts.md, "Dynamic Type and right-to-left"): the
            // paths are drawn mirrored in a left-to-right layer; the views over them are placed as in left to right
            // and mirrored by the layout, as every layout is.
            let drawings = { var m = xAxis; m.mirrored = rtl; var d = geometry; d.xAxis = m; return d.drawings() }()
            let views = { geometry.rightToLeft = rtl; return geometry.views() }()
            ZStack(alignment: .topLeading) {
                Color.clear
                ZStack(alignment: .topLeading) {
                    Color.clear
                    ForEach(drawings.indices, id: \.self) { i in DrawingView(drawing: drawings[i]) }
                }
                .environment(\.layoutDirection, .leftToRight)
                // View symbols and annotations over the marks.
                if !views.isEmpty {
                    let plot = g.frame(in: .global)
                    let chart = chartGlobal == .zero ? CGRect.zero : chartGlobal.offsetBy(dx: -plot.minX, dy: -plot.minY)
                    PlotViewsLayout(items: views, chart: chart) {
                        ForEach(views.indices, id: \.self) { i in
                            if views[i].isSymbol { views[i].view.widgetAccentable() } else { views[i].view }
                        }
                    }
                }
            }
        }
    }
}

struct DrawingView: View {
    let drawing: PlotDrawing
    var body: some View {
        // Marks are in the accent group of the accented rendering mode; grid lines and ticks are not (docs/charts.md).
        if drawing.isMark { shadowed.widgetAccentable() } else { shadowed }
    }

    @ViewBuilder var shadowed: some View {
        if let s = drawing.style.shadow {
            mark.shadow(color: s.color, radius: s.radius, x: s.x, y: s.y)
        } else {
            mark
        }
    }

    @ViewBuilder var mark: some View {
        if drawing.style.gradient != nil {
            // A gradient spans the mark's own bounds.
            let b = drawing.bounds
            painted(drawing.path.offsetBy(dx: -b.minX, dy: -b.minY))
                .frame(width: max(1, b.width), height: max(1, b.height))
                .offset(x: b.minX, y: b.minY)
                .opacity(drawing.opacity)
        } else {
            painted(drawing.path).opacity(drawing.opacity)
        }
    }

    @ViewBuilder func painted(_ path: Path) -> some View {
        switch drawing.paint {
        case .fill: path.fill(drawing.style)
        case .stroke(let s): path.stroke(drawing.style, style: s)
        }
    }
}
