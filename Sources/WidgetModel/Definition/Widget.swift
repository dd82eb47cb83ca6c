import Foundation

/// A widget family: the size class a widget is shown in.
public enum WidgetFamily: String, Sendable, Hashable, CaseIterable, Comparable, CustomStringConvertible {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    case accessoryCircular, accessoryRectangular, accessoryInline
    /// visionOS' portrait extra-large widget and watchOS' corner complication: widget code names them
    /// (in `supportedFamilies` and `switch`es) and compiles; no device of the catalogue offers them, so
    /// they are never drawn, and they are not in ``allCases`` (the families a layout file or the command
    /// line may name).
    case systemExtraLargePortrait, accessoryCorner

    /// The iPhone and iPad families, in order.
    public static let allCases: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge,
                                                  .accessoryCircular, .accessoryRectangular, .accessoryInline]

    /// A family a layout file, a scenario or the command line may name (one of ``allCases``).
    public init?(named name: String) {
        guard let family = WidgetFamily(rawValue: name), Self.allCases.contains(family) else { return nil }
        self = family
    }

    /// The case's name, as WidgetKit's `description` (`systemSmall`).
    public var description: String { rawValue }

    /// Lock Screen (accessory) families have no content margins and no opaque container.
    public var isAccessory: Bool {
        switch self {
        case .accessoryCircular, .accessoryRectangular, .accessoryInline, .accessoryCorner: true
        default: false
        }
    }

    public static func < (a: WidgetFamily, b: WidgetFamily) -> Bool {
        let order = allCases + [.systemExtraLargePortrait, .accessoryCorner]
        return order.firstIndex(of: a)! < order.firstIndex(of: b)!
    }
}

/// One widget, as declared by one layout file.
public struct WidgetDefinition: Sendable {
    /// The widget's kind, e.g. `RecentPurchases`. Used in output paths.
    public var kind: String
    /// The name shown in the widget gallery and the configuration UI.
    public var displayName: String
    /// The gallery description ("Keep track of ...").
    public var description: String
    /// The families the widget supports, in declaration order.
    public var families: [WidgetFamily]
    /// A graphic layout (circles, inset platters) uses the tighter 11 pt content margins.
    public var graphic: Bool
    /// The configuration intent, if the widget is configurable.
    public var intent: ConfigurationIntent?
    /// Configured instances. A widget without an intent has one implicit `default` instance.
    public var instances: [WidgetInstance]
    /// The app data a timeline provider would read (cards, purchases, cities ...).
    public var data: [String: JSONValue]
    /// The timeline: entries and reload policy.
    public var timeline: Timeline
    /// Values for the placeholder entry; defaults to the first entry's values.
    public var placeholder: [String: JSONValue]?
    /// Named colours with light and dark values.
    public var colors: [String: NamedColor]
    /// The view trees: a shared tree and/or one per family.
    public var views: ViewSet
    /// Translations per locale (`strings` in the file).
    public var strings = StringTables()
    /// Every binding of the file, parsed once when the file was decoded and checked.
    public var bindings = ParsedBindings()
    /// A Live Activity file's activity (`activity`); such a file has no families and no view.
    public var activity: ActivityDefinition?
    /// A control file's control (`control`).
    public var control: ControlDefinition?

    public init(kind: String, displayName: String, description: String, families: [WidgetFamily], graphic: Bool,
                intent: ConfigurationIntent?, instances: [WidgetInstance], data: [String: JSONValue], timeline: Timeline,
                placeholder: [String: JSONValue]?, colors: [String: NamedColor], views: ViewSet) {
        self.kind = kind; self.displayName = displayName; self.description = description; self.families = families
        self.graphic = graphic; self.intent = intent; self.instances = instances; self.data = data
        self.timeline = timeline; self.placeholder = placeholder; self.colors = colors; self.views = views
    }

    /// The view tree for a family: its own tree if it has one, else the shared tree.
    public func view(for family: WidgetFamily) -> ViewNode? { views.perFamily[family] ?? views.shared }

    /// The instance with this name, or nil.
    public func instance(named name: String) -> WidgetInstance? { instances.first { $0.name == name } }
}

/// The view trees of a widget.
public struct ViewSet: Sendable {
    public var shared: ViewNode?
    public var perFamily: [WidgetFamily: ViewNode]
    public init(shared: ViewNode?, perFamily: [WidgetFamily: ViewNode]) { self.shared = shared; self.perFamily = perFamily }
}

/// A configured instance of the widget: a name and parameter values.
public struct WidgetInstance: Sendable {
    public var name: String
    public var values: [String: JSONValue]
    public init(name: String, values: [String: JSONValue]) { self.name = name; self.values = values }
}
