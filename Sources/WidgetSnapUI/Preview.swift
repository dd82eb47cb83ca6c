// `#Preview` and `PreviewProvider`, as in SwiftUI, so that files with previews compile unchanged
// (docs/swiftui.md#previews). The macro's plugin (Sources/WidgetSnapPreviewMacros) expands each
// `#Preview` to a type whose `makePreview()` builds a ``Preview`` from the same arguments, so the
// preview's code is type-checked like the rest of the file. Previews change nothing in a widget's
// rendering.
import WidgetModel

/// A preview of a view: `#Preview("Name", traits: .sizeThatFitsLayout) { MyView() }`.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "WidgetSnapPreviewMacros", type: "PreviewMacro")

/// What one `#Preview` shows: its name and its content (a view, or a widget with its entries).
public struct Preview {
    /// The traits of a view preview (``PreviewTrait``).
    public enum ViewTraits {}

    public enum Content {
        /// A view preview's view.
        case view(@MainActor () -> AnyView)
        /// A widget preview: its family, the widget (a WidgetKit `Widget`), and its entries (the
        /// `timeline:` closure's, or from its `timelineProvider:`; `TimelineEntry` values).
        case widget(family: WidgetFamily, widget: @MainActor () -> Any, entries: @MainActor () -> [Any])
    }

    public let name: String?
    public let traits: [PreviewTrait<ViewTraits>]
    public let content: Content

    /// For the modules that add kinds of previews (WidgetKit's widget previews).
    public init(_name name: String?, traits: [PreviewTrait<ViewTraits>] = [], content: Content) {
        self.name = name; self.traits = traits; self.content = content
    }

    public init(_ name: String? = nil, traits: PreviewTrait<ViewTraits>..., @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.init(_name: name, traits: traits, content: .view({ AnyView(body()) }))
    }
}

/// A trait of a preview: its layout (`.sizeThatFitsLayout`, `.fixedLayout(width:height:)`).
public struct PreviewTrait<T>: @unchecked Sendable {
    public enum Layout: Hashable, Sendable {
        case device, sizeThatFits, fixed(width: Double, height: Double)
    }
    public let layout: Layout
    init(layout: Layout) { self.layout = layout }
}

extension PreviewTrait where T == Preview.ViewTraits {
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(layout: .device) }
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(layout: .sizeThatFits) }
    public static func fixedLayout(width: Double, height: Double) -> PreviewTrait<T> {
        PreviewTrait(layout: .fixed(width: width, height: height))
    }
}

/// What a `#Preview` expands to (a type per preview); ``Preview`` values come from `makePreview()`.
@MainActor @preconcurrency
public protocol _PreviewRegistration {
    static var fileID: String { get }
    static var line: Int { get }
    static func makePreview() -> Preview
}

/// The older form of previews: a type whose static `previews` are views.
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}

/// The context a `PreviewProvider`'s view is shown in (WidgetKit's `WidgetPreviewContext`).
public protocol PreviewContext {}

/// How a `PreviewProvider`'s view is laid out.
public enum PreviewLayout: Hashable, Sendable {
    case device, sizeThatFits
    case fixed(width: Double, height: Double)
}

extension View {
    /// Names a `PreviewProvider`'s view; no effect on rendering.
    public func previewDisplayName(_ name: String?) -> Self { self }
    /// The context of a `PreviewProvider`'s view; no effect on rendering.
    public func previewContext<C: PreviewContext>(_ context: C) -> Self { self }
    /// The layout of a `PreviewProvider`'s view; no effect on rendering.
    public func previewLayout(_ layout: PreviewLayout) -> Self { self }
}
