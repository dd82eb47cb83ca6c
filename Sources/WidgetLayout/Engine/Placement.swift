import WidgetModel

/// The shape ContainerRelativeShape is concentric with: the widget, or the nearest `.containerShape`.
struct ContainerShape {
    var rect: Rect
    var shape: ShapeKind
    var radius: Double { WidgetGeometry.cornerRadius(of: shape, in: rect.size) }
}

/// Frames, text layouts and radii gathered while placing, by path.
final class PlacementRecord {
    var frames: [String: Rect] = [:]
    var texts: [String: TextLayout] = [:]
    var radii: [String: Double] = [:]
}

/// The place pass: positions every element in absolute coordinates and records the frames.
extension LayoutContext {
    func place(_ e: Element, _ rect: Rect, _ p: ProposedSize, _ container: ContainerShape, _ record: PlacementRecord) {
        if record.frames[e.path] == nil, !isSecondaryWrapper(e) { record.frames[e.path] = rect }
        switch e.kind {
        case .leaf:
            placeLeaf(e, rect, p, container, record)
        case .stack(let axis, _, _, _, _):
            StackLayout(element: e, axis: axis, context: self).place(rect, p) { place($0, $1, $2, container, record) }
        case .zstack(let alignment, let kids):
            ZStackLayout.place(kids, alignment, rect, self) { place($0, $1, $2, container, record) }
        case .padding(let insets, let child):
            let inner = rect.insetBy(insets)
            let cp = ProposedSize(inner.size)
            place(child, Rect(origin: inner.origin, size: size(child, cp)), cp, container, record)
        case .frame(let spec, let child):
            let cp = FrameLayout(spec: spec).placementProposal(rect.size, p)
            place(child, aligned(size(child, cp), in: rect, spec.alignment), cp, container, record)
        case .fixedSize(let h, let v, let child):
            let cp = ProposedSize(h ? nil : rect.width, v ? nil : rect.height)
            place(child, aligned(size(child, cp), in: rect, .center), cp, container, record)
        case .aspectRatio(let ratio, let mode, let child):
            let cp = AspectRatioLayout.childProposal(ratio, mode, child, p, self)
            place(child, aligned(size(child, cp), in: rect, .center), cp, container, record)
        case .priority(_, let c), .passthrough(let c):
            place(c, rect, p, container, record)
            if case .passthrough = e.kind { recordModifierRadius(e, rect, container, record) }
        case .containerShape(let shape, let c):
            record.radii[e.path] = WidgetGeometry.cornerRadius(of: shape, in: rect.size)
            place(c, rect, p, ContainerShape(rect: rect, shape: shape), record)
        case .secondary(let primary, let content, let alignment, _):
            place(primary, rect, p, container, record)
            let cp = ProposedSize(rect.size)
            place(content, aligned(size(content, cp), in: rect, alignment), cp, container, record)
        }
    }

    private func isSecondaryWrapper(_ e: Element) -> Bool {
        if case .secondary = e.kind { return true }
        return false
    }

    private func placeLeaf(_ e: Element, _ rect: Rect, _ p: ProposedSize, _ container: ContainerShape, _ record: PlacementRecord) {
        switch e.view.content {
        case .text(let s):
            record.texts[e.path] = text(s, e.view.environment, p)
        case .shape(let shape, _, _, _):
            if shape == .containerRelative {
                record.radii[e.path] = WidgetGeometry.concentricRadius(of: rect, in: container.rect, containerRadius: container.radius)
            } else {
                record.radii[e.path] = WidgetGeometry.cornerRadius(of: shape, in: rect.size)
            }
        default:
            break
        }
    }

    private func recordModifierRadius(_ e: Element, _ rect: Rect, _ container: ContainerShape, _ record: PlacementRecord) {
        guard let index = e.path.split(separator: "#").last.flatMap({ Int($0) }),
              let m = e.view.modifiers.first(where: { $0.index == index }) else { return }
        switch m.kind {
        case .clipShape(let s):
            record.radii[e.path] = s == .containerRelative
                ? WidgetGeometry.concentricRadius(of: rect, in: container.rect, containerRadius: container.radius)
                : WidgetGeometry.cornerRadius(of: s, in: rect.size)
        case .cornerRadius(let r): record.radii[e.path] = min(r, min(rect.width, rect.height) / 2)
        default: break
        }
    }
}
