import AppIntents

/// A widget the user configures: its intent's parameters are the Edit Widget sheet's rows, and the
/// provider gets the intent value of each widget. widgetsnap's host runs it with the default
/// intent (defaults, queries' `defaultResult()`) or an intent value a test gives an instance.
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration {
    public let _description: _WidgetDescription

    public init<Provider: AppIntentTimelineProvider>(kind: String, intent: Intent.Type = Intent.self, provider: Provider,
                                                     @ViewBuilder content: @escaping @MainActor (Provider.Entry) -> Content) where Provider.Intent == Intent {
        let configured = _IntentDescription(
            intentType: Intent.self,
            defaultIntent: { _defaultIntent(Intent.self) },
            timeline: { anyIntent, context in
                let result = _timelineSynchronously(provider, for: Self.cast(anyIntent), in: context)
                return (result.entries.map { e in (date: e.date, relevance: e.relevance, view: AnyView(content(e))) }, result.policy)
            },
            snapshot: { anyIntent, context in
                let entry = _snapshotSynchronously(provider, for: Self.cast(anyIntent), in: context)
                return AnyView(content(entry))
            },
            recommendations: { provider.recommendations().map { ($0.description, $0.intent as any WidgetConfigurationIntent) } })
        _description = _WidgetDescription(kind: kind, configured: configured, placeholder: { provider.placeholder(in: $0) }, content: content)
    }

    private static func cast(_ intent: any WidgetConfigurationIntent) -> Intent {
        guard let i = intent as? Intent else {
            preconditionFailure("The widget's intent is \(Intent.self); it was given a \(type(of: intent))")
        }
        return i
    }
}

/// What a configurable widget adds to its description: its intent type and the provider's
/// functions for an intent value.
public struct _IntentDescription {
    let intentType: any WidgetConfigurationIntent.Type
    let defaultIntent: @MainActor () -> any WidgetConfigurationIntent
    let timeline: @MainActor (any WidgetConfigurationIntent, TimelineProviderContext) -> (entries: [(date: Date, relevance: TimelineEntryRelevance?, view: AnyView)], policy: TimelineReloadPolicy)
    let snapshot: @MainActor (any WidgetConfigurationIntent, TimelineProviderContext) -> AnyView?
    let recommendations: @MainActor () -> [(description: String, intent: any WidgetConfigurationIntent)]
}

extension _WidgetDescription {
    /// A configurable widget (`AppIntentConfiguration`, `IntentConfiguration`): the default intent's
    /// timeline and snapshot, the provider's placeholder, and the view of an entry of its type.
    @MainActor
    init<Entry, V: View>(kind: String, configured: _IntentDescription, placeholder: @escaping @MainActor (TimelineProviderContext) -> Entry,
                         content: @escaping @MainActor (Entry) -> V) {
        self.init(kind: kind,
                  timeline: { context in configured.timeline(configured.defaultIntent(), context) },
                  snapshot: { context in configured.snapshot(configured.defaultIntent(), context) },
                  placeholder: { context in AnyView(content(placeholder(context))) },
                  entryView: { entry in (entry as? Entry).map { AnyView(content($0)) } })
        intent = configured
    }
}
