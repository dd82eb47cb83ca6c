import Intents

/// Gives a SiriKit-configured widget its entries for an intent value (the classes generated from
/// the app's `.intentdefinition`). As with ``TimelineProvider``, widgetsnap expects the completions
/// to be called before `getSnapshot` and `getTimeline` return.
public protocol IntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: INIntent
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func getSnapshot(for configuration: Intent, in context: Context, completion: @escaping (Entry) -> Void)
    func getTimeline(for configuration: Intent, in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
    /// Preconfigured widgets (watchOS); widgetsnap lists them as instances (``WidgetHost/recommendations``).
    func recommendations() -> [IntentRecommendation<Intent>]
}

extension IntentTimelineProvider {
    public func recommendations() -> [IntentRecommendation<Intent>] { [] }
}

/// A preconfigured SiriKit-configured widget (watchOS complications, the Smart Stack's suggestions).
public struct IntentRecommendation<Intent: INIntent>: @unchecked Sendable {
    public let intent: Intent
    public let description: String
    public init(intent: Intent, description: Text) { self.intent = intent; self.description = description._string }
    @_disfavoredOverload public init<S: StringProtocol>(intent: Intent, description: S) { self.intent = intent; self.description = String(description) }
}
