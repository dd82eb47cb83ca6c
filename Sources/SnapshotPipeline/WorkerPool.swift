import Dispatch
import Foundation
import WidgetLayout
import WidgetModel
import WidgetRender
import SnapshotFiles

/// Runs work items on a pool of threads, each with its own ``RenderWorker``. Output never depends
/// on the number of threads: each item is independent and results are kept by index.
public enum WorkerPool {
    /// Calls `body` for every index in `0..<count` on `workers` threads; the first error stops the
    /// others and is thrown: the body's own, or the pool's (fonts, symbols, a text engine) as
    /// `setUp` turns it into the body's type.
    public static func run<E: Error>(count: Int, workers: Int, assetsRoot: String, language: String, device: Device, scale: Double,
                                     setUp: @escaping @Sendable (PipelineError) -> E,
                                     _ body: @escaping @Sendable (RenderWorker, Int) throws(E) -> Void) throws(E) {
        guard count > 0 else { return }
        let library: FontLibrary
        let symbols: SymbolCatalog
        do throws(PipelineError) {
            library = try Fonts.library()
            symbols = try PipelineError.files { () throws(FilesError) in try Symbols.catalog(assetsRoot: assetsRoot) }
        } catch { throw setUp(error) }
        let queue = WorkQueue<E>(count: count)
        DispatchQueue.concurrentPerform(iterations: max(1, min(workers, count))) { _ in
            let worker: RenderWorker
            do throws(PipelineError) {
                worker = try RenderWorker(library: library, symbols: symbols, assetsRoot: assetsRoot, language: language, device: device, scale: scale)
            } catch { queue.fail(setUp(error)); return }
            while let index = queue.next() {
                do throws(E) { try body(worker, index) } catch { queue.fail(error) }
            }
        }
        if let error = queue.error { throw error }
    }

    /// `requested` (at least 1), else one per core, never more than there is work for.
    public static func workerCount(_ requested: Int?, work: Int) -> Int {
        max(1, min(requested ?? ProcessInfo.processInfo.activeProcessorCount, max(1, work)))
    }
}

/// Hands out indices to the pool's threads and keeps the first error.
final class WorkQueue<Failure: Error>: @unchecked Sendable {
    private let lock = NSLock()
    private var cursor = 0
    private let count: Int
    private(set) var error: Failure?

    init(count: Int) { self.count = count }

    /// The next index, or nil when all are taken or one failed.
    func next() -> Int? {
        lock.withLock {
            guard error == nil, cursor < count else { return nil }
            defer { cursor += 1 }
            return cursor
        }
    }

    func fail(_ e: Failure) { lock.withLock { if error == nil { error = e } } }
}

/// Results by index, filled from the pool's threads.
public final class IndexedResults<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [Value?]
    public init(count: Int) { items = Array(repeating: nil, count: count) }
    public func set(_ i: Int, _ value: Value) { lock.withLock { items[i] = value } }
    public subscript(_ i: Int) -> Value? { lock.withLock { items[i] } }
    /// Every result that was set, in index order.
    public var values: [Value] { lock.withLock { items.compactMap { $0 } } }
}
