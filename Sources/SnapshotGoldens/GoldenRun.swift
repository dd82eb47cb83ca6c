import Foundation
import WidgetLayout
import WidgetRender
import SnapshotFiles
import SnapshotPipeline
import SnapshotReports
import SnapshotVariants

/// `widgetsnap test`'s work: every job rendered in memory and checked against its golden.
public enum GoldenRun {
    /// The outcomes, one per job in job order.
    public static func run(_ jobs: [RenderJob], layouts: [LoadedLayout], options: GoldenOptions, device: Device, scale: Double,
                           assetsRoot: String, workers: Int, progress: (@Sendable () -> Void)? = nil) throws(GoldensError) -> [SnapshotOutcome] {
        try timedRun(jobs, layouts: layouts, options: options, device: device, scale: scale, assetsRoot: assetsRoot,
                     workers: workers, progress: progress).outcomes
    }

    /// The outcomes and the seconds each took (render and compare), one per job in job order. The
    /// times go to JUnit only: the report stays the same for the same input. With `keepImages` (a
    /// report is written), `images` holds the bytes of the files each outcome that did not pass
    /// names, by outcome name, so the report is written from memory (they stay in memory until then).
    public static func timedRun(_ jobs: [RenderJob], layouts: [LoadedLayout], options: GoldenOptions, device: Device, scale: Double,
                                assetsRoot: String, workers: Int, keepImages: Bool = false, progress: (@Sendable () -> Void)? = nil)
        throws(GoldensError) -> (outcomes: [SnapshotOutcome], seconds: [Double], images: [String: ReportImages]) {
        let checks = Checks(jobs: jobs, layouts: layouts, options: options, keepImages: keepImages, progress: progress)
        try WorkerPool.run(count: jobs.count, workers: workers, assetsRoot: assetsRoot, language: "en", device: device, scale: scale, setUp: GoldensError.pipeline) { worker, index throws(GoldensError) in
            let job = jobs[index]
            let start = DispatchTime.now()
            let drawn: Result<RenderedImage, PipelineError>
            do throws(PipelineError) { drawn = .success(try worker.image(job.variant, of: layouts[job.layoutIndex], index: job.layoutIndex)) } catch { drawn = .failure(error) }
            try checks.check(index, drawn, started: start)
        }
        return checks.results
    }

    /// The golden checks of a run's jobs, filled by index from any pass's threads (``timedRun``, or
    /// a pass that also lints): each drawn image is compared and dropped at once.
    public final class Checks: @unchecked Sendable {
        let jobs: [RenderJob], layouts: [LoadedLayout], options: GoldenOptions, keepImages: Bool
        let progress: (@Sendable () -> Void)?
        let outcomes: IndexedResults<SnapshotOutcome>, seconds: IndexedResults<Double>, images: IndexedResults<ReportImages?>

        public init(jobs: [RenderJob], layouts: [LoadedLayout], options: GoldenOptions, keepImages: Bool, progress: (@Sendable () -> Void)?) {
            self.jobs = jobs; self.layouts = layouts; self.options = options; self.keepImages = keepImages; self.progress = progress
            outcomes = IndexedResults(count: jobs.count); seconds = IndexedResults(count: jobs.count); images = IndexedResults(count: jobs.count)
        }

        /// Checks job `index`'s drawing (or its error), timed from `started` (resolving included).
        public func check(_ index: Int, _ drawn: Result<RenderedImage, some DescribedError>, started: DispatchTime) throws(GoldensError) {
            let job = jobs[index]
            var kept = ReportImages()
            var outcome = try GoldenCheck.check(drawn, variant: job.variant, options: options, images: &kept)
            outcome.file = layouts[job.layoutIndex].path
            outcomes.set(index, outcome)
            images.set(index, !keepImages || outcome.status == .passed ? nil : kept)
            seconds.set(index, Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9)
            progress?()
        }

        /// The outcomes, seconds and kept images, as ``timedRun`` returns them.
        public var results: (outcomes: [SnapshotOutcome], seconds: [Double], images: [String: ReportImages]) {
            var byName: [String: ReportImages] = [:]
            for (o, kept) in zip(outcomes.values, images.values) { if let kept { byName[o.name] = kept } }
            return (outcomes.values, seconds.values, byName)
        }
    }

    /// Goldens under `root` that none of `jobs` produces, among those `scope` could produce.
    public static func stale(_ root: String, jobs: [RenderJob], scope: PruneScope) -> [String] {
        let produced = Set(jobs.map { $0.variant.path(in: root) })
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return GoldenFiles.list(root).filter { !produced.contains($0) && scope.contains(String($0.dropFirst(prefix.count))) }
    }
}
