import ChartScales
import Foundation
import WidgetSnapUI

extension PlotGeometry {
    /// The views the plot draws over its marks: view symbols centred on their points, then each mark's
    /// annotations beside its bounds (docs/charts.md, "Annotations").
    @MainActor func views() -> [PlacedPlotView] {
        var out: [PlacedPlotView] = []
        for m in model.marks {
            guard let view = m.spec.symbolView, m.spec.kind == .point || m.spec.kind == .line, let r = symbolSquare(m) else { continue }
            out.append(PlacedPlotView(bounds: r, place: .overlay, alignment: .center, spacing: 0, view: view, isSymbol: true))
        }
        // Sectors are drawn from their own angles, not by the x axis: right to left, their paths are mirrored in
        // the plot, so their annotation points are given mirrored for the layout to mirror back.
        let sectorBounds = model.isPie ? sectorCentres().map { c in c.map { rightToLeft ? CGRect(x: width - $0.minX, y: $0.minY, width: 0, height: 0) : $0 } } : []
        for (i, m) in model.marks.enumerated() where !m.spec.annotations.isEmpty {
            guard let b = model.isPie ? sectorBounds[i] : bounds(of: m) else { continue }
            let negative = (m.stackedEnd ?? 0) < (m.stackedStart ?? 0)
            for a in m.spec.annotations {
                let place = AnnotationPlacement.resolve(a.position.place, bar: m.spec.kind == .bar, vertical: m.vertical, negative: negative)
                let view = a.content(AnnotationContext(targetSize: b.size))
                out.append(PlacedPlotView(bounds: b, place: place, alignment: a.alignment, spacing: a.spacing ?? ChartMetrics.labelGap, view: view, overflow: a.overflow))
            }
        }
        return out
    }

    /// A mark's bounds in the plot: a bar's or rectangle's rectangle, a point's symbol, a rule's line, a line's
    /// or area's point (an area's at its top).
    func bounds(of m: PlacedMark) -> CGRect? {
        switch m.spec.kind {
        case .bar, .rectangle, .rule: return (m.spec.kind == .rule ? rule(m) : rect(m)).first?.bounds
        case .point: return symbolSquare(m)
        case .line:
            guard let x = xPosition(m.spec.x), let y = yPosition(m.spec.y) else { return nil }
            return CGRect(x: x, y: y, width: 0, height: 0)
        case .area:
            guard let x = xPosition(m.spec.x), let y = m.stackedEnd.flatMap(yValue) ?? yPosition(m.spec.yEnd) ?? yPosition(m.spec.y) else { return nil }
            return CGRect(x: x, y: y, width: 0, height: 0)
        case .sector: return nil
        }
    }

    /// Each sector's annotation point: the middle of its ring at the middle of its angle (derived).
    func sectorCentres() -> [CGRect?] {
        let total = model.marks.reduce(0) { $0 + max(0, $1.spec.angle) }
        guard total > 0 else { return model.marks.map { _ in nil } }
        let radius = min(width, height) / 2
        var angle = -Double.pi / 2
        return model.marks.map { m in
            let sweep = max(0, m.spec.angle) / total * 2 * .pi
            defer { angle += sweep }
            let outer = SectorGeometry.radius(m.spec.outerRadius, full: radius, automatic: radius)
            let inner = SectorGeometry.radius(m.spec.innerRadius, full: radius, automatic: 0)
            let r = (outer + inner) / 2, mid = angle + sweep / 2
            return CGRect(x: width / 2 + r * cos(mid), y: height / 2 + r * sin(mid), width: 0, height: 0)
        }
    }
}
