import Foundation

/// The state of an activity's life.
public enum ActivityState: Hashable, Sendable, Decodable, Encodable {
    case active, ended, dismissed, stale, pending
}

/// Why an activity cannot be started.
public struct ActivityAuthorizationError: Error, CustomStringConvertible, Sendable {
    public let description: String
}

/// A running Live Activity. On Linux no system runs activities: ``request(attributes:content:)``
/// always throws, and ``activities`` is empty. The type exists so that code which starts or updates
/// activities (often beside the widget's views) compiles; previews and snapshots take
/// attributes and content states directly.
public final class Activity<Attributes: ActivityAttributes>: Identifiable {
    public let id: String
    public let attributes: Attributes
    public private(set) var content: ActivityContent<Attributes.ContentState>
    public private(set) var activityState: ActivityState

    init(id: String, attributes: Attributes, content: ActivityContent<Attributes.ContentState>) {
        self.id = id; self.attributes = attributes; self.content = content; activityState = .active
    }

    /// The app's running activities of this type: none on Linux.
    public static var activities: [Activity<Attributes>] { [] }

    /// Always throws on Linux: no system is there to show an activity.
    public static func request(attributes: Attributes, content: ActivityContent<Attributes.ContentState>,
                               pushType: PushType? = nil) throws -> Activity<Attributes> {
        throw ActivityAuthorizationError(description: "Live Activities cannot be started on Linux; widgetsnap draws their presentations from attributes and content states (assertActivitySnapshot)")
    }

    /// Changes the content (kept on this object; no system is told).
    public func update(_ content: ActivityContent<Attributes.ContentState>) async { self.content = content }

    /// Ends the activity (kept on this object; no system is told).
    public func end(_ content: ActivityContent<Attributes.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        if let content { self.content = content }
        activityState = .ended
    }
}

/// How an activity is updated remotely.
public struct PushType: Hashable, Sendable {
    let name: String
    public static let token = PushType(name: "token")
}

/// When an ended activity leaves the Lock Screen.
public struct ActivityUIDismissalPolicy: Hashable, Sendable {
    let after: Date?
    let immediately: Bool
    public static let `default` = ActivityUIDismissalPolicy(after: nil, immediately: false)
    public static let immediate = ActivityUIDismissalPolicy(after: nil, immediately: true)
    public static func after(_ date: Date) -> ActivityUIDismissalPolicy { ActivityUIDismissalPolicy(after: date, immediately: false) }
}
