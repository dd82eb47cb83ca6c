import Foundation
import WidgetLayout
import WidgetModel

/// The first of its views that fits: every candidate is evaluated and carried in the tree; the
/// layout engine picks the first whose ideal size on `axes` fits the proposal, else the last
/// (docs/swiftui.md). `layout --json` shows the one drawn.
public struct ViewThatFits<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) { self.axes = axes; self.content = content() }
    public func _nodes(_ context: _EvaluationContext) -> [_Node] {
        var set: AxisSet = []
        if axes.contains(.horizontal) { set.insert(.horizontal) }
        if axes.contains(.vertical) { set.insert(.vertical) }
        return container(.container(.viewThatFits(axes: set)), content, context)
    }
}

public enum Axis: Int8, Hashable, Sendable, CaseIterable {
    case horizontal, vertical
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// The geometry a ``GeometryReader`` offers: the size the layout engine gave the reader, and
/// where it is in the widget.
public struct GeometryProxy: Sendable {
    public let size: CGSize
    let origin: CGPoint
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
    /// `.local`: at (0, 0); `.global` (and named spaces, which widgetsnap does not track): in the widget.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        coordinateSpace == .local ? CGRect(origin: .zero, size: size) : CGRect(origin: origin, size: size)
    }
}

public enum CoordinateSpace: Hashable, Sendable {
    case global, local, named(String)
}

/// A container that takes the whole space offered and draws its content at its top-leading
/// corner. The content closure runs when the layout engine has sized the reader, with the
/// environment of the reader's position, so a nested reader gets its own size.
public struct GeometryReader<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    public func _nodes(_ context: _EvaluationContext) -> [_Node] {
        markMainQueue()
        let pending = PendingGeometry(content: content, context: context)
        let build: @Sendable (GeometryProxyValues) -> [ResolvedView] = { g in onMainActor { pending.views(g) } }
        return leaf(.container(.geometryReader(GeometryContent(build))), context)
    }
}

/// A GeometryReader's closure and the context of its position, kept for layout time. Only ever
/// used on the main actor (``onMainActor(_:)``), where views are evaluated.
private final class PendingGeometry<Content: View>: @unchecked Sendable {
    let content: (GeometryProxy) -> Content
    let context: _EvaluationContext
    init(content: @escaping (GeometryProxy) -> Content, context: _EvaluationContext) { self.content = content; self.context = context }

    @MainActor func views(_ g: GeometryProxyValues) -> [ResolvedView] {
        let proxy = GeometryProxy(size: CGSize(width: CGFloat(g.width), height: CGFloat(g.height)), origin: CGPoint(x: CGFloat(g.x), y: CGFloat(g.y)))
        let inner = EnvironmentValues.$current.withValue(context.values) { content(proxy) }
        return evaluate(inner, context).map { n in
            var v = n.view
            v.path = "/" + n.component + v.path
            return ViewResolution.finish(v, parent: "")
        }
    }
}

/// Marks the main queue, so layout can tell it runs there (on Linux the main queue may be
/// drained by a thread other than the main thread).
#if compiler(>=6.2)
private let mainQueueKey = DispatchSpecificKey<Bool>()
#else
nonisolated(unsafe) private let mainQueueKey = DispatchSpecificKey<Bool>()
#endif

@MainActor private func markMainQueue() { DispatchQueue.main.setSpecific(key: mainQueueKey, value: true) }

/// Runs `body` on the main actor: directly when layout already runs there (tests, the snapshot
/// assertions), else by waiting for the main queue.
func onMainActor<T: Sendable>(_ body: @MainActor () -> T) -> T {
    if Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true { return MainActor.assumeIsolated(body) }
    return DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
}

/// The accessory families' standard backdrop (the layout format's `AccessoryWidgetBackground`).
public struct AccessoryWidgetBackground: View, _PrimitiveView {
    public typealias Body = Never
    public init() {}
    public func _nodes(_ context: _EvaluationContext) -> [_Node] {
        leaf(.color(SystemColors.all["accessoryWidgetBackground"] ?? NamedColor(RGBA(0.18, 0.18, 0.18))), context)
    }
}

private struct WidgetContentSizeKey: EnvironmentKey { static let defaultValue = CGSize(width: 138, height: 138) }
private struct WidgetContentMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16) }
private struct ShowsWidgetLabelKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The size inside the content margins of the variant's family on the default device
    /// (``GeometryReader``'s size); set by the evaluator, an app may set it for another device.
    public var widgetContentSize: CGSize {
        get { self[WidgetContentSizeKey.self] }
        set { self[WidgetContentSizeKey.self] = newValue }
    }
    /// The family's content margins (16 pt for Home Screen families, 0 for accessory families or
    /// when `contentMarginsDisabled`).
    public var widgetContentMargins: EdgeInsets {
        get { self[WidgetContentMarginsKey.self] }
        set { self[WidgetContentMarginsKey.self] = newValue }
    }
    /// Whether the Lock Screen shows a `widgetLabel` beside the widget: always false, as widgetsnap
    /// draws the widget without the label, so views take their no-label branch.
    public var showsWidgetLabel: Bool {
        get { self[ShowsWidgetLabelKey.self] }
        set { self[ShowsWidgetLabelKey.self] = newValue }
    }

    /// Sets the family's size and margins on the default device.
    mutating func setWidgetGeometry(family: WidgetFamily, contentMarginsDisabled: Bool) {
        let m = WidgetGeometry.contentMargins(family: family, graphic: false, disabled: contentMarginsDisabled)
        let s = DeviceCatalog.default.size(of: family) ?? Size(0, 0)
        widgetContentMargins = EdgeInsets(top: CGFloat(m.top), leading: CGFloat(m.leading), bottom: CGFloat(m.bottom), trailing: CGFloat(m.trailing))
        widgetContentSize = CGSize(width: max(0, s.width - m.leading - m.trailing), height: max(0, s.height - m.top - m.bottom))
    }
}

extension View {
    /// The label WidgetKit draws beside an accessory widget on the Lock Screen: accepted and not drawn
    /// (``EnvironmentValues/showsWidgetLabel`` is false, so the view draws as without a label).
    public func widgetLabel<Label: View>(fileID: String = #fileID, line: Int = #line, @ViewBuilder label: () -> Label) -> some View { notDrawn("widgetLabel", fileID, line) }
    public func widgetLabel(_ label: Text, fileID: String = #fileID, line: Int = #line) -> some View { notDrawn("widgetLabel", fileID, line) }
    public func widgetLabel(_ key: LocalizedStringKey, fileID: String = #fileID, line: Int = #line) -> some View { notDrawn("widgetLabel", fileID, line) }
    @_disfavoredOverload public func widgetLabel<S: StringProtocol>(_ label: S, fileID: String = #fileID, line: Int = #line) -> some View { notDrawn("widgetLabel", fileID, line) }
}
