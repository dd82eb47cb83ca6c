// `#Preview` and `PreviewProvider`, as in SwiftUI, so that files with previews compile unchanged
// (docs/swiftui.md#previews). The macro's plugin (Sources/WidgetSnapPreviewMacros) expands each
// `#Preview` to a type whose `makePreview()` builds a ``Preview`` from the same arguments, so the
// preview's code is type-checked like the rest of the file. Previews change nothing in a widget's
// rendering.
import Foundation
import WidgetLayout
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
        /// A view preview's view, laid out by its traits.
        case view(@MainActor () -> AnyView)
        /// A widget preview: its family and its timeline (the widget's view of each entry of the
        /// `timeline:` closure, or of its `timelineProvider:`'s timeline).
        case widget(family: WidgetFamily, timeline: @MainActor () -> WidgetPreviewTimeline)
        /// A Live Activity's or a control's presentations (WidgetKit's `#Preview(as: .content, using:)`
        /// and `.dynamicIsland(…)` forms, and a folder's `ControlWidget`s): `kind` is `activity` or
        /// `control`; the surfaces for the device.
        case surfaces(kind: String, make: @MainActor (Device) -> PreviewSurfaces)
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

    /// The layout its traits ask for (the last layout trait; `.device` without one).
    public var layout: PreviewTrait<ViewTraits>.Layout { traits.last?.layout ?? .device }
}

/// The pictures of an activity or control preview on one device, or why there are none.
public struct PreviewSurfaces {
    public var surfaces: [PreviewSurface]
    public var error: String?
    /// The page of the activity or control (a page per kind in `widgetsnap previews`): its name and
    /// every presentation of the preview's states (an activity's four surfaces, whichever the preview shows).
    public var pageName: String?
    public var pageSurfaces: [PreviewSurface] = []
    public init(_ surfaces: [PreviewSurface], error: String? = nil, pageName: String? = nil, pageSurfaces: [PreviewSurface] = []) {
        self.surfaces = surfaces; self.error = error; self.pageName = pageName; self.pageSurfaces = pageSurfaces
    }
}

/// One presentation of one state: its surface's name (`lockScreen`, `dynamicIsland-compact`,
/// `controlCenter-small` …), the content state's (or control value's) index and name, and how it
/// is laid out in a colour scheme: the tree and the scheme it is drawn in (island surfaces are dark).
public struct PreviewSurface {
    public var surface: String
    public var entry: Int
    public var instance: String
    /// The state's identity (its JSON), so that previews of one activity share a page without repeats.
    public var key: String
    /// The tree, the scheme it is drawn in, and (the Lock Screen's) content height before the 160 pt limit.
    public var layout: @MainActor (ColorScheme, WidgetLayoutEngine) -> (root: LayoutNode, colorScheme: ColorScheme, contentHeight: Double?)?
    /// A control's: whether its template has a symbol (for the lint rules), else nil.
    public var hasSymbol: Bool?
    public init(surface: String, entry: Int, instance: String = "default", key: String = "", hasSymbol: Bool? = nil,
                layout: @escaping @MainActor (ColorScheme, WidgetLayoutEngine) -> (root: LayoutNode, colorScheme: ColorScheme, contentHeight: Double?)?) {
        self.surface = surface; self.entry = entry; self.instance = instance; self.key = key; self.hasSymbol = hasSymbol; self.layout = layout
    }
}

/// A widget preview's entries as the widget draws them: its kind, whether its content margins are
/// disabled, and per entry its date (the view's `now`; nil: the default) and the widget's view of it.
public struct WidgetPreviewTimeline {
    public var kind: String
    public var contentMarginsDisabled: Bool
    public var entries: [(date: Date?, view: AnyView)]
    public init(kind: String, contentMarginsDisabled: Bool = false, entries: [(date: Date?, view: AnyView)]) {
        self.kind = kind; self.contentMarginsDisabled = contentMarginsDisabled; self.entries = entries
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
public protocol PreviewContext {
    /// The widget family the view is drawn in (nil: drawn as a view).
    var _previewFamily: WidgetFamily? { get }
}

extension PreviewContext {
    public var _previewFamily: WidgetFamily? { nil }
}

/// How a `PreviewProvider`'s view is laid out.
public enum PreviewLayout: Hashable, Sendable {
    case device, sizeThatFits
    case fixed(width: Double, height: Double)
}

extension View {
    /// Names a `PreviewProvider`'s view (its title in `widgetsnap previews`); no effect on rendering.
    public func previewDisplayName(_ name: String?) -> some View { _PreviewModified(content: self, name: name) }
    /// The context of a `PreviewProvider`'s view (`WidgetPreviewContext(family:)` draws it as a widget of
    /// that family in `widgetsnap previews`); no effect on rendering.
    public func previewContext<C: PreviewContext>(_ context: C) -> some View {
        _PreviewModified(content: self, family: context._previewFamily)
    }
    /// The layout of a `PreviewProvider`'s view in `widgetsnap previews`; no effect on rendering.
    public func previewLayout(_ layout: PreviewLayout) -> some View { _PreviewModified(content: self, layout: layout) }
}
