import WidgetSnapshotCore

/// A command line the option parser (``Arguments``) refuses: what was given, for which command.
/// Always exit 64 (``ExitCodes``).
public enum UsageError: DescribedError, Equatable {
    /// A single-dash word that is not `-` (options start with `--`).
    case singleDash(option: String, command: String)
    /// A flag given a value (`--quiet=yes`).
    case flagWithValue(flag: String)
    /// An option that takes a value, last on the line.
    case missingValue(option: String, command: String)
    /// An option the command does not have; `nearest`: the closest one it has.
    case unknownOption(option: String, command: String, nearest: String?)
    /// A value that is not a whole number of at least `minimum`.
    case notAWholeNumber(option: String, value: String, minimum: Int)
    /// A value that is not a finite number.
    case notANumber(option: String, value: String)

    public var message: String {
        switch self {
        case .singleDash(let option, let command): "unknown option '\(option)' for '\(command)'"
        case .flagWithValue(let flag): "--\(flag) takes no value"
        case .missingValue(let option, _): "--\(option) needs a value"
        case .unknownOption(let option, let command, _): "unknown option '--\(option)' for '\(command)'"
        case .notAWholeNumber(let option, let value, let minimum): "--\(option) expects a whole number of at least \(minimum), got '\(value)'"
        case .notANumber(let option, let value): "--\(option) expects a number, got '\(value)'"
        }
    }

    public var hint: String? {
        switch self {
        case .singleDash(_, let command): "options start with --; see 'widgetsnap help \(command)'"
        case .missingValue(_, let command): "see 'widgetsnap help \(command)'"
        case .unknownOption(_, let command, let nearest): (nearest.map { "did you mean '\($0)'? " } ?? "") + "see 'widgetsnap help \(command)'"
        case .flagWithValue, .notAWholeNumber, .notANumber: nil
        }
    }
}
