import Foundation
import WidgetLayout
import WidgetModel
import WidgetRender
import SnapshotFiles
import SnapshotVariants

/// What rendering one variant produced.
public struct RenderResult: Sendable {
    public var width: Int
    public var height: Int
    /// FNV-1a 64-bit hash of the file's bytes, as 16 hex digits.
    public var hash: String
    /// Time spent laying out, drawing and encoding (not writing), in milliseconds.
    public var milliseconds: Double = 0
    /// The texts that were truncated, scaled down or clipped (``TextFit``).
    public var textFits: [TextFit] = []
}

/// How `render` writes: the file format (each variant's text language comes from its locale).
public struct RenderSettings: Sendable {
    /// png, svg or pdf.
    public var format = "png"
    public init() {}

    public static let formats = ["png", "svg", "pdf"]
}

/// Renders variants into files named by their ``VariantID`` under a folder.
public enum RenderPipeline {
    /// Renders every job into `root` on `workers` threads; returns one result per job, in order.
    /// Every file is encoded and written (atomically) by the thread that rendered it.
    public static func render(_ jobs: [RenderJob], layouts: [LoadedLayout], into root: String, device: Device, scale: Double,
                              assetsRoot: String, workers: Int, settings: RenderSettings = RenderSettings(),
                              progress: (@Sendable () -> Void)? = nil) throws(ToolError) -> [RenderResult] {
        let results = IndexedResults<RenderResult>(count: jobs.count)
        try WorkerPool.run(count: jobs.count, workers: workers, assetsRoot: assetsRoot, language: "en", device: device, scale: scale) { worker, index in
            let job = jobs[index]
            let layout = layouts[job.layoutIndex]
            let path = job.variant.path(in: root, extension: settings.format)
            let started = ContinuousClock.now
            if let vector = WidgetRenderer.VectorFormat(rawValue: settings.format) {
                let node = try worker.layout(job.variant, of: layout, index: job.layoutIndex)
                let bytes = try vectorFile(node, job.variant, vector, worker: worker)
                try AtomicFile.write(bytes, to: path)
                results.set(index, RenderResult(width: Int(node.frame.width), height: Int(node.frame.height), hash: ContentHash.fnv1a(bytes),
                                                textFits: node.textFits))
            } else {
                let (image, node) = try worker.pngAndLayout(job.variant, of: layout, index: job.layoutIndex)
                let d = (ContinuousClock.now - started).components
                let elapsed = Double(d.seconds) * 1000 + Double(d.attoseconds) / 1e15
                try AtomicFile.write(image.png, to: path)
                results.set(index, RenderResult(width: image.width, height: image.height, hash: ContentHash.fnv1a(image.png), milliseconds: elapsed,
                                                textFits: node.textFits))
            }
            progress?()
        }
        return jobs.indices.map { results[$0] ?? RenderResult(width: 0, height: 0, hash: "") }
    }

    /// The variant's SVG or PDF file, written by Cairo into memory.
    static func vectorFile(_ node: LayoutNode, _ variant: VariantID, _ format: WidgetRenderer.VectorFormat,
                           worker: RenderWorker) throws(ToolError) -> Data {
        do {
            return Data(try worker.tools(variant).renderer.renderVector(node, family: variant.family, appearance: variant.appearance, format: format))
        } catch {
            throw ToolError(.cannotCreate, "\(variant.name).\(format.rawValue): \(error)")
        }
    }
}

/// Median time per family, for `render --timing`.
public enum Timing {
    public static func summary(_ results: [RenderResult], jobs: [RenderJob]) -> String {
        var byFamily: [WidgetFamily: [Double]] = [:]
        for (job, r) in zip(jobs, results) where r.milliseconds > 0 { byFamily[job.variant.family, default: []].append(r.milliseconds) }
        var out = ""
        for family in WidgetFamily.allCases {
            guard let times = byFamily[family]?.sorted(), !times.isEmpty else { continue }
            let median = times[times.count / 2]
            out += "\(family.rawValue): median \((median * 100).rounded() / 100) ms over \(times.count) snapshots\n"
        }
        return out
    }
}
