// WidgetKit's `#Preview` forms: a widget in a family with a timeline of entries, or with a provider,
// each also with a configuration intent (`using:`) (docs/swiftui.md#previews), and
// `WidgetPreviewContext` for `PreviewProvider`s.
import AppIntents
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

/// `#Preview(as: .systemSmall, using: MyIntent.sample) { MyWidget() } timeline: { Entry.a }`: the
/// entries are given, so the intent only says which configuration they show.
@freestanding(declaration)
public macro Preview<W: Widget, I: WidgetConfigurationIntent, E: TimelineEntry>(_ name: String? = nil, as family: WidgetFamily,
                                                                                using intent: I,
                                                                                widget: @escaping @MainActor () -> W,
                                                                                @PreviewTimelineBuilder timeline: @escaping @MainActor () -> [E]) =
    #externalMacro(module: "WidgetSnapPreviewMacros", type: "PreviewMacro")

/// `#Preview(as: .systemSmall, using: MyIntent.sample) { MyWidget() } timelineProvider: { Provider() }`:
/// the entries are the provider's timeline for that intent.
@freestanding(declaration)
public macro Preview<W: Widget, P: AppIntentTimelineProvider>(_ name: String? = nil, as family: WidgetFamily,
                                                              using intent: P.Intent,
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
        self.init(_name: name, content: .widget(family: family, timeline: { Self.timeline(widget(), timeline()) }))
    }

    /// The entries are the provider's timeline for the family (`isPreview` true).
    public init<W: Widget, P: TimelineProvider>(_ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
                                               timelineProvider: @escaping @MainActor () -> P) {
        self.init(_name: name, content: .widget(family: family, timeline: {
            let host = WidgetHost(widget())
            var result: Timeline<P.Entry>?
            timelineProvider().getTimeline(in: host.context(family, isPreview: true)) { result = $0 }
            return Self.timeline(host.widget, result?.entries ?? [])
        }))
    }

    /// The entries are given; the intent is the configuration they are shown in.
    public init<W: Widget, I: WidgetConfigurationIntent, E: TimelineEntry>(_ name: String? = nil, as family: WidgetFamily, using intent: I,
                                                                          widget: @escaping @MainActor () -> W,
                                                                          @PreviewTimelineBuilder timeline: @escaping @MainActor () -> [E]) {
        self.init(name, as: family, widget: widget, timeline: timeline)
    }

    /// The entries are the provider's timeline for the family and the intent (`isPreview` true).
    public init<W: Widget, P: AppIntentTimelineProvider>(_ name: String? = nil, as family: WidgetFamily, using intent: P.Intent,
                                                        widget: @escaping @MainActor () -> W,
                                                        timelineProvider: @escaping @MainActor () -> P) {
        self.init(_name: name, content: .widget(family: family, timeline: {
            let host = WidgetHost(widget())
            let result = _timelineSynchronously(timelineProvider(), for: WidgetHost<W>.completed(intent) as? P.Intent ?? intent,
                                                in: host.context(family, isPreview: true))
            return Self.timeline(host.widget, result.entries)
        }))
    }

    /// The widget's view of each entry, each entry's date its `now`.
    @MainActor
    static func timeline<W: Widget, E: TimelineEntry>(_ widget: W, _ entries: [E]) -> WidgetPreviewTimeline {
        let description = widget.body._description
        return WidgetPreviewTimeline(kind: description.kind, contentMarginsDisabled: description.contentMarginsDisabled,
                                     entries: entries.map { entry in
            (date: entry.date, view: description.entryView?(entry) ?? AnyView(Text(verbatim: "\(E.self) is not \(description.kind)'s entry type")))
        })
    }
}

/// The context of a widget's view in a `PreviewProvider`: the family it is shown in.
public struct WidgetPreviewContext: PreviewContext {
    public let family: WidgetFamily
    public init(family: WidgetFamily) { self.family = family }
    public var _previewFamily: WidgetFamily? { family }
}
