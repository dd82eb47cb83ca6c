import SnapshotFiles

/// The command line's own error: a command's check of its options or files ends it with a message
/// and an exit code; or a module's typed error passed on unchanged (``cause``), whose exit code
/// ``ExitCodes`` picks. Only the command line has it: every module below throws its typed error.
struct ToolError: Error, Sendable {
    /// The exit code this error was made with; nil when it passes on ``cause``.
    let code: ExitCode?
    var message: String
    var hint: String?
    /// The typed error this one passes on, if any.
    let cause: (any DescribedError)?

    init(_ code: ExitCode, _ message: String, hint: String? = nil) {
        self.code = code; self.message = message; self.hint = hint; cause = nil
    }

    /// Passes `error` on: the same message and hint, its exit code chosen by the command line.
    init(_ error: some DescribedError) {
        code = nil; message = error.message; hint = error.hint; cause = error
    }

    static func usage(_ message: String, hint: String? = nil) -> ToolError { ToolError(.usage, message, hint: hint) }

    /// The value of `body`, a typed error passed on as a `ToolError`.
    static func passing<T, E: DescribedError>(_ body: () throws(E) -> T) throws(ToolError) -> T {
        do { return try body() } catch { throw ToolError(error) }
    }
}
