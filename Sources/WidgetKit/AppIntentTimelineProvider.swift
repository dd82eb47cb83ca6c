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

/// Work handed to the synchronous runner with its types erased, so that the `@Sendable` closure the
/// runner takes captures no generic metatype (Swift 6.2's SendableMetatype warning in users' builds).
struct _HandedWork: @unchecked Sendable { let run: () async -> Any }
struct _HandedResult: @unchecked Sendable { let value: Any }

/// The provider's timeline for `intent`, run to its end on the calling thread.
func _timelineSynchronously<P: AppIntentTimelineProvider>(_ provider: P, for intent: P.Intent, in context: TimelineProviderContext) -> Timeline<P.Entry> {
    let handed = _Handed(value: (provider, intent))
    let work = _HandedWork { await handed.value.0.timeline(for: handed.value.1, in: context) }
    return _runSynchronously { _HandedResult(value: await work.run()) }.value as! Timeline<P.Entry>
}

/// The provider's snapshot entry for `intent`, run to its end on the calling thread.
func _snapshotSynchronously<P: AppIntentTimelineProvider>(_ provider: P, for intent: P.Intent, in context: TimelineProviderContext) -> P.Entry {
    let handed = _Handed(value: (provider, intent))
    let work = _HandedWork { await handed.value.0.snapshot(for: handed.value.1, in: context) }
    return _runSynchronously { _HandedResult(value: await work.run()) }.value as! P.Entry
}
