import HTMLMarkup

/// `review.html` of a gallery built with `--baseline`: every changed variant (then every new one)
/// with the baseline, the new image and their difference in the compare views (side by side, slider,
/// blend, difference, zoom steps and a 1:1 pixel view), and an Accept / Reject choice per variant.
/// The script turns the choices into `decisions.json` (download or copy) for `widgetsnap test --accept`.
/// A pure function of the model, like the other pages.
enum ReviewPage {
    /// One reviewed picture: a widget's variant or a Live Activity's or control's presentation.
    struct Row {
        var title: String
        var variant: String
        var appearance: String
        var image: GalleryImage
        var link: String
        var review: GalleryReview
    }

    static func page(_ model: GalleryModel) -> String {
        var changed: [Row] = [], new: [Row] = []
        var unchanged = 0
        var rows: [Row] = []
        for w in model.widgets {
            for s in w.snapshots {
                guard let r = s.review else { continue }
                let title = [w.displayName, s.family, s.instance, "entry \(s.entry)", GalleryPages.appearanceLabel(s.appearanceName), GalleryPages.stateLabel(s.stateName), w.deviceLabel(s.device)]
                rows.append(Row(title: title.joined(separator: " · "), variant: s.variant, appearance: s.appearanceName, image: s.image,
                                link: "\(w.page)#" + GalleryPages.permalink(w, s), review: r))
            }
        }
        for c in model.surfaceChanges {
            rows.append(Row(title: c.title, variant: c.variant, appearance: c.appearance, image: c.image, link: c.link, review: c.review))
        }
        for row in rows {
            switch row.review.status {
            case .changed: changed.append(row)
            case .new: new.append(row)
            case .unchanged: unchanged += 1
            }
        }
        // Most pixels changed first; then as the gallery orders them (widgets, then Live Activities and controls).
        let ordered = changed.enumerated().sorted { a, b in
            (-(a.element.review.diffPixels ?? Int.max), a.offset) < (-(b.element.review.diffPixels ?? Int.max), b.offset)
        }.map(\.element)
        var items = ""
        for row in ordered + new { items += item(row) }
        let modes = [("side", "Side by side", "1"), ("slider", "Slider", "2"), ("blend", "Blend", "3"), ("diff", "Difference", "4")]
        let controls = """
        <form class="controls review-bar" id="review-controls" aria-label="Review">
        <div class="row">
        <label class="toggle"><input type="checkbox" id="changed-only" checked> Changed only</label>
        \(CompareMarkup.toolbar(modes: modes))
        \(GalleryPages.shortcutsButton)
        </div>
        <div class="row decisions">
        <p id="tally" class="tally" role="status" aria-live="polite"></p>
        <button type="button" class="action" data-all="accepted">Accept all shown</button>
        <button type="button" class="action" data-all="rejected">Reject all shown</button>
        <button type="button" class="action" data-all="">Clear</button>
        <a class="action primary" id="download" href="data:application/json;charset=utf-8," download="decisions.json">Download decisions.json</a>
        <button type="button" class="action" id="copy-decisions">Copy</button>
        </div>
        <details class="decisions-file"><summary>decisions.json and how to apply it</summary>
        <pre id="decisions-json" class="json" tabindex="0"></pre>
        <p>Save it as <code>decisions.json</code> in the project, then record exactly the accepted variants:
        <code>widgetsnap test Layouts --accept decisions.json</code></p></details>
        </form>
        """
        let shortcuts = GalleryPages.shortcutsDialog([
            ("j or ↓", "Next variant"), ("k or ↑", "Previous variant"),
            ("y", "Accept the current variant"), ("n", "Reject the current variant"), ("u", "Undecide the current variant"),
            ("a", "Accept the current variant and go to the next undecided one"), ("r", "Reject the current variant and go to the next undecided one"),
            ("1", "Side by side"), ("2", "Slider"), ("3", "Blend"), ("4", "Difference"),
            ("z", "Next zoom step (Shift+Z: previous)"), ("c", "Changed only on or off"),
            ("?", "Show or hide these shortcuts"),
        ])
        let body = """
        <header class="top"><nav><a href="index.html">All widgets</a></nav>
        <h1>Review a change</h1>
        <p>Against the baseline \(HTMLWriter.fragment { $0.element("q", ordered: ["title": model.baseline], text: GalleryWords.fileName(model.baseline ?? "")) }): <strong>\(changed.count)</strong> changed · \(new.count) new · \(unchanged) unchanged</p></header>
        <main id="review" data-changed="\(changed.count)" data-new="\(new.count)" data-unchanged="\(unchanged)">
        \(controls)
        \(changed.isEmpty && new.isEmpty ? "<p class=\"empty\">Nothing changed: every variant matches the baseline.</p>" : "")
        <p class="empty" id="no-match" hidden>No changed variant. Turn off “Changed only” to see the new ones.</p>
        <ol class="changes">
        \(items)</ol>
        </main>
        \(shortcuts)
        """
        return HTML.page(title: "Review · \(model.title)", css: "assets/gallery.css", body: body, script: "assets/gallery.js")
    }

    static func item(_ row: Row) -> String {
        let r = row.review
        let id = "v-" + GalleryPages.slug(row.variant)
        var panes: [(String, String, GalleryImage)] = []
        if let b = r.baseline { panes.append(("a", "Baseline", b)) }
        panes.append(("b", r.status == .new ? "New" : "Now", row.image))
        if let d = r.diff { panes.append(("d", "Difference", d)) }
        let link = row.link
        var h = HTMLWriter()
        h.open("li", ordered: ["class": "change", "id": id, "tabindex": "-1", "data-variant": row.variant, "data-review": r.status.rawValue,
                               "data-diff": r.diffPixels.map { "\($0)" }, "data-appearance": row.appearance])
        h.raw("\n")
        h.open("div", ordered: ["class": "change-head"]); h.element("h2", text: row.title); h.raw("\n")
        h.element("span", ordered: ["class": "badge", "data-review": r.status.rawValue], text: r.label); h.raw("\n")
        h.raw("<div class=\"verdict\" role=\"group\" aria-label=\"Decision\"><button type=\"button\" data-verdict=\"accepted\" aria-pressed=\"false\">Accept</button><button type=\"button\" data-verdict=\"rejected\" aria-pressed=\"false\">Reject</button></div>\n")
        h.close("div"); h.raw("\n")
        h.open("p", ordered: ["class": "variant-name"]); h.element("code", text: row.variant); h.raw(" · ")
        h.element("a", ordered: ["href": link], text: "in the gallery"); h.close("p"); h.raw("\n")
        h.raw(CompareMarkup.stage(panes, prefix: "", compare: r.baseline != nil)); h.raw("\n")
        h.close("li"); h.raw("\n")
        return h.text
    }
}

/// The compare views' markup, shared by the review page and a widget page's Compare section
/// (`gallery.js` drives both): a toolbar of view modes, the slider's and blend's ranges and zoom
/// steps, and a stage of panes (`a`, `b` and the difference `d`).
enum CompareMarkup {
    static let zooms: [(String, String)] = [("fit", "Fit"), ("1", "1×"), ("2", "2×"), ("4", "4×"), ("px", "1:1 pixels")]

    static func toolbar(modes: [(String, String, String)]) -> String {
        "<div class=\"seg\" role=\"group\" aria-label=\"Compare view\">"
            + modes.enumerated().map { i, m in "<button type=\"button\" data-mode=\"\(m.0)\" aria-pressed=\"\(i == 0)\" aria-keyshortcuts=\"\(m.2)\">\(m.1) <kbd>\(m.2)</kbd></button>" }.joined()
            + "</div>"
            + "<label class=\"range\" data-for=\"slider\">Divider <input type=\"range\" data-range=\"split\" min=\"0\" max=\"100\" value=\"50\" step=\"1\"></label>"
            + "<label class=\"range\" data-for=\"blend\">Opacity <input type=\"range\" data-range=\"mix\" min=\"0\" max=\"100\" value=\"50\" step=\"1\"></label>"
            + "<div class=\"seg\" role=\"group\" aria-label=\"Zoom\" aria-keyshortcuts=\"z\">"
            + zooms.enumerated().map { i, z in "<button type=\"button\" data-zoom=\"\(z.0)\" aria-pressed=\"\(i == 0)\">\(z.1)</button>" }.joined()
            + "</div>"
    }

    /// `panes`: role (`a`, `b`, `d`), caption, image. `compare`: A and B can be laid over each other.
    static func stage(_ panes: [(String, String, GalleryImage)], prefix: String, compare: Bool) -> String {
        HTMLWriter.fragment { h in
            h.open("div", ordered: ["class": "stage", "data-compare": "\(compare)"])
            for p in panes {
                // Stacked (slider, blend), A's caption also names B: B's own is under A's.
                let other = p.0 == "a" ? panes.first { $0.0 == "b" }?.1 : nil
                h.open("figure", ordered: ["class": "pane", "data-role": p.0]); h.element("figcaption", ordered: ["data-other": other], text: p.1)
                h.open("div", ordered: ["class": "frame"]); HTML.img(&h, p.2, prefix: prefix, className: "cmp"); h.close("div"); h.close("figure")
            }
            h.close("div")
        }
    }
}
