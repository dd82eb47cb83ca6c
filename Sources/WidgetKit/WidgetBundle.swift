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
    public var widgets: [any Widget] { body._widgets }
}

extension Widget {
    /// The widgets this one stands for: itself (a bundle's block lists several).
    public var _widgets: [any Widget] { [self] }
}

/// The widgets of a bundle's block, in order.
public struct _WidgetTuple: Widget {
    let items: [any Widget]
    public init() { items = [] }
    init(items: [any Widget]) { self.items = items }
    public var body: _EmptyConfiguration { _EmptyConfiguration() }
    public var _widgets: [any Widget] { items }
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
        for w in repeat each widget { items += w._widgets }
        return _WidgetTuple(items: items)
    }
    public static func buildOptional<W: Widget>(_ widget: W?) -> _WidgetTuple { _WidgetTuple(items: widget?._widgets ?? []) }
    public static func buildEither<W: Widget>(first: W) -> _WidgetTuple { _WidgetTuple(items: first._widgets) }
    public static func buildEither<W: Widget>(second: W) -> _WidgetTuple { _WidgetTuple(items: second._widgets) }
    public static func buildLimitedAvailability<W: Widget>(_ widget: W) -> _WidgetTuple { _WidgetTuple(items: widget._widgets) }
}
