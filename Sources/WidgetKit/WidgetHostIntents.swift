import AppIntents
import WidgetModel

extension WidgetHost {
    /// Whether the widget is configurable (an `AppIntentConfiguration`).
    public var isConfigurable: Bool { description.intent != nil }

    /// The intent a new widget has: parameter defaults, entity parameters at their query's
    /// `defaultResult()`. Nil for a static widget.
    public var defaultIntent: (any WidgetConfigurationIntent)? { description.intent?.defaultIntent() }

    /// The widget's intent as widgetsnap's configuration model (the Edit Widget sheet's rows).
    public var configurationIntent: ConfigurationIntent? {
        description.intent.map { Self.model($0.intentType).intent }
    }

    /// The provider's recommendations, each as a description and its intent value.
    public var recommendations: [(description: String, intent: any WidgetConfigurationIntent)] {
        description.intent?.recommendations() ?? []
    }

    private static func model<I: WidgetConfigurationIntent>(_ type: I.Type, strings: AppStringTables = AppStringTables())
        -> (intent: ConfigurationIntent, data: [String: JSONValue]) {
        var model = IntentConfigurationModel.intent(type, strings: strings)
        // A SiriKit intent's parameter relationships (SiriKitIntent.swift).
        (type as? any _AnySiriKitIntent.Type)?._adjust(&model.intent)
        return model
    }

    /// The entries' dates and relevance for one intent value (nil: the default intent).
    public func timeline(_ family: WidgetFamily, intent: (any WidgetConfigurationIntent)?) -> (entries: [(date: Date, relevance: TimelineEntryRelevance?)], policy: TimelineReloadPolicy) {
        let t = entries(family, intent)
        return (t.entries.map { ($0.date, $0.relevance) }, t.policy)
    }

    private func entries(_ family: WidgetFamily, _ intent: (any WidgetConfigurationIntent)?) -> (entries: [(date: Date, relevance: TimelineEntryRelevance?, view: AnyView)], policy: TimelineReloadPolicy) {
        guard let configured = description.intent else { return description.timeline(context(family)) }
        return configured.timeline(intent.map(Self.completed) ?? configured.defaultIntent(), context(family))
    }

    /// One variant of a configured instance: the provider's timeline for `intent` (the instance
    /// `instance`, e.g. `with-meter` = this intent value), its entry `entryIndex`; nil when the
    /// timeline has no such entry. Without an intent the widget's default intent is used.
    public func resolve(family: WidgetFamily, entryIndex: Int = 0, state: WidgetState = .real, colorScheme: ColorScheme = .light,
                        instance: String, intent: (any WidgetConfigurationIntent)?,
                        environment: (inout EnvironmentValues) -> Void = { _ in }) -> ResolvedWidget? {
        precondition(intent == nil || description.intent != nil, "\(kind) is not configurable: it has no AppIntentConfiguration")
        let entries = entries(family, intent).entries
        guard entries.indices.contains(entryIndex) else { return nil }
        let view = state == .placeholder ? description.placeholder(context(family, isPreview: true)) : entries[entryIndex].view
        let selection = VariantSelection(family: family, instance: instance, entryIndex: entryIndex, state: state)
        let now = entries[entryIndex].date
        return ViewResolution.widget(view, selection: selection, colorScheme: colorScheme,
                                     contentMarginsDisabled: description.contentMarginsDisabled) { values in
            values.now = now
            environment(&values)
        }
    }

    /// A caller's intent value with its unset entity parameters at their query's `defaultResult()`,
    /// as the Edit Widget sheet shows them (the value is a class's: it is completed in place).
    static func completed(_ intent: any WidgetConfigurationIntent) -> any WidgetConfigurationIntent {
        for (_, p) in _parameters(of: intent) { p._applyQueryDefault() }
        return intent
    }

    /// The view of `snapshot(for:in:)` for an intent value, resolved.
    public func snapshot(family: WidgetFamily, colorScheme: ColorScheme = .light, intent: any WidgetConfigurationIntent) -> ResolvedWidget? {
        guard let configured = description.intent, let view = configured.snapshot(Self.completed(intent), context(family, isPreview: true)) else { return nil }
        return ViewResolution.widget(view, selection: VariantSelection(family: family, instance: "default", entryIndex: 0, state: .real),
                                     colorScheme: colorScheme, contentMarginsDisabled: description.contentMarginsDisabled)
    }

    /// The widget as a layout file's definition for its Edit Widget sheet: display name,
    /// description, the intent's model and the entities' options, and one instance per named
    /// intent value (`default` first, from the default intent, unless it is given). The intent's
    /// strings are translated by `strings` (the app's tables in the sheet's language, e.g.
    /// `AppResources(folder:language: "de").strings`), else shown as written.
    public func configurationDefinition(instances: [(name: String, intent: any WidgetConfigurationIntent)] = [],
                                        strings: AppStringTables = AppStringTables()) -> WidgetDefinition {
        let model = description.intent.map { Self.model($0.intentType, strings: strings) }
        var named = instances
        if let d = defaultIntent, !named.contains(where: { $0.name == "default" }) { named.insert(("default", d), at: 0) }
        let list = named.map { WidgetInstance(name: $0.name, values: IntentConfigurationModel.values(of: $0.intent)) }
        // The display name and description are keys of the app's tables too, as `LocalizedStringKey`s.
        return WidgetDefinition(kind: kind, displayName: strings.lookup(displayName) ?? displayName,
                                description: strings.lookup(widgetDescription) ?? widgetDescription, families: supportedFamilies.filter(WidgetFamily.allCases.contains), graphic: false,
                                intent: model?.intent, instances: list.isEmpty ? [WidgetInstance(name: "default", values: [:])] : list,
                                data: model?.data ?? [:], timeline: WidgetModel.Timeline(entries: [], policy: .atEnd), placeholder: nil,
                                colors: [:], views: ViewSet(shared: nil, perFamily: [:]))
    }
}
