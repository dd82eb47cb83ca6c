import Foundation

/// Builds path outlines from the pieces SwiftUI's `Path` and SVG path data are written with. Arcs,
/// rectangles and ellipses become lines and cubic Béziers (a quarter circle at most per cubic), so
/// an outline can be scaled onto any frame. Coordinates are y-down, as on screen.
public struct PathBuilder: Sendable {
    public private(set) var segments: [PathSegment] = []
    /// The current point and the start of the current sub-path (nil before the first move).
    public private(set) var current: PathPoint?
    private var start: PathPoint?

    public init() {}

    public mutating func move(to p: PathPoint) { segments.append(.move(p)); current = p; start = p }
    /// A line from the current point (a move when there is none, as SwiftUI does).
    public mutating func line(to p: PathPoint) {
        guard current != nil else { move(to: p); return }
        segments.append(.line(p)); current = p
    }
    public mutating func quad(control c: PathPoint, to p: PathPoint) {
        if current == nil { move(to: c) }
        segments.append(.quad(control: c, to: p)); current = p
    }
    public mutating func cubic(_ c1: PathPoint, _ c2: PathPoint, to p: PathPoint) {
        if current == nil { move(to: c1) }
        segments.append(.cubic(c1, c2, to: p)); current = p
    }
    public mutating func close() {
        guard current != nil else { return }
        segments.append(.close); current = start
    }
    public mutating func append(_ other: [PathSegment]) {
        for s in other {
            switch s {
            case .move(let p): move(to: p)
            case .line(let p): line(to: p)
            case .quad(let c, let p): quad(control: c, to: p)
            case .cubic(let a, let b, let p): cubic(a, b, to: p)
            case .close: close()
            }
        }
    }

    /// SwiftUI's `addArc(center:radius:startAngle:endAngle:clockwise:)`, angles in radians from the
    /// positive x axis towards positive y. As in SwiftUI (Core Graphics' rule in a y-down space),
    /// `clockwise: false` sweeps with increasing angles, which is clockwise on screen, and
    /// `clockwise: true` with decreasing angles (counter-clockwise on screen). A line joins the
    /// current point to the arc's start.
    public mutating func arc(center c: PathPoint, radius r: Double, start a0: Double, end a1: Double, clockwise: Bool) {
        let full = 2 * Double.pi
        var sweep = a1 - a0
        if clockwise {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: full) - full }
            sweep = max(sweep, -full)
        } else {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: full) + full }
            sweep = min(sweep, full)
        }
        let first = PathPoint(c.x + r * cos(a0), c.y + r * sin(a0))
        if current == nil { move(to: first) } else { line(to: first) }
        ellipticalArc(center: c, rx: r, ry: r, rotation: 0, start: a0, sweep: sweep)
    }

    /// SwiftUI's `addArc(tangent1End:tangent2End:radius:)`: a line towards `t1` and an arc of
    /// `radius` tangent to the lines current→t1 and t1→t2.
    public mutating func arc(tangent1End t1: PathPoint, tangent2End t2: PathPoint, radius r: Double) {
        guard let p0 = current else { move(to: t1); return }
        let v1 = (p0.x - t1.x, p0.y - t1.y), v2 = (t2.x - t1.x, t2.y - t1.y)
        let l1 = (v1.0 * v1.0 + v1.1 * v1.1).squareRoot(), l2 = (v2.0 * v2.0 + v2.1 * v2.1).squareRoot()
        guard l1 > 0, l2 > 0, r > 0 else { line(to: t1); return }
        let u1 = (v1.0 / l1, v1.1 / l1), u2 = (v2.0 / l2, v2.1 / l2)
        let cosTheta = max(-1, min(1, u1.0 * u2.0 + u1.1 * u2.1))
        let theta = acos(cosTheta)
        guard theta > 1e-9, theta < .pi - 1e-9 else { line(to: t1); return }
        let d = r / tan(theta / 2)
        let a = PathPoint(t1.x + u1.0 * d, t1.y + u1.1 * d), b = PathPoint(t1.x + u2.0 * d, t1.y + u2.1 * d)
        let bis = (u1.0 + u2.0, u1.1 + u2.1), bl = (bis.0 * bis.0 + bis.1 * bis.1).squareRoot()
        let h = r / sin(theta / 2)
        let c = PathPoint(t1.x + bis.0 / bl * h, t1.y + bis.1 / bl * h)
        let a0 = atan2(a.y - c.y, a.x - c.x), a1 = atan2(b.y - c.y, b.x - c.x)
        var sweep = a1 - a0
        if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
        line(to: a)
        ellipticalArc(center: c, rx: r, ry: r, rotation: 0, start: a0, sweep: sweep)
    }

    /// SVG's `A rx ry rotation large-arc sweep x y` from the current point (SVG 1.1, appendix F.6:
    /// out-of-range radii are scaled up, a zero radius is a line, `sweep` 1 is increasing angles).
    public mutating func svgArc(rx: Double, ry: Double, rotation degrees: Double, largeArc: Bool, sweep: Bool, to p: PathPoint) {
        guard let p0 = current else { move(to: p); return }
        if p0 == p { return }
        var rx = abs(rx), ry = abs(ry)
        guard rx > 0, ry > 0 else { line(to: p); return }
        let phi = degrees * .pi / 180, cp = cos(phi), sp = sin(phi)
        let dx = (p0.x - p.x) / 2, dy = (p0.y - p.y) / 2
        let x1 = cp * dx + sp * dy, y1 = -sp * dx + cp * dy
        let lambda = x1 * x1 / (rx * rx) + y1 * y1 / (ry * ry)
        if lambda > 1 { rx *= lambda.squareRoot(); ry *= lambda.squareRoot() }
        let num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let den = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var k = den > 0 ? (max(0, num) / den).squareRoot() : 0
        if largeArc == sweep { k = -k }
        let cx1 = k * rx * y1 / ry, cy1 = -k * ry * x1 / rx
        let c = PathPoint(cp * cx1 - sp * cy1 + (p0.x + p.x) / 2, sp * cx1 + cp * cy1 + (p0.y + p.y) / 2)
        func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double { atan2(ux * vy - uy * vx, ux * vx + uy * vy) }
        let theta1 = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry)
        var delta = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry)
        if !sweep && delta > 0 { delta -= 2 * .pi } else if sweep && delta < 0 { delta += 2 * .pi }
        ellipticalArc(center: c, rx: rx, ry: ry, rotation: phi, start: theta1, sweep: delta, end: p)
    }

    public mutating func rect(_ r: PathBox) {
        move(to: PathPoint(r.x, r.y))
        line(to: PathPoint(r.x + r.width, r.y))
        line(to: PathPoint(r.x + r.width, r.y + r.height))
        line(to: PathPoint(r.x, r.y + r.height))
        close()
    }

    /// A rectangle with circular corners of `rx`×`ry` (capped at half of each side), clockwise on
    /// screen from the top edge.
    public mutating func roundedRect(_ r: PathBox, rx: Double, ry: Double) {
        let rx = max(0, min(rx, r.width / 2)), ry = max(0, min(ry, r.height / 2))
        guard rx > 0, ry > 0 else { rect(r); return }
        let x0 = r.x, y0 = r.y, x1 = r.x + r.width, y1 = r.y + r.height
        move(to: PathPoint(x0 + rx, y0))
        line(to: PathPoint(x1 - rx, y0))
        ellipticalArc(center: PathPoint(x1 - rx, y0 + ry), rx: rx, ry: ry, rotation: 0, start: -.pi / 2, sweep: .pi / 2)
        line(to: PathPoint(x1, y1 - ry))
        ellipticalArc(center: PathPoint(x1 - rx, y1 - ry), rx: rx, ry: ry, rotation: 0, start: 0, sweep: .pi / 2)
        line(to: PathPoint(x0 + rx, y1))
        ellipticalArc(center: PathPoint(x0 + rx, y1 - ry), rx: rx, ry: ry, rotation: 0, start: .pi / 2, sweep: .pi / 2)
        line(to: PathPoint(x0, y0 + ry))
        ellipticalArc(center: PathPoint(x0 + rx, y0 + ry), rx: rx, ry: ry, rotation: 0, start: .pi, sweep: .pi / 2)
        close()
    }

    /// The ellipse inscribed in `r`, starting at its rightmost point, clockwise on screen.
    public mutating func ellipse(in r: PathBox) {
        let c = PathPoint(r.x + r.width / 2, r.y + r.height / 2)
        move(to: PathPoint(r.x + r.width, c.y))
        ellipticalArc(center: c, rx: r.width / 2, ry: r.height / 2, rotation: 0, start: 0, sweep: 2 * .pi)
        close()
    }

    /// Cubic segments for an elliptical arc from angle `start` over `sweep` (radians), each at most
    /// a quarter turn (control distance 4/3·tan(θ/4)). The arc's first point is the current point.
    private mutating func ellipticalArc(center c: PathPoint, rx: Double, ry: Double, rotation phi: Double, start: Double, sweep: Double,
                                        end: PathPoint? = nil) {
        guard sweep != 0 else { return }
        let n = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(n)
        let k = 4.0 / 3.0 * tan(step / 4)
        let cp = cos(phi), sp = sin(phi)
        func point(_ x: Double, _ y: Double) -> PathPoint { PathPoint(c.x + cp * x - sp * y, c.y + sp * x + cp * y) }
        var a = start
        for i in 0..<n {
            let b = a + step
            let ca = cos(a), sa = sin(a), cb = cos(b), sb = sin(b)
            let c1 = point(rx * (ca - k * sa), ry * (sa + k * ca))
            let c2 = point(rx * (cb + k * sb), ry * (sb - k * cb))
            let p = i == n - 1 ? (end ?? point(rx * cb, ry * sb)) : point(rx * cb, ry * sb)
            cubic(c1, c2, to: p)
            a = b
        }
    }
}
