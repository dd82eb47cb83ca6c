import AppIntents

/// Gives a configurable widget its entries for an intent value. widgetsnap runs the `async`
/// functions to their end on the calling thread (an executor that runs their jobs in order), so a
/// provider that awaits its own work is fine; one that hops to the main actor is not supported.
public protocol AppIntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: WidgetConfigurationIntent
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func snapshot(for configuration: Intent, in context: Context) async -> Entry
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
    /// Preconfigured widgets (watchOS); widgetsnap lists them as instances (``WidgetHost/recommendations``).
    func recommendations() -> [AppIntentRecommendation<Intent>]
}

extension AppIntentTimelineProvider {
    public func recommendations() -> [AppIntentRecommendation<Intent>] { [] }
}

/// A value handed across the synchronous runner (providers need not be `Sendable`: the runner
/// executes on the calling thread).
struct _Handed<T>: @unchecked Sendable { let value: T }
