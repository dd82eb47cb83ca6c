import Foundation
import OSLog

/// The next event, which the app writes into its app group as JSON.
struct CountdownEvent: Codable {
    var title: String
    var date: Date
    var totalDays: Int

    static let sample = CountdownEvent(title: "Lisbon trip", date: Date(timeIntervalSince1970: 1_781_112_600), totalDays: 30)

    /// Of five bars, those for the days already passed.
    var filledBars: Int {
        let left = Double(date.timeIntervalSince(Date(timeIntervalSince1970: 1_780_306_860))) / 86_400
        return max(0, min(5, Int(((Double(totalDays) - left) / Double(totalDays) * 5).rounded())))
    }
}

enum CountdownStore {
    static let group = "group.com.example.countdown"
    private static let log = Logger(subsystem: "com.example.countdown", category: "store")

    static var fileURL: URL? {
        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: group)?.appendingPathComponent("event.json")
    }

    static func load() -> CountdownEvent? {
        guard let url = fileURL, let data = try? Data(contentsOf: url) else {
            log.notice("no shared event yet")
            return nil
        }
        do {
            return try JSONDecoder().decode(CountdownEvent.self, from: data)
        } catch {
            log.error("cannot read \(url.path, privacy: .private): \(error.localizedDescription)")
            return nil
        }
    }

    static func save(_ event: CountdownEvent) throws {
        guard let url = fileURL else { return }
        try JSONEncoder().encode(event).write(to: url)
        WidgetCenterReload.reload()
    }
}
