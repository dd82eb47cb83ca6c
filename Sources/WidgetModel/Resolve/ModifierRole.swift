/// The part a modifier plays in layout: the closed set of behaviours the layout engine knows.
/// A modifier names its role (``ModifierKind/role``), so layout never switches over modifiers.
public enum ModifierRole<View> {
    /// Insets the proposal and grows the size.
    case padding(EdgeInsets)
    /// `.frame(...)`.
    case frame(FrameSpec)
    /// Proposes nil (the ideal size) on the chosen axes.
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// Changes the proposal to the ratio (or the ideal size's ratio).
    case aspectRatio(Double?, ContentMode)
    /// Only a trait read by stacks.
    case layoutPriority(Double)
    /// A view laid out in the modified view's frame, behind it or in front of it; the modified view decides the size.
    case secondary(View, Alignment, inFront: Bool)
    /// Sets the shape ContainerRelativeShape is concentric with; layout reports its corner radius.
    case containerShape(ShapeKind)
    /// Placed over the whole widget when on the top-level view; nothing elsewhere.
    case containerBackground(View)
    /// No effect on layout (drawing, links). With `corners`, layout reports the radius of that
    /// outline in the layer's frame.
    case decoration(corners: CornerRule?)
}

/// The outline of a decoration whose corner radius layout reports.
public enum CornerRule: Sendable, Hashable {
    /// A shape's radius; ContainerRelativeShape is concentric with the container.
    case shape(ShapeKind)
    /// A fixed radius, capped at half the short side.
    case radius(Double)
}
