import WidgetModel

/// An app's `Layout` inside the engine: its `sizeThatFits` gives the container's size, its
/// `placeSubviews` each subview's anchor point and proposal; the subviews are sized by the engine
/// (``LayoutContext/size(_:_:)``) whenever the layout asks. A subview the layout does not place is
/// centred in the bounds at its ideal size (SwiftUI leaves it there too).
struct CustomLayoutEngine {
    let layout: CustomLayout
    let kids: [Element]
    let context: LayoutContext

    private var subviews: CustomLayoutSubviews {
        let kids = self.kids, context = self.context
        return CustomLayoutSubviews(count: kids.count, size: { i, w, h in
            let s = context.size(kids[i], ProposedSize(w, h))
            return (s.width, s.height)
        }, priority: { kids[$0].layoutPriority })
    }

    func size(_ p: ProposedSize) -> Size {
        let s = layout.sizeThatFits(p.width, p.height, subviews)
        return Size(s.width.isFinite ? max(0, s.width) : 0, s.height.isFinite ? max(0, s.height) : 0)
    }

    func place(_ rect: Rect, _ p: ProposedSize, _ placeChild: (Element, Rect, ProposedSize) -> LayoutNode) -> [LayoutNode] {
        let bounds = CustomLayoutBounds(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
        let placements = layout.placeSubviews(bounds, p.width, p.height, subviews)
        return kids.enumerated().map { i, kid in
            guard i < placements.count, let at = placements[i] else {
                let s = context.size(kid, ProposedSize(nil, nil))
                return placeChild(kid, Rect(x: rect.x + (rect.width - s.width) / 2, y: rect.y + (rect.height - s.height) / 2, width: s.width, height: s.height),
                                  ProposedSize(nil, nil))
            }
            let proposal = ProposedSize(at.width, at.height)
            let s = context.size(kid, proposal)
            return placeChild(kid, Rect(x: at.x - at.anchorX * s.width, y: at.y - at.anchorY * s.height, width: s.width, height: s.height), proposal)
        }
    }
}
