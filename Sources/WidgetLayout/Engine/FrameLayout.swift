import WidgetModel

/// `.frame(width:height:)` and `.frame(minWidth:idealWidth:maxWidth:…)` (docs/rendering.md, "How layout works").
struct FrameLayout {
    let spec: FrameSpec

    private struct AxisSpec { var fixed: Double?; var min: Double?; var ideal: Double?; var max: Double? }

    private func axisSpec(_ axis: Axis) -> AxisSpec {
        var a = axis == .horizontal
            ? AxisSpec(fixed: spec.width, min: spec.minWidth, ideal: spec.idealWidth, max: spec.maxWidth)
            : AxisSpec(fixed: spec.height, min: spec.minHeight, ideal: spec.idealHeight, max: spec.maxHeight)
        // Normalise: min ≥ 0, ideal ≥ min, max ≥ ideal.
        if let m = a.min { a.min = Swift.max(m, 0) }
        if let i = a.ideal, let m = a.min { a.ideal = Swift.max(i, m) }
        if let x = a.max { a.max = Swift.max(x, a.ideal ?? a.min ?? x) }
        return a
    }

    /// The proposal the frame makes to its child on one axis.
    private func childProposal(_ a: AxisSpec, _ p: Double?) -> Double? {
        if let f = a.fixed { return f }
        guard let base = p ?? a.ideal else { return nil }
        var v = base
        if let lo = a.min { v = Swift.max(v, lo) }
        if let hi = a.max { v = Swift.min(v, hi) }
        return v
    }

    /// The frame's own length on one axis, given the child's answer when it was needed.
    private func result(_ a: AxisSpec, _ p: Double?, childProposal: Double?, child: () -> Double) -> Double {
        if let f = a.fixed { return f }
        if let p, let lo = a.min, let hi = a.max { return Swift.min(Swift.max(p, lo), hi) }
        if p == nil, let ideal = a.ideal { return ideal }
        let c = child()
        switch (a.min, a.max) {
        case let (lo?, hi?): return Swift.min(Swift.max(c, lo), hi)
        case let (lo?, nil): return Swift.max(Swift.min(childProposal ?? .infinity, c), lo)
        case let (nil, hi?): return Swift.min(Swift.max(childProposal ?? -.infinity, c), hi)
        default: return c
        }
    }

    func size(_ child: Element, _ p: ProposedSize, _ context: LayoutContext) -> Size {
        let h = axisSpec(.horizontal), v = axisSpec(.vertical)
        let cp = ProposedSize(childProposal(h, p.width), childProposal(v, p.height))
        var childSize: Size?
        func c() -> Size {
            if let s = childSize { return s }
            let s = context.size(child, cp)
            childSize = s
            return s
        }
        return Size(result(h, p.width, childProposal: cp.width) { c().width },
                    result(v, p.height, childProposal: cp.height) { c().height })
    }

    /// The proposal for placing the child in the frame's final size (§3.4, last rule).
    func placementProposal(_ final: Size, _ p: ProposedSize) -> ProposedSize {
        func axis(_ a: AxisSpec, _ incoming: Double?, _ length: Double) -> Double? {
            if let f = a.fixed { return f }
            if spec.isFlexible, incoming == nil, a.ideal == nil, length > (a.min ?? -.infinity), length < (a.max ?? .infinity) { return nil }
            if !spec.isFlexible { return incoming }
            return length
        }
        return ProposedSize(axis(axisSpec(.horizontal), p.width, final.width), axis(axisSpec(.vertical), p.height, final.height))
    }
}

/// `.aspectRatio(_:contentMode:)`: changes only the proposal; the child is centred.
enum AspectRatioLayout {
    static func childProposal(_ ratio: Double?, _ mode: ContentMode, _ child: Element, _ p: ProposedSize, _ context: LayoutContext) -> ProposedSize {
        if p.width == nil && p.height == nil { return p }
        var box: Size
        if let ratio { box = Size(ratio, 1) } else {
            let ideal = context.size(child, .unspecified)
            box = ideal.width > 0 && ideal.height > 0 ? ideal : Size(1, 1)
        }
        let sx = p.width.map { $0 / box.width } ?? .infinity
        let sy = p.height.map { $0 / box.height } ?? .infinity
        var scale = mode == .fit ? min(sx, sy) : max(sx.isInfinite ? 0 : sx, sy.isInfinite ? 0 : sy)
        if mode == .fill, sx.isInfinite || sy.isInfinite { scale = min(sx, sy) }
        return ProposedSize(box.width * scale, box.height * scale)
    }
}
