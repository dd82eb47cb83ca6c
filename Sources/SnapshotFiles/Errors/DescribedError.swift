/// A module's typed error: its cases say what went wrong where, with the context as values, and
/// this gives the words a front end prints. The exit code is not here: the command line picks it
/// (`WidgetSnapCLI/ExitCodes.swift`).
public protocol DescribedError: Error, Sendable, CustomStringConvertible {
    /// What went wrong, with where (a path, a position, a name).
    var message: String { get }
    /// What to do about it, if anything is worth saying.
    var hint: String? { get }
}

extension DescribedError {
    public var description: String { message }
}
