import CommandLineKit
import Dispatch
import Foundation
import PNGCodec
import WidgetLayout
import WidgetModel
import WidgetRender

/// What rendering one variant produced.
struct RenderResult: Sendable {
    var width: Int
    var height: Int
    /// FNV-1a 64-bit hash of the file's bytes, as 16 hex digits.
    var hash: String
    /// Time spent laying out, drawing and encoding (not writing), in milliseconds.
    var milliseconds: Double = 0
}

/// What to render and how: output format and text language.
struct RenderSettings: Sendable {
    var format = "png"
    /// Pango language (BCP 47), which picks CJK glyph forms.
    var language = "en"
}

/// One thread's rendering state: its own fonts, renderer, layout engine and resolvers.
final class RenderWorker {
    let engine: TextEngine
    let renderer: WidgetRenderer
    let layoutEngine: WidgetLayoutEngine
    let symbols: SymbolCatalog
    let device: Device
    let scale: Double
    private var resolvers: [Int: Resolver] = [:]

    init(library: FontLibrary, symbols: SymbolCatalog, assetsRoot: String, language: String, device: Device, scale: Double) throws {
        let engine: TextEngine
        do { engine = try TextEngine.lease(library: library, language: language) } catch { throw ToolError(.software, "\(error)") }
        self.engine = engine
        renderer = WidgetRenderer(engine: engine, assets: ImageAssets(root: assetsRoot), symbols: { symbols.glyph(for: $0).map(String.init) })
        layoutEngine = WidgetLayoutEngine(measurer: renderer.measurer, assets: AssetFolder(root: assetsRoot))
        self.symbols = symbols; self.device = device; self.scale = scale
    }

    deinit { TextEngine.release(engine) }

    /// Resolves and lays out one job; binding failures are data errors naming the file.
    func layout(_ job: RenderCommand.Job, _ layout: LoadedLayout) throws -> LayoutNode {
        let resolver = resolvers[job.layoutIndex] ?? Resolver(definition: layout.definition, symbols: symbols)
        resolvers[job.layoutIndex] = resolver
        guard let resolved = resolver.resolve(job.selection) else { throw ToolError(.software, "cannot resolve \(job.path)") }
        if let issue = resolved.issues.first {
            throw ToolError(.dataError, "\(layout.path): \(issue.message) (\(job.selection.family.rawValue), instance \(job.selection.instance))", hint: issue.hint)
        }
        guard let root = layoutEngine.layout(resolved, graphic: layout.definition.graphic, device: device, scale: scale) else {
            throw ToolError(.usage, "\(device.id) has no \(job.selection.family.rawValue) size")
        }
        return root
    }

    /// The job's PNG file, encoded straight from the renderer's surface.
    func png(_ job: RenderCommand.Job, _ layout: LoadedLayout) throws -> EncodedImage {
        let root = try self.layout(job, layout)
        do { return try renderer.renderPNG(root, family: job.selection.family, appearance: job.appearance, scale: scale) } catch {
            throw ToolError(.dataError, "\(layout.path): \(error)")
        }
    }

    /// The job's pixels.
    func image(_ job: RenderCommand.Job, _ layout: LoadedLayout) throws -> RenderedImage {
        let root = try self.layout(job, layout)
        do { return try renderer.render(root, family: job.selection.family, appearance: job.appearance, scale: scale) } catch {
            throw ToolError(.dataError, "\(layout.path): \(error)")
        }
    }
}

/// Renders jobs on a pool of threads, each with its own ``RenderWorker``; every file is encoded and
/// written by the thread that rendered it. Output does not depend on the number of threads: each
/// variant is independent.
enum Rendering {
    /// Runs `body` for every job index on `workers` threads; the first error stops the others.
    static func parallel(count: Int, workers: Int, assetsRoot: String, language: String, device: Device, scale: Double,
                         _ body: @escaping @Sendable (RenderWorker, Int) throws -> Void) throws {
        let library: FontLibrary
        do { library = try FontLibrary.shared() } catch { throw ToolError(.software, "\(error)", hint: "run 'make gallery' to install the fonts") }
        let symbols = try Symbols.catalog(assetsRoot: assetsRoot)
        let box = ResultBox(count: count)
        DispatchQueue.concurrentPerform(iterations: max(1, min(workers, count))) { _ in
            let worker: RenderWorker
            do {
                worker = try RenderWorker(library: library, symbols: symbols, assetsRoot: assetsRoot, language: language, device: device, scale: scale)
            } catch let e as ToolError { box.fail(e); return } catch { box.fail(ToolError(.software, "\(error)")); return }
            while let index = box.next() {
                do { try body(worker, index) } catch let e as ToolError { box.fail(e) } catch { box.fail(ToolError(.software, "\(error)")) }
            }
        }
        if let error = box.error { throw error }
    }

    static func run(jobs: [RenderCommand.Job], layouts: [LoadedLayout], device: Device, scale: Double, assetsRoot: String,
                    workers: Int, progress: Progress?, settings: RenderSettings = RenderSettings()) throws -> [RenderResult] {
        let results = ResultBox(count: jobs.count)
        try parallel(count: jobs.count, workers: workers, assetsRoot: assetsRoot, language: settings.language, device: device, scale: scale) { worker, index in
            let job = jobs[index]
            let layout = layouts[job.layoutIndex]
            let started = ContinuousClock.now
            if let vector = WidgetRenderer.VectorFormat(rawValue: settings.format) {
                let root = try worker.layout(job, layout)
                let folder = (job.path as NSString).deletingLastPathComponent
                try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                let temporary = job.path + ".tmp-\(ProcessInfo.processInfo.processIdentifier)-\(index)"
                do {
                    try worker.renderer.renderVector(root, family: job.selection.family, appearance: job.appearance, format: vector, to: temporary)
                } catch {
                    try? FileManager.default.removeItem(atPath: temporary)
                    throw ToolError(.cannotCreate, "\(job.path): \(error)")
                }
                guard rename(temporary, job.path) == 0 else { throw ToolError(.cannotCreate, "cannot write \(job.path)") }
                let bytes = [UInt8](FileManager.default.contents(atPath: job.path) ?? Data())
                results.set(index, RenderResult(width: Int(root.frame.width), height: Int(root.frame.height), hash: fnv1a(bytes)))
            } else {
                let image = try worker.png(job, layout)
                let d = (ContinuousClock.now - started).components
                let elapsed = Double(d.seconds) * 1000 + Double(d.attoseconds) / 1e15
                try write(image.png, to: job.path)
                results.set(index, RenderResult(width: image.width, height: image.height, hash: fnv1a(image.png), milliseconds: elapsed))
            }
            progress?.step()
        }
        return results.results.map { $0 ?? RenderResult(width: 0, height: 0, hash: "") }
    }

    static func encode(_ image: RenderedImage) throws -> [UInt8] {
        do { return try FastPNGEncoder().encode(RGBAImage(width: image.width, height: image.height, rgba: image.rgba)) } catch {
            throw ToolError(.software, "PNG encoding failed: \(error)")
        }
    }

    static func write(_ bytes: [UInt8], to path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try PNGFile.writeBytes(bytes, to: path)
        } catch {
            throw ToolError(.cannotCreate, "cannot write \(path): \(error)", hint: "check that the output folder is writable")
        }
    }

    static func fnv1a(_ bytes: [UInt8]) -> String {
        var h: UInt64 = 0xcbf29ce484222325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x100000001b3 }
        let s = String(h, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }
}

/// Work distribution and results shared by the render threads.
final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var cursor = 0
    private let count: Int
    private(set) var results: [RenderResult?]
    private(set) var error: ToolError?

    init(count: Int) { self.count = count; results = Array(repeating: nil, count: count) }

    /// The next job index, or nil when all are taken or one failed.
    func next() -> Int? {
        lock.withLock {
            guard error == nil, cursor < count else { return nil }
            defer { cursor += 1 }
            return cursor
        }
    }
    func set(_ i: Int, _ r: RenderResult) { lock.withLock { results[i] = r } }
    func fail(_ e: ToolError) { lock.withLock { if error == nil { error = e } } }
}

/// Where the assets folder is: `--assets`, else `Assets` in the current folder, else the
/// `Assets` folder beside the layouts' folder (so the tool works from anywhere in a checkout).
enum AssetsLocation {
    static func resolve(_ explicit: String?, files: [String]) -> String {
        if let explicit { return explicit }
        if FileManager.default.fileExists(atPath: "Assets") { return "Assets" }
        for file in files {
            let candidate = URL(fileURLWithPath: file).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Assets").path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
        }
        return "Assets"
    }
}

/// The SF Symbols table, `Assets/Symbols/sf-symbols.json`.
enum Symbols {
    static func catalog(assetsRoot: String) throws -> SymbolCatalog {
        let path = assetsRoot + "/Symbols/sf-symbols.json"
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ToolError(.noInput, "\(path): cannot read the SF Symbols table", hint: "run from the repository root, or pass --assets DIR")
        }
        do { return try SymbolCatalog(jsonData: data) } catch { throw ToolError(.dataError, "\(path): \(error)") }
    }
}
