import Foundation

/// A point of a path outline.
public struct PathPoint: Sendable, Hashable {
    public var x: Double, y: Double
    public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
}

/// One segment of a path outline. Arcs, rectangles and ellipses are made of these when a path is
/// built (``PathBuilder``), so every outline scales and transforms alike.
public enum PathSegment: Sendable, Hashable {
    case move(PathPoint)
    case line(PathPoint)
    case quad(control: PathPoint, to: PathPoint)
    case cubic(PathPoint, PathPoint, to: PathPoint)
    case close

    /// The segment with every point mapped by `f`.
    public func mapped(_ f: (PathPoint) -> PathPoint) -> PathSegment {
        switch self {
        case .move(let p): .move(f(p))
        case .line(let p): .line(f(p))
        case .quad(let c, let p): .quad(control: f(c), to: f(p))
        case .cubic(let a, let b, let p): .cubic(f(a), f(b), to: f(p))
        case .close: .close
        }
    }
}

/// How path data in a view box is mapped onto the view's frame (SVG's `preserveAspectRatio`):
/// `none` stretches each axis to the frame (`preserveAspectRatio="none"`), `fit` scales both axes
/// alike so that the whole box fits, centred (`xMidYMid meet`), `fill` so that the box covers the
/// frame, centred (`xMidYMid slice`; the path may reach outside the frame).
public enum PathFit: String, Sendable, Hashable, CaseIterable { case none, fit, fill }

/// A rectangle of path coordinates (a view box).
public struct PathBox: Sendable, Hashable {
    public var x: Double, y: Double, width: Double, height: Double
    public init(x: Double, y: Double, width: Double, height: Double) { self.x = x; self.y = y; self.width = width; self.height = height }
}

/// An outline made by an app's code for a given size (SwiftUI's `Shape.path(in:)`), evaluated when
/// the view's frame is known (at drawing time). Two outlines are equal when they give the same
/// segments at the sample size they were made with.
public struct CustomOutline: Sendable, Hashable {
    /// The outline in a frame of this width and height, with its origin at (0, 0).
    public let make: @Sendable (_ width: Double, _ height: Double) -> [PathSegment]
    let sample: [PathSegment]
    public init(sampleWidth: Double, sampleHeight: Double, _ make: @escaping @Sendable (_ width: Double, _ height: Double) -> [PathSegment]) {
        self.make = make; sample = make(sampleWidth, sampleHeight)
    }
    public static func == (a: Self, b: Self) -> Bool { a.sample == b.sample }
    public func hash(into h: inout Hasher) { h.combine(sample) }
}

/// A shape drawn from a path: SVG path data in a view box (the layout format's `Path`), or an app's
/// `Shape`. Filled with the non-zero rule, or even-odd.
public struct ShapePath: Sendable, Hashable {
    public enum Geometry: Sendable, Hashable {
        /// Segments in the coordinates of `viewBox`, mapped onto the frame as `fit` says; a nil box
        /// draws the coordinates as points from the frame's top-left corner (SwiftUI's `Path` view).
        case data([PathSegment], viewBox: PathBox?, fit: PathFit)
        case custom(CustomOutline)
    }
    public var geometry: Geometry
    public var evenOdd: Bool
    public init(_ geometry: Geometry, evenOdd: Bool = false) { self.geometry = geometry; self.evenOdd = evenOdd }

    /// The outline in a frame of `width`×`height` whose top-left corner is (0, 0).
    public func segments(width: Double, height: Double) -> [PathSegment] {
        switch geometry {
        case .custom(let c): return c.make(width, height)
        case .data(let segments, nil, _): return segments
        case .data(let segments, let box?, let fit):
            guard box.width > 0, box.height > 0 else { return [] }
            var sx = width / box.width, sy = height / box.height
            var dx = 0.0, dy = 0.0
            switch fit {
            case .none: break
            case .fit, .fill:
                let s = fit == .fit ? min(sx, sy) : max(sx, sy)
                dx = (width - box.width * s) / 2; dy = (height - box.height * s) / 2
                sx = s; sy = s
            }
            return segments.map { $0.mapped { PathPoint(dx + ($0.x - box.x) * sx, dy + ($0.y - box.y) * sy) } }
        }
    }
}
