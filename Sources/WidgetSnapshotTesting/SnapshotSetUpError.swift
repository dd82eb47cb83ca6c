import WidgetSnapshotCore

/// Why a snapshot assertion refused its arguments or environment before drawing: the assertion's
/// own refusals, with what was given, and the lower modules' errors passed on unchanged. An
/// assertion records it as ``SnapshotFailure/setUp(message:hint:)`` in these words; it never
/// reaches the command line.
public enum SnapshotSetUpError: DescribedError, Equatable {
    case variants(VariantsError)
    case goldens(GoldensError)
    case pipeline(PipelineError)
    case scenarios(ScenariosError)
    /// `WIDGETSNAP_NOT_DRAWN` names no ``NotDrawnPolicy``.
    case notDrawnPolicy(word: String)
    /// A snapshot name that is not a plain name.
    case snapshotName(name: String)
    /// A surface name that names none of `surfaces`.
    case unknownSurface(name: String, surfaces: [String])

    public var message: String {
        switch self {
        case .variants(let e): e.message
        case .goldens(let e): e.message
        case .pipeline(let e): e.message
        case .scenarios(let e): e.message
        case .notDrawnPolicy(let word): "\(NotDrawnPolicy.environmentVariable) is '\(word)'; expected warn, fail or off"
        case .snapshotName(let name): "the snapshot name '\(name)' must be a plain name, without '/'"
        case .unknownSurface(let name, _): "unknown surface '\(name)'"
        }
    }

    public var hint: String? {
        switch self {
        case .variants(let e): e.hint
        case .goldens(let e): e.hint
        case .pipeline(let e): e.hint
        case .scenarios(let e): e.hint
        case .notDrawnPolicy: "warn (the default) reports APIs that are not drawn as a warning, fail as a failure"
        case .snapshotName: "e.g. named: \"long-text\""
        case .unknownSurface(_, let surfaces): "expected one of: " + surfaces.joined(separator: ", ")
        }
    }

    static func variants<T>(_ body: () throws(VariantsError) -> T) throws(SnapshotSetUpError) -> T {
        do { return try body() } catch { throw .variants(error) }
    }

    static func goldens<T>(_ body: () throws(GoldensError) -> T) throws(SnapshotSetUpError) -> T {
        do { return try body() } catch { throw .goldens(error) }
    }

    static func pipeline<T>(_ body: () throws(PipelineError) -> T) throws(SnapshotSetUpError) -> T {
        do { return try body() } catch { throw .pipeline(error) }
    }

    static func scenarios<T>(_ body: () throws(ScenariosError) -> T) throws(SnapshotSetUpError) -> T {
        do { return try body() } catch { throw .scenarios(error) }
    }
}
