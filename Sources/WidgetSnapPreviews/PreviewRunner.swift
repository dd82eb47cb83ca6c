// The program `widgetsnap previews` builds from a folder's sources (docs/swiftui.md#previews): its
// generated main.swift hands every preview of the folder, in source order, to `PreviewRunner.main`,
// which draws each in light and dark and writes the PNGs and `previews.json` into `--out`.
//   - a widget preview: each entry in its family on the device, in the widget's chrome;
//   - a view preview: on a free canvas (systemBackground behind, no chrome) of its layout's size:
//     `.sizeThatFitsLayout` the view's ideal size, `.fixedLayout` that size, the default a frame as
//     wide as the device's screen and as tall as the view is at that width (at most the screen).
import Foundation
import WidgetKit
import WidgetLayout
import WidgetLint
import WidgetModel
import WidgetRender
import WidgetSnapClock
import WidgetSnapPreviewSyntax
import WidgetSnapshotCore
import WidgetSnapUI

/// The previews at one place of a file: one `#Preview`, or a `PreviewProvider`'s views.
public struct PreviewSource {
    public var file: String
    public var line: Int
    public var column: Int
    public var make: @MainActor () -> [Preview]

    public init(file: String, line: Int, column: Int = 1, make: @escaping @MainActor () -> [Preview]) {
        self.file = file; self.line = line; self.column = column; self.make = make
    }
}

extension PreviewSource {
    /// A folder's `ControlWidget` (listed by `widgetsnap previews` like a `PreviewProvider`): its surfaces per value.
    public static func control<C: ControlWidget>(_ type: C.Type, file: String, line: Int) -> PreviewSource {
        PreviewSource(file: file, line: line) { [Preview(control: C.self)] }
    }
}

@MainActor
public enum PreviewRunner {
    /// Draws `sources` as the command line says (`--out DIR [--resources DIR] [--assets DIR] [--device ID]`)
    /// and exits: 0 when written, 64 for bad arguments, 73 when a file cannot be written.
    public static func main(_ sources: [PreviewSource]) -> Never {
        var options: [String: String] = [:]
        var arguments = CommandLine.arguments.dropFirst()
        while let name = arguments.popFirst() {
            guard name.hasPrefix("--"), let value = arguments.popFirst() else { fail("unexpected argument \(name)", .usage) }
            options[String(name.dropFirst(2))] = value
        }
        guard let out = options["out"] else { fail("--out DIR is needed", .usage) }
        // The wall clock pinned, as in the snapshot assertions: WIDGETSNAP_CLOCK, else 2026-06-01T09:41:00Z; UTC.
        let clock: SnapshotClock
        switch SnapshotClock.effective(nil, environment: ProcessInfo.processInfo.environment) {
        case .success(let c): clock = c
        case .failure(let error): fail(error.description, .usage)
        }
        do throws(PreviewRunError) {
            let drawn = clock.run {
                Result { () throws(PreviewRunError) in
                    try run(sources, out: out, resources: options["resources"], assets: options["assets"], device: options["device"])
                }
            }
            let manifest = try drawn.get()
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            guard let data = try? encoder.encode(manifest) else { fail("cannot encode the manifest", .software) }
            try PreviewRunError.files { () throws(FilesError) in try AtomicFile.write(data + Data("\n".utf8), to: out + "/previews.json") }
        } catch {
            // This process is a front end of its own (`widgetsnap previews` passes its exit status on).
            fail(error.message + (error.hint.map { "\n    hint: \($0)" } ?? ""), exitCode(for: error))
        }
        exit(0)
    }

    static func fail(_ message: String, _ code: ExitCode) -> Never {
        FileHandle.standardError.write(Data("widgetsnap previews: error: \(message)\n".utf8))
        exit(code.rawValue)
    }

    /// Draws every preview into `out`; the manifest of what was drawn (a preview that cannot be
    /// drawn has its error instead of images).
    public static func run(_ sources: [PreviewSource], out: String, resources: String?, assets: String?, device: String?) throws(PreviewRunError) -> PreviewManifest {
        let dev = try PreviewRunError.variants { () throws(VariantsError) in try Selection.device(device) }
        var app = AppResources()
        if let resources {
            do { app = try AppResources(folder: resources) } catch { throw .resources(reason: error.description) }
        }
        let worker = try PreviewRunError.pipeline { () throws(PipelineError) in try RenderWorker(assetsRoot: assets ?? out, imageFiles: app.images, device: dev, scale: dev.scale) }
        let looks = try PreviewRunError.variants { () throws(VariantsError) in try ["light", "dark"].map { name throws(VariantsError) in try Selection.appearance(name) } }
        var items: [PreviewManifest.Item] = []
        // The pages: per activity or control (by kind and name, in the order first previewed), its surfaces without repeats.
        var pages: [(kind: String, name: String, surfaces: [PreviewSurface])] = []
        for source in sources {
            for preview in source.make() {
                let number = items.count + 1
                let stem = ((source.file as NSString).lastPathComponent as NSString).deletingPathExtension
                let folder = "images/" + (number < 10 ? "0" : "") + "\(number)-\(stem)-\(source.line)"
                var item = PreviewManifest.Item(name: preview.name, file: source.file, line: source.line, column: source.column,
                                                kind: "view", family: nil, layout: nil, images: [])
                do throws(PreviewRunError) {
                    switch preview.content {
                    case .widget(let family, let timeline):
                        item.kind = "widget"
                        item.family = family.rawValue
                        let made = timeline()
                        item.images = try widget(family: family, timeline: made, looks: looks, worker: worker, app: app, out: out, folder: folder)
                        let findings = widgetLint(family: family, timeline: made, worker: worker, app: app)
                        item.lint = findings.isEmpty ? nil : findings
                    case .view(let make):
                        item.layout = switch preview.layout {
                        case .device: "device"
                        case .sizeThatFits: "sizeThatFits"
                        case .fixed: "fixed"
                        }
                        item.images = try view(make(), layout: preview.layout, looks: looks, worker: worker, app: app, out: out, folder: folder)
                    case .surfaces(let kind, let make):
                        item.kind = kind
                        let made = make(dev)
                        var findings: [String] = []
                        item.images = try surfaces(made, looks: looks, worker: worker, app: app, out: out, folder: folder) { s, root, height in
                            for f in SurfaceLintRegistry.check(SurfaceLintVariant(kind: kind, surface: s.surface, name: "\(s.surface) \(s.instance == "default" ? "state \(s.entry + 1)" : s.instance)",
                                                                                  tree: root, contentHeight: height, hasSymbol: s.hasSymbol)) {
                                let line = "\(f.severity.rawValue): \(f.message) [\(f.rule)]"
                                if !findings.contains(line) { findings.append(line) }
                            }
                        }
                        item.lint = findings.isEmpty ? nil : findings
                        if let name = made.pageName {
                            let at = pages.firstIndex { $0.kind == kind && $0.name == name } ?? { pages.append((kind, name, [])); return pages.count - 1 }()
                            for s in made.pageSurfaces where !pages[at].surfaces.contains(where: { $0.surface == s.surface && $0.key == s.key && $0.instance == s.instance }) {
                                pages[at].surfaces.append(s)
                            }
                        }
                    }
                } catch {
                    item.error = error.message
                }
                items.append(item)
            }
        }
        var written: [PreviewManifest.Page] = []
        for (number, page) in pages.enumerated() {
            // Entries renumbered by state, in the order the states were first previewed.
            var keys: [String] = []
            var surfaces: [PreviewSurface] = []
            for var s in page.surfaces {
                if !keys.contains(s.key) { keys.append(s.key) }
                if page.kind == "activity" { s.entry = keys.firstIndex(of: s.key) ?? s.entry }
                surfaces.append(s)
            }
            let stem = "pages/" + (number < 9 ? "0" : "") + "\(number + 1)-" + PreviewRunner.fileName(page.name)
            let images = try self.surfaces(PreviewSurfaces(surfaces), looks: looks, worker: worker, app: app, out: out, folder: stem)
            written.append(PreviewManifest.Page(kind: page.kind, name: page.name, path: stem + ".html", images: images))
        }
        return PreviewManifest(device: dev.id, scale: dev.scale, previews: items, pages: written.isEmpty ? nil : written,
                               screenWidth: written.isEmpty ? nil : dev.screen.width)
    }

    /// A name safe in a file name: letters, digits, `-` and `_`; anything else `_`.
    static func fileName(_ name: String) -> String {
        String(name.unicodeScalars.map { c -> Character in
            (c.properties.isAlphabetic && c.isASCII) || ("0"..."9").contains(c) || c == "-" || c == "_" ? Character(c) : "_"
        }).prefix(60).description
    }

    static func widget(family: WidgetFamily, timeline: WidgetPreviewTimeline, looks: [Appearance], worker: RenderWorker, app: AppResources,
                       out: String, folder: String) throws(PreviewRunError) -> [PreviewManifest.Image] {
        let dev = worker.device
        guard dev.size(of: family) != nil else { throw .noSize(device: dev.id, family: family.rawValue) }
        guard !timeline.entries.isEmpty else { throw .noEntries }
        var images: [PreviewManifest.Image] = []
        for (index, entry) in timeline.entries.enumerated() {
            for look in looks {
                let selection = VariantSelection(family: family, instance: "default", entryIndex: index, state: .real)
                let resolved = ViewResolution.widget(entry.view, selection: selection, colorScheme: look.colorScheme,
                                                     contentMarginsDisabled: timeline.contentMarginsDisabled) { values in
                    if let date = entry.date { values.now = date }
                    values.appResources = app
                }
                guard let root = worker.layoutEngine.layout(resolved, graphic: false, device: dev, scale: dev.scale) else {
                    throw .noSize(device: dev.id, family: family.rawValue)
                }
                images.append(try write(root, family: family, look: look, entry: index, worker: worker, out: out, folder: folder))
            }
        }
        return images
    }

    static func view(_ view: AnyView, layout: PreviewTrait<Preview.ViewTraits>.Layout, looks: [Appearance], worker: RenderWorker, app: AppResources,
                     out: String, folder: String) throws(PreviewRunError) -> [PreviewManifest.Image] {
        let dev = worker.device, engine = worker.layoutEngine
        var images: [PreviewManifest.Image] = []
        for look in looks {
            let resolved = ViewResolution.resolve(view, family: .systemSmall, colorScheme: look.colorScheme) { $0.appResources = app }
            var box: Size
            switch layout {
            case .sizeThatFits: box = engine.fittingSize(resolved, proposal: .unspecified, scale: dev.scale)
            case .fixed(let width, let height): box = Size(width, height)
            case .device:
                let fitting = engine.fittingSize(resolved, proposal: ProposedSize(dev.screen.width, nil), scale: dev.scale)
                box = Size(dev.screen.width, min(dev.screen.height, fitting.height))
            }
            // Whole pixels, at least one, at most the largest canvas.
            func side(_ points: Double) -> Double {
                guard points.isFinite else { return DeviceCatalog.largestCanvasSide }
                return min(DeviceCatalog.largestCanvasSide, max(1, (points * dev.scale).rounded(.up)) / dev.scale)
            }
            box = Size(side(box.width), side(box.height))
            let root = engine.layout(resolved, box: box, scale: dev.scale, rootKind: WidgetLayoutEngine.canvasKind, containerBackground: false)
            images.append(try write(root, family: .systemSmall, look: look, entry: 0, worker: worker, out: out, folder: folder))
        }
        return images
    }

    /// A Live Activity's or control's pictures: each surface × state × appearance, laid out as the
    /// snapshot assertions lay them out (island surfaces drawn dark).
    static func surfaces(_ made: PreviewSurfaces, looks: [Appearance], worker: RenderWorker, app: AppResources, out: String,
                         folder: String, laidOut: ((PreviewSurface, LayoutNode, Double?) -> Void)? = nil) throws(PreviewRunError) -> [PreviewManifest.Image] {
        if let error = made.error { throw .surfaces(message: error) }
        var images: [PreviewManifest.Image] = []
        for s in made.surfaces {
            for look in looks {
                guard let laid = s.layout(look.colorScheme, worker.layoutEngine) else {
                    throw .cannotLayOut(surface: "\(s.surface)", state: s.entry + 1)
                }
                laidOut?(s, laid.root, laid.contentHeight)
                var drawing = look
                drawing.colorScheme = laid.colorScheme
                let png: EncodedImage
                do { png = try worker.renderer.renderPNG(laid.root, family: .systemMedium, appearance: drawing, scale: worker.device.scale) } catch {
                    throw .cannotRender(reason: "\(error)")
                }
                let name = s.instance == "default" ? "\(s.entry)" : s.instance
                let path = "\(folder)/\(s.surface)/\(name)-\(look.description).png"
                try PreviewRunError.files { () throws(FilesError) in try AtomicFile.write(png.png, to: out + "/" + path) }
                images.append(PreviewManifest.Image(path: path, entry: s.entry, appearance: look.description, width: png.width, height: png.height,
                                                    surface: s.surface, instance: s.instance == "default" ? nil : s.instance))
            }
        }
        return images
    }

    static func write(_ root: LayoutNode, family: WidgetFamily, look: Appearance, entry: Int, worker: RenderWorker, out: String,
                      folder: String) throws(PreviewRunError) -> PreviewManifest.Image {
        let png: EncodedImage
        do { png = try worker.renderer.renderPNG(root, family: family, appearance: look, scale: worker.device.scale) } catch {
            throw .cannotRender(reason: "\(error)")
        }
        let path = "\(folder)/\(entry)-\(look.description).png"
        try PreviewRunError.files { () throws(FilesError) in try AtomicFile.write(png.png, to: out + "/" + path) }
        return PreviewManifest.Image(path: path, entry: entry, appearance: look.description, width: png.width, height: png.height)
    }
}
