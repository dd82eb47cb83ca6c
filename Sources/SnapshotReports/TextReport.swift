import Foundation
import WidgetLayout
import WidgetModel
import SnapshotFiles
import SnapshotPipeline
import SnapshotVariants

/// The truncation and clipping report: per variant, every text that was truncated, scaled down by
/// `minimumScaleFactor` or clipped, at its line and column in the layout file (the `Text` key).
/// `render --json` prints it; docs/rendering.md describes the format.
public enum TextReport {
    /// One text of one variant.
    public struct Item: Codable, Sendable, Hashable {
        public var file: String
        public var line: Int
        public var column: Int
        /// The JSON path of the `Text` key in the file.
        public var path: String
        public var node: String
        public var text: String
        /// `truncated`, `scaled`, `clipped` (one or more, in that order).
        public var kinds: [String]
        public var truncatedLines: Int?
        public var scale: Double?
        public var declaredSize: Double
        public var drawnSize: Double
        public var clip: Clip?

        public struct Clip: Codable, Sendable, Hashable {
            public var edge: String
            public var by: Double
        }
    }

    /// A variant's texts, with the file each came from placed at its line and column.
    public static func items(_ fits: [TextFit], layout: LoadedLayout, map: SourceMap? = nil) -> [Item] {
        let map = map ?? layout.map
        return fits.map { fit in
            let key = fit.sourcePath?.appending(key: "Text")
            let location = key.flatMap { map.keyLocation(of: $0) }
            return Item(file: layout.path, line: location?.line ?? 0, column: location?.column ?? 0, path: key?.description ?? "",
                        node: fit.node, text: fit.text, kinds: fit.kinds, truncatedLines: fit.truncatedLines, scale: fit.scale,
                        declaredSize: fit.declaredSize, drawnSize: fit.drawnSize, clip: fit.clip.map { Item.Clip(edge: $0.edge, by: $0.by) })
        }
    }

    struct Snapshot: Codable {
        var name: String
        var file: String
        var dynamicTypeSize: String
        var texts: [Item]
    }

    struct Document: Codable {
        var version = 1
        var device: String
        var scale: Double
        var snapshots: [Snapshot]
    }

    /// `render --json`: every rendered snapshot, in job order, with its texts that did not fit.
    public static func json(_ results: [RenderResult], jobs: [RenderJob], layouts: [LoadedLayout], root: String, format: String,
                            device: Device, scale: Double) throws(ReportsError) -> String {
        var snapshots: [Snapshot] = []
        for (job, r) in zip(jobs, results) {
            let layout = layouts[job.layoutIndex]
            snapshots.append(Snapshot(name: job.variant.name, file: job.variant.path(in: root, extension: format),
                                      dynamicTypeSize: job.variant.dynamicTypeSize.rawValue, texts: items(r.textFits, layout: layout)))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            let data = try encoder.encode(Document(device: device.id, scale: scale, snapshots: snapshots))
            return (String(data: data, encoding: .utf8) ?? "") + "\n"
        } catch {
            throw .cannotEncode(what: "the text report", reason: "\(error)")
        }
    }
}
