import Foundation

/// Whether the person allows Live Activities. widgetsnap runs none (`Activity.request` throws), so
/// they are reported as not enabled.
public final class ActivityAuthorizationInfo: @unchecked Sendable {
    public init() {}
    public var areActivitiesEnabled: Bool { false }
    public var frequentPushesEnabled: Bool { false }
    public func activityEnablementUpdates() -> AsyncStream<Bool> { AsyncStream { $0.yield(false); $0.finish() } }
}
