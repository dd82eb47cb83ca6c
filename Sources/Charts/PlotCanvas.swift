import ChartScales
import Foundation
import WidgetSnapUI
import struct WidgetModel.ChartDrawing
import struct WidgetModel.ChartGeometry
import struct WidgetModel.PathBox
import struct WidgetModel.PathPoint
import enum WidgetModel.PathSegment

/// The plot's grid lines, ticks and marks: the geometry both front ends share (``ChartGeometry``), over SwiftUI's
/// styles and symbol paths.
typealias PlotGeometry = ChartGeometry<ChartMarkSpec, AxisMarkParts>
typealias PlotDrawing = ChartDrawing<MarkStyle>

extension ChartGeometry where Mark == ChartMarkSpec, Parts == AxisMarkParts {
    init(model: ChartModel, xAxis: ResolvedAxis, yAxis: ResolvedAxis, width: Double, height: Double) {
        self.init(model: model, xAxis: xAxis, yAxis: yAxis, width: width, height: height, gridStyle: MarkStyle(HierarchicalShapeStyle.tertiary),
                  outline: { symbol, box in symbol(CGRect(box)).segments })
    }
}

extension CGRect {
    init(_ b: PathBox) { self.init(x: b.x, y: b.y, width: b.width, height: b.height) }
}

extension Path {
    /// A path of the model's segments (the same outline drawn).
    init(segments: [PathSegment]) {
        self.init()
        func pt(_ p: PathPoint) -> CGPoint { CGPoint(x: p.x, y: p.y) }
        for s in segments {
            switch s {
            case .move(let p): move(to: pt(p))
            case .line(let p): addLine(to: pt(p))
            case .quad(let c, let p): addQuadCurve(to: pt(p), control: pt(c))
            case .cubic(let c1, let c2, let p): addCurve(to: pt(p), control1: pt(c1), control2: pt(c2))
            case .close: closeSubpath()
            }
        }
    }
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
            let geometry = PlotGeometry(model: model, xAxis: xAxis, yAxis: yAxis, width: Double(g.size.width), height: Double(g.size.height))
            // Right to left, the x axis runs from the right (docs/charts.md, "Dynamic Type and right-to-left"): the
            // paths are drawn mirrored in a left-to-right layer; the views over them are placed as in left to right
            // and mirrored by the layout, as every layout is.
            let drawings = { var m = xAxis; m.mirrored = rtl; var d = geometry; d.xAxis = m; return d.drawings() }()
            let views = geometry.views(rightToLeft: rtl)
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
            let b = CGRect(drawing.bounds)
            painted(Path(segments: drawing.segments).offsetBy(dx: -b.minX, dy: -b.minY))
                .frame(width: max(1, b.width), height: max(1, b.height))
                .offset(x: b.minX, y: b.minY)
                .opacity(drawing.opacity)
        } else {
            painted(Path(segments: drawing.segments)).opacity(drawing.opacity)
        }
    }

    @ViewBuilder func painted(_ path: Path) -> some View {
        switch drawing.paint {
        case .fill: path.fill(drawing.style)
        case .stroke(let s): path.stroke(drawing.style, style: StrokeStyle(s))
        }
    }
}
