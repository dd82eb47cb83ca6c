import WidgetModel

/// WidgetKit design rules as geometry: content margins, corner radii, concentric corners.
public enum WidgetGeometry {
    /// The standard content margin (HIG, "Design great widgets").
    public static let standardMargin = 16.0
    /// Tighter margins for graphic layouts: circles and inset platters.
    public static let graphicMargin = 11.0

    /// Content margins for a family: 16 pt, 11 pt for graphic layouts, 0 for accessory families
    /// and when `contentMarginsDisabled` is set.
    public static func contentMargins(family: WidgetFamily, graphic: Bool, disabled: Bool) -> EdgeInsets {
        if disabled || family.isAccessory { return .zero }
        return EdgeInsets(all: graphic ? graphicMargin : standardMargin)
    }

    /// The corner radius of a shape drawn in a rectangle of `size` (capped at half the short side).
    public static func cornerRadius(of shape: ShapeKind, in size: Size) -> Double {
        let half = max(0, min(size.width, size.height) / 2)
        switch shape {
        case .rectangle: return 0
        case .roundedRectangle(let r, _): return min(r, half)
        case .circle, .capsule, .ellipse: return half
        case .containerRelative: return 0
        case .path: return 0
        }
    }

    /// ContainerRelativeShape's radius: the container's radius minus the distance between the corners,
    /// never below 0 (Apple's concentric rule; docs/rendering.md, "WidgetKit rules"). `d` is the smallest inset from the container's edges.
    public static func concentricRadius(of rect: Rect, in container: Rect, containerRadius: Double) -> Double {
        let d = max(0, min(rect.x - container.x, rect.y - container.y, container.maxX - rect.maxX, container.maxY - rect.maxY))
        return max(0, min(containerRadius - d, min(rect.width, rect.height) / 2))
    }
}

/// A path element in points.
public enum PathElement: Sendable, Hashable {
    case move(Point)
    case line(Point)
    case curve(Point, Point, Point)
    case close
}

/// The continuous ("squircle") rounded rectangle iOS draws for `.continuous` corners: each corner
/// leaves the straight edge 1.528665 × r from the vertex and meets it through three cubic segments
/// (Apple's construction as reverse-engineered from UIKit's `_addContinuousCornerToPath`).
public enum ContinuousCorners {
    /// How far along each edge a corner reaches, per unit radius.
    public static let extent = 1.52866483

    /// Corner points per unit radius, from the point on the first edge to the point on the second,
    /// as offsets (along the first edge towards the vertex, along the second edge away from it).
    private static let segments: [(Double, Double, Double, Double, Double, Double)] = [
        (1.08849323, 0, 0.86840689, 0, 0.66993427, 0.06549600),
        (0.37282392, 0.16905899, 0.16905899, 0.37282392, 0.07491100, 0.63149399),
        (0, 0.86840689, 0, 1.08849323, 0, extent),
    ]

    /// The outline of `rect` with continuous corners of `radius`. When the corners would overlap,
    /// the radius shrinks so that they just meet (min side / 2 / extent).
    public static func path(_ rect: Rect, radius requested: Double) -> [PathElement] {
        let r = max(0, min(requested, min(rect.width, rect.height) / 2 / extent))
        guard r > 0 else {
            return [.move(Point(rect.x, rect.y)), .line(Point(rect.maxX, rect.y)), .line(Point(rect.maxX, rect.maxY)),
                    .line(Point(rect.x, rect.maxY)), .close]
        }
        var out: [PathElement] = [.move(Point(rect.x + extent * r, rect.y))]
        // Corners clockwise from top-right: vertex, direction of the incoming edge, direction of the outgoing edge.
        let corners: [(Point, (Double, Double), (Double, Double))] = [
            (Point(rect.maxX, rect.y), (1, 0), (0, 1)),
            (Point(rect.maxX, rect.maxY), (0, 1), (-1, 0)),
            (Point(rect.x, rect.maxY), (-1, 0), (0, -1)),
            (Point(rect.x, rect.y), (0, -1), (1, 0)),
        ]
        for (v, inDir, outDir) in corners {
            // A point `a` back along the incoming edge and `b` forward along the outgoing edge.
            func p(_ a: Double, _ b: Double) -> Point {
                Point(v.x - inDir.0 * a * r + outDir.0 * b * r, v.y - inDir.1 * a * r + outDir.1 * b * r)
            }
            out.append(.line(p(extent, 0)))
            for (i, s) in segments.enumerated() {
                out.append(.curve(p(s.0, s.1), p(s.2, s.3), p(s.4, s.5)))
                if i == 0 { out.append(.line(p(0.63149399, 0.07491100))) }
                if i == 1 { out.append(.line(p(0.06549600, 0.66993427))) }
            }
        }
        out.append(.close)
        return out
    }
}
