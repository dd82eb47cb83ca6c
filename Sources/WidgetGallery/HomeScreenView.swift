import HTMLMarkup
import WidgetLayout
import WidgetModel
import WidgetRender
import WidgetSnapshotCore

/// The Home Screen view that follows the controls: for each colour scheme, the
/// wallpaper and app icons with the place of each system family left free (one picture per
/// family), and the snapshot of the chosen instance, entry and family laid on it at its grid
/// position (``HomeScreen/frame(of:on:)``), swapped by gallery.js as the controls change.
public struct GalleryHomeView: Sendable {
    /// Light or dark: the snapshots of this appearance are shown on it.
    public var appearance: Appearance
    public var device: String
    /// Per system family: the picture without the widget, and the widget's frame in percent of the screen.
    public var families: [(family: String, background: GalleryImage, frame: (Double, Double, Double, Double))]
    /// The snapshot shown first (first instance, first entry, first family), when one was rendered.
    public var initial: GalleryImage?
}

enum GalleryHomeViews {
    /// The views for one widget on `device`, their pictures written under `out/home/`.
    static func views(_ layout: LoadedLayout, device: Device, out: String, snapshots: [GallerySnapshot], cache: inout ReuseCache,
                      key: (String) -> String, extras: inout Int) throws(GalleryError) -> [GalleryHomeView] {
        let d = layout.definition
        let families = d.families.filter { !$0.isAccessory && HomeScreen.frame(of: $0, on: device) != nil }
        guard !families.isEmpty, let first = d.instances.first else { return [] }
        var views: [GalleryHomeView] = []
        for scheme in ColorScheme.allCases {
            let appearance = Appearance(colorScheme: scheme)
            var rows: [(family: String, background: GalleryImage, frame: (Double, Double, Double, Double))] = []
            for family in families {
                let name = "\(d.kind)-\(appearance)-\(family.rawValue)-free.png"
                let path = "\(out)/home/\(name)"
                let k = key("home-free/\(appearance)/\(family.rawValue)")
                if !cache.isFresh(path, key: k) {
                    let png: [UInt8]
                    do { png = try PNGBytes.encode(try HomeScreen.render(widget: nil, widgetScale: 2, family: family, device: device, appearance: appearance, scale: 1)) } catch {
                        throw .screen(reason: "\(error)")
                    }
                    try GalleryError.files { () throws(FilesError) in try AtomicFile.write(png, to: path) }
                    cache.record(path, key: k, hash: ContentHash.fnv1a(png))
                    extras += 1
                }
                guard let f = HomeScreen.frame(of: family, on: device) else { continue }
                let s = device.screen
                rows.append((family.rawValue, GalleryImage(path: "home/\(name)", width: Int(s.width / 2), height: Int(s.height / 2),
                                                           alt: "A \(appearance) Home Screen with the place of \(d.displayName) (\(family.rawValue)) left free"),
                             (100 * f.x / s.width, 100 * f.y / s.height, 100 * f.width / s.width, 100 * f.height / s.height)))
            }
            let initial = snapshots.first {
                $0.appearance == appearance && $0.family == families[0].rawValue && $0.instance == first.name && $0.entry == 0
                    && $0.state == .real && $0.device == device.id
            }?.image
            views.append(GalleryHomeView(appearance: appearance, device: device.id, families: rows, initial: initial))
        }
        return views
    }

    /// The section's HTML: a Family control and one figure per view.
    static func section(_ views: [GalleryHomeView], prefix up: String) -> String {
        guard let families = views.first?.families, !families.isEmpty else { return "" }
        return HTMLWriter.fragment { h in
            h.open("p", ordered: ["class": "home-controls"]); h.element("label", ordered: ["for": "home-family"], text: "Family"); h.raw(" ")
            h.open("select", ordered: ["id": "home-family"]); HTML.options(&h, families.map(\.family), { $0 }); h.close("select"); h.close("p")
            h.open("div", ordered: ["class": "homes live"])
            for v in views {
                let backgrounds = v.families.map { "\"\($0.family)\":\"\(up)\($0.background.path)\"" }.joined(separator: ",")
                let frames = v.families.map { "\"\($0.family)\":[\(pct($0.frame.0)),\(pct($0.frame.1)),\(pct($0.frame.2)),\(pct($0.frame.3))]" }.joined(separator: ",")
                let f = v.families[0]
                let style = "left:\(pct(f.frame.0))%;top:\(pct(f.frame.1))%;width:\(pct(f.frame.2))%"
                h.open("figure", ordered: ["class": "live-home", "data-appearance": v.appearance.description, "data-device": v.device,
                                           "data-backgrounds": "{" + backgrounds + "}", "data-frames": "{" + frames + "}"])
                h.open("div", ordered: ["class": "stage"])
                HTML.img(&h, f.background, prefix: up, className: "home")
                if let initial = v.initial { HTML.img(&h, initial, prefix: up, className: "home-widget", style: style) }
                else { h.void("img", ordered: ["class": "home-widget", "alt": "", "style": style], bare: ["hidden"]) }
                h.close("div")
                h.element("figcaption", text: (v.appearance.colorScheme == .dark ? "Dark" : "Light") + " Home Screen: the instance, entry and family chosen")
                h.close("figure")
            }
            h.close("div")
        }
    }

    private static func pct(_ v: Double) -> String { String(Double((v * 1000).rounded()) / 1000) }
}
