// swift-language-mode: 5
// A ride-hailing extension's Live Activity and controls, written the way shipping extensions are
// (Swift 5 mode, the attributes in their own file, views in files that import SwiftUI and WidgetKit
// only, free builder functions, iOS 18 activity families and value intents). Compiled unchanged by
// the consumer harness (docs/swiftui.md, "What real extensions use").
import ActivityKit
import Foundation

struct RideAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var etaMinutes: Int
        var driver: String
        var progress: Double
        var surge: Double
    }
    var pickup: String
}

enum RideFormat {
    /// "1.5×" from a number a server sent as an NSNumber.
    static func surge(_ value: NSNumber) -> String {
        let x = CGFloat(truncating: value)
        return String(format: "%.1f×", Double(x))
    }
    static let arriving = String(localized: "Arriving", comment: "The driver is about to arrive")
}
