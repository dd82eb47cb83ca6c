import WidgetModel

/// HStack and VStack, written once in main-axis / cross-axis terms (docs/rendering.md, "How layout works").
struct StackLayout {
    let element: Element
    let axis: Axis
    let context: LayoutContext

    private var children: [Element] {
        if case .stack(_, _, _, _, let kids) = element.kind { return kids }
        return []
    }
    private var explicitSpacing: Double? {
        if case .stack(_, _, _, let s, _) = element.kind { return s }
        return nil
    }

    /// Gaps between neighbours: 0 next to a Spacer, else the explicit spacing, else 8 pt (§2.1).
    /// A Spacer takes no spacing even when the stack's spacing is explicit: measured on real iOS
    /// renders (the energy widget's `VStack(spacing: 8)` with two `Spacer(minLength: 0)` fills its
    /// frame exactly; the small calendar's `VStack(spacing: 4)` ending in `Spacer()` needs 8 pt, not 12).
    func gaps() -> [Double] {
        let kids = children
        guard kids.count > 1 else { return [] }
        return (1..<kids.count).map { i in
            if kids[i - 1].isSpacer || kids[i].isSpacer { return 0 }
            return explicitSpacing ?? 8
        }
    }

    /// The children's sizes for a proposal (§2.2, §2.3).
    func childSizes(_ p: ProposedSize) -> [Size] {
        let kids = children
        let minor = p[axis.other]
        guard let major = p[axis] else {
            return kids.map { context.size($0, ProposedSize(axis: axis, major: nil, minor: minor)) }
        }
        var available = major - gaps().reduce(0, +)
        struct Info { let index: Int; let priority: Double; let min: Double; let max: Double }
        var infos = kids.enumerated().map { i, k in
            let lo = context.size(k, ProposedSize(axis: axis, major: 0, minor: minor))[axis]
            let hi = context.size(k, ProposedSize(axis: axis, major: .infinity, minor: minor))[axis]
            return Info(index: i, priority: k.isSpacer ? -.infinity : k.layoutPriority, min: lo, max: hi)
        }
        // Higher priority first; then less flexible first; two infinitely flexible: larger min first; else stable.
        infos = infos.enumerated().sorted { a, b in
            let x = a.element, y = b.element
            if x.priority != y.priority { return x.priority > y.priority }
            let fx = x.max - x.min, fy = y.max - y.min
            if fx.isInfinite && fy.isInfinite && x.min != y.min { return x.min > y.min }
            if fx != fy && !(fx.isInfinite && fy.isInfinite) { return fx < fy }
            return a.offset < b.offset
        }.map(\.element)
        var groups: [[Info]] = []
        for info in infos {
            if let last = groups.last?.last, last.priority == info.priority { groups[groups.count - 1].append(info) } else { groups.append([info]) }
        }
        // Reserve the minimum of every lower-priority group; give it back when that group's turn comes.
        available -= groups.dropFirst().flatMap { $0 }.reduce(0) { $0 + $1.min }
        var sizes = Array(repeating: Size.zero, count: kids.count)
        for (g, group) in groups.enumerated() {
            if g > 0 { available += group.reduce(0) { $0 + $1.min } }
            var remaining = group.count
            for info in group {
                let offer = max(available / Double(remaining), 0)
                let s = context.size(kids[info.index], ProposedSize(axis: axis, major: offer, minor: minor))
                sizes[info.index] = s
                available -= s[axis]
                remaining -= 1
            }
        }
        return sizes
    }

    func size(_ p: ProposedSize) -> Size {
        let kids = children
        guard !kids.isEmpty else { return .zero }
        let sizes = childSizes(p)
        var s = Size.zero
        // Negative spacing overlaps neighbours; the stack itself never gets a negative length.
        s[axis] = max(0, sizes.reduce(0) { $0 + $1[axis] } + gaps().reduce(0, +))
        let guides = zip(kids, sizes).map { guide($0, $1) }
        let tops = zip(guides, sizes).map { -$0.0 }
        let bottoms = zip(guides, sizes).map { -$0 + $1[axis.other] }
        s[axis.other] = (bottoms.max() ?? 0) - (tops.min() ?? 0)
        return s
    }

    /// Places the children inside `rect` (the stack's own frame). Minor proposal: the original, else the stack's size (§1.4).
    func place(_ rect: Rect, _ p: ProposedSize, _ placeChild: (Element, Rect, ProposedSize) -> Void) {
        let kids = children
        guard !kids.isEmpty else { return }
        var placing = p
        if placing[axis.other] == nil { placing[axis.other] = rect.size[axis.other] }
        let sizes = childSizes(placing)
        let gaps = self.gaps()
        let stackGuide = frameGuide(rect.size[axis.other], sizes, kids)
        var cursor = axis == .horizontal ? rect.x : rect.y
        for (i, (kid, size)) in zip(kids, sizes).enumerated() {
            let minorOrigin = (axis == .horizontal ? rect.y : rect.x) + stackGuide - guide(kid, size)
            let origin = axis == .horizontal ? Point(cursor, minorOrigin) : Point(minorOrigin, cursor)
            placeChild(kid, Rect(origin: origin, size: size), ProposedSize(axis: axis, major: size[axis], minor: placing[axis.other]))
            cursor += size[axis] + (i < gaps.count ? gaps[i] : 0)
        }
    }

    /// Where the stack's alignment guide sits inside its own minor extent.
    private func frameGuide(_ extent: Double, _ sizes: [Size], _ kids: [Element]) -> Double {
        let guides = zip(kids, sizes).map { guide($0, $1) }
        let top = zip(guides, sizes).map { -$0.0 }.min() ?? 0
        let bottom = zip(guides, sizes).map { -$0 + $1[axis.other] }.max() ?? 0
        // Centre the aligned block in the frame when the frame is larger than the block.
        return -top + (extent - (bottom - top)) / 2
    }

    /// The child's alignment guide on the minor axis (§2.4).
    private func guide(_ child: Element, _ size: Size) -> Double {
        guard case .stack(_, let h, let v, _, _) = element.kind else { return 0 }
        if axis == .vertical {
            switch h {
            case .leading: return 0
            case .center: return size.width / 2
            case .trailing: return size.width
            }
        }
        switch v {
        case .top: return 0
        case .center: return size.height / 2
        case .bottom: return size.height
        case .firstTextBaseline: return context.baseline(child, size, first: true)
        case .lastTextBaseline: return context.baseline(child, size, first: false)
        }
    }
}

extension LayoutContext {
    /// SF Pro's cap height per point of size, on which symbols are centred.
    static let symbolCapHeight = 0.705

    /// A view's first or last text baseline from its top; views without text use their bottom (§2.4).
    func baseline(_ e: Element, _ size: Size, first: Bool) -> Double {
        switch e.kind {
        case .leaf:
            if case .symbol = e.view.content {
                // An SF Symbol is centred on its font's cap height (SF Pro: 0.705 em) above the baseline.
                return size.height / 2 + e.view.environment.resolvedFont.size * Self.symbolCapHeight / 2
            }
            guard let t = text(of: e.view, ProposedSize(size)) else { return size.height }
            let lines = Double(max(0, t.lines.count - 1))
            return (first ? 0 : lines * t.metrics.lineHeight) + t.metrics.ascent
        case .padding(let insets, let child):
            return insets.top + baseline(child, Size(max(0, size.width - insets.horizontal), max(0, size.height - insets.vertical)), first: first)
        case .priority(_, let c), .decoration(_, let c), .containerBackground(_, let c), .containerShape(_, let c), .secondary(let c, _, _, _):
            return baseline(c, size, first: first)
        case .stack(_, _, _, _, let kids):
            let values = kids.map { baseline($0, self.size($0, ProposedSize(size)), first: first) }
            return (first ? values.min() : values.max()) ?? size.height
        default:
            return size.height
        }
    }
}
