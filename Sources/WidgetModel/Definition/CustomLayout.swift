/// An app's layout, as SwiftUI's `Layout` protocol: its front end's `sizeThatFits` and
/// `placeSubviews`, which the layout engine calls with the proposal and access to the subviews (the
/// view's children, in order) while it lays the tree out. Sizes are in points; a nil length is
/// unspecified.
public struct CustomLayout: Sendable {
    /// The layout's type name, shown in dumps as the view's kind.
    public let name: String
    /// The size the layout takes for a proposal (width, height).
    public let sizeThatFits: @Sendable (_ width: Double?, _ height: Double?, CustomLayoutSubviews) -> (width: Double, height: Double)
    /// Where each subview goes within `bounds` (the layout's frame in the widget) for a proposal; nil:
    /// the subview was not placed (the engine centres it at its ideal size).
    public let placeSubviews: @Sendable (_ bounds: CustomLayoutBounds, _ width: Double?, _ height: Double?, CustomLayoutSubviews) -> [CustomLayoutPlacement?]

    public init(name: String,
                sizeThatFits: @escaping @Sendable (_ width: Double?, _ height: Double?, CustomLayoutSubviews) -> (width: Double, height: Double),
                placeSubviews: @escaping @Sendable (_ bounds: CustomLayoutBounds, _ width: Double?, _ height: Double?, CustomLayoutSubviews) -> [CustomLayoutPlacement?]) {
        self.name = name; self.sizeThatFits = sizeThatFits; self.placeSubviews = placeSubviews
    }
}

/// A custom layout's frame in the widget's coordinates.
public struct CustomLayoutBounds: Sendable, Hashable {
    public var x: Double, y: Double, width: Double, height: Double
    public init(x: Double, y: Double, width: Double, height: Double) { self.x = x; self.y = y; self.width = width; self.height = height }
}

/// What a custom layout may ask of its subviews during one call: how many there are, the size each
/// takes for a proposal, and each one's layout priority. Valid only during that call.
public struct CustomLayoutSubviews: @unchecked Sendable {
    public let count: Int
    public let size: (_ index: Int, _ width: Double?, _ height: Double?) -> (width: Double, height: Double)
    public let priority: (_ index: Int) -> Double
    public init(count: Int, size: @escaping (Int, Double?, Double?) -> (width: Double, height: Double), priority: @escaping (Int) -> Double) {
        self.count = count; self.size = size; self.priority = priority
    }
}

/// Where a subview goes: its `anchor` point (unit coordinates of its own frame: 0, 0 is its
/// top-leading corner) at (`x`, `y`) in the widget, sized for the proposal (`width`, `height`).
public struct CustomLayoutPlacement: Sendable, Hashable {
    public var x: Double, y: Double
    public var anchorX: Double, anchorY: Double
    public var width: Double?, height: Double?
    public init(x: Double, y: Double, anchorX: Double, anchorY: Double, width: Double?, height: Double?) {
        self.x = x; self.y = y; self.anchorX = anchorX; self.anchorY = anchorY; self.width = width; self.height = height
    }
}
