import Foundation
import ImageDiff
import PNGCodec
import WidgetRender
import SnapshotFiles
import SnapshotPipeline
import SnapshotReports
import SnapshotVariants

/// Compares one rendered variant with its golden and applies the record mode.
/// Only the outcome is kept: images are written or dropped here, so memory stays bounded.
public enum GoldenCheck {
    public static func check(_ job: RenderJob, _ layout: LoadedLayout, worker: RenderWorker, options: GoldenOptions) throws(GoldensError) -> SnapshotOutcome {
        var images = ReportImages()
        return try check(job, layout, worker: worker, options: options, images: &images)
    }

    /// ``check(_:_:worker:options:)``, keeping in `images` the bytes of every file the outcome names
    /// (the golden, the new image, the diff) as they were read or written, for the report.
    public static func check(_ job: RenderJob, _ layout: LoadedLayout, worker: RenderWorker, options: GoldenOptions,
                             images: inout ReportImages) throws(GoldensError) -> SnapshotOutcome {
        let drawn: Result<RenderedImage, PipelineError>
        do throws(PipelineError) { drawn = .success(try worker.image(job.variant, of: layout, index: job.layoutIndex)) } catch { drawn = .failure(error) }
        return try check(drawn, variant: job.variant, options: options, images: &images)
    }

    /// Compares a drawn variant with its golden; a variant that could not be drawn is an errored outcome.
    public static func check(_ drawn: Result<RenderedImage, some DescribedError>, variant v: VariantID, options: GoldenOptions,
                             images: inout ReportImages) throws(GoldensError) -> SnapshotOutcome {
        switch drawn {
        case .success(let image): return try check(image, variant: v, options: options, images: &images)
        case .failure(let error):
            var outcome = SnapshotOutcome(variant: v, status: .error)
            outcome.message = error.message + (error.hint.map { " (\($0))" } ?? "")
            return outcome
        }
    }

    /// Compares an image rendered by any front end with the golden of `v`, and applies the record mode.
    public static func check(_ image: RenderedImage, variant v: VariantID, options: GoldenOptions) throws(GoldensError) -> SnapshotOutcome {
        var images = ReportImages()
        return try check(image, variant: v, options: options, images: &images)
    }

    static func check(_ image: RenderedImage, variant v: VariantID, options: GoldenOptions, images: inout ReportImages) throws(GoldensError) -> SnapshotOutcome {
        let golden = v.path(in: options.goldens)
        var outcome = SnapshotOutcome(variant: v, status: .passed)
        outcome.width = image.width
        outcome.height = image.height
        outcome.totalPixels = image.width * image.height
        let newPath = v.sidecar(in: options.goldens, .new), diffPath = v.sidecar(in: options.goldens, .diff)
        func clearLeftovers() {
            try? FileManager.default.removeItem(atPath: newPath)
            try? FileManager.default.removeItem(atPath: diffPath)
        }
        func record(_ message: String) throws(GoldensError) -> SnapshotOutcome {
            let png = try GoldensError.pipeline { () throws(PipelineError) in try PNGBytes.encode(image) }
            try GoldensError.files { () throws(FilesError) in try AtomicFile.write(png, to: golden) }
            images = ReportImages(expected: png)
            clearLeftovers()
            outcome.status = .recorded
            outcome.message = message
            outcome.expected = golden
            return outcome
        }
        func keepActual() throws(GoldensError) {
            let png = try GoldensError.pipeline { () throws(PipelineError) in try PNGBytes.encode(image) }
            try GoldensError.files { () throws(FilesError) in try AtomicFile.write(png, to: newPath) }
            images.actual = png
            outcome.actual = newPath
        }

        let goldenBytes: [UInt8]?
        do { goldenBytes = try ImageComparison.read(golden) } catch {
            if case .file(_, _, let code) = error, code == ENOENT { goldenBytes = nil } else {
                outcome.status = .error
                outcome.message = "cannot read the golden \(golden): \(error)"
                return outcome
            }
        }
        guard let goldenBytes else {
            if options.record == .missing || options.record == .all { return try record("new golden") }
            outcome.status = .missing
            outcome.message = "no golden at \(golden); record it with --record missing"
            try keepActual()
            return outcome
        }
        let expectedImage: RGBAImage
        do { expectedImage = try ImageComparison.decode(goldenBytes) } catch {
            if options.record == .failed || options.record == .all { return try record("golden was unreadable (\(error)); re-recorded") }
            outcome.status = .error
            outcome.message = "cannot decode the golden \(golden): \(error)"
            return outcome
        }
        outcome.expected = golden
        images.expected = goldenBytes
        let difference: ContentDifference?
        switch ImageComparison.compare(expected: expectedImage, actual: image, options: options.diff) {
        case .sizeDiffers(let was, _):
            if options.record == .failed || options.record == .all { return try record("size changed from \(was.width)×\(was.height) px") }
            outcome.status = .sizeMismatch
            outcome.expectedWidth = was.width
            outcome.expectedHeight = was.height
            outcome.message = "size differs: the golden is \(was.width)×\(was.height) px, the render is \(image.width)×\(image.height) px"
            try keepActual()
            return outcome
        case .sameSize(let found): difference = found
        }
        let mismatched = difference?.mismatchedPixels ?? 0
        let ratio = difference?.mismatchRatio ?? 0
        outcome.mismatchedPixels = mismatched
        outcome.ratio = ratio
        if let box = difference?.boundingBox { outcome.boundingBox = [box.x, box.y, box.width, box.height] }
        let percent = (ratio * 10000).rounded() / 100
        let failing = mismatched > options.maxDiffPixels && ratio > options.maxDiffRatio
        if !failing {
            if options.record == .all {
                let png = try GoldensError.pipeline { () throws(PipelineError) in try PNGBytes.encode(image) }
                if png != [UInt8](goldenBytes) { return try record("rewritten (\(mismatched) pixels differ, within tolerance)") }
            }
            clearLeftovers()
            outcome.message = mismatched == 0 ? nil : "\(mismatched) pixels differ (\(percent)%), within tolerance"
            return outcome
        }
        if options.record == .failed || options.record == .all {
            return try record("\(mismatched) of \(image.width * image.height) pixels differed (\(percent)%); golden rewritten")
        }
        outcome.status = .failed
        outcome.message = "\(mismatched) of \(image.width * image.height) pixels differ (\(percent)%), threshold \(thresholdText(options.diff))"
        try keepActual()
        if let png = try ImageComparison.writeDiff(difference, to: diffPath) { outcome.diff = diffPath; images.diff = png }
        return outcome
    }

    /// `0`, `0.1`: the threshold as the command line takes it, and whether anti-aliased pixels were left out.
    static func thresholdText(_ diff: DiffOptions) -> String {
        let t = diff.threshold == diff.threshold.rounded() ? String(Int(diff.threshold)) : String(diff.threshold)
        return diff.includeAA ? t : t + ", anti-aliasing ignored"
    }
}
