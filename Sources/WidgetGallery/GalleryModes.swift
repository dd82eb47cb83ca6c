import WidgetLayout
import WidgetModel
import WidgetRender
import WidgetSnapshotCore

extension GalleryPages {
    /// The rendering modes' appearances (docs/rendering.md): `Tinted (dark) #ff8800`, `Lock Screen (vibrant)`.
    static func modeLabel(_ name: String) -> String? {
        guard let a = Appearance(name: name) else { return nil }
        let scheme = a.colorScheme.rawValue
        switch a.context {
        case .homeScreen: return nil
        case .standBy: return "StandBy"
        case .tinted(let t): return "Tinted (\(scheme))" + (t == nil ? "" : " #" + name.suffix(6))
        case .clear: return "Clear (\(scheme))"
        case .lockScreen(let t): return "Lock Screen (vibrant)" + (t == nil ? "" : " #" + name.suffix(6))
        case .standByNight: return "StandBy at night"
        case .alwaysOn: return "Always-On"
        }
    }
}

/// The widget where the rendering modes belong: tinted and clear Home Screens,
/// the Lock Screen (accessory widgets under the clock, vibrant) and StandBy by day and at night.
enum GalleryContexts {
    /// The pictures for one widget on `device`, written under `out/home/` and reused through `cache`.
    static func images(_ layout: LoadedLayout, index li: Int, device: Device, out: String, assetsRoot: String,
                       cache: inout ReuseCache, key: (String) -> String, extras: inout Int) throws(GalleryError) -> [GalleryImage] {
        let d = layout.definition
        guard let first = d.instances.first else { return [] }
        var worker: RenderWorker?
        func render(_ family: WidgetFamily, _ appearance: Appearance, instance: String = first.name, entry: Int = 0) throws(GalleryError) -> RenderedImage {
            if worker == nil { worker = try GalleryError.pipeline { () throws(PipelineError) in try RenderWorker(assetsRoot: assetsRoot, device: device, scale: 2) } }
            let v = VariantID(kind: d.kind, instance: instance, family: family, entry: entry, appearance: appearance, state: .real, device: device.id, scale: 2)
            return try GalleryError.pipeline { () throws(PipelineError) in try worker!.image(v, of: layout, index: li) }
        }
        var images: [GalleryImage] = []
        func picture(_ name: String, alt: String, width: Double, height: Double, _ draw: () throws(GalleryError) -> RenderedImage) throws(GalleryError) {
            let path = "\(out)/home/\(d.kind)-\(name).png"
            let k = key("home/\(name)")
            if !cache.isFresh(path, key: k) {
                let image = try draw()
                let png = try GalleryError.pipeline { () throws(PipelineError) in try PNGBytes.encode(image) }
                try GalleryError.files { () throws(FilesError) in try AtomicFile.write(png, to: path) }
                cache.record(path, key: k, hash: ContentHash.fnv1a(png))
                extras += 1
            }
            images.append(GalleryImage(path: "home/\(d.kind)-\(name).png", width: Int(width / 2), height: Int(height / 2), alt: alt))
        }
        let screen = device.screen
        if let family = d.families.first(where: { !$0.isAccessory && device.size(of: $0) != nil }) {
            for appearance in [Appearance(colorScheme: .dark, context: .tinted(nil)), Appearance(colorScheme: .dark, context: .clear)] {
                let label = GalleryPages.modeLabel(appearance.description) ?? appearance.description
                try picture("\(appearance)", alt: "\(d.displayName) (\(family.rawValue)) on a \(label) Home Screen", width: screen.width, height: screen.height) { () throws(GalleryError) in
                    let image = try render(family, appearance)
                    do { return try HomeScreen.render(widget: image, widgetScale: 2, family: family, device: device, appearance: appearance, scale: 1) } catch {
                        throw .screen(reason: "\(error)")
                    }
                }
            }
        }
        let accessories = d.families.filter { $0.isAccessory && device.size(of: $0) != nil }
        if !accessories.isEmpty {
            let vibrant = Appearance(colorScheme: .dark, context: .lockScreen(nil))
            try picture("lock-screen", alt: "\(d.displayName) on the Lock Screen (\(accessories.map(\.rawValue).joined(separator: ", ")), vibrant)",
                        width: screen.width, height: screen.height) { () throws(GalleryError) in
                var widgets: [(RenderedImage, WidgetFamily)] = []
                for f in accessories { widgets.append((try render(f, vibrant), f)) }
                guard let renderer = worker?.renderer else { throw .noRenderer }
                do { return try ContextScreens.lockScreen(widgets: widgets, widgetScale: 2, device: device, renderer: renderer, scale: 1) } catch {
                    throw .screen(reason: "\(error)")
                }
            }
        }
        if d.families.contains(.systemSmall), device.size(of: .systemSmall) != nil {
            // A pair: the first two instances, or the first two entries of one.
            let pair: [(String, Int)] = d.instances.count > 1 ? [(first.name, 0), (d.instances[1].name, 0)]
                : [(first.name, 0), (first.name, d.timeline.entries.count > 1 ? 1 : 0)]
            for (name, appearance, label) in [("standby", Appearance(colorScheme: .dark, context: .standBy), "StandBy"),
                                              ("standby-night", Appearance(colorScheme: .dark, context: .standByNight), "StandBy at night")] {
                try picture(name, alt: "\(d.displayName) in \(label) (two small widgets)", width: screen.height, height: screen.width) { () throws(GalleryError) in
                    let left = try render(.systemSmall, appearance, instance: pair[0].0, entry: pair[0].1)
                    let right = try render(.systemSmall, appearance, instance: pair[1].0, entry: pair[1].1)
                    do { return try ContextScreens.standBy(left: left, right: right, widgetScale: 2, device: device, scale: 1) } catch {
                        throw .screen(reason: "\(error)")
                    }
                }
            }
        }
        return images
    }
}
