import ChartScales
import Foundation
import WidgetSnapUI
import struct WidgetModel.ChartGeometry

extension ChartGeometry where Mark == ChartMarkSpec, Parts == AxisMarkParts {
    /// The views the plot draws over its marks: view symbols centred on their points, then each mark's
    /// annotations beside its bounds (docs/charts.md, "Annotations"); for a right-to-left layout, which mirrors
    /// their places back.
    @MainActor func views(rightToLeft: Bool) -> [PlacedPlotView] {
        var out: [PlacedPlotView] = []
        for m in model.marks {
            guard let view = m.mark.symbolView, m.spec.kind == .point || m.spec.kind == .line, let r = symbolSquare(m) else { continue }
            out.append(PlacedPlotView(bounds: CGRect(r), place: .overlay, alignment: .center, spacing: 0, view: view, isSymbol: true))
        }
        // Sectors are drawn from their own angles, not by the x axis: right to left, their paths are mirrored in
        // the plot, so their annotation points are given mirrored for the layout to mirror back.
        let sectorBounds = model.isPie ? sectorCentres().map { c in c.map { rightToLeft ? CGRect(x: width - $0.minX, y: $0.minY, width: 0, height: 0) : $0 } } : []
        for (i, m) in model.marks.enumerated() where !m.mark.annotations.isEmpty {
            guard let b = model.isPie ? sectorBounds[i] : bounds(of: m) else { continue }
            let negative = (m.stackedEnd ?? 0) < (m.stackedStart ?? 0)
            for a in m.mark.annotations {
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
        case .bar, .rectangle, .rule: return (m.spec.kind == .rule ? rule(m) : rect(m)).first.map { CGRect($0.bounds) }
        case .point: return symbolSquare(m).map { CGRect($0) }
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
        guard let angles = sectorAngles() else { return model.marks.map { _ in nil } }
        return angles.map { a in
            let r = (a.outer + a.inner) / 2, mid = a.start + a.sweep / 2
            return CGRect(x: width / 2 + r * cos(mid), y: height / 2 + r * sin(mid), width: 0, height: 0)
        }
    }
}
