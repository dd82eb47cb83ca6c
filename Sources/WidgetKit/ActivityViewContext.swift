import ActivityKit

// In WidgetKit, as on iOS: a file that imports SwiftUI and WidgetKit only (its attributes declared in
// another file that imports ActivityKit) names it.

/// What a Live Activity's views are given: its attributes, its current state and whether that state
/// is out of date (`staleDate` passed).
public struct ActivityViewContext<Attributes: ActivityAttributes> {
    public let attributes: Attributes
    public let state: Attributes.ContentState
    public let isStale: Bool
    /// The activity's identifier (a fixed value in snapshots).
    public let activityID: String

    public init(attributes: Attributes, state: Attributes.ContentState, isStale: Bool = false, activityID: String = "preview") {
        self.attributes = attributes; self.state = state; self.isStale = isStale; self.activityID = activityID
    }
}
