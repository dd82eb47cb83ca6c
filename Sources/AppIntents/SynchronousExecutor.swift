import Foundation

/// Runs an `async` function to its end on the calling thread: the task prefers an executor that
/// queues its jobs, and the caller runs them one after another in the order they were enqueued.
/// A job that goes elsewhere (another actor) is waited for on a condition, never polled with
/// sleeps. Code that hops to the main actor while the main thread waits here cannot finish, so
/// providers and queries are expected to be nonisolated, as they are in widget extensions.
final class _InlineTaskExecutor: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var finished = false

    func enqueue(_ job: consuming ExecutorJob) {
        let unowned = UnownedJob(job)
        condition.lock(); jobs.append(unowned); condition.signal(); condition.unlock()
    }

    func finish() { condition.lock(); finished = true; condition.signal(); condition.unlock() }

    /// Runs queued jobs until ``finish()``.
    func drain() {
        while true {
            condition.lock()
            while jobs.isEmpty && !finished { condition.wait() }
            if jobs.isEmpty { condition.unlock(); return }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}

private final class _ResultBox<T>: @unchecked Sendable { var value: T? }

/// The result of `operation`, run to its end before returning (see ``_InlineTaskExecutor``).
public func _runSynchronously<T>(_ operation: @escaping @Sendable () async -> T) -> T {
    let executor = _InlineTaskExecutor()
    let box = _ResultBox<T>()
    Task(executorPreference: executor) {
        box.value = await operation()
        executor.finish()
    }
    executor.drain()
    return box.value!
}
