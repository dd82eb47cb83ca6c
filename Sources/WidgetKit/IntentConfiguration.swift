import AppIntents
import Intents

/// A widget configured with a SiriKit intent (before iOS 17): the intent class generated from the
/// app's `.intentdefinition` gives the Edit Widget sheet's rows, and the provider gets the intent
/// value of each widget. Hosted like ``AppIntentConfiguration``: the intent is seen as an app intent
/// (``_SiriKitIntent``), so the sheet, the instances and the timelines work alike. A new widget's
/// intent is the generated class's `init()`, which has the definition's default values.
public struct IntentConfiguration<Intent: INIntent, Content: View>: WidgetConfiguration {
    public let _description: _WidgetDescription

    public init<Provider: IntentTimelineProvider>(kind: String, intent: Intent.Type, provider: Provider,
                                                  @ViewBuilder content: @escaping @MainActor (Provider.Entry) -> Content) where Provider.Intent == Intent {
        let configured = _IntentDescription(
            intentType: _SiriKitIntent<Intent>.self,
            defaultIntent: { _defaultIntent(_SiriKitIntent<Intent>.self) },
            timeline: { anyIntent, context in
                var result: Timeline<Provider.Entry>?
                provider.getTimeline(for: Self.cast(anyIntent), in: context) { result = $0 }
                let entries = (result?.entries ?? []).map { e in (date: e.date, relevance: e.relevance, view: AnyView(content(e))) }
                return (entries, result?.policy ?? .atEnd)
            },
            snapshot: { anyIntent, context in
                var entry: Provider.Entry?
                provider.getSnapshot(for: Self.cast(anyIntent), in: context) { entry = $0 }
                return entry.map { AnyView(content($0)) }
            },
            recommendations: { provider.recommendations().map { ($0.description, _SiriKitIntent($0.intent) as any WidgetConfigurationIntent) } })
        _description = _WidgetDescription(kind: kind, configured: configured, placeholder: { provider.placeholder(in: $0) }, content: content)
    }

    private static func cast(_ intent: any WidgetConfigurationIntent) -> Intent {
        guard let i = (intent as? any _AnySiriKitIntent)?.inIntent as? Intent else {
            preconditionFailure("The widget's intent is \(Intent.self); it was given a \(type(of: intent))")
        }
        return i
    }
}
