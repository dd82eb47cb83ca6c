import Foundation
import WidgetModel

/// A path, as custom shapes build it in `path(in:)`. The engine draws the layout format's shapes
/// only, so a path that is one rectangle, rounded rectangle or ellipse is drawn as that shape; any
/// other path (lines, curves, several subpaths) is accepted and drawn as nothing.
public struct Path: Hashable, Sendable {
    enum Element: Hashable, Sendable {
        case rect(CGRect), roundedRect(CGRect, CGFloat), ellipse(CGRect)
        case move(CGPoint), line(CGPoint), quad(CGPoint, CGPoint), curve(CGPoint, CGPoint, CGPoint), arc, close
    }
    var elements: [Element] = []

    public init() {}
    public init(_ rect: CGRect) { elements = [.rect(rect)] }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { elements = [.roundedRect(rect, cornerRadius)] }
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { elements = [.roundedRect(rect, cornerSize.width)] }
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
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) { elements.append(.arc) }
    public mutating func addRect(_ rect: CGRect) { elements.append(.rect(rect)) }
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        elements.append(.roundedRect(rect, cornerSize.width))
    }
    public mutating func addEllipse(in rect: CGRect) { elements.append(.ellipse(rect)) }
    public mutating func addPath(_ path: Path) { elements += path.elements }
    public mutating func closeSubpath() { elements.append(.close) }

    /// The layout format's shape this path is, when it is a single rectangle, rounded rectangle or ellipse.
    var shapeKind: ShapeKind? {
        guard elements.count == 1 else { return nil }
        switch elements[0] {
        case .rect: return .rectangle
        case .roundedRect(_, let r): return .roundedRectangle(radius: Double(r), style: .continuous)
        case .ellipse(let r): return r.width == r.height ? .circle : .ellipse
        default: return nil
        }
    }
}

extension Path: Shape {
    public typealias Body = Never
    public func path(in rect: CGRect) -> Path { self }
}

extension Shape {
    /// A built-in shape's outline (an app's shape defines its own).
    public func path(in rect: CGRect) -> Path {
        switch _kind {
        case .rectangle, .containerRelative: Path(rect)
        case .roundedRectangle(let r, _): Path(roundedRect: rect, cornerRadius: CGFloat(r))
        case .circle, .ellipse: Path(ellipseIn: rect)
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
