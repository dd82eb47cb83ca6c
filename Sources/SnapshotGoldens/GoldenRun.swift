import Foundation
import WidgetLayout
import SnapshotFiles
import SnapshotPipeline
import SnapshotReports
import SnapshotVariants

/// `widgetsnap test`'s work: every job rendered in memory and checked against its golden.
public enum GoldenRun {
    /// The outcomes, one per job in job order.
    public static func run(_ jobs: [RenderJob], layouts: [LoadedLayout], options: GoldenOptions, device: Device, scale: Double,
                           assetsRoot: String, workers: Int, progress: (@Sendable () -> Void)? = nil) throws(ToolError) -> [SnapshotOutcome] {
        try timedRun(jobs, layouts: layouts, options: options, device: device, scale: scale, assetsRoot: assetsRoot,
                     workers: workers, progress: progress).outcomes
    }

    /// The outcomes and the seconds each took (render and compare), one per job in job order. The
    /// times go to JUnit only: the report stays the same for the same input.
    public static func timedRun(_ jobs: [RenderJob], layouts: [LoadedLayout], options: GoldenOptions, device: Device, scale: Double,
                                assetsRoot: String, workers: Int,
                                progress: (@Sendable () -> Void)? = nil) throws(ToolError) -> (outcomes: [SnapshotOutcome], seconds: [Double]) {
        let outcomes = IndexedResults<SnapshotOutcome>(count: jobs.count)
        let seconds = IndexedResults<Double>(count: jobs.count)
        try WorkerPool.run(count: jobs.count, workers: workers, assetsRoot: assetsRoot, language: "en", device: device, scale: scale) { worker, index in
            let job = jobs[index]
            let start = DispatchTime.now().uptimeNanoseconds
            var outcome = try GoldenCheck.check(job, layouts[job.layoutIndex], worker: worker, options: options)
            outcome.file = layouts[job.layoutIndex].path
            outcomes.set(index, outcome)
            seconds.set(index, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            progress?()
        }
        return (outcomes.values, seconds.values)
    }

    /// Goldens under `root` that none of `jobs` produces, among those `scope` could produce.
    public static func stale(_ root: String, jobs: [RenderJob], scope: PruneScope) -> [String] {
        let produced = Set(jobs.map { $0.variant.path(in: root) })
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return GoldenFiles.list(root).filter { !produced.contains($0) && scope.contains(String($0.dropFirst(prefix.count))) }
    }
}
