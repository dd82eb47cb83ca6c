import WidgetModel

/// `sizeThatFits` for every element kind: what size the element chooses for a proposal.
extension LayoutContext {
    func size(_ e: Element, _ p: ProposedSize) -> Size {
        cachedSize(e, p) { computeSize(e, p) }
    }

    private func computeSize(_ e: Element, _ p: ProposedSize) -> Size {
        switch e.kind {
        case .leaf: return leafSize(e, p)
        case .stack(let axis, _, _, _, _): return StackLayout(element: e, axis: axis, context: self).size(p)
        case .zstack(_, let kids): return ZStackLayout.size(kids, p, self)
        case .padding(let insets, let child):
            let inner = ProposedSize(p.width.map { max(0, $0 - insets.horizontal) }, p.height.map { max(0, $0 - insets.vertical) })
            let s = size(child, inner)
            return Size(s.width + insets.horizontal, s.height + insets.vertical)
        case .frame(let spec, let child): return FrameLayout(spec: spec).size(child, p, self)
        case .fixedSize(let h, let v, let child):
            return size(child, ProposedSize(h ? nil : p.width, v ? nil : p.height))
        case .aspectRatio(let ratio, let mode, let child):
            return size(child, AspectRatioLayout.childProposal(ratio, mode, child, p, self))
        case .priority(_, let c), .containerShape(_, let c), .containerBackground(_, let c), .decoration(_, let c): return size(c, p)
        case .secondary(let primary, _, _, _): return size(primary, p)
        case .viewThatFits(let axes, let kids):
            return ViewThatFitsLayout.choice(kids, axes, p, self).map { size(kids[$0], p) } ?? .zero
        case .geometry:
            // Flexible on both axes, as SwiftUI's: the whole proposal, 10 pt where unspecified.
            return p.replacingUnspecified()
        case .grid(let spec): return GridLayout(spec: spec, context: self).size(p)
        case .lazyGrid(let spec): return LazyGridLayout(spec: spec, context: self).size(p)
        case .custom(let layout, let kids): return CustomLayoutEngine(layout: layout, kids: kids, context: self).size(p)
        }
    }

    private func leafSize(_ e: Element, _ p: ProposedSize) -> Size {
        let view = e.view
        switch view.content {
        case .text, .styledText:
            return text(of: view, p)?.size ?? .zero
        case .symbol(let name, let resizable):
            let g = symbolGeometry(name, view.environment)
            // Resizable: the proposal where there is one, as a resizable image (scaledToFit asks for the natural size's ratio).
            return resizable ? Size(p.width ?? g.width, p.height ?? g.height) : Size(g.width, g.height)
        case .image(let name, let resizable, _):
            let natural = view.environment.inlineImage.map { Size($0.pointWidth, $0.pointHeight) }
                ?? assets.naturalSize(ofImage: name) ?? Size(10, 10)
            return resizable ? Size(p.width ?? natural.width, p.height ?? natural.height) : natural
        case .spacer(let minLength):
            let minimum = minLength ?? 8
            guard let axis = e.stackAxis else { return Size(p.width ?? minimum, p.height ?? minimum) }
            var s = Size.zero
            s[axis] = max(p[axis] ?? minimum, minimum)
            return s
        case .divider:
            let thickness = 1 / scale
            if e.stackAxis == .horizontal { return Size(thickness, p.height ?? 10) }
            return Size(p.width ?? 10, thickness)
        case .shape(.circle, _, _, _):
            let s = p.replacingUnspecified()
            let side = min(s.width, s.height)
            return Size(side, side)
        case .gauge(_, _, _, let style, let label, _, _):
            if style == .circular || style == .circularCapacity {
                let s = p.replacingUnspecified(by: 58)
                let side = min(s.width, s.height)
                return Size(side, side)
            }
            // A 6 pt bar, under a caption-sized label when there is one.
            let labelHeight = label == nil ? 0 : measurer.metrics(for: FontSpec(style: .caption).resolved(dynamicType: view.environment.dynamicTypeSize)).lineHeight + 4
            return Size(p.width ?? 100, 6 + labelHeight)
        case .color, .linearGradient, .shape, .stack, .zstack, .container, .gradient:
            return p.replacingUnspecified()
        }
    }

    /// An SF Symbol's frame (and, where measured, its ink) follows its font's size and weight and
    /// the `imageScale`, per symbol (``SymbolMetrics``, `Assets/Symbols/sf-symbol-metrics.json`):
    /// real `calendar` at 32 pt is 33.4 pt tall, `arrow.clockwise` at 9 pt semibold 9.7 pt; symbols
    /// not measured get a square of 1.045 × the size. Rounded to the device pixel grid.
    func symbolGeometry(_ name: String, _ env: ResolvedEnvironment) -> SymbolGeometry {
        let font = env.resolvedFont
        return SymbolMetrics.shared.geometry(name, size: font.size, weight: font.weight, scale: env.imageScale, pixelsPerPoint: scale)
    }
}
