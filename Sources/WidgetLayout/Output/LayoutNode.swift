import WidgetModel

/// A positioned view: the result of layout, and the input of rendering.
public struct LayoutNode: Sendable {
    /// `root` for the widget, `root/0` for the top-level view, `root/0/1`, `root/0/2[3]`, `root/0#1` ...
    public var path: String
    /// `Widget`, `VStack`, `Text`, ...
    public var kind: String
    /// The view's own frame (inside its modifiers), in points relative to the widget's top-left.
    public var frame: Rect
    public var children: [LayoutNode]
    /// Layout and drawing modifiers, innermost first, with their frames.
    public var modifiers: [ModifierLayout]
    /// Laid-out lines, for Text.
    public var text: TextLayout?
    /// Corner radius of a shape (RoundedRectangle, Capsule, Circle, ContainerRelativeShape) or of the widget.
    public var cornerRadius: Double?
    /// The resolved view (nil for the widget root).
    public var view: ResolvedView?
    /// On the widget root: the top-level view's `containerBackground`, placed over the whole widget
    /// (it is also listed, for dumps, among that view's modifier layers).
    public var containerBackground: LayoutNode? {
        get { background.first }
        set { background = newValue.map { [$0] } ?? [] }
    }
    /// Storage for `containerBackground` (a struct cannot hold an optional of itself directly).
    private var background: [LayoutNode] = []
    /// On the root: the texts that were truncated, scaled down or clipped, in placing order (``TextFit``).
    public var textFits: [TextFit] = []
    /// On the root: the content area the top-level view was proposed (the bounds inset by the
    /// content margins the layout used; the whole bounds when margins are disabled or on a canvas).
    public var contentArea: Rect?

    public init(path: String, kind: String, frame: Rect, children: [LayoutNode], modifiers: [ModifierLayout],
                text: TextLayout?, cornerRadius: Double?, view: ResolvedView?, containerBackground: LayoutNode? = nil) {
        self.path = path; self.kind = kind; self.frame = frame; self.children = children; self.modifiers = modifiers
        self.text = text; self.cornerRadius = cornerRadius; self.view = view
        self.containerBackground = containerBackground
    }

    /// Every node's and layer's frame by path, depth first (used by tests and lookups).
    public func frames() -> [(String, Rect)] {
        var out: [(String, Rect)] = [(path, frame)]
        for m in modifiers {
            if let c = m.content { out += c.frames() } else { out.append(("\(path)#\(m.index)", m.frame)) }
        }
        for c in children { out += c.frames() }
        return out
    }

    /// The node at a path, searching children and modifier contents.
    public func node(at target: String) -> LayoutNode? {
        if path == target { return self }
        for m in modifiers { if let c = m.content, let n = c.node(at: target) { return n } }
        for c in children { if let n = c.node(at: target) { return n } }
        return nil
    }
}

/// One modifier layer of a view.
public struct ModifierLayout: Sendable {
    /// Index in the view's declared `modifiers` array.
    public var index: Int
    public var name: String
    /// The layer's frame: for padding the padded box; for background/overlay the content's frame.
    public var frame: Rect
    /// The secondary view of background, overlay and (on the top-level view) containerBackground.
    public var content: LayoutNode?
    /// The corner radius of clipShape, cornerRadius and containerShape layers.
    public var cornerRadius: Double?
    public var modifier: ResolvedModifier

    public init(index: Int, name: String, frame: Rect, content: LayoutNode?, cornerRadius: Double?, modifier: ResolvedModifier) {
        self.index = index; self.name = name; self.frame = frame; self.content = content; self.cornerRadius = cornerRadius; self.modifier = modifier
    }
}

extension Rect {
    /// The rectangle reflected across the vertical line `x = axis`.
    func mirrored(about axis: Double) -> Rect {
        Rect(x: 2 * axis - x - width, y: y, width: width, height: height)
    }
}

extension LayoutNode {
    /// The node with every frame inside it reflected across the vertical line `x = axis` (a
    /// right-to-left subtree laid out left to right). A containerBackground layer stays: it fills
    /// the whole widget and is laid out in the widget's own space.
    func mirrored(about axis: Double) -> LayoutNode {
        var n = self
        n.frame = frame.mirrored(about: axis)
        n.modifiers = modifiers.map { m in
            if case .containerBackground = m.modifier.kind { return m }
            var m = m
            m.frame = m.frame.mirrored(about: axis)
            m.content = m.content?.mirrored(about: axis)
            return m
        }
        n.children = children.map { $0.mirrored(about: axis) }
        return n
    }
}
