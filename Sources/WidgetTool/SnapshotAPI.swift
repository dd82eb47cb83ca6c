import CommandLineKit
import Foundation
import ImageDiff
import WidgetLayout
import WidgetModel
import WidgetRender

/// Golden-snapshot checks for Swift test suites (used by `WidgetSnapshotTesting`'s
/// `assertWidgetSnapshot`): the same rendering, comparison and record modes as `widgetsnap test`.
public enum WidgetSnapshots {
    /// When goldens are written. From `WIDGETSNAP_RECORD`; default `missing`, or `never` when `CI` is set.
    public enum Record: String, Sendable {
        case missing, failed, all, never

        public static var fromEnvironment: Record {
            let env = ProcessInfo.processInfo.environment
            if let value = env["WIDGETSNAP_RECORD"], let mode = Record(rawValue: value) { return mode }
            let onCI = env["CI"].map { !$0.isEmpty && $0 != "false" && $0 != "0" } ?? false
            return onCI ? .never : .missing
        }
    }

    /// Renders one variant of a layout file and compares it with its golden under `goldens`
    /// (`<kind>/<instance>/<family>/<entry>-<appearance>-<state>@3x.png`).
    ///
    /// - Returns: nil when the snapshot matches; otherwise the failure message, which names the
    ///   `.new.png` and `.diff.png` files. Recording a golden also fails, so a run that records
    ///   never passes silently.
    public static func verify(layout path: String, family: String, instance: String? = nil, entry: Int = 0,
                              appearance: String = "light", state: String = "real", goldens: String,
                              assets: String? = nil, device: String? = nil, record: Record = .fromEnvironment,
                              threshold: Double = 0.1, maxDiffPixels: Int = 0) -> String? {
        do {
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
            guard let scheme = ColorScheme(rawValue: appearance) else { return "unknown appearance '\(appearance)'" }
            let st = try Selection.state(state)
            let name = "\(d.kind)/\(inst)/\(fam.rawValue)/\(entry < 10 ? "0" : "")\(entry)-\(appearance)-\(state)@\(Int(dev.scale))x"
            let job = RenderCommand.Job(layoutIndex: 0, selection: VariantSelection(family: fam, instance: inst, entryIndex: entry, state: st),
                                        appearance: Appearance(colorScheme: scheme), path: goldens + "/" + name + ".png")
            let library = try FontLibrary.shared()
            let assetsRoot = AssetsLocation.resolve(assets, files: [path])
            let worker = try RenderWorker(library: library, symbols: try Symbols.catalog(assetsRoot: assetsRoot), assetsRoot: assetsRoot,
                                          language: "en", device: dev, scale: dev.scale)
            var diff = DiffOptions()
            diff.threshold = threshold
            diff.producesDiffImage = true
            let mode = TestCommand.RecordMode(rawValue: record.rawValue) ?? .missing
            let outcome = try GoldenCheck.check(job, layout, worker: worker,
                                                options: TestCommand.Options(goldens: goldens, record: mode, diff: diff, maxDiffPixels: maxDiffPixels, maxDiffRatio: 0))
            switch outcome.status {
            case .passed: return nil
            case .recorded: return "recorded the golden \(job.path) (\(outcome.message ?? "")); run the test again to compare against it"
            case .failed:
                return "snapshot \(name) differs: \(outcome.message ?? "")\n  actual: \(outcome.actual ?? "-")\n  diff: \(outcome.diff ?? "-")\n"
                    + "  if the change is intended, re-record with WIDGETSNAP_RECORD=failed"
            default:
                return "snapshot \(name): \(outcome.message ?? outcome.status.rawValue)"
            }
        } catch let e as ToolError {
            return e.message + (e.hint.map { " (\($0))" } ?? "")
        } catch {
            return "\(error)"
        }
    }
}
