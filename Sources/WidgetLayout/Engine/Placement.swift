import WidgetModel

/// The shape ContainerRelativeShape is concentric with: the widget, or the nearest `.containerShape`.
struct ContainerShape {
    var rect: Rect
    var shape: ShapeKind
    var radius: Double { WidgetGeometry.cornerRadius(of: shape, in: rect.size) }
}

/// The place pass: positions every element in absolute coordinates and returns the positioned
/// tree. A view's content element gives its node (frame, text, radius, children); each modifier
/// element around it adds its layer to that node, innermost first.
extension LayoutContext {
    func place(_ e: Element, _ rect: Rect, _ p: ProposedSize, _ container: ContainerShape) -> LayoutNode {
        switch e.kind {
        case .leaf:
            let text = leafText(e, p)
            if let text, let s = e.view.content.textString,
               let fit = TextFit.measure(e.view, s, text, rect: rect, proposal: p, clip: clip, bounds: widget.rect),
               !textFits.contains(where: { $0.node == fit.node }) {
                textFits.append(fit)
            }
            return node(e.view, rect, children: [], text: text, cornerRadius: leafRadius(e, rect, container))
        case .stack(let axis, _, _, _, _):
            var kids: [LayoutNode] = []
            StackLayout(element: e, axis: axis, context: self).place(rect, p) { kids.append(placeChild(of: e, $0, $1, $2, container)) }
            return node(e.view, rect, children: kids, text: nil, cornerRadius: nil)
        case .zstack(let alignment, let elements):
            var kids: [LayoutNode] = []
            ZStackLayout.place(elements, alignment, rect, self) { kids.append(placeChild(of: e, $0, $1, $2, container)) }
            return node(e.view, rect, children: kids, text: nil, cornerRadius: nil)
        case .padding(let insets, let child):
            let inner = rect.insetBy(insets)
            let cp = ProposedSize(inner.size)
            return layer(e, rect, placeChild(of: e, child, Rect(origin: inner.origin, size: size(child, cp)), cp, container))
        case .frame(let spec, let child):
            let cp = FrameLayout(spec: spec).placementProposal(rect.size, p)
            return layer(e, rect, placeChild(of: e, child, aligned(size(child, cp), in: rect, spec.alignment), cp, container))
        case .fixedSize(let h, let v, let child):
            let cp = ProposedSize(h ? nil : rect.width, v ? nil : rect.height)
            return layer(e, rect, placeChild(of: e, child, aligned(size(child, cp), in: rect, .center), cp, container))
        case .aspectRatio(let ratio, let mode, let child):
            let cp = AspectRatioLayout.childProposal(ratio, mode, child, p, self)
            return layer(e, rect, placeChild(of: e, child, aligned(size(child, cp), in: rect, .center), cp, container))
        case .priority(_, let child):
            return layer(e, rect, placeChild(of: e, child, rect, p, container))
        case .decoration(let corners, let child):
            let radius = corners.map { cornerRadius($0, rect, container) }
            let outer = clip
            switch e.modifier?.kind {
            case .clipShape?, .cornerRadius?:
                clip = outer.map { Self.intersect($0, rect) } ?? rect
            default: break
            }
            defer { clip = outer }
            return layer(e, rect, placeChild(of: e, child, rect, p, container), cornerRadius: radius)
        case .containerShape(let shape, let child):
            let inner = placeChild(of: e, child, rect, p, ContainerShape(rect: rect, shape: shape))
            return layer(e, rect, inner, cornerRadius: WidgetGeometry.cornerRadius(of: shape, in: rect.size))
        case .secondary(let primary, let content, let alignment, _):
            let inner = placeChild(of: e, primary, rect, p, container)
            let cp = ProposedSize(rect.size)
            let placed = placeChild(of: e, content, aligned(size(content, cp), in: rect, alignment), cp, container)
            return layer(e, placed.frame, inner, content: placed)
        case .viewThatFits(let axes, let kids):
            guard let i = ViewThatFitsLayout.choice(kids, axes, p, self) else { return node(e.view, rect, children: [], text: nil, cornerRadius: nil) }
            let chosen = placeChild(of: e, kids[i], aligned(size(kids[i], p), in: rect, .center), p, container)
            return node(e.view, rect, children: [chosen], text: nil, cornerRadius: nil)
        case .geometry(let content):
            return node(e.view, rect, children: placeGeometry(e, content, rect, container), text: nil, cornerRadius: nil)
        case .grid(let spec):
            return node(e.view, rect, children: GridLayout(spec: spec, context: self).place(rect, p) { placeChild(of: e, $0, $1, $2, container) },
                        text: nil, cornerRadius: nil)
        case .lazyGrid(let spec):
            var kids: [LayoutNode] = []
            LazyGridLayout(spec: spec, context: self).place(rect) { kids.append(placeChild(of: e, $0, $1, $2, container)) }
            return node(e.view, rect, children: kids, text: nil, cornerRadius: nil)
        case .custom(let layout, let kids):
            let children = CustomLayoutEngine(layout: layout, kids: kids, context: self).place(rect, p) { placeChild(of: e, $0, $1, $2, container) }
            return node(e.view, rect, children: children, text: nil, cornerRadius: nil)
        case .containerBackground(let content, let child):
            let inner = placeChild(of: e, child, rect, p, container)
            guard let content else { return layer(e, rect, inner) }
            // The widget background fills the whole widget, margins included.
            let bounds = widget.rect
            let placed = placeChild(of: nil, content, bounds, ProposedSize(bounds.size), widget)
            if let m = e.modifier, m.index <= (containerBackground?.index ?? .max) { containerBackground = (m.index, placed) }
            return layer(e, placed.frame, inner, content: placed)
        }
    }

    /// Places `child` of `parent` (nil: the widget's own left-to-right space). Right-to-left is laid
    /// out as SwiftUI does it, by mirroring: where the child's direction differs from its parent's,
    /// everything inside the child is mirrored about the child's frame, so leading and trailing,
    /// HStack order, alignments and padding edges all flip, and a nested change flips them back.
    /// Sizes never depend on the direction.
    func placeChild(of parent: Element?, _ child: Element, _ rect: Rect, _ p: ProposedSize, _ container: ContainerShape) -> LayoutNode {
        if child.direction == (parent?.direction ?? .leftToRight) { return place(child, rect, p, container) }
        let axis = rect.x + rect.width / 2
        // The container shape, seen from inside the mirrored space, is mirrored too.
        let mirroredContainer = ContainerShape(rect: container.rect.mirrored(about: axis), shape: container.shape)
        return place(child, rect, p, mirroredContainer).mirrored(about: axis)
    }

    static func intersect(_ a: Rect, _ b: Rect) -> Rect {
        let x = max(a.x, b.x), y = max(a.y, b.y)
        return Rect(x: x, y: y, width: max(0, min(a.maxX, b.maxX) - x), height: max(0, min(a.maxY, b.maxY) - y))
    }

    func node(_ view: ResolvedView, _ rect: Rect, children: [LayoutNode], text: TextLayout?, cornerRadius: Double?) -> LayoutNode {
        LayoutNode(path: view.path, kind: view.kindName, frame: rect, children: children, modifiers: [], text: text,
                   cornerRadius: cornerRadius, view: view)
    }

    /// `inner` (the node of the view this modifier element wraps) with the element's layer added outside the others.
    private func layer(_ e: Element, _ frame: Rect, _ inner: LayoutNode, content: LayoutNode? = nil, cornerRadius: Double? = nil) -> LayoutNode {
        guard let m = e.modifier else { return inner }
        var n = inner
        n.modifiers.append(ModifierLayout(index: m.index, name: m.kind.name, frame: frame, content: content, cornerRadius: cornerRadius, modifier: m))
        return n
    }

    private func leafText(_ e: Element, _ p: ProposedSize) -> TextLayout? {
        text(of: e.view, p)
    }

    private func leafRadius(_ e: Element, _ rect: Rect, _ container: ContainerShape) -> Double? {
        guard case .shape(let shape, _, _, _) = e.view.content else { return nil }
        return cornerRadius(.shape(shape), rect, container)
    }

    /// The radius of an outline drawn in `rect`; ContainerRelativeShape is concentric with `container`.
    private func cornerRadius(_ rule: CornerRule, _ rect: Rect, _ container: ContainerShape) -> Double {
        switch rule {
        case .shape(.containerRelative):
            return WidgetGeometry.concentricRadius(of: rect, in: container.rect, containerRadius: container.radius)
        case .shape(let s):
            return WidgetGeometry.cornerRadius(of: s, in: rect.size)
        case .radius(let r):
            return min(r, min(rect.width, rect.height) / 2)
        }
    }
}
