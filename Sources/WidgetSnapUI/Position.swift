import Foundation

/// `position(x:y:)`: the view's centre at a point of its parent's space. As in SwiftUI the modifier
/// takes all the space offered (10 × 10 pt for an unspecified dimension), and proposes that offer to
/// the view it places; a layout of the engine's custom-layout kind.
struct _PositionLayout: Layout {
    let point: CGPoint
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for view in subviews {
            view.place(at: CGPoint(x: bounds.minX + point.x, y: bounds.minY + point.y), anchor: .center, proposal: proposal)
        }
    }
}

extension View {
    public func position(_ position: CGPoint) -> some View { _PositionLayout(point: position) { self } }
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }
}

/// How a view's pixels combine with what is under it.
public enum BlendMode: Sendable, Hashable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

extension View {
    /// `.normal` draws as without it; the other modes are accepted and drawn as `.normal`, noted.
    public func blendMode(_ mode: BlendMode, fileID: String = #fileID, line: Int = #line) -> some View {
        mode == .normal ? modified(.ignored) : notDrawn("blendMode(.\(mode))", fileID, line)
    }
}
