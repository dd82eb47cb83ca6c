import CommandLineKit
import Foundation
import PNGCodec
import WidgetGallery
import WidgetLayout
import WidgetModel
import WidgetRender

/// `widgetsnap gallery`: the static design-review site.
enum GalleryCommand: Command {
    static let name = "gallery"
    static let summary = "build the static HTML gallery: every widget, state and configuration"
    static let help = """
        usage: widgetsnap gallery [paths...] [--out DIR] [--devices D,...] [--assets DIR] [--jobs N] [--quiet]

        Renders what is needed and writes a static site into DIR (default: Output) with index.html
        at the top: a card per widget, a page per widget with its snapshots in a grid of families ×
        timeline entries (controls for appearance, state, instance and the timeline), the
        configuration ("Edit Widget") of every instance, and the widget on a Home Screen. Opens
        from disk; no server or network. Unchanged snapshots are reused through their input
        hashes: a second run with no change renders nothing. --devices lists the devices to render
        for (default: \(DeviceCatalog.defaultID),iphone-375x667); the page's Device control switches
        between them.

        """

    static func run(_ arguments: [String], console: Console) throws -> ExitCode {
        let args = try Arguments(arguments, spec: OptionSpec(valued: ["out", "devices", "device", "assets", "jobs"], flags: ["quiet"]), command: name)
        let out = args.value("out") ?? "Output"
        let ids = args.list("devices") + args.list("device")
        let devices = try (ids.isEmpty ? [DeviceCatalog.defaultID, "iphone-375x667"] : ids).map { try Selection.device($0) }
        guard let device = devices.first else { throw ToolError.usage("--devices needs at least one device") }
        let files = try LayoutFiles.expand(args.positionals.isEmpty ? ["Layouts"] : args.positionals)
        let assetsRoot = AssetsLocation.resolve(args.value("assets"), files: files)
        guard let layouts = try LayoutFiles.loadAll(files, console: console) else { return .dataError }
        let symbolsData = FileManager.default.contents(atPath: assetsRoot + "/Symbols/sf-symbols.json") ?? Data()
        var cache = ReuseCache(path: out + "/snapshots/inputs.json")
        func key(_ layout: LoadedLayout, _ extra: String, _ device: Device) -> String {
            Rendering.fnv1a(Array((WidgetTool.version + "\u{0}" + device.id + "\u{0}" + extra + "\u{0}" + layout.text).utf8) + [UInt8](symbolsData))
        }
        var allJobs: [(device: Device, job: RenderCommand.Job)] = []
        var rendered = 0
        for d in devices {
            let jobs = try RenderCommand.buildJobs(layouts, try Arguments([], spec: OptionSpec(valued: [], flags: []), command: name), device: d,
                                                   scale: d.scale, appearances: [], states: [], root: out + "/snapshots/" + d.id, fileExtension: "png")
            allJobs += jobs.map { (d, $0) }
            let keys = jobs.map { key(layouts[$0.layoutIndex], $0.path, d) }
            let stale = jobs.indices.filter { !cache.isFresh(jobs[$0].path, key: keys[$0]) }
            rendered += stale.count
            guard !stale.isEmpty else { continue }
            let workers = max(1, min(try args.int("jobs", min: 1) ?? ProcessInfo.processInfo.activeProcessorCount, stale.count))
            let hashes = ResultBox(count: jobs.count)
            let progress = args.flag("quiet") ? nil : Progress(total: stale.count)
            try Rendering.parallel(count: stale.count, workers: workers, assetsRoot: assetsRoot, language: "en", device: d, scale: d.scale) { worker, i in
                let job = jobs[stale[i]]
                let png = try Rendering.encode(try worker.image(job, layouts[job.layoutIndex]))
                try Rendering.write(png, to: job.path)
                hashes.set(stale[i], RenderResult(width: 0, height: 0, hash: Rendering.fnv1a(png)))
                progress?.step()
            }
            for i in stale { if let h = hashes.results[i]?.hash { cache.record(jobs[i].path, key: keys[i], hash: h) } }
        }

        // Configuration sheets and Home Screens: small, rendered on one thread, reused the same way.
        let library: FontLibrary
        do { library = try FontLibrary.shared() } catch { throw ToolError(.software, "\(error)", hint: "run 'make gallery' to install the fonts") }
        let worker = try RenderWorker(library: library, symbols: try Symbols.catalog(assetsRoot: assetsRoot), assetsRoot: assetsRoot,
                                      language: "en", device: device, scale: 2)
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
                    let image = try configurationImage(d, instance, worker)
                    let png = try Rendering.encode(image)
                    try Rendering.write(png, to: path)
                    size = (image.width / 2, image.height / 2)
                    cache.record(path, key: k, hash: Rendering.fnv1a(png), size: size)
                    extras += 1
                }
                let resolved = Resolver(definition: d).configuration(for: instance)
                let values = (d.intent?.parameters ?? []).map { p in (p.title, ConfigurationSheet.display(p, instance.values[p.name] ?? p.defaultValue ?? .null, resolved, d)) }
                instances.append(GalleryInstance(name: instance.name, values: values,
                                                 configuration: GalleryImage(path: "config/\(d.kind)/\(instance.name).png", width: size?.0 ?? 364, height: size?.1 ?? 400,
                                                                             alt: "Edit Widget: \(d.displayName), \(instance.name)")))
            }
            var homes: [GalleryImage] = []
            if let family = d.families.first(where: { !$0.isAccessory && device.size(of: $0) != nil }), let first = d.instances.first {
                for appearance in ColorScheme.allCases.map({ Appearance(colorScheme: $0) }) {
                    let path = "\(out)/home/\(d.kind)-\(appearance.description).png"
                    let k = key(layout, "home/\(appearance.description)", device)
                    if !cache.isFresh(path, key: k) {
                        let job = RenderCommand.Job(layoutIndex: li, selection: VariantSelection(family: family, instance: first.name, entryIndex: 0, state: .real),
                                                    appearance: appearance, path: path)
                        let widgetWorker = try RenderWorker(library: library, symbols: worker.symbols, assetsRoot: assetsRoot, language: "en", device: device, scale: 2)
                        let image = try widgetWorker.image(job, layout)
                        let home: RenderedImage
                        do { home = try HomeScreen.render(widget: image, widgetScale: 2, family: family, device: device, appearance: appearance, scale: 1) } catch {
                            throw ToolError(.software, "\(error)")
                        }
                        let png = try Rendering.encode(home)
                        try Rendering.write(png, to: path)
                        cache.record(path, key: k, hash: Rendering.fnv1a(png))
                        extras += 1
                    }
                    homes.append(GalleryImage(path: "home/\(d.kind)-\(appearance.description).png", width: Int(device.screen.width / 2), height: Int(device.screen.height / 2),
                                              alt: "\(d.displayName) (\(family.rawValue)) on a \(appearance.description) Home Screen"))
                }
            }
            let snapshots = allJobs.filter { $0.job.layoutIndex == li }.map { item -> GallerySnapshot in
                let job = item.job
                let size = item.device.size(of: job.selection.family) ?? Size(0, 0)
                return GallerySnapshot(device: item.device.id, family: job.selection.family.rawValue, instance: job.selection.instance, entry: job.selection.entryIndex,
                                       appearance: job.appearance.description, state: job.selection.state.rawValue,
                                       image: GalleryImage(path: String(job.path.dropFirst(out.count + 1)), width: Int(size.width.rounded()), height: Int(size.height.rounded()),
                                                           alt: "\(d.displayName), \(job.selection.family.rawValue), \(job.selection.instance), entry \(job.selection.entryIndex), \(job.appearance.description), \(job.selection.state.rawValue), \(item.device.id)"))
            }
            let entries = d.timeline.entries.enumerated().map { i, e in
                GalleryEntry(index: i, date: readableDate(e.dateText), relevance: e.relevance.map { "\(format($0.score))" + ($0.duration > 0 ? " for \(format($0.duration)) s" : "") })
            }
            widgets.append(GalleryWidget(kind: d.kind, displayName: d.displayName, description: d.description,
                                         families: d.families.filter { device.size(of: $0) != nil }.map(\.rawValue), devices: devices.map(\.id),
                                         instances: instances, entries: entries, snapshots: snapshots, homeScreens: homes))
        }
        let model = GalleryModel(title: "Widget gallery", widgets: widgets)
        try ReportWriter.atomicWrite(Data(GalleryPages.index(model).utf8), to: out + "/index.html")
        for w in widgets { try ReportWriter.atomicWrite(Data(GalleryPages.widget(w, title: model.title).utf8), to: out + "/" + w.page) }
        try ReportWriter.atomicWrite(Data(GalleryAssets.css.utf8), to: out + "/assets/gallery.css")
        try ReportWriter.atomicWrite(Data(GalleryAssets.js.utf8), to: out + "/assets/gallery.js")
        try cache.save()
        if rendered == 0 && extras == 0 {
            console.out("no changes: reused all \(allJobs.count) snapshots; site written to \(out)/index.html\n")
        } else {
            console.out("rendered \(rendered) snapshot\(rendered == 1 ? "" : "s") and \(extras) other image\(extras == 1 ? "" : "s"), reused \(allJobs.count - rendered); site written to \(out)/index.html\n")
        }
        return .success
    }

    static func configurationImage(_ d: WidgetDefinition, _ instance: WidgetInstance, _ worker: RenderWorker) throws -> RenderedImage {
        let view = ConfigurationSheet.view(d, instance: instance)
        let width = 364.0
        let probe = worker.layoutEngine.layout(view, box: Size(width, 3000), margins: EdgeInsets(all: 16), containerRadius: 22, scale: 2)
        let contentBottom = probe.children.first?.children.map { $0.frame.maxY }.max() ?? 200
        let height = (contentBottom + 20).rounded(.up)
        let root = worker.layoutEngine.layout(view, box: Size(width, height), margins: EdgeInsets(all: 16), containerRadius: 22, scale: 2)
        do { return try worker.renderer.render(root, family: .systemLarge, appearance: .light, scale: 2) } catch { throw ToolError(.software, "\(error)") }
    }

    /// "Jun 1, 2026, 9:00 AM" through the binding formatters (UTC, English).
    static func readableDate(_ iso: String) -> String {
        let scope = ExpressionScope(variables: ["d": .string(iso)], now: ISODate.parse(iso) ?? Date(timeIntervalSince1970: 0))
        return (try? TextTemplate(parsing: "{d | date(\"abbreviated\")}, {d | time}").render(in: scope)) ?? iso
    }

    static func format(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
}

/// Input keys and output hashes of generated images, so unchanged ones are not rendered again.
struct ReuseCache {
    struct Item: Codable { var key: String; var hash: String; var width: Int?; var height: Int? }
    let path: String
    var items: [String: Item]

    init(path: String) {
        self.path = path
        items = FileManager.default.contents(atPath: path).flatMap { try? JSONDecoder().decode([String: Item].self, from: $0) } ?? [:]
    }

    /// The file exists with the bytes recorded for this input key.
    func isFresh(_ file: String, key: String) -> Bool {
        guard let item = items[file], item.key == key, let data = FileManager.default.contents(atPath: file) else { return false }
        return Rendering.fnv1a([UInt8](data)) == item.hash
    }

    func size(_ file: String) -> (Int, Int)? {
        guard let i = items[file], let w = i.width, let h = i.height else { return nil }
        return (w, h)
    }

    mutating func record(_ file: String, key: String, hash: String, size: (Int, Int)? = nil) {
        items[file] = Item(key: key, hash: hash, width: size?.0, height: size?.1)
    }

    func save() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(items) else { throw ToolError(.software, "cannot encode \(path)") }
        try ReportWriter.atomicWrite(data, to: path)
    }
}
