/// A Live Activity declared in a layout file (`activity: {…}`, docs/format.md "Live Activities"):
/// its attributes, the Lock Screen view and the four Dynamic Island presentations. Its content
/// states are the file's timeline entries; every view binds `attributes.…` and `state.…` (the
/// entry's values), and the timer formatters count from the state's date.
public struct ActivityDefinition: Sendable {
    /// `ActivityAttributes`: the values that do not change while the activity runs.
    public var attributes: [String: JSONValue]
    /// The Lock Screen (and banner) presentation.
    public var lockScreen: ViewNode
    /// `activityBackgroundTint`: a colour (name or hex) drawn behind the Lock Screen presentation.
    public var backgroundTint: String?
    /// `activitySystemActionForegroundColor`: kept, like the SwiftUI modifier; changes no pixel.
    public var systemActionForegroundColor: String?
    public var compactLeading: ViewNode
    public var compactTrailing: ViewNode
    public var minimal: ViewNode
    /// The expanded presentation's regions, in declaration order.
    public var expanded: [ActivityRegion]
    /// `keylineTint`: the island's outline (drawn in dark appearance).
    public var keylineTint: String?
    /// `widgetURL` of the island (kept; a snapshot has no taps).
    public var widgetURL: String?
    /// `contentMargins(_:_:for:)`, applied in order.
    public var contentMargins: [ActivityContentMargin]

    public init(attributes: [String: JSONValue], lockScreen: ViewNode, backgroundTint: String?, systemActionForegroundColor: String?,
                compactLeading: ViewNode, compactTrailing: ViewNode, minimal: ViewNode, expanded: [ActivityRegion],
                keylineTint: String?, widgetURL: String?, contentMargins: [ActivityContentMargin]) {
        self.attributes = attributes; self.lockScreen = lockScreen; self.backgroundTint = backgroundTint
        self.systemActionForegroundColor = systemActionForegroundColor; self.compactLeading = compactLeading
        self.compactTrailing = compactTrailing; self.minimal = minimal; self.expanded = expanded
        self.keylineTint = keylineTint; self.widgetURL = widgetURL; self.contentMargins = contentMargins
    }
}

/// One region of the expanded island (`DynamicIslandExpandedRegion`).
public struct ActivityRegion: Sendable {
    public enum Position: String, Sendable, CaseIterable { case leading, trailing, center, bottom }
    public var position: Position
    /// A higher priority gets its width first in the row of leading, center and trailing.
    public var priority: Double
    public var view: ViewNode
    public init(position: Position, priority: Double, view: ViewNode) { self.position = position; self.priority = priority; self.view = view }
}

/// `contentMargins(edges, length, for: mode)` of the island.
public struct ActivityContentMargin: Sendable {
    public enum Mode: String, Sendable, CaseIterable { case compactLeading, compactTrailing, minimal, expanded }
    public var mode: Mode
    /// The edges replaced: a subset of top, leading, bottom, trailing.
    public var edges: Set<Edge>
    public var length: Double
    public enum Edge: String, Sendable, CaseIterable { case top, leading, bottom, trailing }
    public init(mode: Mode, edges: Set<Edge>, length: Double) { self.mode = mode; self.edges = edges; self.length = length }
}

/// The names an activity's views bind besides `data` and `env`.
public enum ActivityBindings {
    public static let attributes = "attributes"
    public static let state = "state"
}
