import WidgetModel

/// ZStack (docs/rendering.md, "How layout works"): every child gets the ZStack's proposal; the size is the union of the
/// highest-priority children; children are aligned on the stack's alignment guide.
enum ZStackLayout {
    static func size(_ kids: [Element], _ p: ProposedSize, _ context: LayoutContext) -> Size {
        guard let top = kids.map(\.layoutPriority).max() else { return .zero }
        var s = Size.zero
        for k in kids where k.layoutPriority == top {
            let c = context.size(k, p)
            s = Size(max(s.width, c.width), max(s.height, c.height))
        }
        return s
    }

    static func place(_ kids: [Element], _ alignment: Alignment, _ rect: Rect, _ context: LayoutContext,
                      _ placeChild: (Element, Rect, ProposedSize) -> Void) {
        let proposal = ProposedSize(rect.size)
        for k in kids {
            let s = context.size(k, proposal)
            placeChild(k, aligned(s, in: rect, alignment), proposal)
        }
    }
}

/// Positions a child of size `s` inside `rect` so their alignment guides coincide (may be negative offsets).
func aligned(_ s: Size, in rect: Rect, _ alignment: Alignment) -> Rect {
    func offset(_ outer: Double, _ inner: Double, _ f: Double) -> Double { (outer - inner) * f }
    let fx: Double = switch alignment.horizontal { case .leading: 0; case .center: 0.5; case .trailing: 1 }
    let fy: Double = switch alignment.vertical { case .top: 0; case .center, .firstTextBaseline, .lastTextBaseline: 0.5; case .bottom: 1 }
    return Rect(x: rect.x + offset(rect.width, s.width, fx), y: rect.y + offset(rect.height, s.height, fy), width: s.width, height: s.height)
}
