import Foundation
import PNGCodec
import WidgetLayout
import WidgetModel
import WidgetRender
import WidgetSnapshotCore
import EditWidgetSheet
import WidgetSnapPreviewSyntax

/// Builds the static design-review site: every variant's snapshot per device, the Edit Widget sheet
/// of every instance, the widget on light and dark Home Screens, an index and a page per widget.
/// Unchanged images are reused through their input hashes.
public enum GallerySite {
    /// The software version, part of every reuse key (a new version renders everything again).
    public static var version: String { WidgetSnapVersion.current }

    /// What a build did.
    public struct Summary: Sendable {
        /// Snapshots rendered, other images (sheets, Home Screens) rendered, and all snapshots.
        public var rendered: Int, extras: Int, snapshots: Int
        public var index: String
        /// Against the baseline: how many variants are new, changed and unchanged, and the review page.
        public var review: [GalleryReview.Status: Int] = [:]
        public var reviewPage: String?
        /// Widget variants the baseline has and this build does not draw.
        public var removed = 0
    }

    /// Builds the site for `layouts` into `out`.
    /// - Parameters:
    ///   - devices: the devices to render for; the first is shown first.
    ///   - progress: called once per rendered snapshot with the device's position (from 1) and the
    ///     number of snapshots to render for it.
    ///   - baseline: a previous gallery or a goldens folder: every variant is marked new, changed or
    ///     unchanged against it, and the site gets a review page (`review.html`).
    public static func build(_ layouts: [LoadedLayout], devices: [Device], out: String, assetsRoot: String, workers: Int?,
                             baseline: String? = nil, progress: (@Sendable (Int, Int) -> Void)? = nil,
                             appearances: VariantFilter = VariantFilter(),
                             dynamicTypes: [DynamicTypeSize] = [], locales: [String] = [],
                             surfaces: SurfacePages.GallerySet? = nil) throws(GalleryError) -> Summary {
        guard let device = devices.first else { throw .noDevices }
        // The variants of every page: all of them, at each Dynamic Type size asked for (default large).
        var filter = appearances
        filter.locales = locales
        filter.dynamicTypeSizes = dynamicTypes.isEmpty ? [] : [.large] + dynamicTypes.filter { $0 != .large }
        let baselineRoot = try baseline.map { dir throws(GalleryError) in try GalleryBaseline.imageRoot(dir) }
        if let baselineRoot, RelativePath.relative(baselineRoot, from: out + "/snapshots") == "." || RelativePath.relative(baselineRoot, from: out) == "."
            || GalleryBaseline.sameFolder(baselineRoot, out) || GalleryBaseline.sameFolder(baselineRoot, out + "/snapshots") {
            throw .baselineIsTheGallery(baseline: baseline ?? "")
        }
        // The symbol tables, hashed once (the estimated stand-ins are 200 kB).
        let symbolsDigest = ContentHash.fnv1a([UInt8](Symbols.tableData) + [UInt8](Symbols.estimatedData))
        var cache = ReuseCache(path: out + "/snapshots/inputs.json")
        // The images each layout draws are inputs too: a changed asset renders its layouts again.
        let assets = AssetFolder(root: assetsRoot)
        let images = Dictionary(layouts.map { ($0.path, assets.digest(ofImagesUsedBy: $0.definition)) }, uniquingKeysWith: { a, _ in a })
        func key(_ layout: LoadedLayout, _ extra: String, _ device: Device) -> String {
            ContentHash.fnv1a(Array((version + "\u{0}" + device.id + "\u{0}" + extra + "\u{0}" + (images[layout.path] ?? "") + "\u{0}" + layout.text + "\u{0}" + symbolsDigest).utf8))
        }
        let root = out + "/snapshots"
        var allJobs: [RenderJob] = []
        var rendered = 0
        var lint: [String: [LintFinding]] = [:]
        // The PNG files drawn in this build, by variant name: compared with the baseline from memory.
        var drawnImages: [String: [UInt8]] = [:]
        // The lint of layouts whose inputs did not change is read back, not run again.
        var lintCache = LintCache(path: root + "/lint.json")
        for (position, d) in devices.enumerated() {
            let jobs = try GalleryError.variants { () throws(VariantsError) in try VariantSet.jobs(layouts, filter: filter, device: d, scale: d.scale) }
            allJobs += jobs
            let keys = jobs.map { key(layouts[$0.layoutIndex], $0.variant.name, d) }
            // A snapshot is rendered again when its inputs changed or its overlay data or text report is missing.
            let stale = jobs.indices.filter {
                !cache.isFresh(jobs[$0].variant.path(in: root), key: keys[$0]) || !FileManager.default.fileExists(atPath: GalleryOverlay.path(jobs[$0].variant, out: out))
                    || cache.texts(jobs[$0].variant.path(in: root)) == nil
            }
            rendered += stale.count
            // On the first device, the design lint of every variant of each layout whose lint is not cached.
            var lintKeys: [Int: String] = [:]
            if position == 0 {
                let names = Dictionary(grouping: jobs, by: \.layoutIndex).mapValues { $0.map(\.variant.name).joined(separator: "\n") }
                for (li, layout) in layouts.enumerated() {
                    let k = key(layout, "lint\u{0}" + layout.path + "\u{0}" + (names[li] ?? ""), d)
                    if let found = lintCache.findings(layout.path, key: k) { lint[layout.definition.kind] = found } else { lintKeys[li] = k }
                }
            }
            // One pass per device over the stale snapshots and the variants of the layouts to lint, from the same trees.
            let staleSet = Set(stale)
            let selected = jobs.indices.filter { staleSet.contains($0) || lintKeys[jobs[$0].layoutIndex] != nil }
            guard !selected.isEmpty else { continue }
            let passJobs = selected.map { jobs[$0] }
            let drawn = Set(selected.indices.filter { staleSet.contains(selected[$0]) })
            let linting = !lintKeys.isEmpty
            let hashes = IndexedResults<String>(count: passJobs.count)
            let texts = IndexedResults<[TextReport.Item]>(count: passJobs.count)
            let kept = IndexedResults<[UInt8]>(count: baselineRoot == nil ? 0 : passJobs.count)
            let count = stale.count
            let report = try VariantPass.run(passJobs, layouts: layouts, device: d, scale: d.scale, assetsRoot: assetsRoot,
                                             workers: WorkerPool.workerCount(workers, work: linting ? passJobs.count : stale.count),
                                             plan: VariantPass.Plan(drawing: .png, draw: drawn, lint: linting ? LintOptions() : nil),
                                             setUp: GalleryError.pipeline) { _, product throws(GalleryError) in
                let job = product.job, drawn = try GalleryError.pipeline { () throws(PipelineError) in try product.drawn.get() }
                guard let png = drawn.image.encoded?.png else { throw .notAPNG(variant: job.variant.name) }
                try GalleryError.files { () throws(FilesError) in try AtomicFile.write(png, to: job.variant.path(in: root)) }
                texts.set(product.index, TextReport.items(drawn.tree.textFits, layout: layouts[job.layoutIndex]))
                try GalleryError.files { () throws(FilesError) in try AtomicFile.write(GalleryOverlay.script(drawn.tree, job.variant), to: GalleryOverlay.path(job.variant, out: out)) }
                hashes.set(product.index, ContentHash.fnv1a(png))
                if baselineRoot != nil { kept.set(product.index, png) }
                progress?(position + 1, count)
            }
            if let report {
                // Only the layouts linted whole: a stale snapshot of a cached layout is linted alone and does not count.
                let found = GalleryLint.byKind(try GalleryError.lint { () throws(LintRunError) in try report.get() }, layouts)
                for (li, k) in lintKeys {
                    let kind = layouts[li].definition.kind
                    lint[kind] = found[kind] ?? []
                    lintCache.record(layouts[li].path, key: k, findings: found[kind] ?? [])
                }
            }
            for p in drawn {
                let i = selected[p]
                if let h = hashes[p] { cache.record(jobs[i].variant.path(in: root), key: keys[i], hash: h, texts: texts[p] ?? []) }
                if baselineRoot != nil { drawnImages[jobs[i].variant.name] = kept[p] }
            }
        }
        lintCache.keep(Set(layouts.map(\.path)))

        // Against the baseline: earlier review images go, the changed variants' are written again.
        try? FileManager.default.removeItem(atPath: out + "/review")
        try? FileManager.default.removeItem(atPath: out + "/review.html")
        let reviews = try baselineRoot.map { root throws(GalleryError) in try GalleryBaseline.compare(allJobs.map(\.variant), out: out, baselineRoot: root, drawn: drawnImages) } ?? [:]
        // The Live Activities' and controls' pictures, from memory, against the baseline's (docs/gallery.md).
        var surfaceChanges: [GallerySurfaceChange] = []
        if let baseline, let surfaces {
            let root = try GalleryBaseline.surfaceRoot(baseline)
            var drawn: [String: [UInt8]] = [:]
            for f in surfaces.files { if let v = f.variant { drawn[v.name] = f.bytes } }
            let found = try GalleryBaseline.compare(surfaces.files.compactMap(\.variant), out: out, baselineRoot: root, drawn: drawn)
            surfaceChanges = SurfacePages.changes(surfaces, reviews: found)
        }

        // Configuration sheets and Home Screens: small, rendered on one thread, reused the same way.
        let worker = try GalleryError.pipeline { () throws(PipelineError) in try RenderWorker(assetsRoot: assetsRoot, device: device, scale: 2) }
        var extras = 0
        var widgets: [GalleryWidget] = []
        for (li, layout) in layouts.enumerated() {
            let d = layout.definition
            var instances: [GalleryInstance] = []
            for instance in d.instances {
                let path = "\(out)/config/\(d.kind)/\(instance.name).png"
                let k = key(layout, "config/" + instance.name, device)
                var size = cache.size(path)
                if !cache.isFresh(path, key: k) || size == nil {
                    let image = try GalleryError.editWidget { () throws(EditWidgetError) in try EditWidgetImage.render(d, instance: instance, worker: worker) }
                    let png = try GalleryError.pipeline { () throws(PipelineError) in try PNGBytes.encode(image) }
                    try GalleryError.files { () throws(FilesError) in try AtomicFile.write(png, to: path) }
                    size = (image.width / 2, image.height / 2)
                    cache.record(path, key: k, hash: ContentHash.fnv1a(png), size: size)
                    extras += 1
                }
                let resolved = Resolver(definition: d).configuration(for: instance)
                let values = (d.intent?.parameters ?? []).map { p in (p.title, ConfigurationSheet.display(p, instance.values[p.name] ?? p.defaultValue ?? .null, resolved, d)) }
                instances.append(GalleryInstance(name: instance.name, values: values,
                                                 configuration: GalleryImage(path: "config/\(d.kind)/\(instance.name).png", width: size?.0 ?? 364, height: size?.1 ?? 400,
                                                                             alt: "Edit Widget: \(d.displayName), \(instance.name)")))
            }
            var homes: [GalleryImage] = []   // light and dark: the live Home Screen views (GalleryHomeViews)
            homes += try GalleryContexts.images(layout, index: li, device: device, out: out, assetsRoot: assetsRoot, cache: &cache,
                                                key: { key(layout, $0, device) }, extras: &extras)   // rendering modes: tinted, clear, Lock Screen, StandBy
            let snapshots = allJobs.filter { $0.layoutIndex == li }.map { job -> GallerySnapshot in
                let v = job.variant
                let size = DeviceCatalog.device(id: v.device)?.size(of: v.family) ?? Size(0, 0)
                var snapshot = GallerySnapshot(device: v.device, family: v.family.rawValue, instance: v.instance, entry: v.entry,
                                       appearance: v.appearance, state: v.state,
                                       image: GalleryImage(path: "snapshots/" + v.name + ".png", width: Int(size.width.rounded()), height: Int(size.height.rounded()),
                                                           alt: "\(d.displayName), \(v.family.rawValue), \(v.instance), entry \(v.entry), \(v.appearance), \(v.state.rawValue), \(v.device)"
                                                               + (v.locale == "en" ? "" : ", \(v.locale)")
                                                               + (v.dynamicTypeSize == .large ? "" : ", Dynamic Type \(v.dynamicTypeSize.shortName)")),
                                       variant: v.name, review: reviews[v.name])
                snapshot.dynamicType = v.dynamicTypeSize.rawValue
                snapshot.locale = v.locale
                snapshot.texts = cache.texts(v.path(in: root)) ?? []
                return snapshot
            }
            let homeViews = try GalleryHomeViews.views(layout, device: device, out: out, snapshots: snapshots, cache: &cache,
                                                       key: { key(layout, $0, device) }, extras: &extras)
            let entries = d.timeline.entries.enumerated().map { i, e in
                GalleryEntry(index: i, date: readableDate(e.dateText), relevance: e.relevance.map { "\(format($0.score))" + ($0.duration > 0 ? " for " + GalleryWords.duration(seconds: $0.duration) : "") })
            }
            widgets.append(GalleryWidget(kind: d.kind, displayName: d.displayName, description: d.description,
                                         families: d.families.filter { device.size(of: $0) != nil }.map(\.rawValue), devices: devices.map(\.id),
                                         instances: instances, entries: entries, snapshots: snapshots, homeScreens: homes,
                                         deviceNames: Dictionary(devices.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })))
            widgets[widgets.count - 1].file = GalleryWords.fileName(layout.path)
            widgets[widgets.count - 1].lint = lint[d.kind] ?? []
            widgets[widgets.count - 1].homeViews = homeViews
        }
        var model = GalleryModel(title: "Widget gallery", widgets: widgets, baseline: baseline)
        model.surfaceChanges = surfaceChanges
        if let baselineRoot {
            model.removed = try GalleryBaseline.removed(root: baselineRoot, jobs: allJobs, layouts: layouts, filter: filter, devices: devices,
                                                        owners: Dictionary(widgets.map { ($0.kind, $0.displayName) }, uniquingKeysWith: { a, _ in a }),
                                                        deviceNames: Dictionary(devices.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a }), out: out)
        }
        let stacks = try StackPage.build(layoutFiles: layouts.map(\.path), out: out, assetsRoot: assetsRoot)   // Smart Stack pages
        var index = StackPage.linked(GalleryPages.index(model), stacks)
        // The pages of the layout files' Live Activities and controls, in place of the previous build's.
        try? FileManager.default.removeItem(atPath: out + "/" + SurfacePages.GallerySet.folder)
        if let surfaces {
            for file in surfaces.files { try GalleryError.files { () throws(FilesError) in try AtomicFile.write(file.bytes, to: out + "/" + file.path) } }
            for page in SurfacePages.pages(surfaces.manifest, back: "All widgets", scrubbed: true) { try GalleryError.files { () throws(FilesError) in try AtomicFile.write(page.html, to: out + "/" + page.path) } }
            index = SurfacePages.linked(index, surfaces.manifest)
        }
        try GalleryError.files { () throws(FilesError) in try AtomicFile.write(index, to: out + "/index.html") }
        if baseline != nil { try GalleryError.files { () throws(FilesError) in try AtomicFile.write(ReviewPage.page(model), to: out + "/review.html") } }
        for w in widgets { try GalleryError.files { () throws(FilesError) in try AtomicFile.write(GalleryPages.widget(w, title: model.title), to: out + "/" + w.page) } }
        try GalleryError.files { () throws(FilesError) in try AtomicFile.write(GalleryAssets.css, to: out + "/assets/gallery.css") }
        try GalleryError.files { () throws(FilesError) in try AtomicFile.write(GalleryAssets.js, to: out + "/assets/gallery.js") }
        try cache.save()
        try lintCache.save()
        var summary = Summary(rendered: rendered, extras: extras, snapshots: allJobs.count, index: out + "/index.html")
        if baseline != nil {
            for r in reviews.values { summary.review[r.status, default: 0] += 1 }
            for c in surfaceChanges { summary.review[c.review.status, default: 0] += 1 }
            summary.reviewPage = out + "/review.html"
            summary.removed = model.removed.count
        }
        return summary
    }

    /// "Jun 1, 2026, 9:00 AM" through the binding formatters (UTC, English).
    static func readableDate(_ iso: String) -> String {
        let scope = ExpressionScope(variables: ["d": .string(iso)], now: ISODate.parse(iso) ?? Date(timeIntervalSince1970: 0))
        return (try? TextTemplate(parsing: "{d | date(\"abbreviated\")}, {d | time}").render(in: scope)) ?? iso
    }

    static func format(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
}
