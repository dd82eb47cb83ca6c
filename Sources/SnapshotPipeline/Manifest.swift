import Foundation
import JSONText
import WidgetLayout
import WidgetModel
import SnapshotFiles
import SnapshotVariants

/// `manifest.json`: every rendered file with its parameters and content hash, in job order. Each
/// `file` is relative to the manifest's folder, so a render into another folder writes the same manifest.
public enum Manifest {
    public static func write(_ results: [RenderResult], jobs: [RenderJob], layouts: [LoadedLayout], root: String, format: String,
                             device: Device, scale: Double, to path: String) throws(PipelineError) {
        var items: [String] = []
        let folder = PathText.parent(path)
        for (job, r) in zip(jobs, results) {
            let v = job.variant
            let entry = layouts[job.layoutIndex].definition.timeline.entries[v.entry]
            var fields = [
                "\"file\": \(JSONText.quote(RelativePath.relative(v.path(in: root, extension: format), from: folder.isEmpty ? "." : folder)))", "\"kind\": \(JSONText.quote(v.kind))",
                "\"instance\": \(JSONText.quote(v.instance))", "\"family\": \"\(v.family.rawValue)\"",
                "\"entry\": \(v.entry)", "\"date\": \(JSONText.quote(entry.dateText))",
                "\"appearance\": \"\(v.appearance)\"", "\"colorScheme\": \"\(v.appearance.colorScheme.rawValue)\"",
                "\"renderingMode\": \"\(v.appearance.renderingMode.rawValue)\"", "\"state\": \"\(v.state.rawValue)\"",
                "\"device\": \(JSONText.quote(v.device))",
                "\"width\": \(r.width)", "\"height\": \(r.height)", "\"hash\": \"fnv1a64:\(r.hash)\"",
            ]
            if v.dynamicTypeSize != .large { fields.append("\"dynamicTypeSize\": \"\(v.dynamicTypeSize.rawValue)\"") }
            // The locale is listed when it is not en, so English manifests stay as they were.
            if v.locale != "en" { fields.insert("\"locale\": \(JSONText.quote(v.locale))", at: 10) }
            if let rel = entry.relevance { fields.append("\"relevance\": {\"score\": \(rel.score), \"duration\": \(rel.duration)}") }
            items.append("    {" + fields.joined(separator: ", ") + "}")
        }
        let text = "{\n  \"device\": \"\(device.id)\",\n  \"scale\": \(scale),\n  \"snapshots\": [\n" + items.joined(separator: ",\n") + "\n  ]\n}\n"
        try PipelineError.files { () throws(FilesError) in try AtomicFile.write(text, to: path) }
    }
}
