import Foundation

/// A message's level, from `debug` (lowest) to `fault` (highest).
public struct OSLogType: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let debug = OSLogType(rawValue: 2)
    public static let info = OSLogType(rawValue: 1)
    public static let `default` = OSLogType(rawValue: 0)
    public static let error = OSLogType(rawValue: 16)
    public static let fault = OSLogType(rawValue: 17)

    /// The order written out: debug < info < default (notice) < error < fault.
    var rank: Int {
        switch self {
        case .debug: 0
        case .info: 1
        case .error: 3
        case .fault: 4
        default: 2
        }
    }
    public static func < (a: OSLogType, b: OSLogType) -> Bool { a.rank < b.rank }
    public var description: String { ["debug", "info", "notice", "error", "fault"][rank] }

    /// The names `WIDGETSNAP_LOG_LEVEL` takes, with the level each stands for (nil: nothing is written).
    static let names: [(String, OSLogType?)] = [("debug", .debug), ("trace", .debug), ("info", .info), ("notice", .default),
                                                ("default", .default), ("warning", .error), ("error", .error),
                                                ("critical", .fault), ("fault", .fault), ("off", nil)]
}

/// A log handle of a subsystem and category, for `os_log` and `Logger(_:)`.
public final class OSLog: @unchecked Sendable {
    public let subsystem: String
    public let category: String
    public init(subsystem: String, category: String) { self.subsystem = subsystem; self.category = category }
    public static let `default` = OSLog(subsystem: "", category: "")
    public static let disabled = OSLog(subsystem: "", category: "disabled")
    public func isEnabled(type: OSLogType) -> Bool { self !== OSLog.disabled && LogOutput.threshold(LogOutput.environment).map { type >= $0 } == true }
}

/// `os_log("%{public}@ has %d items", log: log, type: .info, name, count)`: a printf format (its
/// `{public}`/`{private}` annotations read for privacy), written as ``Logger`` writes.
public func os_log(_ format: StaticString, log: OSLog = .default, type: OSLogType = .default, _ arguments: any CVarArg...) {
    os_log(type, log: log, format, arguments)
}
public func os_log(_ type: OSLogType, log: OSLog = .default, _ format: StaticString, _ arguments: any CVarArg...) {
    os_log(type, log: log, format, arguments)
}
/// The arguments as an array (`os_log(message, log: log, type: type, args)` in a helper that forwards its
/// own arguments): on Apple platforms the array is bridged to one `NSArray` argument, which code written
/// so means as its elements; they are formatted as the elements.
public func os_log(_ format: StaticString, log: OSLog = .default, type: OSLogType = .default, _ arguments: [any CVarArg]) {
    os_log(type, log: log, format, arguments)
}
func os_log(_ type: OSLogType, log: OSLog, _ format: StaticString, _ arguments: [any CVarArg]) {
    guard log !== OSLog.disabled else { return }
    LogOutput.write(level: type, subsystem: log.subsystem, category: log.category) {
        LogFormat.printf("\(format)", arguments, revealPrivate: LogOutput.revealsPrivate(LogOutput.environment))
    }
}
