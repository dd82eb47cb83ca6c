import WidgetSnapUI

/// The size class a Live Activity is drawn at (iOS 18): `medium` on iPhone and iPad, `small` where
/// the system shows it small (the Apple Watch Smart Stack, CarPlay). widgetsnap draws the iPhone's
/// presentations, so a view reads `medium`.
public enum ActivityFamily: Hashable, Sendable, CaseIterable {
    case small, medium
}

private struct ActivityFamilyKey: EnvironmentKey { static let defaultValue = ActivityFamily.medium }

extension EnvironmentValues {
    /// `@Environment(\.activityFamily)`: `.medium`, the family of every presentation widgetsnap draws.
    public var activityFamily: ActivityFamily {
        get { self[ActivityFamilyKey.self] }
        set { self[ActivityFamilyKey.self] = newValue }
    }
}

extension WidgetConfiguration {
    /// The extra families a Live Activity offers (`[.small]` for the Apple Watch and CarPlay). Accepted:
    /// widgetsnap draws the iPhone's presentations (docs/live-activities.md).
    public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> some WidgetConfiguration {
        _ModifiedConfiguration(_description: _description)
    }
}
