import Foundation
import WidgetModel

/// What an app tells WidgetKit about its widgets. widgetsnap has no Home Screen to reload: each
/// call is recorded in ``calls`` (in order), so a test can check that the app asks for a reload.
public final class WidgetCenter: @unchecked Sendable {
    public static let shared = WidgetCenter()
    private let lock = NSLock()
    private var recorded: [Call] = []
    init() {}

    /// A request the app made.
    public enum Call: Hashable, Sendable {
        case reloadTimelines(ofKind: String)
        case reloadAllTimelines
        case getCurrentConfigurations
        case invalidateConfigurationRecommendations
    }

    /// The requests made so far, oldest first.
    public var calls: [Call] { lock.withLock { recorded } }
    /// Forgets the recorded requests (between tests).
    public func removeAllCalls() { lock.withLock { recorded.removeAll() } }
    private func record(_ call: Call) { lock.withLock { recorded.append(call) } }

    public func reloadTimelines(ofKind kind: String) { record(.reloadTimelines(ofKind: kind)) }
    public func reloadAllTimelines() { record(.reloadAllTimelines) }
    public func invalidateConfigurationRecommendations() { record(.invalidateConfigurationRecommendations) }

    /// The widgets the user has added: none in widgetsnap (no Home Screen).
    public func getCurrentConfigurations(_ completion: @escaping (Result<[WidgetInfo], any Error>) -> Void) {
        record(.getCurrentConfigurations)
        completion(.success([]))
    }
    public func currentConfigurations() async throws -> [WidgetInfo] {
        record(.getCurrentConfigurations)
        return []
    }

    /// A widget the user has added.
    public struct WidgetInfo: Sendable {
        public let kind: String
        public let family: WidgetFamily
        public init(kind: String, family: WidgetFamily) { self.kind = kind; self.family = family }
    }
}
