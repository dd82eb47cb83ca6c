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
