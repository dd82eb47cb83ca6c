import Foundation
import WidgetModel

// `HStackLayout`, `VStackLayout`, `ZStackLayout` and `AnyLayout`: the stacks as `Layout` values, so that
// a widget can switch its arrangement by family (`AnyLayout(isSmall ? VStackLayout() : HStackLayout())`).
// As containers they are the engine's stacks (the same layout as `HStack`, `VStack`, `ZStack`).

/// A built-in layout: its container is one of the engine's stacks.
protocol _StackLayout: Sendable {
    @MainActor func _container(_ content: AnyView) -> AnyView
}

public struct HStackLayout: Layout, _StackLayout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) { self.alignment = alignment; self.spacing = spacing }
    func _container(_ content: AnyView) -> AnyView { AnyView(HStack(alignment: alignment, spacing: spacing) { content }) }
    @MainActor public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View { _container(AnyView(content())) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackArithmetic.size(subviews, spacing: spacing ?? 8, horizontal: true)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackArithmetic.place(subviews, in: bounds, spacing: spacing ?? 8, horizontal: true)
    }
}

public struct VStackLayout: Layout, _StackLayout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) { self.alignment = alignment; self.spacing = spacing }
    func _container(_ content: AnyView) -> AnyView { AnyView(VStack(alignment: alignment, spacing: spacing) { content }) }
    @MainActor public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View { _container(AnyView(content())) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackArithmetic.size(subviews, spacing: spacing ?? 8, horizontal: false)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackArithmetic.place(subviews, in: bounds, spacing: spacing ?? 8, horizontal: false)
    }
}

public struct ZStackLayout: Layout, _StackLayout {
    public var alignment: Alignment
    public init(alignment: Alignment = .center) { self.alignment = alignment }
    func _container(_ content: AnyView) -> AnyView { AnyView(ZStack(alignment: alignment) { content }) }
    @MainActor public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View { _container(AnyView(content())) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(proposal) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for s in subviews { s.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(bounds.size)) }
    }
}

/// The stacks' arithmetic when an app calls their `Layout` methods itself (ideal sizes, centred across;
/// as containers the engine's stacks lay out instead, with priorities and flexibility).
enum StackArithmetic {
    static func size(_ subviews: LayoutSubviews, spacing: CGFloat, horizontal: Bool) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let gaps = spacing * CGFloat(max(0, sizes.count - 1))
        return horizontal ? CGSize(width: sizes.map(\.width).reduce(0, +) + gaps, height: sizes.map(\.height).max() ?? 0)
            : CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +) + gaps)
    }
    static func place(_ subviews: LayoutSubviews, in bounds: CGRect, spacing: CGFloat, horizontal: Bool) {
        var offset: CGFloat = 0
        for s in subviews {
            let size = s.sizeThatFits(.unspecified)
            let point = horizontal ? CGPoint(x: bounds.minX + offset, y: bounds.midY) : CGPoint(x: bounds.midX, y: bounds.minY + offset)
            s.place(at: point, anchor: horizontal ? .leading : .top, proposal: ProposedViewSize(size))
            offset += (horizontal ? size.width : size.height) + spacing
        }
    }
}

/// A layout with its type erased: a stack layout draws as its stack, an app's layout as itself.
public struct AnyLayout: Layout {
    private let container: @MainActor (AnyView) -> AnyView
    private let size: (ProposedViewSize, LayoutSubviews) -> CGSize
    private let place: (CGRect, ProposedViewSize, LayoutSubviews) -> Void
    public init<L: Layout>(_ layout: L) {
        if let stack = layout as? _StackLayout {
            container = { stack._container($0) }
        } else {
            // The layout is only used on the thread that evaluates the widget.
            let box = _UncheckedLayoutBox(layout: layout)
            container = { AnyView(_CustomLayoutView(layout: box.layout, content: $0)) }
        }
        size = { p, s in var c = layout.makeCache(subviews: s); return layout.sizeThatFits(proposal: p, subviews: s, cache: &c) }
        place = { b, p, s in var c = layout.makeCache(subviews: s); layout.placeSubviews(in: b, proposal: p, subviews: s, cache: &c) }
    }
    @MainActor public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View { container(AnyView(content())) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { size(proposal, subviews) }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) { place(bounds, proposal, subviews) }
}

/// An app's layout carried into the `@MainActor` container closure of ``AnyLayout``.
private struct _UncheckedLayoutBox<L: Layout>: @unchecked Sendable { let layout: L }
