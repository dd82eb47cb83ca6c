import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where ``Logger`` writes: standard error, one line per message, `LEVEL [subsystem:category] message`,
/// for messages at or above `WIDGETSNAP_LOG_LEVEL` (debug, info, notice (the default, as the system log
/// keeps), error, fault, or off). Values logged private are written `<private>` unless
/// `WIDGETSNAP_LOG_PRIVATE=1`, as the system log redacts them outside a debugger.
public enum LogOutput {
    static var environment: [String: String] { ProcessInfo.processInfo.environment }

    /// The lowest level written (nil: none), from `WIDGETSNAP_LOG_LEVEL`; an unknown name means the default.
    public static func threshold(_ environment: [String: String]) -> OSLogType? {
        guard let name = environment["WIDGETSNAP_LOG_LEVEL"]?.lowercased() else { return .default }
        guard let match = OSLogType.names.first(where: { $0.0 == name }) else { return .default }
        return match.1
    }
    static func revealsPrivate(_ environment: [String: String]) -> Bool { environment["WIDGETSNAP_LOG_PRIVATE"] == "1" }

    /// The line written for a message (no time stamp, so output is the same on every run).
    public static func line(level: OSLogType, subsystem: String, category: String, message: String) -> String {
        let origin = subsystem.isEmpty && category.isEmpty ? "" : " [\(subsystem):\(category)]"
        return "\(level)\(origin) \(message)\n"
    }

    static func write(level: OSLogType, subsystem: String, category: String, _ message: () -> String) {
        guard let threshold = threshold(environment), level >= threshold else { return }
        let text = line(level: level, subsystem: subsystem, category: category, message: message())
        FileHandle.standardError.write(Data(text.utf8))
    }
}

/// printf formats of `os_log`, with the annotations `{public}`, `{private}` and `{sensitive}`.
enum LogFormat {
    static func printf(_ format: String, _ arguments: [any CVarArg], revealPrivate: Bool) -> String {
        var out = "", rest = Substring(format), index = 0
        while let percent = rest.firstIndex(of: "%") {
            out += rest[..<percent]
            rest = rest[rest.index(after: percent)...]
            if rest.first == "%" { out += "%"; rest = rest.dropFirst(); continue }
            var isPrivate = false, explicit = false
            if rest.first == "{", let close = rest.firstIndex(of: "}") {
                let words = rest[rest.index(after: rest.startIndex)..<close].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                if words.contains("private") || words.contains("sensitive") { isPrivate = true; explicit = true }
                if words.contains("public") { explicit = true }
                rest = rest[rest.index(after: close)...]
            }
            // The conversion: flags, width, precision and length, up to its letter.
            guard let end = rest.firstIndex(where: { ($0.isLetter || $0 == "@") && !"hlqLzjt".contains($0) }) else { out += "%" + rest; break }
            let spec = "%" + rest[...end]
            let conversion = rest[end]
            rest = rest[rest.index(after: end)...]
            guard index < arguments.count else { out += spec; continue }
            let argument = arguments[index]; index += 1
            // Without an annotation, strings and objects are private, scalars public (the system log's rule).
            if !explicit { isPrivate = conversion == "@" || conversion == "s" }
            if isPrivate && !revealPrivate { out += "<private>"; continue }
            out += conversion == "@" ? "\(argument)" : String(format: String(spec), argument)
        }
        return out + rest
    }
}
