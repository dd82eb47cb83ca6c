/// Process exit codes, following sysexits.h (pixelmatch's CLI does the same).
public enum ExitCode: Int32, Sendable {
    case success = 0
    /// Differences found or tests failed.
    case failure = 1
    /// EX_USAGE: the command was used incorrectly.
    case usage = 64
    /// EX_DATAERR: an input file is malformed.
    case dataError = 65
    /// EX_NOINPUT: an input file does not exist or cannot be read.
    case noInput = 66
    /// EX_SOFTWARE: an internal error.
    case software = 70
    /// EX_CANTCREAT: an output file cannot be created.
    case cannotCreate = 73
}

/// An error that ends a command with a message and an exit code, as the modules not yet given a
/// typed error of their own throw it; or a module's typed error passed on unchanged through one of
/// them (``cause``), whose exit code the command line picks.
public struct ToolError: Error, Sendable {
    /// The exit code this error was made with; nil when it passes on ``cause``.
    public let code: ExitCode?
    public var message: String
    public var hint: String?
    /// The typed error this one passes on, if any.
    public let cause: (any DescribedError)?

    public init(_ code: ExitCode, _ message: String, hint: String? = nil) {
        self.code = code; self.message = message; self.hint = hint; cause = nil
    }

    /// Passes `error` on: the same message and hint, its exit code chosen by the command line.
    public init(_ error: some DescribedError) {
        code = nil; message = error.message; hint = error.hint; cause = error
    }

    public static func usage(_ message: String, hint: String? = nil) -> ToolError { ToolError(.usage, message, hint: hint) }

    /// The value of `body`, a typed error passed on as a `ToolError`.
    public static func passing<T, E: DescribedError>(_ body: () throws(E) -> T) throws(ToolError) -> T {
        do { return try body() } catch { throw ToolError(error) }
    }
}
