import Foundation
import WidgetLayout
import WidgetModel
import WidgetRender
import WidgetSnapshotCore

/// Why a snapshot assertion failed: a typed value whose cases carry what the message names.
/// `description` is the text the assertion records.
public enum SnapshotFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The assertion's arguments or environment were refused before anything was drawn (a record
    /// mode, device, family, snapshot name or file): the message and its hint.
    case setUp(message: String, hint: String?)
    /// The device has no size for the family.
    case noSize(device: String, family: WidgetFamily)
    /// The variant could not be laid out (or its view not built).
    case cannotLayOut(variant: String)
    /// The renderer failed on the variant.
    case cannotRender(variant: String, reason: String)
    /// The variant was drawn and the golden check did not pass (recorded, missing, different …):
    /// its status and the message that names the golden, the `.new.png` and `.diff.png` files.
    case golden(variant: String, status: SnapshotStatus, message: String)
    /// What the widget under test cannot give (not configurable, no such instance, no entries …).
    case unsupported(String)

    /// A failure from a module's typed error: its words.
    public init(_ error: some DescribedError) { self = .setUp(message: error.message, hint: error.hint) }

    public var description: String {
        switch self {
        case .setUp(let message, let hint): message + (hint.map { " (\($0))" } ?? "")
        case .noSize(let device, let family): "\(device) has no \(family.rawValue) size"
        case .cannotLayOut(let variant): "cannot lay out \(variant)"
        case .cannotRender(let variant, let reason): "cannot render \(variant): \(reason)"
        case .golden(_, _, let message): message
        case .unsupported(let message): message
        }
    }
}

/// The one snapshot strategy behind every `assert…Snapshot` (a layout file, a view, a whole
/// widget, a timeline, an Edit Widget sheet, a Live Activity, a control): the record mode, the
/// goldens folder, the device and the renderer, set up once from the assertion's arguments; then
/// each variant is laid out, drawn and compared with its golden by the one golden check
/// (``GoldenCheck``), and what did not pass comes back as a ``SnapshotFailure``.
public struct SnapshotStrategy {
    /// The goldens folder (with the snapshot name's subfolder).
    public let folder: String
    /// The record mode and the comparison's tolerances.
    public let options: GoldenOptions
    /// The device drawn on.
    public let device: Device
    /// The renderer, with the assets and image sets of the assertion.
    public let worker: RenderWorker
    /// Where the test's files are found.
    public let paths: SnapshotPaths

    /// Sets up an assertion: the effective record mode (``WidgetSnapshotRecording``), the goldens
    /// folder (`goldens`, else `__Snapshots__` beside `filePath`; then `name`), the device, and a
    /// renderer at `scale` (default: the device's). `assetsRoot` says where the assets are, from
    /// `assets` found as for layouts (default: the package's `Assets` folder).
    public init(named name: String?, goldens: String?, assets: String?, device: String?, record: RecordMode?,
                threshold: Double, maxDiffPixels: Int, imageSets: [String: String] = [:], scale: Double? = nil,
                filePath: String, assetsRoot: ((String?, SnapshotPaths) -> String)? = nil) throws(SnapshotFailure) {
        do throws(SnapshotSetUpError) {
            let mode = try SnapshotSetUpError.goldens { () throws(GoldensError) in
                try WidgetSnapshotRecording.effective(record, environment: ProcessInfo.processInfo.environment)
            }
            let paths = SnapshotPaths(testFile: filePath)
            let folder = try WidgetSnapshots.goldensFolder(goldens, named: name, paths: paths)
            let device = try SnapshotSetUpError.variants { () throws(VariantsError) in try Selection.device(device) }
            let found = assets.map { paths.existing($0) ?? $0 }
            let root = assetsRoot?(found, paths) ?? found ?? (paths.packageRoot.map { $0 + "/Assets" } ?? "Assets")
            worker = try SnapshotSetUpError.pipeline { () throws(PipelineError) in try RenderWorker(assetsRoot: root, imageFiles: imageSets, device: device, scale: scale ?? device.scale) }
            var diff = GoldenOptions.defaultDiff
            diff.threshold = threshold
            options = GoldenOptions(goldens: folder, record: mode, diff: diff, maxDiffPixels: maxDiffPixels, maxDiffRatio: 0)
            self.paths = paths; self.folder = folder; self.device = device
        } catch { throw SnapshotFailure(error) }
    }

    /// A variant of `kind` on this strategy's device.
    public func variant(kind: String, instance: String = "default", family: WidgetFamily, entry: Int = 0, appearance: Appearance,
                        state: WidgetState = .real, scale: Double? = nil) -> VariantID {
        VariantID(kind: kind, instance: instance, family: family, entry: entry, appearance: appearance, state: state,
                  device: device.id, scale: scale ?? device.scale)
    }

    /// Compares an image drawn by any front end with the golden of `variant`; nil when it passes.
    public func check(image: RenderedImage, variant: VariantID) throws(SnapshotFailure) -> SnapshotFailure? {
        let outcome: SnapshotOutcome
        do throws(GoldensError) { outcome = try GoldenCheck.check(image, variant: variant, options: options) } catch { throw SnapshotFailure(error) }
        return failure(outcome, variant)
    }

    /// Renders one variant of a loaded layout file and compares it with its golden.
    public func check(layout: LoadedLayout, index: Int = 0, variant: VariantID) throws(SnapshotFailure) -> SnapshotFailure? {
        let outcome: SnapshotOutcome
        do throws(GoldensError) {
            outcome = try GoldenCheck.check(RenderJob(layoutIndex: index, variant: variant), layout, worker: worker, options: options)
        } catch { throw SnapshotFailure(error) }
        return failure(outcome, variant)
    }

    /// Draws a laid-out tree in `look` and compares it with the golden of `variant`.
    public func check(root: LayoutNode, variant: VariantID, look: Appearance) throws(SnapshotFailure) -> SnapshotFailure? {
        let rendered = Result { try worker.renderer.render(root, family: variant.family, appearance: look, scale: device.scale) }
        guard case .success(let image) = rendered else { return .cannotRender(variant: variant.name, reason: "\(rendered)") }
        return try check(image: image, variant: variant)
    }

    /// Lays out a resolved widget on the device, draws it and compares it with the golden of `variant`.
    public func check(widget resolved: ResolvedWidget?, variant: VariantID, look: Appearance) throws(SnapshotFailure) -> SnapshotFailure? {
        guard device.size(of: variant.family) != nil else { return .noSize(device: device.id, family: variant.family) }
        guard let resolved, let root = worker.layoutEngine.layout(resolved, graphic: false, device: device, scale: device.scale) else {
            return .cannotLayOut(variant: variant.name)
        }
        return try check(root: root, variant: variant, look: look)
    }

    /// The failure of a golden check's outcome (nil for a pass, and for a renderer notice said before).
    func failure(_ outcome: SnapshotOutcome, _ variant: VariantID) -> SnapshotFailure? {
        FailureMessage.text(for: outcome, name: variant.name, golden: variant.path(in: folder), record: options.record)
            .map { .golden(variant: variant.name, status: outcome.status, message: $0) }
    }
}

extension SnapshotFailure {
    /// The value of `body`, or its error as a set-up failure.
    static func catching<T, E: DescribedError>(_ body: () throws(E) -> T) throws(SnapshotFailure) -> T {
        do { return try body() } catch { throw SnapshotFailure(error) }
    }
}
