import WidgetModel

/// The layout tree: each view's content wrapped by its modifiers, innermost first, like SwiftUI's
/// modified views. Built once per layout from a ``ResolvedView``; identity (`id`) keys the caches.
final class Element {
    let id: Int
    let kind: Kind
    /// The resolved view this element belongs to (for text, environment and output).
    let view: ResolvedView
    /// The modifier this element honours; nil for the view's own content.
    let modifier: ResolvedModifier?
    /// The axis of the stack this element sits in directly (Spacer and Divider depend on it).
    let stackAxis: Axis?
    /// The layout direction this element is laid out in (its view's, or the one its modifier sees).
    let direction: LayoutDirection

    indirect enum Kind {
        case leaf
        case stack(axis: Axis, horizontal: HorizontalAlignment, vertical: VerticalAlignment, spacing: Double?, children: [Element])
        case zstack(Alignment, [Element])
        case padding(EdgeInsets, Element)
        case frame(FrameSpec, Element)
        case fixedSize(horizontal: Bool, vertical: Bool, Element)
        case aspectRatio(Double?, ContentMode, Element)
        case priority(Double, Element)
        /// background (`inFront == false`) or overlay: the primary decides the size.
        case secondary(primary: Element, content: Element, alignment: Alignment, inFront: Bool)
        /// containerShape: sets the shape ContainerRelativeShape resolves against.
        case containerShape(ShapeKind, Element)
        /// The widget background: `content` is placed over the whole widget (only on the top-level view).
        case containerBackground(content: Element?, Element)
        /// No layout effect (opacity, clipping, links); `corners` is the outline whose radius is reported.
        case decoration(corners: CornerRule?, Element)
        /// ViewThatFits: the candidates, in order of preference.
        case viewThatFits(AxisSet, [Element])
        /// GeometryReader: its views are built when it is placed.
        case geometry(GeometryContent)
        /// Grid: its rows of cells.
        case grid(GridSpec)
        /// LazyVGrid (`axis` vertical) / LazyHGrid.
        case lazyGrid(LazyGridSpec)
        /// An app's `Layout`: its subviews, sized and placed by its functions (``CustomLayout``).
        case custom(CustomLayout, [Element])
    }

    init(id: Int, kind: Kind, view: ResolvedView, modifier: ResolvedModifier?, stackAxis: Axis?) {
        self.id = id; self.kind = kind; self.view = view; self.modifier = modifier; self.stackAxis = stackAxis
        direction = modifier?.layoutDirection ?? view.environment.layoutDirection
    }

    /// The layout priority trait, carried up through modifiers.
    var layoutPriority: Double {
        switch kind {
        case .priority(let p, _): return p
        case .padding(_, let c), .frame(_, let c), .fixedSize(_, _, let c), .aspectRatio(_, _, let c),
             .containerShape(_, let c), .containerBackground(_, let c), .decoration(_, let c): return c.layoutPriority
        case .secondary(let p, _, _, _): return p.layoutPriority
        case .leaf, .stack, .zstack, .viewThatFits, .geometry, .grid, .lazyGrid, .custom: return 0
        }
    }

    /// Whether this is a bare Spacer (publishes zero spacing towards its neighbours in a stack).
    var isSpacer: Bool {
        if case .leaf = kind, case .spacer = view.content { return true }
        return false
    }
}

/// Builds the element tree, numbering elements for the caches. Modifiers become elements by their
/// ``ModifierRole``, so a new modifier with an existing role needs nothing here.
struct ElementBuilder {
    private(set) var count = 0

    /// A builder numbering from `count` (elements built during layout, for GeometryReader content).
    init(count: Int = 0) { self.count = count }

    /// `isTop`: the view is the widget's top-level view, whose containerBackground is honoured.
    mutating func build(_ view: ResolvedView, stackAxis: Axis?, isTop: Bool = false) -> Element {
        var inner: Element
        switch view.content {
        case .stack(let axis, let h, let v, let spacing):
            let a: Axis = axis == .horizontal ? .horizontal : .vertical
            let kids = view.children.map { build($0, stackAxis: a) }
            inner = make(.stack(axis: a, horizontal: h, vertical: v, spacing: spacing, children: kids), view, nil, stackAxis)
        case .zstack(let alignment):
            let kids = view.children.map { build($0, stackAxis: nil) }
            inner = make(.zstack(alignment, kids), view, nil, stackAxis)
        case .container(let container):
            inner = make(containerKind(container, view), view, nil, stackAxis)
        default:
            inner = make(.leaf, view, nil, stackAxis)
        }
        for m in view.modifiers {
            let kind: Element.Kind
            switch m.kind.role {
            case .padding(let e): kind = .padding(e, inner)
            case .frame(let f): kind = .frame(f, inner)
            case .fixedSize(let h, let v): kind = .fixedSize(horizontal: h, vertical: v, inner)
            case .aspectRatio(let r, let mode): kind = .aspectRatio(r, mode, inner)
            case .layoutPriority(let p): kind = .priority(p, inner)
            case .secondary(let content, let a, let inFront):
                kind = .secondary(primary: inner, content: build(content, stackAxis: nil), alignment: a, inFront: inFront)
            case .containerShape(let s): kind = .containerShape(s, inner)
            case .containerBackground(let content):
                kind = .containerBackground(content: isTop ? build(content, stackAxis: nil) : nil, inner)
            case .decoration(let corners): kind = .decoration(corners: corners, inner)
            }
            inner = make(kind, view, m, stackAxis)
        }
        return inner
    }

    /// The element kind of a layout container (``LayoutContainer``).
    private mutating func containerKind(_ container: LayoutContainer, _ view: ResolvedView) -> Element.Kind {
        switch container {
        case .viewThatFits(let axes):
            return .viewThatFits(axes, view.children.map { build($0, stackAxis: nil) })
        case .geometryReader(let content):
            return .geometry(content)
        case .grid(let alignment, let h, let v):
            let rows = view.children.map { child -> GridSpec.Row in
                if case .container(.gridRow(let a)) = child.content {
                    return GridSpec.Row(view: child, alignment: a, cells: child.children.map { build($0, stackAxis: nil) })
                }
                return GridSpec.Row(view: nil, alignment: nil, cells: [build(child, stackAxis: nil)])
            }
            return .grid(GridSpec(alignment: alignment, horizontalSpacing: h ?? 8, verticalSpacing: v ?? 8, rows: rows))
        case .gridRow(let a):
            // Outside a Grid a GridRow arranges its cells like an HStack.
            let kids = view.children.map { build($0, stackAxis: .horizontal) }
            return .stack(axis: .horizontal, horizontal: .center, vertical: a ?? .center, spacing: nil, children: kids)
        case .custom(let layout):
            return .custom(layout, view.children.map { build($0, stackAxis: nil) })
        case .lazyGrid(let axis, let items, let alignment, let spacing):
            return .lazyGrid(LazyGridSpec(vertical: axis == .vertical, items: items, alignment: alignment, spacing: spacing ?? 8,
                                          cells: view.children.map { build($0, stackAxis: nil) }))
        }
    }

    private mutating func make(_ kind: Element.Kind, _ view: ResolvedView, _ modifier: ResolvedModifier?, _ axis: Axis?) -> Element {
        count += 1
        return Element(id: count, kind: kind, view: view, modifier: modifier, stackAxis: axis)
    }
}
