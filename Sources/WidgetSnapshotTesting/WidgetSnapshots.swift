import Foundation
import ImageDiff
import WidgetLayout
import WidgetModel
import WidgetSnapshotCore

/// Golden-snapshot checks for Swift test suites (behind ``assertWidgetSnapshot(layout:family:instance:entry:appearance:state:goldens:assets:device:record:threshold:maxDiffPixels:fileID:file:line:column:)``):
/// the same rendering, comparison and record modes as `widgetsnap test`, over `WidgetSnapshotCore`.
public enum WidgetSnapshots {
    /// Renders one variant of a layout file and compares its pixels with its golden under `goldens`
    /// (named by ``VariantID/name``: `<kind>/<instance>/<family>/<device>/<entry>-<appearance>-<state>@<scale>x.png`).
    ///
    /// - Parameter record: the record mode; nil reads `WIDGETSNAP_RECORD` (`missing`, `failed`,
    ///   `all`, `never`; any other value fails), defaulting to `missing`, or `never` when `CI` is set.
    /// - Returns: nil when the snapshot matches; otherwise the failure message, which names the
    ///   `.new.png` and `.diff.png` files. Recording a golden also fails, so that a run that records
    ///   never passes.
    public static func verify(layout path: String, family: String, instance: String? = nil, entry: Int = 0,
                              appearance: String = "light", state: String = "real", goldens: String,
                              assets: String? = nil, device: String? = nil, record: RecordMode? = nil,
                              threshold: Double = 0.1, maxDiffPixels: Int = 0) -> String? {
        do {
            let mode = try record ?? RecordMode.fromEnvironment(ProcessInfo.processInfo.environment)
            let layout: LoadedLayout
            switch try LayoutFiles.load(path) {
            case .failure(let e): return e.description
            case .success(let l): layout = l
            }
            let d = layout.definition
            let dev = try Selection.device(device)
            let fam = try Selection.family(family, d, dev)
            let inst = try Selection.instance(instance, d)
            guard d.timeline.entries.indices.contains(entry) else { return "entry \(entry) is out of range for \(d.kind)" }
            let variant = VariantID(kind: d.kind, instance: inst, family: fam, entry: entry, appearance: try Selection.appearance(appearance),
                                    state: try Selection.state(state), device: dev.id, scale: dev.scale)
            let worker = try RenderWorker(assetsRoot: AssetsLocation.resolve(assets, files: [path]), device: dev, scale: dev.scale)
            var diff = GoldenOptions.defaultDiff
            diff.threshold = threshold
            let options = GoldenOptions(goldens: goldens, record: mode, diff: diff, maxDiffPixels: maxDiffPixels, maxDiffRatio: 0)
            let outcome = try GoldenCheck.check(RenderJob(layoutIndex: 0, variant: variant), layout, worker: worker, options: options)
            switch outcome.status {
            case .passed: return nil
            case .recorded:
                return "recorded the golden \(variant.path(in: goldens)) (\(outcome.message ?? "")); run the test again to compare against it"
            case .failed:
                return "snapshot \(variant.name) differs: \(outcome.message ?? "")\n  actual: \(outcome.actual ?? "-")\n  diff: \(outcome.diff ?? "-")\n"
                    + "  if the change is intended, re-record with \(RecordMode.environmentVariable)=failed"
            default:
                return "snapshot \(variant.name): \(outcome.message ?? outcome.status.rawValue)"
            }
        } catch let error as ToolError {
            return error.message + (error.hint.map { " (\($0))" } ?? "")
        } catch {
            return "\(error)"
        }
    }
}
