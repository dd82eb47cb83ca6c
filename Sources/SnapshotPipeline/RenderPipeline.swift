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
    /// Each stage's share of the snapshot's time, writing the file included (PNG only).
    public var stages = StageTimes()
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
                              progress: (@Sendable () -> Void)? = nil) throws(PipelineError) -> [RenderResult] {
        let results = IndexedResults<RenderResult>(count: jobs.count)
        // Cairo numbers SVG surfaces (`<g id="surface12">`) from one process-wide counter: with
        // several threads the numbers followed the threads' timing, so SVG and PDF render on one.
        let workers = WidgetRenderer.VectorFormat(rawValue: settings.format) == nil ? workers : 1
        try WorkerPool.run(count: jobs.count, workers: workers, assetsRoot: assetsRoot, language: "en", device: device, scale: scale, setUp: { $0 }) { worker, index throws(PipelineError) in
            let job = jobs[index]
            let layout = layouts[job.layoutIndex]
            let path = job.variant.path(in: root, extension: settings.format)
            let started = ContinuousClock.now
            if let vector = WidgetRenderer.VectorFormat(rawValue: settings.format) {
                let node = try worker.layout(job.variant, of: layout, index: job.layoutIndex)
                let bytes = try vectorFile(node, job.variant, vector, worker: worker)
                try PipelineError.files { () throws(FilesError) in try AtomicFile.write(bytes, to: path) }
                results.set(index, RenderResult(width: Int(node.frame.width), height: Int(node.frame.height), hash: ContentHash.fnv1a(bytes),
                                                textFits: node.textFits))
            } else {
                let (image, node) = try worker.pngAndLayout(job.variant, of: layout, index: job.layoutIndex)
                let elapsed = StageTimes.since(started)
                let writing = ContinuousClock.now
                try PipelineError.files { () throws(FilesError) in try AtomicFile.write(image.png, to: path) }
                var stages = worker.lastStages
                stages.write = StageTimes.since(writing)
                results.set(index, RenderResult(width: image.width, height: image.height, hash: ContentHash.fnv1a(image.png), milliseconds: elapsed,
                                                textFits: node.textFits, stages: stages))
            }
            progress?()
        }
        return jobs.indices.map { results[$0] ?? RenderResult(width: 0, height: 0, hash: "") }
    }

    /// The variant's SVG or PDF file, written by Cairo into memory.
    static func vectorFile(_ node: LayoutNode, _ variant: VariantID, _ format: WidgetRenderer.VectorFormat,
                           worker: RenderWorker) throws(PipelineError) -> Data {
        do {
            return Data(try worker.tools(variant).renderer.renderVector(node, family: variant.family, appearance: variant.appearance, format: format))
        } catch {
            throw .vector(file: "\(variant.name).\(format.rawValue)", reason: "\(error)")
        }
    }
}

/// Median time per family, for `render --timing`: per snapshot (resolving, layout, drawing and PNG
/// encoding), then each stage's median with writing the file, then decoding per layout file.
public enum Timing {
    public static func summary(_ results: [RenderResult], jobs: [RenderJob], layouts: [LoadedLayout] = []) -> String {
        var byFamily: [WidgetFamily: [RenderResult]] = [:]
        for (job, r) in zip(jobs, results) where r.milliseconds > 0 { byFamily[job.variant.family, default: []].append(r) }
        var out = ""
        for family in WidgetFamily.allCases {
            guard let snapshots = byFamily[family], !snapshots.isEmpty else { continue }
            out += "\(family.rawValue): median \(shown(median(snapshots.map(\.milliseconds)))) ms over \(snapshots.count) snapshots\n"
            let stages = StageTimes().named.indices.map { i in "\(StageTimes().named[i].name) \(shown(median(snapshots.map { $0.stages.named[i].milliseconds })))" }
            out += "  stages (median ms): " + stages.joined(separator: ", ") + "\n"
        }
        let decoding = layouts.map(\.decodeMilliseconds)
        if !decoding.isEmpty {
            out += "decode: median \(shown(median(decoding))) ms over \(decoding.count) layout file\(decoding.count == 1 ? "" : "s")\n"
        }
        return out
    }

    /// The middle value (the upper one of an even count), as the summary has always reported.
    public static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    private static func shown(_ ms: Double) -> Double { (ms * 100).rounded() / 100 }
}

/// Where one snapshot's time went, in milliseconds of wall time (`render --timing`): resolving its
/// bindings, laying it out, drawing, encoding the PNG and writing the file. Decoding the layout
/// file is once per file (``LoadedLayout/decodeMilliseconds``).
public struct StageTimes: Sendable, Hashable {
    public var resolve = 0.0
    public var layout = 0.0
    public var draw = 0.0
    public var encode = 0.0
    public var write = 0.0
    public init() {}

    /// The stages in the order they run, with their names as `--timing` prints them.
    public var named: [(name: String, milliseconds: Double)] {
        [("resolve", resolve), ("layout", layout), ("draw", draw), ("encode", encode), ("write", write)]
    }

    /// Milliseconds from `start` to now.
    public static func since(_ start: ContinuousClock.Instant) -> Double {
        let d = (ContinuousClock.now - start).components
        return Double(d.seconds) * 1000 + Double(d.attoseconds) / 1e15
    }
}
