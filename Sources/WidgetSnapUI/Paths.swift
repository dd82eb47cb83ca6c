import Foundation
import WidgetModel

/// A path, as custom shapes build it in `path(in:)`: moves, lines, quadratic and cubic curves,
/// arcs, rectangles, rounded rectangles and ellipses, drawn by the engine as they are (filled with
/// the non-zero or even-odd rule, stroked, trimmed). Coordinates are y-down, as in SwiftUI.
public struct Path: Hashable, Sendable {
    enum Element: Hashable, Sendable {
        case rect(CGRect), roundedRect(CGRect, CGSize, RoundedCornerStyle), ellipse(CGRect)
        case move(CGPoint), line(CGPoint), quad(CGPoint, CGPoint), curve(CGPoint, CGPoint, CGPoint)
        case arc(center: CGPoint, radius: CGFloat, start: Double, end: Double, clockwise: Bool)
        case tangentArc(CGPoint, CGPoint, CGFloat)
        case close
        /// Already built segments (a transformed path).
        case segments([PathSegment])
    }
    var elements: [Element] = []

    public init() {}
    public init(_ rect: CGRect) { elements = [.rect(rect)] }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        elements = [.roundedRect(rect, CGSize(width: cornerRadius, height: cornerRadius), style)]
    }
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { elements = [.roundedRect(rect, cornerSize, style)] }
    public init(ellipseIn rect: CGRect) { elements = [.ellipse(rect)] }
    public init(_ build: (inout Path) -> Void) { build(&self) }

    public var isEmpty: Bool { elements.isEmpty }
    public mutating func move(to p: CGPoint) { elements.append(.move(p)) }
    public mutating func addLine(to p: CGPoint) { elements.append(.line(p)) }
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first); points.dropFirst().forEach { addLine(to: $0) }
    }
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) { elements.append(.quad(p, control)) }
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) { elements.append(.curve(p, control1, control2)) }
    /// As in SwiftUI (y-down): `clockwise: false` sweeps with increasing angles, clockwise on screen.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        elements.append(.arc(center: center, radius: radius, start: startAngle.radians, end: endAngle.radians, clockwise: clockwise))
    }
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle) {
        elements.append(.arc(center: center, radius: radius, start: startAngle.radians, end: startAngle.radians + delta.radians, clockwise: delta.radians < 0))
    }
    public mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat) { elements.append(.tangentArc(p1, p2, radius)) }
    public mutating func addRect(_ rect: CGRect) { elements.append(.rect(rect)) }
    public mutating func addRects(_ rects: [CGRect]) { rects.forEach { addRect($0) } }
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        elements.append(.roundedRect(rect, cornerSize, style))
    }
    public mutating func addEllipse(in rect: CGRect) { elements.append(.ellipse(rect)) }
    public mutating func addPath(_ path: Path) { elements += path.elements }
    public mutating func closeSubpath() { elements.append(.close) }

    /// The path moved by (dx, dy).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        var p = Path()
        p.elements = [.segments(segments.map { $0.mapped { PathPoint($0.x + Double(dx), $0.y + Double(dy)) } })]
        return p
    }

    /// The path's outline as segments (arcs, rectangles and ellipses as lines and cubic curves;
    /// continuous corners drawn circular).
    public var segments: [PathSegment] {
        var b = PathBuilder()
        func pt(_ p: CGPoint) -> PathPoint { PathPoint(Double(p.x), Double(p.y)) }
        func box(_ r: CGRect) -> PathBox { let s = r.standardized; return PathBox(x: s.minX, y: s.minY, width: s.width, height: s.height) }
        for e in elements {
            switch e {
            case .rect(let r): b.rect(box(r))
            case .roundedRect(let r, let c, _): b.roundedRect(box(r), rx: Double(c.width), ry: Double(c.height))
            case .ellipse(let r): b.ellipse(in: box(r))
            case .move(let p): b.move(to: pt(p))
            case .line(let p): b.line(to: pt(p))
            case .quad(let p, let c): b.quad(control: pt(c), to: pt(p))
            case .curve(let p, let c1, let c2): b.cubic(pt(c1), pt(c2), to: pt(p))
            case .arc(let c, let r, let a0, let a1, let cw): b.arc(center: pt(c), radius: Double(r), start: a0, end: a1, clockwise: cw)
            case .tangentArc(let p1, let p2, let r): b.arc(tangent1End: pt(p1), tangent2End: pt(p2), radius: Double(r))
            case .close: b.close()
            case .segments(let s): b.append(s)
            }
        }
        return b.segments
    }

    /// The layout format's shape this path is, when it is one rectangle, rounded rectangle or
    /// ellipse filling exactly `rect`.
    func shapeKind(filling rect: CGRect) -> ShapeKind? {
        guard elements.count == 1 else { return nil }
        switch elements[0] {
        case .rect(let r) where r == rect: return .rectangle
        case .roundedRect(let r, let c, let style) where r == rect && c.width == c.height:
            return .roundedRectangle(radius: Double(c.width), style: style.model)
        case .ellipse(let r) where r == rect: return .ellipse
        default: return nil
        }
    }
}

extension Path: Shape {
    public typealias Body = Never
    nonisolated public func path(in rect: CGRect) -> Path { self }
    /// A `Path` view draws its coordinates as points from the view's top-left corner.
    public var _kind: ShapeKind { .path(ShapePath(.data(segments, viewBox: nil, fit: .none))) }
}

/// The outline of one of the layout format's shapes in `rect`, as SwiftUI's built-in shapes
/// give it (a path is drawn as its bounding rectangle here: its own outline is in the tree).
enum BuiltInOutline {
    static func path(_ kind: ShapeKind, in rect: CGRect) -> Path {
        switch kind {
        case .rectangle, .containerRelative, .path: Path(rect)
        case .roundedRectangle(let r, let style): Path(roundedRect: rect, cornerRadius: CGFloat(r), style: style == .continuous ? .continuous : .circular)
        case .circle:
            Path(ellipseIn: CGRect(x: rect.midX - min(rect.width, rect.height) / 2, y: rect.midY - min(rect.width, rect.height) / 2,
                                   width: min(rect.width, rect.height), height: min(rect.width, rect.height)))
        case .ellipse: Path(ellipseIn: rect)
        case .capsule: Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
        }
    }
}

extension Shape {
    /// The shape rotated about `anchor` (drawn as a rotation effect on the shape).
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> _TrimmedShape {
        _TrimmedShape(_kind: _kind, _layers: _layers + [.rotationEffect(degrees: angle.degrees, anchor: anchor.model)])
    }
}
