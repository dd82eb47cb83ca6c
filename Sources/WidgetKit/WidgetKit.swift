// A module named WidgetKit for Linux: widgets, configurations and timeline providers, run by
// ``WidgetHost`` to give widgetsnap's engine the same resolved trees as a layout file.
@_exported import Foundation
@_exported import WidgetSnapUI
import WidgetLayout
import WidgetModel

/// An entry of a widget's timeline.
public protocol TimelineEntry {
    var date: Date { get }
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    public var relevance: TimelineEntryRelevance? { nil }
}

/// How relevant an entry is to the Smart Stack: a score and how long it lasts.
public struct TimelineEntryRelevance: Hashable, Sendable {
    public var score: Float
    public var duration: TimeInterval
    public init(score: Float, duration: TimeInterval = 0) { self.score = score; self.duration = duration }
}

/// When WidgetKit asks for a new timeline.
public struct TimelineReloadPolicy: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case atEnd, never, after(Date) }
    let kind: Kind
    public static let atEnd = TimelineReloadPolicy(kind: .atEnd)
    public static let never = TimelineReloadPolicy(kind: .never)
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(kind: .after(date)) }
}

public struct Timeline<EntryType: TimelineEntry> {
    public let entries: [EntryType]
    public let policy: TimelineReloadPolicy
    public init(entries: [EntryType], policy: TimelineReloadPolicy) { self.entries = entries; self.policy = policy }
}

/// What a provider is asked with: the family, its size on the device, and whether it is a preview.
public struct TimelineProviderContext: Sendable {
    public let family: WidgetFamily
    public let isPreview: Bool
    public let displaySize: CGSize
    public init(family: WidgetFamily, isPreview: Bool, displaySize: CGSize) {
        self.family = family; self.isPreview = isPreview; self.displaySize = displaySize
    }
}

/// Gives a widget its entries. widgetsnap calls `getSnapshot` and `getTimeline` and expects their
/// completion to be called before they return (a provider that completes later is not waited for).
public protocol TimelineProvider {
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}

/// A widget: its configuration says its kind, provider, view and families.
@MainActor @preconcurrency
public protocol Widget {
    associatedtype Body: WidgetConfiguration
    init()
    var body: Self.Body { get }
}

/// What the configuration of a widget holds, for ``WidgetHost``.
public struct _WidgetDescription {
    var kind: String
    var displayName: String = ""
    var description: String = ""
    var families: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge]
    var contentMarginsDisabled = false
    /// The timeline's entries (as views) for a context; the placeholder entry's view.
    var timeline: @MainActor (TimelineProviderContext) -> (entries: [(date: Date, relevance: TimelineEntryRelevance?, view: AnyView)], policy: TimelineReloadPolicy)
    var snapshot: @MainActor (TimelineProviderContext) -> AnyView?
    var placeholder: @MainActor (TimelineProviderContext) -> AnyView
    /// A configurable widget's intent and its provider's functions for an intent value (AppIntentConfiguration.swift).
    var intent: _IntentDescription? = nil
    /// The widget's view of an entry of its provider's type (nil for another type), for `#Preview`'s
    /// `timeline:` entries (WidgetPreview.swift).
    var entryView: (@MainActor (Any) -> AnyView?)? = nil
    /// A Live Activity's views (`ActivityConfiguration`, LiveActivities.swift); nil for other widgets.
    var activity: _ActivityDescription? = nil
    /// A control's views (`ControlWidget` in a bundle, Controls.swift); nil for other widgets.
    var control: _ControlDescription? = nil
}

@MainActor @preconcurrency
public protocol WidgetConfiguration {
    var _description: _WidgetDescription { get }
}

public struct StaticConfiguration<Content: View>: WidgetConfiguration {
    public let _description: _WidgetDescription

    public init<Provider: TimelineProvider>(kind: String, provider: Provider, @ViewBuilder content: @escaping @MainActor (Provider.Entry) -> Content) {
        _description = _WidgetDescription(
            kind: kind,
            timeline: { context in
                var result: Timeline<Provider.Entry>?
                provider.getTimeline(in: context) { result = $0 }
                let entries = (result?.entries ?? []).map { e in (date: e.date, relevance: e.relevance, view: AnyView(content(e))) }
                return (entries, result?.policy ?? .atEnd)
            },
            snapshot: { context in
                var entry: Provider.Entry?
                provider.getSnapshot(in: context) { entry = $0 }
                return entry.map { AnyView(content($0)) }
            },
            placeholder: { context in AnyView(content(provider.placeholder(in: context))) },
            entryView: { entry in (entry as? Provider.Entry).map { AnyView(content($0)) } })
    }
}

/// A configuration with one setting changed.
public struct _ModifiedConfiguration: WidgetConfiguration {
    public let _description: _WidgetDescription
}

extension WidgetConfiguration {
    private func changed(_ f: (inout _WidgetDescription) -> Void) -> _ModifiedConfiguration {
        var d = _description
        f(&d)
        return _ModifiedConfiguration(_description: d)
    }
    public func configurationDisplayName(_ name: String) -> some WidgetConfiguration { changed { $0.displayName = name } }
    public func configurationDisplayName(_ name: LocalizedStringKey) -> some WidgetConfiguration { changed { $0.displayName = name._text } }
    public func description(_ text: String) -> some WidgetConfiguration { changed { $0.description = text } }
    public func description(_ text: LocalizedStringKey) -> some WidgetConfiguration { changed { $0.description = text._text } }
    public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration { changed { $0.families = families } }
    public func contentMarginsDisabled() -> some WidgetConfiguration { changed { $0.contentMarginsDisabled = true } }
    /// Accepted; widgetsnap draws every widget on the Home Screen and Lock Screen it supports.
    public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily]) -> some WidgetConfiguration { changed { _ in } }
    /// Handles a background download's events for the widget: accepted, a snapshot starts no download.
    public func onBackgroundURLSessionEvents(matching matchingString: String? = nil,
                                             _ handler: @escaping (String, @escaping () -> Void) -> Void) -> some WidgetConfiguration { changed { _ in } }
}

public struct WidgetLocation: Hashable, Sendable {
    let name: String
    public static let homeScreen = WidgetLocation(name: "homeScreen")
    public static let lockScreen = WidgetLocation(name: "lockScreen")
    public static let standBy = WidgetLocation(name: "standBy")
    public static let iPhoneWidgetsOnMac = WidgetLocation(name: "iPhoneWidgetsOnMac")
}

/// Runs a ``Widget`` the way WidgetKit does, for widgetsnap's engine: its settings, its provider's
/// timeline in a context (family, display size from the device catalogue, `isPreview`), and each
/// variant's resolved tree.
@MainActor
public struct WidgetHost<W: Widget> {
    public let widget: W
    public let device: Device
    let description: _WidgetDescription

    public init(_ widget: W = W(), device: Device = DeviceCatalog.default) {
        self.widget = widget; self.device = device; description = widget.body._description
    }

    public var kind: String { description.kind }
    public var displayName: String { description.displayName }
    public var widgetDescription: String { description.description }
    public var supportedFamilies: [WidgetFamily] { description.families }
    public var contentMarginsDisabled: Bool { description.contentMarginsDisabled }

    /// The provider's context for a family on this device.
    public func context(_ family: WidgetFamily, isPreview: Bool = false) -> TimelineProviderContext {
        let size = device.size(of: family) ?? Size(0, 0)
        return TimelineProviderContext(family: family, isPreview: isPreview, displaySize: CGSize(width: size.width, height: size.height))
    }

    /// The entries' dates and relevance, and the reload policy, from `getTimeline`.
    public func timeline(_ family: WidgetFamily) -> (entries: [(date: Date, relevance: TimelineEntryRelevance?)], policy: TimelineReloadPolicy) {
        let t = description.timeline(context(family))
        return (t.entries.map { ($0.date, $0.relevance) }, t.policy)
    }

    /// One variant: the timeline's entry `entryIndex` (the placeholder entry in the `placeholder`
    /// state, redacted), or nil when the timeline has no such entry.
    public func resolve(family: WidgetFamily, entryIndex: Int = 0, state: WidgetState = .real, colorScheme: ColorScheme = .light,
                        environment: (inout EnvironmentValues) -> Void = { _ in }) -> ResolvedWidget? {
        let view: AnyView
        let entries = description.timeline(context(family)).entries
        guard entries.indices.contains(entryIndex) else { return nil }
        if state == .placeholder {
            view = description.placeholder(context(family, isPreview: true))
        } else {
            view = entries[entryIndex].view
        }
        let selection = VariantSelection(family: family, instance: "default", entryIndex: entryIndex, state: state)
        let now = entries[entryIndex].date
        return ViewResolution.widget(view, selection: selection, colorScheme: colorScheme,
                                     contentMarginsDisabled: description.contentMarginsDisabled) { values in
            values.now = now
            environment(&values)
        }
    }

    /// The view of `getSnapshot`'s entry (the widget gallery's preview), resolved.
    public func snapshot(family: WidgetFamily, colorScheme: ColorScheme = .light) -> ResolvedWidget? {
        guard let view = description.snapshot(context(family, isPreview: true)) else { return nil }
        return ViewResolution.widget(view, selection: VariantSelection(family: family, instance: "default", entryIndex: 0, state: .real),
                                     colorScheme: colorScheme, contentMarginsDisabled: description.contentMarginsDisabled)
    }
}
