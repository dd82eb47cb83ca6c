// A module named ActivityKit for Linux: the data of a Live Activity (its attributes and content
// states) for widget code that `import ActivityKit`. widgetsnap starts no activity: it draws the
// presentations of ``ActivityAttributes`` values a test or preview gives it (docs/live-activities.md).
@_exported import Foundation
// On Apple platforms `import Foundation` brings Combine's `ObservableObject` and `@Published`; Linux's
// Foundation cannot, so a file that imports Foundation and ActivityKit gets them from here.
@_exported import CombineCore

/// The static data of a Live Activity and the type of its dynamic data.
///
/// ```swift
/// struct DeliveryAttributes: ActivityAttributes {
///     struct ContentState: Codable, Hashable { var minutesLeft: Int }
///     var orderNumber: String
/// }
/// ```
public protocol ActivityAttributes: Decodable, Encodable {
    /// The data that changes while the activity runs.
    associatedtype ContentState: Decodable, Encodable, Hashable
}

/// A content state with the date after which it is out of date and its relevance among the
/// app's activities.
public struct ActivityContent<State: Decodable & Encodable & Hashable>: Hashable {
    public var state: State
    public var staleDate: Date?
    public var relevanceScore: Double

    public init(state: State, staleDate: Date?, relevanceScore: Double = 0) {
        self.state = state; self.staleDate = staleDate; self.relevanceScore = relevanceScore
    }
}

extension ActivityContent: Decodable, Encodable {}

