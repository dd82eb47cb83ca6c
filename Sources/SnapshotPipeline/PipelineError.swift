import SnapshotFiles

/// What stopped a variant being laid out, drawn or written (``RenderWorker``, ``RenderPipeline``,
/// ``WorkerPool``, ``Manifest``): the variant or file, and the reason below.
public enum PipelineError: DescribedError, Equatable {
    /// Writing a file failed.
    case files(FilesError)
    /// The fonts cannot be loaded.
    case fonts(reason: String)
    /// No Pango text engine for a language.
    case textEngine(reason: String)
    /// The resolver returned nothing for the variant.
    case unresolvable(variant: String)
    /// A binding of the layout failed for the variant (the first issue; `path`: the layout file).
    case binding(path: String, message: String, hint: String?, family: String, instance: String)
    /// The device has no size for the variant's family.
    case noSize(device: String, family: String)
    /// The renderer failed drawing the layout of `path`.
    case drawing(path: String, reason: String)
    /// The pixels did not encode as a PNG.
    case encoding(reason: String)
    /// Cairo failed writing the variant's SVG or PDF file (`file`: the variant's name and extension).
    case vector(file: String, reason: String)

    public var message: String {
        switch self {
        case .files(let e): e.message
        case .fonts(let reason), .textEngine(let reason): reason
        case .unresolvable(let variant): "cannot resolve \(variant)"
        case .binding(let path, let message, _, let family, let instance): "\(path): \(message) (\(family), instance \(instance))"
        case .noSize(let device, let family): "\(device) has no \(family) size"
        case .drawing(let path, let reason): "\(path): \(reason)"
        case .encoding(let reason): "PNG encoding failed: \(reason)"
        case .vector(let file, let reason): "\(file): \(reason)"
        }
    }

    public var hint: String? {
        switch self {
        case .files(let e): e.hint
        case .fonts:
            "install the Debian font packages widgetsnap uses (fonts-inter, fonts-noto-cjk, fonts-noto-color-emoji, fonts-material-design-icons-iconfont, fonts-jetbrains-mono, fonts-noto-ui-core, culmus); in a checkout, 'make gallery' does"
        case .binding(_, _, let hint, _, _): hint
        case .textEngine, .unresolvable, .noSize, .drawing, .encoding, .vector: nil
        }
    }

    /// The value of `body`, a file error as ``files(_:)``.
    static func files<T>(_ body: () throws(FilesError) -> T) throws(PipelineError) -> T {
        do { return try body() } catch { throw .files(error) }
    }
}
