import Foundation
import WidgetLayout
import WidgetModel
import WidgetRender
import SnapshotFiles
import SnapshotPipeline
import SnapshotVariants

/// What a pass draws of the variants it is asked to draw: their pixels (compared with goldens) or
/// their PNG files encoded straight from the renderer's surface (written to disk).
public enum PassDrawing: Sendable { case pixels, png }

/// A variant's image as a pass drew it.
public enum DrawnImage: Sendable {
    case pixels(RenderedImage)
    case png(EncodedImage)

    public var width: Int { switch self { case .pixels(let i): i.width; case .png(let i): i.width } }
    public var height: Int { switch self { case .pixels(let i): i.height; case .png(let i): i.height } }
    /// The pixels, when the pass drew pixels.
    public var pixels: RenderedImage? { if case .pixels(let i) = self { i } else { nil } }
    /// The PNG file, when the pass drew PNG files.
    public var encoded: EncodedImage? { if case .png(let i) = self { i } else { nil } }
}

/// A variant drawn by a pass: its image and the positioned tree it was drawn from (the gallery's
/// overlay data and the texts that did not fit, ``LayoutNode/textFits``).
public struct DrawnVariant: Sendable {
    public var image: DrawnImage
    public var tree: LayoutNode
}

/// What one pass produced for one variant it drew: the drawing, or the error that stopped it
/// (each consumer decides: `test` makes it an errored outcome, the gallery stops).
public struct VariantProduct: Sendable {
    /// The job's index in the pass's jobs.
    public var index: Int
    public var job: RenderJob
    public var drawn: Result<DrawnVariant, PipelineError>
    /// The drawn pixels (a pass that draws ``PassDrawing/pixels``), or the error.
    public var pixels: Result<RenderedImage, LintRunError> {
        drawn.mapError(LintRunError.pipeline).flatMap { d in d.image.pixels.map { .success($0) } ?? .failure(.notPixels(variant: job.variant.name)) }
    }
    /// When the variant's resolving started (for a consumer's own timings).
    public var started: DispatchTime
}

/// One pass over a set of variants that yields what every consumer needs: each drawn variant's image
/// and tree (to the consumer, on the thread that drew it, so images need not stay in memory) and,
/// when asked, the design lint of all of them, whose layout rules read the very trees that were
/// drawn. `render`'s, `test`'s (with `--lint`), `lint`'s and the gallery's work.
///
/// The lint's trees are the variants' full-colour light trees at the device's scale: a drawn light
/// variant gives its tree to the lint when the pass draws at the device's scale; any other tree the
/// lint needs is laid out as `lint` alone would. Findings are the same either way.
public enum VariantPass {
    /// What to do besides laying out.
    public struct Plan: Sendable {
        public var drawing: PassDrawing
        /// The jobs to draw, by index; nil draws every job.
        public var draw: Set<Int>?
        /// The lint to run over every job, or nil for none.
        public var lint: LintOptions?
        public init(drawing: PassDrawing = .pixels, draw: Set<Int>? = nil, lint: LintOptions? = nil) {
            self.drawing = drawing; self.draw = draw; self.lint = lint
        }

        /// Lint only: nothing drawn.
        public static func lintOnly(_ options: LintOptions) -> Plan { Plan(draw: [], lint: options) }
    }

    /// Runs the plan over `jobs` on `workers` threads at `scale`; `consume` is called once per drawn
    /// variant on the worker's thread (an error it throws stops the pass, and is rethrown unchanged;
    /// `setUp` turns the pool's own failure to start into `consume`'s error type). Returns the lint
    /// report (nil without a lint), or the error that stopped the lint, which does not stop the drawing.
    public static func run<E: Error>(_ jobs: [RenderJob], layouts: [LoadedLayout], device: Device, scale: Double, assetsRoot: String, workers: Int,
                                     plan: Plan, setUp: @escaping @Sendable (PipelineError) -> E,
                                     consume: @escaping @Sendable (RenderWorker, VariantProduct) throws(E) -> Void)
        throws(E) -> Result<LintReport, LintRunError>? {
        let lint = plan.lint.map { LintPlan(jobs, layouts: layouts, options: $0) }
        // With a lint, a unit of work is a lint group (the variants that share a layout); else one job.
        let units = lint?.groups.map(\.jobs) ?? jobs.indices.map { [$0] }
        let draw = plan.draw
        let lints = IndexedResults<Result<[LintRunner.Raw], LintRunError>>(count: units.count)
        // The lint lays out at the device's scale: drawn trees are its trees only at that scale.
        let sharesTrees = scale == device.scale
        try WorkerPool.run(count: units.count, workers: workers, assetsRoot: assetsRoot, language: "en", device: device, scale: scale, setUp: setUp) { worker, u throws(E) in
            var trees: [WidgetState: LintPlan.Tree] = [:]
            for index in units[u] where draw?.contains(index) ?? true {
                let job = jobs[index], layout = layouts[job.layoutIndex]
                let started = DispatchTime.now()
                let drawn: Result<DrawnVariant, PipelineError>
                do throws(PipelineError) {
                    let (tree, disabled) = try worker.laidOut(job.variant, of: layout, index: job.layoutIndex)
                    if sharesTrees, job.variant.appearance == .light { trees[job.variant.state] = LintPlan.Tree(node: tree, contentMarginsDisabled: disabled) }
                    let image: DrawnImage
                    switch plan.drawing {
                    case .pixels: image = .pixels(try worker.image(tree, job.variant, of: layout))
                    case .png: image = .png(try worker.png(tree, job.variant, of: layout))
                    }
                    drawn = .success(DrawnVariant(image: image, tree: tree))
                } catch {
                    drawn = .failure(error)
                }
                try consume(worker, VariantProduct(index: index, job: job, drawn: drawn, started: started))
            }
            if let lint {
                do throws(LintRunError) { lints.set(u, .success(try lint.check(group: u, worker: worker, device: device, drawn: trees))) } catch { lints.set(u, .failure(error)) }
            }
        }
        guard let lint else { return nil }
        var raws: [[LintRunner.Raw]] = []
        for u in units.indices {
            switch lints[u] {
            case .failure(let error): return .failure(error)
            case .success(let r): raws.append(r)
            case nil: raws.append([])
            }
        }
        return .success(lint.report(raws))
    }
}
