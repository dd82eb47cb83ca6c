import Foundation
import ImageDiff
import WidgetLayout
import WidgetModel
import WidgetSnapshotCore

/// Golden-snapshot checks for Swift test suites (behind ``assertWidgetSnapshot(layout:family:instance:entry:appearance:state:named:goldens:assets:device:record:threshold:maxDiffPixels:fileID:file:line:column:)``):
/// the same rendering, comparison and record modes as `widgetsnap test`, over `WidgetSnapshotCore`.
public enum WidgetSnapshots {
    /// Renders one variant of a layout file and compares its pixels with its golden under `goldens`
    /// (named by ``VariantID/name``: `<kind>/<instance>/<family>/<device>/<entry>-<appearance>-<state>@<scale>x.png`).
    ///
    /// - Parameters:
    ///   - path: the layout file; a relative path is looked for beside `filePath`, then in the
    ///     package root, then in the working directory (``SnapshotPaths/candidates(for:)``).
    ///   - name: an optional snapshot name, for several snapshots of the same variant in one test
    ///     file: the golden goes into the subfolder `name` of the goldens folder.
    ///   - goldens: the goldens folder; nil means `__Snapshots__/<test file name>/` beside `filePath`.
    ///   - assets: the assets folder (`Images/`); nil finds `Assets` beside the layout's folder.
    ///   - record: the record mode; nil takes ``WidgetSnapshotRecording/mode`` (see
    ///     ``withWidgetSnapshotRecording(_:operation:)``), else `WIDGETSNAP_RECORD` (`missing`,
    ///     `failed`, `all`, `never`; any other value fails), defaulting to `missing`, or `never` when `CI` is set.
    ///   - locale: the locale (``Selection/locales``): string tables, formatters and text language.
    ///   - filePath: the calling test file, from which the defaults are found.
    /// - Returns: nil when the snapshot matches; otherwise the failure message, which names the
    ///   golden, the `.new.png` and `.diff.png` files and how to accept the change. Recording a
    ///   golden also fails, so that a run that records never passes.
    public static func verify(layout path: String, family: String, instance: String? = nil, entry: Int = 0,
                              appearance: String = "light", state: String = "real", named name: String? = nil,
                              goldens: String? = nil, assets: String? = nil, device: String? = nil, record: RecordMode? = nil,
                              threshold: Double = GoldenOptions.defaultThreshold, maxDiffPixels: Int = 0, locale: String = "en",
                              filePath: String = #filePath) -> String? {
        let paths = SnapshotPaths(testFile: filePath)
        guard let layoutPath = paths.existing(path) else {
            return "no layout file \(path); looked at " + paths.candidates(for: path).joined(separator: ", ")
        }
        do throws(SnapshotFailure) {
            let strategy = try SnapshotStrategy(named: name, goldens: goldens, assets: assets, device: device, record: record, threshold: threshold,
                                                maxDiffPixels: maxDiffPixels, filePath: filePath,
                                                assetsRoot: { found, _ in AssetsLocation.resolve(found, files: [layoutPath]) })
            let layout: LoadedLayout
            switch try SnapshotFailure.catching({ () throws(FilesError) in try LayoutFiles.load(layoutPath) }) {
            case .failure(let e): return SnapshotFailure.unsupported(e.description).description
            case .success(let l): layout = l
            }
            let d = layout.definition
            guard let variant = try SnapshotFailure.catching({ () throws(VariantsError) -> VariantID? in
                let fam = try Selection.family(family, d, strategy.device)
                let inst = try Selection.instance(instance, d)
                guard d.timeline.entries.indices.contains(entry) else { return nil }
                var variant = strategy.variant(kind: d.kind, instance: inst, family: fam, entry: entry, appearance: try Selection.appearance(appearance),
                                               state: try Selection.state(state))
                variant.locale = try Selection.locale(locale)
                return variant
            }) else { return SnapshotFailure.unsupported("entry \(entry) is out of range for \(d.kind)").description }
            return try strategy.check(layout: layout, variant: variant)?.description
        } catch {
            return error.description
        }
    }

    /// The goldens folder: `goldens` (relative paths found as for layouts; a folder that does not
    /// exist yet goes into the package root), else the test file's `__Snapshots__` folder; then the
    /// subfolder `name`, which must be a plain name.
    static func goldensFolder(_ goldens: String?, named name: String?, paths: SnapshotPaths) throws(SnapshotSetUpError) -> String {
        var folder = paths.defaultGoldens
        if let goldens {
            folder = paths.existing(goldens) ?? (goldens.hasPrefix("/") ? goldens : (paths.packageRoot.map { $0 + "/" + goldens } ?? goldens))
        }
        guard let name else { return folder }
        guard !name.isEmpty, !name.contains("/"), name != ".", name != ".." else {
            throw .snapshotName(name: name)
        }
        return folder + "/" + name
    }
}
