// WidgetKit's `#Preview` forms: a widget in a family with a timeline of entries, or with a provider
// (docs/swiftui.md#previews), and `WidgetPreviewContext` for `PreviewProvider`s.
import WidgetModel

/// `#Preview(as: .systemSmall) { MyWidget() } timeline: { Entry.a; Entry.b }`
@freestanding(declaration)
public macro Preview<W: Widget, E: TimelineEntry>(_ name: String? = nil, as family: WidgetFamily,
                                                  widget: @escaping @MainActor () -> W,
                                                  @PreviewTimelineBuilder timeline: @escaping @MainActor () -> [E]) =
    #externalMacro(module: "WidgetSnapPreviewMacros", type: "PreviewMacro")

/// `#Preview(as: .systemSmall) { MyWidget() } timelineProvider: { Provider() }`
@freestanding(declaration)
public macro Preview<W: Widget, P: TimelineProvider>(_ name: String? = nil, as family: WidgetFamily,
                                                     widget: @escaping @MainActor () -> W,
                                                     timelineProvider: @escaping @MainActor () -> P) =
    #externalMacro(module: "WidgetSnapPreviewMacros", type: "PreviewMacro")

/// The entries of a widget preview's `timeline:` closure, one per line.
@resultBuilder
public enum PreviewTimelineBuilder {
    public static func buildExpression<E: TimelineEntry>(_ entry: E) -> [E] { [entry] }
    public static func buildExpression<E: TimelineEntry>(_ entries: [E]) -> [E] { entries }
    public static func buildBlock<E>(_ parts: [E]...) -> [E] { parts.flatMap { $0 } }
    public static func buildOptional<E>(_ part: [E]?) -> [E] { part ?? [] }
    public static func buildEither<E>(first: [E]) -> [E] { first }
    public static func buildEither<E>(second: [E]) -> [E] { second }
    public static func buildArray<E>(_ parts: [[E]]) -> [E] { parts.flatMap { $0 } }
}

extension Preview {
    public init<W: Widget, E: TimelineEntry>(_ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
                                            @PreviewTimelineBuilder timeline: @escaping @MainActor () -> [E]) {
        self.init(_name: name, content: .widget(family: family, widget: { widget() }, entries: { timeline().map { $0 as Any } }))
    }

    /// The entries are the provider's timeline for the family (`isPreview` true).
    public init<W: Widget, P: TimelineProvider>(_ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
                                               timelineProvider: @escaping @MainActor () -> P) {
        self.init(_name: name, content: .widget(family: family, widget: { widget() }, entries: {
            let host = WidgetHost(widget())
            var result: Timeline<P.Entry>?
            timelineProvider().getTimeline(in: host.context(family, isPreview: true)) { result = $0 }
            return (result?.entries ?? []).map { $0 as Any }
        }))
    }
}

/// The context of a widget's view in a `PreviewProvider`: the family it is shown in.
public struct WidgetPreviewContext: PreviewContext {
    public let family: WidgetFamily
    public init(family: WidgetFamily) { self.family = family }
}
