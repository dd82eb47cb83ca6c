import JSONText
import CommandLineKit
import Foundation
import WidgetLayout
import WidgetModel

/// `manifest.json`: every rendered file with its parameters and content hash, in job order.
enum Manifest {
    static func write(_ results: [RenderResult], jobs: [RenderCommand.Job], layouts: [LoadedLayout], device: Device, scale: Double, to path: String) throws {
        var items: [String] = []
        for (job, r) in zip(jobs, results) {
            let d = layouts[job.layoutIndex].definition
            let entry = d.timeline.entries[job.selection.entryIndex]
            var fields = [
                "\"file\": \(JSONText.quote(job.path))", "\"kind\": \(JSONText.quote(d.kind))",
                "\"instance\": \(JSONText.quote(job.selection.instance))", "\"family\": \"\(job.selection.family.rawValue)\"",
                "\"entry\": \(job.selection.entryIndex)", "\"date\": \(JSONText.quote(entry.dateText))",
                "\"appearance\": \"\(job.appearance.description)\"", "\"state\": \"\(job.selection.state.rawValue)\"",
                "\"width\": \(r.width)", "\"height\": \(r.height)", "\"hash\": \"fnv1a64:\(r.hash)\"",
            ]
            if let rel = entry.relevance { fields.append("\"relevance\": {\"score\": \(rel.score), \"duration\": \(rel.duration)}") }
            items.append("    {" + fields.joined(separator: ", ") + "}")
        }
        let text = "{\n  \"device\": \"\(device.id)\",\n  \"scale\": \(scale),\n  \"snapshots\": [\n" + items.joined(separator: ",\n") + "\n  ]\n}\n"
        let folder = (path as NSString).deletingLastPathComponent
        let temporary = path + ".tmp-\(ProcessInfo.processInfo.processIdentifier)"
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: temporary))
            // rename(2) replaces the old manifest atomically.
            guard rename(temporary, path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw ToolError(.cannotCreate, "cannot write \(path): \(error)")
        }
    }
}
