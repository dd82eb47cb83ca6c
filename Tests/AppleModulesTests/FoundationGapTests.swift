import Foundation
import Testing
@testable import WidgetSnapUI

struct DateComponentsFormatterTests {
    static func formatter(_ units: NSCalendar.Unit, _ style: DateComponentsFormatter.UnitsStyle,
                          _ zero: DateComponentsFormatter.ZeroFormattingBehavior = .default, max: Int = 0) -> DateComponentsFormatter {
        let f = DateComponentsFormatter()
        f.allowedUnits = units; f.unitsStyle = style; f.zeroFormattingBehavior = zero; f.maximumUnitCount = max
        return f
    }

    /// Foundation's outputs on iOS (en_US) for the same settings.
    static let cases: [(DateComponentsFormatter, TimeInterval, String)] = [
        (formatter([.hour, .minute, .second], .positional), 3700, "1:01:40"),
        (formatter([.hour, .minute, .second], .positional), 65, "1:05"),
        (formatter([.hour, .minute, .second], .positional, .pad), 65, "00:01:05"),
        (formatter([.minute, .second], .positional), 3700, "61:40"),
        (formatter([.hour, .minute], .abbreviated), 3700, "1h 1m"),
        (formatter([.day, .hour, .minute], .abbreviated), 90000, "1d 1h"),
        (formatter([.hour, .minute, .second], .full), 3661, "1 hour, 1 minute, 1 second"),
        (formatter([.hour, .minute], .full), 7320, "2 hours, 2 minutes"),
        (formatter([.hour, .minute], .short), 7320, "2 hr, 2 min"),
        (formatter([.day, .hour, .minute], .full, max: 1), 93784, "1 day"),
        (formatter([.minute, .second], .abbreviated), 0, "0s"),
        (formatter([.hour, .minute], .brief), 3900, "1hr 5min"),
    ]

    @Test(arguments: cases.indices) func formats(_ i: Int) {
        let (f, interval, expected) = Self.cases[i]
        #expect(f.string(from: interval) == expected)
    }

    @Test func phrasesAndComponents() {
        let f = Self.formatter([.hour, .minute], .full)
        f.includesApproximationPhrase = true
        f.includesTimeRemainingPhrase = true
        #expect(f.string(from: 3600) == "About 1 hour remaining")
        #expect(DateComponentsFormatter.localizedString(from: DateComponents(day: 3), unitsStyle: .full) == "3 days")
    }
}

struct AppGroupTests {
    @Test func containersLiveInTheConfiguredFolder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("am-groups-\(getpid())").path
        let url = try #require(AppGroups.container("group.com.example.days", environment: ["WIDGETSNAP_APP_GROUPS": root], create: true))
        #expect(url.path == root + "/group.com.example.days")
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue)
        #expect(AppGroups.container("../escape", environment: ["WIDGETSNAP_APP_GROUPS": root], create: false) == nil)
        #expect(AppGroups.container("", environment: [:], create: false) == nil)
        #expect(AppGroups.root([:]).lastPathComponent == "widgetsnap-app-groups")
        #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.x") != nil)
        try? FileManager.default.removeItem(atPath: root)
    }
}
