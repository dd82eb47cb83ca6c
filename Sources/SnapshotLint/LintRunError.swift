import SnapshotFiles
import SnapshotPipeline
import SnapshotReports

/// What stopped a lint or a pass over variants (``VariantPass``, ``LintRun``, ``LintOutput``); the
/// lower modules' errors passed on unchanged. The exit code is chosen by the command line
/// (`WidgetSnapCLI/ExitCodes.swift`).
public enum LintRunError: DescribedError, Equatable {
    /// Laying out or drawing a variant failed.
    case pipeline(PipelineError)
    /// Encoding a lint report failed.
    case reports(ReportsError)
    /// Drawing the layout at `path` without its texts, for the pixel rules, failed (`reason`: the renderer's words).
    case drawing(path: String, reason: String)
    /// The pixels of `variant` were asked of a pass that drew PNG files.
    case notPixels(variant: String)

    public var message: String {
        switch self {
        case .pipeline(let e): e.message
        case .reports(let e): e.message
        case .drawing(let path, let reason): "\(path): \(reason)"
        case .notPixels(let variant): "\(variant) was drawn as a PNG file, not pixels"
        }
    }

    public var hint: String? {
        switch self {
        case .pipeline(let e): e.hint
        case .reports(let e): e.hint
        case .drawing, .notPixels: nil
        }
    }

    /// The value of `body`, its error as ``reports(_:)``.
    static func reports<T>(_ body: () throws(ReportsError) -> T) throws(LintRunError) -> T {
        do { return try body() } catch { throw .reports(error) }
    }
}
