import WidgetModel

/// The layout tree: each view's content wrapped by its modifiers, innermost first, like SwiftUI's
/// modified views. Built once per layout from a ``ResolvedView``; identity (`id`) keys the caches.
final class Element {
    let id: Int
    /// The node path this element's frame is reported under: `root/0/1` or `root/0/1#2`.
    let path: String
    let kind: Kind
    /// The resolved view this element belongs to (for text, environment and dumps).
    let view: ResolvedView
    /// The axis of the stack this element sits in directly (Spacer and Divider depend on it).
    let stackAxis: Axis?

    indirect enum Kind {
        case leaf
        case stack(axis: Axis, horizontal: HorizontalAlignment, vertical: VerticalAlignment, spacing: Double?, children: [Element])
        case zstack(Alignment, [Element])
        case padding(EdgeInsets, Element)
        case frame(FrameSpec, Element)
        case fixedSize(horizontal: Bool, vertical: Bool, Element)
        case aspectRatio(Double?, ContentMode, Element)
        case priority(Double, Element)
        /// background (`overlay == false`) or overlay: the primary decides the size.
        case secondary(primary: Element, content: Element, alignment: Alignment, overlay: Bool)
        /// containerShape: sets the shape ContainerRelativeShape resolves against.
        case containerShape(ShapeKind, Element)
        /// No layout effect (opacity, clipping, links, containerBackground).
        case passthrough(Element)
    }

    init(id: Int, path: String, kind: Kind, view: ResolvedView, stackAxis: Axis?) {
        self.id = id; self.path = path; self.kind = kind; self.view = view; self.stackAxis = stackAxis
    }

    /// The layout priority trait, carried up through modifiers.
    var layoutPriority: Double {
        switch kind {
        case .priority(let p, _): return p
        case .padding(_, let c), .frame(_, let c), .fixedSize(_, _, let c), .aspectRatio(_, _, let c),
             .containerShape(_, let c), .passthrough(let c): return c.layoutPriority
        case .secondary(let p, _, _, _): return p.layoutPriority
        case .leaf, .stack, .zstack: return 0
        }
    }

    /// Whether this is a bare Spacer (publishes zero spacing towards its neighbours in a stack).
    var isSpacer: Bool {
        if case .leaf = kind, case .spacer = view.content { return true }
        return false
    }
}

/// Builds the element tree, numbering elements for the caches.
struct ElementBuilder {
    private(set) var count = 0

    mutating func build(_ view: ResolvedView, stackAxis: Axis?) -> Element {
        var inner: Element
        switch view.content {
        case .stack(let axis, let h, let v, let spacing):
            let a: Axis = axis == .horizontal ? .horizontal : .vertical
            let kids = view.children.map { build($0, stackAxis: a) }
            inner = make(view.path, .stack(axis: a, horizontal: h, vertical: v, spacing: spacing, children: kids), view, stackAxis)
        case .zstack(let alignment):
            let kids = view.children.map { build($0, stackAxis: nil) }
            inner = make(view.path, .zstack(alignment, kids), view, stackAxis)
        default:
            inner = make(view.path, .leaf, view, stackAxis)
        }
        for m in view.modifiers {
            let path = "\(view.path)#\(m.index)"
            switch m.kind {
            case .padding(let e): inner = make(path, .padding(e, inner), view, stackAxis)
            case .frame(let f): inner = make(path, .frame(f, inner), view, stackAxis)
            case .fixedSize(let h, let v): inner = make(path, .fixedSize(horizontal: h, vertical: v, inner), view, stackAxis)
            case .aspectRatio(let r, let mode): inner = make(path, .aspectRatio(r, mode, inner), view, stackAxis)
            case .layoutPriority(let p): inner = make(path, .priority(p, inner), view, stackAxis)
            case .background(let content, let a), .overlay(let content, let a):
                var isOverlay = false
                if case .overlay = m.kind { isOverlay = true }
                let c = build(content, stackAxis: nil)
                inner = make(path, .secondary(primary: inner, content: c, alignment: a, overlay: isOverlay), view, stackAxis)
            case .containerShape(let s): inner = make(path, .containerShape(s, inner), view, stackAxis)
            case .opacity, .clipShape, .cornerRadius, .widgetURL, .link, .containerBackground:
                inner = make(path, .passthrough(inner), view, stackAxis)
            }
        }
        return inner
    }

    private mutating func make(_ path: String, _ kind: Element.Kind, _ view: ResolvedView, _ axis: Axis?) -> Element {
        count += 1
        return Element(id: count, path: path, kind: kind, view: view, stackAxis: axis)
    }
}
