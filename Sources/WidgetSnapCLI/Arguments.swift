import Suggestions
import WidgetSnapshotCore

/// A command's options: those that take a value and those that are flags.
public struct OptionSpec: Sendable {
    public var valued: [String]
    public var flags: [String]
    public init(valued: [String], flags: [String]) { self.valued = valued; self.flags = flags }
}

/// Parsed command-line arguments: positionals, `--name value` / `--name=value` options, `--flag`s.
public struct Arguments: Sendable {
    public var positionals: [String] = []
    private var values: [String: [String]] = [:]
    private var flagSet: Set<String> = []

    /// Parses `args` against `spec`; unknown options are usage errors with the nearest known name.
    public init(_ args: [String], spec: OptionSpec, command: String) throws(UsageError) {
        var i = 0
        var onlyPositionals = false
        while i < args.count {
            let a = args[i]
            i += 1
            if onlyPositionals || !a.hasPrefix("--") || a == "-" {
                if !onlyPositionals, a.hasPrefix("-"), a.count > 1, a != "-" {
                    throw .singleDash(option: a, command: command)
                }
                positionals.append(a)
                continue
            }
            if a == "--" { onlyPositionals = true; continue }
            var name = String(a.dropFirst(2))
            var inline: String?
            if let eq = name.firstIndex(of: "=") {
                inline = String(name[name.index(after: eq)...])
                name = String(name[..<eq])
            }
            if spec.flags.contains(name) {
                if inline != nil { throw .flagWithValue(flag: name) }
                flagSet.insert(name)
            } else if spec.valued.contains(name) {
                let value: String
                if let inline { value = inline } else {
                    guard i < args.count else { throw .missingValue(option: name, command: command) }
                    value = args[i]
                    i += 1
                }
                values[name, default: []].append(value)
            } else {
                let known = (spec.valued + spec.flags).map { "--" + $0 }
                throw .unknownOption(option: name, command: command, nearest: Suggest.nearest("--" + name, in: known))
            }
        }
    }

    public func flag(_ name: String) -> Bool { flagSet.contains(name) }

    /// The last value given for an option.
    public func value(_ name: String) -> String? { values[name]?.last }

    /// All values, with comma-separated lists split: `--family systemSmall,systemMedium`.
    public func list(_ name: String) -> [String] {
        (values[name] ?? []).flatMap { $0.split(separator: ",").map { String($0).trimmingWhitespace() } }.filter { !$0.isEmpty }
    }

    public func int(_ name: String, min: Int = 0) throws(UsageError) -> Int? {
        guard let v = value(name) else { return nil }
        guard let n = Int(v), n >= min else { throw .notAWholeNumber(option: name, value: v, minimum: min) }
        return n
    }

    public func double(_ name: String) throws(UsageError) -> Double? {
        guard let v = value(name) else { return nil }
        guard let n = Double(v), n.isFinite else { throw .notANumber(option: name, value: v) }
        return n
    }
}

extension String {
    /// The string without leading and trailing whitespace.
    public func trimmingWhitespace() -> String {
        var s = Substring(self)
        while s.first?.isWhitespace == true { s = s.dropFirst() }
        while s.last?.isWhitespace == true { s = s.dropLast() }
        return String(s)
    }
}
