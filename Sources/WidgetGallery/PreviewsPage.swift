import HTMLMarkup
import WidgetSnapPreviewSyntax
import WidgetSnapshotCore

/// The page of `widgetsnap previews` (docs/swiftui.md#previews): a section per preview, in source
/// order, with its name, file:line and what it shows, and its images in the gallery's grid (a cell
/// per timeline entry, light beside dark). The gallery's stylesheet; no script. Same manifest, same bytes.
public enum PreviewsPage {
    public static func page(_ manifest: PreviewManifest, title: String) -> String {
        var sections = ""
        for (number, p) in manifest.previews.enumerated() {
            let id = "preview-\(number + 1)"
            let what = switch p.kind {
            case "widget": "widget · \(p.family ?? "")"
            case "activity": "Live Activity"
            case "control": "control"
            default: "view · \(layoutLabel(p.layout))"
            }
            var h = HTMLWriter()
            h.open("section", ordered: ["class": "family", "id": id, "aria-labelledby": "\(id)-title"]); h.element("h3", ordered: ["id": "\(id)-title"], text: p.title)
            h.open("p", ordered: ["class": "when"]); h.element("span", ordered: ["class": "date"], text: "\(p.file):\(p.line)"); h.raw(" ")
            h.element("span", ordered: ["class": "relevance"], text: what); h.close("p")
            if let error = p.error { h.element("p", ordered: ["class": "empty"], text: "Not drawn: " + error) }
            if let lint = p.lint, !lint.isEmpty {
                h.open("ul", ordered: ["class": "lint-findings", "aria-label": "Lint findings"]); for l in lint { h.element("li", text: l) }; h.close("ul")
            }
            h.open("ol", ordered: ["class": "entries"])
            // A cell per (surface, entry): a widget's entries, an activity's states per presentation, a control's values per surface.
            let cells = p.images.reduce(into: [Cell]()) { cells, image in
                let cell = Cell(surface: image.surface, entry: image.entry, instance: image.instance)
                if !cells.contains(cell) { cells.append(cell) }
            }
            for cell in cells {
                let count = Set(cells.filter { $0.surface == cell.surface }.map(\.entry)).count
                h.open("li", ordered: ["class": "cell", "data-entry": "\(cell.entry)", "data-surface": cell.surface])
                let caption = caption(kind: p.kind, cell: cell, count: count)
                if let caption { h.element("p", ordered: ["class": "when"], text: caption) }
                h.open("div", ordered: ["class": "variants"])
                for image in p.images where Cell(surface: image.surface, entry: image.entry, instance: image.instance) == cell {
                    let label = image.appearanceLabel
                    let what = p.kind == "widget" ? "entry \(cell.entry + 1), " : p.kind == "view" ? "" : caption.map { $0 + ", " } ?? ""
                    let alt = "\(p.title), \(what)\(label.lowercased())"
                    let scale = manifest.scale > 0 ? manifest.scale : 1
                    let width = Int((Double(image.width) / scale).rounded()), height = Int((Double(image.height) / scale).rounded())
                    h.open("figure", ordered: ["class": "shot", "data-appearance": image.appearance]); h.open("div", ordered: ["class": "wall"])
                    HTML.img(&h, GalleryImage(path: image.path, width: width, height: height, alt: alt), prefix: "", className: "widget")
                    h.close("div"); h.element("figcaption", text: label); h.close("figure")
                }
                h.close("div"); h.close("li")
            }
            h.close("ol"); h.close("section"); h.raw("\n")
            sections += h.text
        }
        let count = manifest.previews.count
        let body = """
        <header class="top">\(HTMLWriter.fragment { $0.element("h1", text: title); $0.element("p", text: "\(count) preview\(count == 1 ? "" : "s") · light and dark · \(manifest.device)") })\(SurfacePages.nav(manifest))</header>
        <main>
        <div class="families">
        \(sections)</div>
        </main>
        """
        return HTML.page(title: title, css: "assets/gallery.css", body: body, script: nil)
    }

    struct Cell: Equatable { var surface: String?; var entry: Int; var instance: String? }

    /// A cell's caption: `Entry 2 of 3`, `Dynamic Island, compact · state 1 of 2`, `Control Center, small · on`.
    static func caption(kind: String, cell: Cell, count: Int) -> String? {
        switch kind {
        case "widget": return "Entry \(cell.entry + 1) of \(count)"
        case "activity": return "\(surfaceLabel(cell.surface)) · state \(cell.entry + 1) of \(count)"
        case "control": return surfaceLabel(cell.surface) + (cell.instance.map { " · \($0)" } ?? "")
        default: return nil
        }
    }

    /// `dynamicIsland-compact` → `Dynamic Island, compact`; `controlCenter-small` → `Control Center, small`.
    public static func surfaceLabel(_ surface: String?) -> String {
        switch surface {
        case "lockScreen": return "Lock Screen"
        case "standBy": return "StandBy"
        case "actionButton": return "Action button"
        case "dynamicIsland-minimal": return "Dynamic Island, minimal (detached)"
        case "dynamicIsland-minimal-attached": return "Dynamic Island, minimal (attached)"
        case let s? where s.hasPrefix("dynamicIsland-"): return "Dynamic Island, " + s.dropFirst("dynamicIsland-".count)
        case let s? where s.hasPrefix("controlCenter-"): return "Control Center, " + s.dropFirst("controlCenter-".count)
        case let s?: return s
        case nil: return ""
        }
    }

    static func layoutLabel(_ layout: String?) -> String {
        switch layout {
        case "sizeThatFits": "size that fits"
        case "fixed": "fixed size"
        default: "device width"
        }
    }
}

extension PreviewManifest.Image {
    /// Its appearance for people: "Light", "Dark" (another name as it is).
    var appearanceLabel: String {
        switch appearance {
        case "light": "Light"
        case "dark": "Dark"
        default: appearance
        }
    }
}
