import Combine
import Foundation
import os.log

struct EnergyReading: Codable {
    var kilowatts: Double
    var capacity: Double
    var updated: Date
    static let sample = EnergyReading(kilowatts: 3.4, capacity: 5, updated: Date(timeIntervalSince1970: 1_780_306_560))
}

enum EnergyError: Error { case noReading }

/// Reads the latest reading the app shared; logs the older way (`os_log`).
enum EnergyStore {
    static let log = OSLog(subsystem: "com.example.energy", category: "store")

    static func latest(cached: EnergyReading?) -> AnyPublisher<EnergyReading, EnergyError> {
        guard let cached else {
            os_log("no reading cached", log: log, type: .error)
            return Fail(error: EnergyError.noReading).eraseToAnyPublisher()
        }
        return Just(cached).setFailureType(to: EnergyError.self).eraseToAnyPublisher()
    }

    /// The reading now: the cached one, else an empty one.
    static func current(cached: EnergyReading? = .sample) -> EnergyReading {
        var reading = EnergyReading(kilowatts: 0, capacity: 5, updated: .distantPast)
        _ = latest(cached: cached).replaceError(with: reading).sink { reading = $0 }
        return reading
    }
}
