import EditWidgetSheet
import PNGCodec
import SmartStackScenarios
import WidgetModel
import WidgetSnapshotCore

/// What stopped a gallery (``GallerySite``, its review against a baseline, its Home Screen and
/// Smart Stack pages, its caches); the lower modules' errors passed on unchanged. The exit code is
/// chosen by the command line (`WidgetSnapCLI/ExitCodes.swift`).
public enum GalleryError: DescribedError, Equatable {
    case files(FilesError)
    case pipeline(PipelineError)
    case variants(VariantsError)
    case goldens(GoldensError)
    case lint(LintRunError)
    case scenarios(ScenariosError)
    case editWidget(EditWidgetError)
    /// `--devices` named none.
    case noDevices
    /// `--baseline` is not a folder.
    case baselineNotAFolder(dir: String)
    /// `--baseline` is the folder being built.
    case baselineIsTheGallery(baseline: String)
    /// A snapshot just written cannot be read back to compare it with the baseline.
    case snapshotUnreadable(path: String, reason: PNGError)
    /// A snapshot just written does not decode (`reason`: the decoder's words).
    case snapshotUndecodable(path: String, reason: String)
    /// A Home Screen, Lock Screen or StandBy picture could not be drawn (`reason`: the renderer's words).
    case screen(reason: String)
    /// A screen picture was asked for before any widget was drawn.
    case noRenderer
    /// A variant of the gallery's pass was not drawn as a PNG file.
    case notAPNG(variant: String)
    /// A cache file's contents could not be encoded.
    case cannotEncodeCache(path: String)
    /// A Smart Stack scenario beside the layouts is not valid: its diagnostics.
    case invalidScenario(diagnostics: [Diagnostic])

    public var message: String {
        switch self {
        case .files(let e): e.message
        case .pipeline(let e): e.message
        case .variants(let e): e.message
        case .goldens(let e): e.message
        case .lint(let e): e.message
        case .scenarios(let e): e.message
        case .editWidget(let e): e.message
        case .noDevices: "--devices needs at least one device"
        case .baselineNotAFolder(let dir): "the baseline \(dir) is not a folder"
        case .baselineIsTheGallery(let baseline): "--baseline \(baseline) is the gallery being built"
        case .snapshotUnreadable(let path, let reason): "cannot read \(path): \(reason)"
        case .snapshotUndecodable(let path, let reason): "cannot decode \(path): \(reason)"
        case .screen(let reason): reason
        case .noRenderer: "no renderer"
        case .notAPNG(let variant): "\(variant) was not drawn as a PNG file"
        case .cannotEncodeCache(let path): "cannot encode \(path)"
        case .invalidScenario(let diagnostics): LayoutFileErrors(diagnostics).description
        }
    }

    public var hint: String? {
        switch self {
        case .files(let e): e.hint
        case .pipeline(let e): e.hint
        case .variants(let e): e.hint
        case .goldens(let e): e.hint
        case .lint(let e): e.hint
        case .scenarios(let e): e.hint
        case .editWidget(let e): e.hint
        case .baselineNotAFolder: "--baseline takes a gallery folder or a goldens folder"
        case .baselineIsTheGallery: "build into another --out folder, or copy the old gallery first"
        case .noDevices, .snapshotUnreadable, .snapshotUndecodable, .screen, .noRenderer, .notAPNG, .cannotEncodeCache, .invalidScenario: nil
        }
    }

    static func files<T>(_ body: () throws(FilesError) -> T) throws(GalleryError) -> T {
        do { return try body() } catch { throw .files(error) }
    }

    static func pipeline<T>(_ body: () throws(PipelineError) -> T) throws(GalleryError) -> T {
        do { return try body() } catch { throw .pipeline(error) }
    }
}

extension GalleryError {
    static func variants<T>(_ body: () throws(VariantsError) -> T) throws(GalleryError) -> T {
        do { return try body() } catch { throw .variants(error) }
    }

    static func goldens<T>(_ body: () throws(GoldensError) -> T) throws(GalleryError) -> T {
        do { return try body() } catch { throw .goldens(error) }
    }

    static func lint<T>(_ body: () throws(LintRunError) -> T) throws(GalleryError) -> T {
        do { return try body() } catch { throw .lint(error) }
    }

    static func scenarios<T>(_ body: () throws(ScenariosError) -> T) throws(GalleryError) -> T {
        do { return try body() } catch { throw .scenarios(error) }
    }

    static func editWidget<T>(_ body: () throws(EditWidgetError) -> T) throws(GalleryError) -> T {
        do { return try body() } catch { throw .editWidget(error) }
    }
}
