import WidgetSnapUI

/// Several widgets of one extension: `@main struct MyWidgets: WidgetBundle { var body: some Widget { A(); B() } }`.
@MainActor @preconcurrency
public protocol WidgetBundle {
    associatedtype Body: Widget
    init()
    @WidgetBundleBuilder var body: Self.Body { get }
}

extension WidgetBundle {
    /// `@main` on a bundle: on Linux the extension is not launched, so this returns at once (the
    /// bundle's widgets are run by ``WidgetHost`` and the snapshot assertions instead).
    public static func main() {}
    /// The bundle's widgets, in order, erased.
    /// A widget whose body is an ``EmptyWidgetConfiguration`` is left out, as WidgetKit shows none for it.
    public var widgets: [any Widget] { _WidgetTuple.flatten(body).filter { !($0.body is EmptyWidgetConfiguration) } }
}

/// The widgets of a bundle's block, in order.
public struct _WidgetTuple: Widget {
    let items: [any Widget]
    public init() { items = [] }
    init(items: [any Widget]) { self.items = items }
    public var body: _EmptyConfiguration { _EmptyConfiguration() }
    /// The widgets a bundle's expression stands for: itself, or a block's widgets.
    static func flatten(_ widget: any Widget) -> [any Widget] { (widget as? _WidgetTuple)?.items ?? [widget] }
}

/// The configuration of a block of widgets (no widget of its own).
public struct _EmptyConfiguration: WidgetConfiguration {
    public var _description: _WidgetDescription {
        _WidgetDescription(kind: "", timeline: { _ in ([], .never) }, snapshot: { _ in nil }, placeholder: { _ in AnyView(EmptyView()) })
    }
}

@MainActor @resultBuilder
public enum WidgetBundleBuilder {
    public static func buildExpression<W: Widget>(_ widget: W) -> W { widget }
    public static func buildBlock<W: Widget>(_ widget: W) -> W { widget }
    public static func buildBlock<each W: Widget>(_ widget: repeat each W) -> _WidgetTuple {
        var items: [any Widget] = []
        for w in repeat each widget { items += _WidgetTuple.flatten(w) }
        return _WidgetTuple(items: items)
    }
    public static func buildOptional(_ widget: (any Widget)?) -> _WidgetTuple { _WidgetTuple(items: widget.map(_WidgetTuple.flatten) ?? []) }
    public static func buildEither<W: Widget>(first: W) -> _WidgetTuple { _WidgetTuple(items: _WidgetTuple.flatten(first)) }
    public static func buildEither<W: Widget>(second: W) -> _WidgetTuple { _WidgetTuple(items: _WidgetTuple.flatten(second)) }
    public static func buildLimitedAvailability<W: Widget>(_ widget: W) -> _WidgetTuple { _WidgetTuple(items: _WidgetTuple.flatten(widget)) }
}
