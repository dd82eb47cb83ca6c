import Foundation
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

/// Where an expanded region's content goes when it is too wide beside the housing (iOS 17).
public struct DynamicIslandExpandedRegionVerticalPlacement: Hashable, Sendable {
    let name: String
    /// Below the housing when the content does not fit beside it.
    public static let belowIfTooWide = DynamicIslandExpandedRegionVerticalPlacement(name: "belowIfTooWide")
}

extension View {
    /// Lets an expanded region's content move below the housing when it is too wide. widgetsnap keeps
    /// it beside the housing (docs/live-activities.md): noted (``NotDrawnNote``).
    public func dynamicIsland(verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement, fileID: String = #fileID, line: Int = #line) -> some View {
        _notDrawn("dynamicIsland(verticalPlacement: .\(verticalPlacement.name))", fileID: fileID, line: line)
    }
}

/// Asks the system to reload controls (iOS 18). widgetsnap has no Control Center to reload: each call
/// is recorded in ``calls``, as ``WidgetCenter``'s are.
public final class ControlCenter: @unchecked Sendable {
    public static let shared = ControlCenter()
    private let lock = NSLock()
    private var recorded: [Call] = []
    init() {}

    public enum Call: Hashable, Sendable {
        case reloadControls(ofKind: String)
        case reloadAllControls
    }

    public var calls: [Call] { lock.withLock { recorded } }
    public func removeAllCalls() { lock.withLock { recorded.removeAll() } }
    public func reloadControls(ofKind kind: String) { lock.withLock { recorded.append(.reloadControls(ofKind: kind)) } }
    public func reloadAllControls() { lock.withLock { recorded.append(.reloadAllControls) } }
}
