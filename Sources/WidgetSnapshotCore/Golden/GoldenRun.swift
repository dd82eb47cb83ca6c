import WidgetLayout

/// `widgetsnap test`'s work: every job rendered in memory and checked against its golden.
public enum GoldenRun {
    /// The outcomes, one per job in job order.
    public static func run(_ jobs: [RenderJob], layouts: [LoadedLayout], options: GoldenOptions, device: Device, scale: Double,
                           assetsRoot: String, workers: Int, progress: (@Sendable () -> Void)? = nil) throws(ToolError) -> [SnapshotOutcome] {
        let outcomes = IndexedResults<SnapshotOutcome>(count: jobs.count)
        try WorkerPool.run(count: jobs.count, workers: workers, assetsRoot: assetsRoot, language: "en", device: device, scale: scale) { worker, index in
            let job = jobs[index]
            outcomes.set(index, try GoldenCheck.check(job, layouts[job.layoutIndex], worker: worker, options: options))
            progress?()
        }
        return outcomes.values
    }

    /// Goldens under `root` that none of `jobs` produces.
    public static func stale(_ root: String, jobs: [RenderJob]) -> [String] {
        let produced = Set(jobs.map { $0.variant.path(in: root) })
        return GoldenFiles.list(root).filter { !produced.contains($0) }
    }
}
