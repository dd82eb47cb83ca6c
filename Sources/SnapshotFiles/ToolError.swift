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

/// An error that ends a command with a message and an exit code.
public struct ToolError: Error, Sendable {
    public var code: ExitCode
    public var message: String
    public var hint: String?
    public init(_ code: ExitCode, _ message: String, hint: String? = nil) { self.code = code; self.message = message; self.hint = hint }

    public static func usage(_ message: String, hint: String? = nil) -> ToolError { ToolError(.usage, message, hint: hint) }
}
