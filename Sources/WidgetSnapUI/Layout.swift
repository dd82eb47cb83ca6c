import Foundation
import WidgetLayout
import WidgetModel

/// The first of its views. The engine has no view-that-fits (the layout format has none), so the
/// first candidate, the one SwiftUI prefers, is drawn and the engine truncates or scales it if it is
/// too large; the other candidates are evaluated for errors only. `layout --json` shows which view was drawn.
public struct ViewThatFits<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let content: Content
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) { self.content = content() }
    public func _nodes(_ context: _EvaluationContext) -> [_Node] {
        guard var first = evaluate(content, context).first else { return [] }
        first.key = []
        return [first]
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

/// The geometry a ``GeometryReader`` offers: the widget's size inside its content margins on the
/// default device (``EnvironmentValues/widgetContentSize``), as the reader is nearly always a
/// widget's top-level view.
public struct GeometryProxy: Sendable {
    public let size: CGSize
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { CGRect(origin: .zero, size: size) }
}

public enum CoordinateSpace: Hashable, Sendable {
    case global, local, named(String)
}

/// A container that fills the space offered and draws its content at the top leading corner, given
/// the widget's known content size (the engine lays out once, so the size is the one a top-level
/// reader gets; a reader deeper in the tree still sees the whole widget's size).
public struct GeometryReader<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    public func _nodes(_ context: _EvaluationContext) -> [_Node] {
        let proxy = GeometryProxy(size: context.values.widgetContentSize)
        let inner = EnvironmentValues.$current.withValue(context.values) { content(proxy) }
        var nodes = container(.zstack(WidgetModel.Alignment(.leading, .top)), inner, context)
        nodes[0].view.modifiers.append(ResolvedModifier(index: 0, kind: .frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity,
                                                                                          alignment: WidgetModel.Alignment(.leading, .top)))))
        nodes[0].modifierCount = 1
        return nodes
    }
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
