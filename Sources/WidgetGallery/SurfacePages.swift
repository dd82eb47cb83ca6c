import HTMLMarkup
import WidgetSnapPreviewSyntax
import WidgetSnapshotCore

/// The pages `widgetsnap previews` writes beside its index: one per Live Activity previewed (every
/// presentation of each content state on a device frame: the Lock Screen with the activity in place
/// under the clock, the island's compact, minimal and expanded presentations at the top of the
/// screen) and one per control (Control Center's small, medium and large sizes on its backdrop, and a
/// Lock Screen with the control in its bottom corner), light beside dark (docs/live-activities.md,
/// "Previews"). The gallery's stylesheet; no script. Same manifest, same bytes.
public enum SurfacePages {
    /// The gallery's Live Activities and controls, drawn by the caller: the manifest the pages are
    /// built from and the PNG files it names (paths relative to the site, under ``folder``). The
    /// gallery writes them, after everything else succeeded, in place of the previous build's.
    public struct GallerySet: Sendable {
        public static let folder = "surfaces"
        /// A file of the set: a picture (PNG) with its variant, or a picture's overlay script.
        public struct File: Sendable {
            public var path: String
            public var bytes: [UInt8]
            /// The picture's variant (its golden's name): compared with a baseline (`gallery --baseline`).
            public var variant: VariantID?
            public init(path: String, bytes: [UInt8], variant: VariantID? = nil) { self.path = path; self.bytes = bytes; self.variant = variant }
        }
        public var manifest: PreviewManifest
        public var files: [File]
        public init(manifest: PreviewManifest, files: [File]) { self.manifest = manifest; self.files = files }
    }

    /// The set's pictures with their reviews against a baseline, titled for people and linked to
    /// their place on their page, in page order.
    static func changes(_ set: GallerySet, reviews: [String: GalleryReview]) -> [GallerySurfaceChange] {
        let scale = set.manifest.scale > 0 ? set.manifest.scale : 1
        var variants: [String: VariantID] = [:]
        for f in set.files { if let v = f.variant { variants[f.path] = v } }
        var out: [GallerySurfaceChange] = []
        for page in set.manifest.pages ?? [] {
            let states = Set(page.images.map(\.entry)).count
            for image in page.images {
                guard let v = variants[image.path], let review = reviews[v.name] else { continue }
                let appearance = image.appearanceLabel
                let place = page.kind == "activity" ? "state \(image.entry + 1) of \(states)" : image.instance.map { $0 == "on" ? "On" : $0 == "off" ? "Off" : $0 }
                let anchor = page.kind == "activity" ? "state-\(image.entry + 1)" : "value-" + (image.instance ?? "default")
                let title = [page.name, PreviewsPage.surfaceLabel(image.surface), place, appearance].compactMap { $0 }.joined(separator: " · ")
                out.append(GallerySurfaceChange(title: title, variant: v.name, appearance: image.appearance,
                                                image: GalleryImage(path: image.path, width: Int((Double(image.width) / scale).rounded()),
                                                                    height: Int((Double(image.height) / scale).rounded()), alt: title),
                                                link: page.path + "#" + anchor, review: review, owner: page.name))
            }
        }
        return out
    }

    /// Each page's path (relative to the index) and HTML.
    /// - Parameter scrubbed: the gallery's pages: with its script, an activity's page shows one
    ///   content state at a time under a scrubber (without script every state is listed).
    ///   With `scrubbed`, the page also has the Overlays button: each picture's positioned views, from
    ///   `surfaces/layout/<name>.js` (``GalleryOverlay``), drawn over it.
    public static func pages(_ manifest: PreviewManifest, back: String = "All previews", scrubbed: Bool = false) -> [(path: String, html: String)] {
        (manifest.pages ?? []).map { ($0.path, page($0, manifest: manifest, back: back, scrubbed: scrubbed)) }
    }

    /// Where a picture's overlay script is (beside the pictures, under `surfaces/layout/`).
    public static func overlayPath(_ v: VariantID) -> String { v.path(in: GallerySet.folder + "/layout", extension: "js") }

    /// The index's list of the pages, or "" when there are none.
    public static func nav(_ manifest: PreviewManifest) -> String {
        guard let pages = manifest.pages, !pages.isEmpty else { return "" }
        return HTMLWriter.fragment { h in
            h.raw("<nav class=\"surface-pages\" aria-label=\"Live Activities and controls\"><ul>")
            for p in pages {
                h.open("li"); h.element("a", ordered: ["href": p.path], text: p.name); h.raw(" ")
                h.element("span", ordered: ["class": "relevance"], text: p.kind == "activity" ? "Live Activity" : "control"); h.close("li")
            }
            h.raw("</ul></nav>")
        }
    }

    static let order = ["lockScreen", "standBy", "dynamicIsland-compact", "dynamicIsland-minimal", "dynamicIsland-minimal-attached",
                        "dynamicIsland-expanded", "controlCenter-small", "controlCenter-medium", "controlCenter-large", "actionButton"]

    /// The gallery's index with a section linking the pages of its layout files' Live Activities
    /// and controls (before the end of its main content).
    static func linked(_ index: String, _ manifest: PreviewManifest) -> String {
        let nav = self.nav(manifest)
        guard !nav.isEmpty else { return index }
        let section = "<section class=\"surface-links\" aria-labelledby=\"surface-links-title\"><h2 id=\"surface-links-title\">Live Activities and controls</h2>"
            + nav + "</section>\n"
        for marker in ["</main>", "<script", "</body>"] {
            if let r = index.range(of: marker) { return index.replacingCharacters(in: r.lowerBound..<r.lowerBound, with: section) }
        }
        return index + section
    }

    /// - Parameter back: the text of the link back to the index (`All previews`, `All widgets`).
    public static func page(_ page: PreviewManifest.Page, manifest: PreviewManifest, back: String = "All previews",
                            scrubbed: Bool = false) -> String {
        let scale = manifest.scale > 0 ? manifest.scale : 1
        // Paths in the manifest are relative to the index; the page sits in pages/.
        let up = String(repeating: "../", count: page.path.split(separator: "/").count - 1)
        func points(_ pixels: Int) -> Double { Double(pixels) / scale }
        // The screen's width: an island strip is as wide as the screen; else the Lock Screen presentation's width + 22 pt.
        let strip = page.images.first { $0.surface?.hasPrefix("dynamicIsland-") == true || $0.surface == "actionButton" }
        let screen = manifest.screenWidth ?? strip.map { points($0.width) } ?? (page.images.first { $0.surface == "lockScreen" }.map { points($0.width) + 22 } ?? 390)
        func img(_ image: PreviewManifest.Image, alt: String, widthPercent: Double? = nil) -> String {
            let w = Int(points(image.width).rounded()), h = Int(points(image.height).rounded())
            return HTMLWriter.fragment {
                $0.void("img", ordered: ["class": "surface", "src": up + image.path, "width": "\(w)", "height": "\(h)", "alt": alt,
                                         "style": widthPercent.map { "width: \(format($0))%" }])
            }
        }
        /// One presentation in both appearances, each on its frame.
        func frames(_ images: [PreviewManifest.Image], caption: String) -> String {
            var out = ""
            for image in images {
                let surface = image.surface ?? ""
                let alt = "\(page.name), \(caption.lowercased()), \(image.appearanceLabel.lowercased())"
                let device = "style=\"width: \(format(screen))px\""
                var inner: String
                switch surface {
                case "lockScreen" where page.kind == "activity":
                    inner = "<div class=\"device lock\" \(device)><p class=\"clock\">9:41</p>"
                        + img(image, alt: alt, widthPercent: points(image.width) / screen * 100) + "</div>"
                case "lockScreen":
                    inner = "<div class=\"device lock corner\" \(device)><p class=\"clock\">9:41</p>" + img(image, alt: alt) + "</div>"
                case "standBy":
                    // The landscape screen, as wide as it is (the picture is the whole screen).
                    inner = "<div class=\"device standby\" style=\"width: \(format(points(image.width) + 16))px\">"
                        + img(image, alt: alt, widthPercent: 100) + "</div>"
                case let s where s.hasPrefix("dynamicIsland-") || s == "actionButton":
                    inner = "<div class=\"device island\" \(device)>" + img(image, alt: alt, widthPercent: 100) + "</div>"
                default:
                    inner = "<div class=\"control-center\">" + img(image, alt: alt) + "</div>"
                }
                out += HTMLWriter.fragment { h in
                    h.open("figure", ordered: ["class": "frame", "data-surface": surface, "data-appearance": image.appearance])
                    h.raw(inner); h.element("figcaption", text: caption + " · " + image.appearanceLabel); h.close("figure")
                }
            }
            return out
        }
        var body = ""
        let surfaces = order.filter { s in page.images.contains { $0.surface == s } }
        if page.kind == "activity" {
            let states = Set(page.images.map(\.entry)).sorted()
            body += "<nav class=\"surface-states\" aria-label=\"Content states\"><ol>"
                + states.map { "<li><a href=\"#state-\($0 + 1)\">State \($0 + 1)</a></li>" }.joined() + "</ol></nav>"
            if scrubbed && states.count > 1 {
                body += "<div class=\"state-scrubber\" hidden><label for=\"state-scrub\">Content state</label>"
                    + "<input type=\"range\" id=\"state-scrub\" min=\"1\" max=\"\(states.count)\" step=\"1\" value=\"1\">"
                    + "<output id=\"state-scrub-value\" for=\"state-scrub\">1 of \(states.count)</output></div>"
            }
            for state in states {
                let id = "state-\(state + 1)"
                body += "<section class=\"surface-state\" id=\"\(id)\" aria-labelledby=\"\(id)-title\"><h2 id=\"\(id)-title\">State \(state + 1) of \(states.count)</h2><div class=\"frames\">"
                for surface in surfaces {
                    body += frames(page.images.filter { $0.surface == surface && $0.entry == state }, caption: PreviewsPage.surfaceLabel(surface))
                }
                body += "</div></section>"
            }
        } else {
            let values = page.images.reduce(into: [String]()) { if let v = $1.instance, !$0.contains(v) { $0.append(v) } }
            for value in values.isEmpty ? [""] : values {
                let id = "value-" + (value.isEmpty ? "default" : value)
                let title = value.isEmpty ? "The control" : value == "on" ? "On" : value == "off" ? "Off" : value
                body += HTMLWriter.fragment { h in
                    h.open("section", ordered: ["class": "surface-state", "id": id, "aria-labelledby": id + "-title"])
                    h.element("h2", ordered: ["id": id + "-title"], text: title); h.raw("<div class=\"frames\">")
                }
                for surface in surfaces {
                    body += frames(page.images.filter { $0.surface == surface && ($0.instance ?? "") == value }, caption: PreviewsPage.surfaceLabel(surface))
                }
                body += "</div></section>"
            }
        }
        if let lint = page.lint {
            body += HTMLWriter.fragment { h in
                h.open("section", ordered: ["class": "lint", "aria-labelledby": "lint-title"])
                h.element("h2", ordered: ["id": "lint-title"], text: "Design lint")
                if lint.isEmpty {
                    h.element("p", ordered: ["class": "lint-clean"], text: "No findings: every design rule for these presentations passes.")
                } else {
                    h.open("ul", ordered: ["class": "lint-findings"])
                    for l in lint { h.element("li", ordered: ["class": l.hasPrefix("error") ? "lint-error" : "lint-warning"], text: l) }
                    h.close("ul")
                }
                h.close("section")
            }
        }
        let what = page.kind == "activity" ? "Live Activity · every presentation of each content state" : "control · Control Center, the Lock Screen and the Action button"
        let html = """
        <header class="top">\(HTMLWriter.fragment { $0.element("h1", text: page.name); $0.element("p", text: "\(what) · light and dark · \(manifest.device)") })<p>\(HTMLWriter.fragment { $0.element("a", ordered: ["href": up + "index.html"], text: back) })</p>\(scrubbed ? overlayButton : "")</header>
        \(HTMLWriter.fragment { $0.open("main", ordered: ["class": "surface-page", "data-kind": page.kind]) })
        \(body)
        </main>
        """
        return HTML.page(title: page.name, css: up + "assets/gallery.css", body: html, script: scrubbed ? up + "assets/gallery.js" : nil)
    }

    /// The gallery pages' Overlays button (gallery.js draws each picture's views over it).
    static let overlayButton = "<p class=\"surface-tools\"><button type=\"button\" class=\"action\" id=\"overlays\" aria-pressed=\"false\" aria-keyshortcuts=\"o\" "
        + "title=\"View frames and names over each presentation\">Overlays <kbd>o</kbd></button></p>"

    /// `94.88` for a percentage or a width: two decimals at most, no trailing zeros.
    static func format(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let whole = hundredths / 100, rest = hundredths % 100
        return rest == 0 ? "\(whole)" : rest % 10 == 0 ? "\(whole).\(rest / 10)" : "\(whole).\(rest < 10 ? "0" : "")\(rest)"
    }
}
