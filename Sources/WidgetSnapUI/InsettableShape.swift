import Foundation

/// A shape that can be inset by an amount (`Circle().inset(by: 4)`); an app's own shape may conform,
/// giving `strokeBorder` its own inset. Rectangles, rounded rectangles (their corners shrink by the
/// amount, as SwiftUI's do), capsules, circles and ellipses conform. `ContainerRelativeShape` does not
/// here: its corners come from where it is drawn, which an inset path cannot follow.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> InsetShape
}

/// A shape's outline in its frame inset by `amount` on every side (nothing when the frame is smaller).
public struct _InsetShape: InsettableShape {
    public typealias Body = Never
    let amount: CGFloat
    let outline: @Sendable (CGRect, CGFloat) -> Path
    init(amount: CGFloat, outline: @escaping @Sendable (CGRect, CGFloat) -> Path) { self.amount = amount; self.outline = outline }
    nonisolated public func path(in rect: CGRect) -> Path {
        let inner = rect.insetBy(dx: amount, dy: amount)
        guard inner.width > 0, inner.height > 0 else { return Path() }
        return outline(inner, amount)
    }
    public func inset(by more: CGFloat) -> _InsetShape { _InsetShape(amount: amount + more, outline: outline) }
}

extension InsettableShape where Self: Sendable {
    /// The shape's own path in the smaller frame.
    func _inset(by amount: CGFloat) -> _InsetShape {
        let shape = self
        return _InsetShape(amount: amount) { rect, _ in shape.path(in: rect) }
    }
}

extension Rectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape { _inset(by: amount) }
}
extension Circle: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape { _inset(by: amount) }
}
extension Capsule: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape { _inset(by: amount) }
}
extension Ellipse: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape { _inset(by: amount) }
}
extension RoundedRectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape {
        let corner = cornerSize, style = style
        return _InsetShape(amount: amount) { rect, total in
            let size = CGSize(width: max(0, corner.width - total), height: max(0, corner.height - total))
            return Path(roundedRect: rect, cornerSize: size, style: style)
        }
    }
}
