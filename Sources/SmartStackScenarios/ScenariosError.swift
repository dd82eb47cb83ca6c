import SnapshotFiles

/// What stopped a Smart Stack scenario being read, or its day written or checked (a scenario's own
/// mistakes are diagnostics at their line and column, not this).
public enum ScenariosError: DescribedError, Equatable {
    /// Reading a scenario or its layouts, or writing a golden, failed.
    case files(FilesError)
    /// The day did not encode as JSON.
    case cannotEncode(reason: String)

    public var message: String {
        switch self {
        case .files(let e): e.message
        case .cannotEncode(let reason): "cannot encode the day as JSON: \(reason)"
        }
    }

    public var hint: String? {
        switch self {
        case .files(let e): e.hint
        case .cannotEncode: nil
        }
    }

    /// The value of `body`, a file error as ``files(_:)``.
    static func files<T>(_ body: () throws(FilesError) -> T) throws(ScenariosError) -> T {
        do { return try body() } catch { throw .files(error) }
    }
}
