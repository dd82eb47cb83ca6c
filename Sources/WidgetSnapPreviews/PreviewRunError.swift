import WidgetSnapshotCore

/// What stopped the previews runner (``PreviewRunner``), or one preview of it; the lower modules'
/// errors passed on unchanged. A preview's error goes into the manifest in these words; one that
/// stops the runner is printed and picks its exit status (``PreviewRunner/exitCode(for:)``, checked
/// against `WidgetSnapCLI/ExitCodes.swift`, which `widgetsnap previews` passes on).
public enum PreviewRunError: DescribedError, Equatable {
    /// The device or an appearance names nothing.
    case variants(VariantsError)
    /// The renderer could not start (fonts, text engine).
    case pipeline(PipelineError)
    /// An image or the manifest could not be written.
    case files(FilesError)
    /// `--resources` could not be read (`reason`: the resource reader's words).
    case resources(reason: String)
    /// The device has no size for the preview's family.
    case noSize(device: String, family: String)
    /// A widget preview whose timeline has no entries.
    case noEntries
    /// What a Live Activity's or control's preview reported instead of its surfaces.
    case surfaces(message: String)
    /// A surface that could not be laid out, at its 1-based state.
    case cannotLayOut(surface: String, state: Int)
    /// The renderer failed (`reason`: its words).
    case cannotRender(reason: String)

    public var message: String {
        switch self {
        case .variants(let e): e.message
        case .pipeline(let e): e.message
        case .files(let e): e.message
        case .resources(let reason): reason
        case .noSize(let device, let family): "\(device) has no \(family) size"
        case .noEntries: "the preview's timeline has no entries"
        case .surfaces(let message): message
        case .cannotLayOut(let surface, let state): "cannot lay out \(surface) of state \(state)"
        case .cannotRender(let reason): "cannot render: \(reason)"
        }
    }

    public var hint: String? {
        switch self {
        case .variants(let e): e.hint
        case .pipeline(let e): e.hint
        case .files(let e): e.hint
        case .resources, .noSize, .noEntries, .surfaces, .cannotLayOut, .cannotRender: nil
        }
    }

    static func variants<T>(_ body: () throws(VariantsError) -> T) throws(PreviewRunError) -> T {
        do { return try body() } catch { throw .variants(error) }
    }

    static func pipeline<T>(_ body: () throws(PipelineError) -> T) throws(PreviewRunError) -> T {
        do { return try body() } catch { throw .pipeline(error) }
    }

    static func files<T>(_ body: () throws(FilesError) -> T) throws(PreviewRunError) -> T {
        do { return try body() } catch { throw .files(error) }
    }
}
