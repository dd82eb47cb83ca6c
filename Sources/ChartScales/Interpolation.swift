import Foundation

/// A point of a plot, in points, y down.
public struct PlotPoint: Equatable, Sendable {
    public var x: Double, y: Double
    public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
}

/// One piece of a line mark's outline.
public enum CurveSegment: Equatable, Sendable {
    case move(PlotPoint), line(PlotPoint), cubic(PlotPoint, PlotPoint, PlotPoint)
}

/// How a line or area runs between its points: `InterpolationMethod`'s cases.
public enum Curve: Equatable, Sendable {
    case linear, catmullRom, cardinal(tension: Double), monotone, stepStart, stepCenter, stepEnd
}

extension Curve {
    /// The outline through `points` (in plot order): straight lines, steps, or cubic Bézier pieces
    /// (docs/charts.md, "Lines"). Catmull-Rom is the uniform spline (a cardinal spline of tension 0),
    /// monotone keeps every piece between its ends' values (Fritsch–Carlson, in x).
    public func segments(_ points: [PlotPoint]) -> [CurveSegment] {
        guard let first = points.first else { return [] }
        var out: [CurveSegment] = [.move(first)]
        guard points.count > 1 else { return out }
        switch self {
        case .linear:
            out += points.dropFirst().map { .line($0) }
        case .stepStart:
            for (a, b) in zip(points, points.dropFirst()) { out += [.line(PlotPoint(a.x, b.y)), .line(b)] }
        case .stepEnd:
            for (a, b) in zip(points, points.dropFirst()) { out += [.line(PlotPoint(b.x, a.y)), .line(b)] }
        case .stepCenter:
            for (a, b) in zip(points, points.dropFirst()) {
                let m = (a.x + b.x) / 2
                out += [.line(PlotPoint(m, a.y)), .line(PlotPoint(m, b.y)), .line(b)]
            }
        case .catmullRom:
            out += Curve.cardinal(points, tension: 0)
        case .cardinal(let t):
            out += Curve.cardinal(points, tension: t)
        case .monotone:
            out += Curve.monotone(points)
        }
        return out
    }

    static func cardinal(_ p: [PlotPoint], tension: Double) -> [CurveSegment] {
        let k = (1 - tension) / 6
        var out: [CurveSegment] = []
        for i in 0..<(p.count - 1) {
            let p0 = p[max(0, i - 1)], p1 = p[i], p2 = p[i + 1], p3 = p[min(p.count - 1, i + 2)]
            let c1 = PlotPoint(p1.x + k * (p2.x - p0.x), p1.y + k * (p2.y - p0.y))
            let c2 = PlotPoint(p2.x - k * (p3.x - p1.x), p2.y - k * (p3.y - p1.y))
            out.append(.cubic(c1, c2, p2))
        }
        return out
    }

    static func monotone(_ p: [PlotPoint]) -> [CurveSegment] {
        let n = p.count
        var h: [Double] = [], s: [Double] = []
        for i in 0..<(n - 1) {
            let dx = p[i + 1].x - p[i].x
            h.append(dx)
            s.append(dx == 0 ? 0 : (p[i + 1].y - p[i].y) / dx)
        }
        var m = [Double](repeating: 0, count: n)
        for i in 1..<max(1, n - 1) {
            let s0 = s[i - 1], s1 = s[i], h0 = h[i - 1], h1 = h[i]
            if s0 * s1 <= 0 || h0 + h1 == 0 { m[i] = 0; continue }
            let mid = (s0 * h1 + s1 * h0) / (h0 + h1)
            m[i] = (s0 < 0 ? -1.0 : 1.0) * min(abs(s0), abs(s1), abs(mid) / 2) * 2
        }
        if n == 2 { m[0] = s[0]; m[1] = s[0] } else {
            m[0] = (3 * s[0] - m[1]) / 2
            m[n - 1] = (3 * s[n - 2] - m[n - 2]) / 2
            if s[0] * m[0] <= 0 { m[0] = 0 }
            if s[n - 2] * m[n - 1] <= 0 { m[n - 1] = 0 }
        }
        var out: [CurveSegment] = []
        for i in 0..<(n - 1) {
            let d = h[i] / 3
            out.append(.cubic(PlotPoint(p[i].x + d, p[i].y + m[i] * d), PlotPoint(p[i + 1].x - d, p[i + 1].y - m[i + 1] * d), p[i + 1]))
        }
        return out
    }
}
