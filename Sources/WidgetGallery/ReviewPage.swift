import HTMLMarkup

/// `review.html` of a gallery built with `--baseline`: a queue of the changes, grouped by widget (or
/// Live Activity, control) and by kind of change (``ReviewGroups``): each group shows its count, what
/// changed and one representative pair in the compare views (side by side, slider, blend, difference,
/// zoom steps and a 1:1 pixel view); expanding it lists every variant. Accept / Reject work on a group
/// (all its variants) or, expanded, on one variant. Filters show the changed, new and removed groups.
/// The script turns the choices into `decisions.json` (download or copy) for `widgetsnap test --accept`.
/// A pure function of the model, like the other pages.
enum ReviewPage {
    typealias Row = ReviewGroups.Row

    static func rows(_ model: GalleryModel) -> [Row] {
        var rows: [Row] = []
        for w in model.widgets {
            for s in w.snapshots {
                guard let r = s.review else { continue }
                let title = [s.family, s.instance, "entry \(s.entry)", GalleryPages.appearanceLabel(s.appearanceName), GalleryPages.stateLabel(s.stateName), w.deviceLabel(s.device)]
                rows.append(Row(ownerKey: "widget:" + w.kind, owner: w.displayName, title: title.joined(separator: " · "), variant: s.variant, appearance: s.appearanceName,
                                image: s.image, link: "\(w.page)#" + GalleryPages.permalink(w, s), review: r, placeholder: s.stateName == "placeholder"))
            }
        }
        for c in model.surfaceChanges {
            // The title starts with the owner's name ("Match · StandBy · …"); the heading adds it back once.
            let title = c.title.hasPrefix(c.owner + " · ") ? String(c.title.dropFirst(c.owner.count + 3)) : c.title
            rows.append(Row(ownerKey: "surface:" + c.link.prefix { $0 != "#" }, owner: c.owner, title: title, variant: c.variant, appearance: c.appearance,
                            image: c.image, link: c.link, review: c.review))
        }
        for r in model.removed {
            let appearance = r.variant.split(separator: "/").last.map { $0.contains("-dark") ? "dark" : "light" } ?? "light"
            rows.append(Row(ownerKey: "widget:" + r.kind, owner: r.owner, title: r.title, variant: r.variant, appearance: appearance,
                            image: nil, link: nil, review: GalleryReview(status: .changed, baseline: r.baseline), removed: true,
                            placeholder: r.variant.hasSuffix("-placeholder@" + (r.variant.split(separator: "@").last ?? ""))))
        }
        return rows
    }

    static func page(_ model: GalleryModel) -> String {
        let rows = rows(model)
        let groups = ReviewGroups.groups(rows)
        let changed = rows.filter { !$0.removed && $0.review.status == .changed }.count
        let new = rows.filter { !$0.removed && $0.review.status == .new }.count
        let removed = model.removed.count
        let unchanged = rows.filter { $0.review.status == .unchanged }.count
        var items = ""
        for g in groups { items += group(g) }
        let modes = [("side", "Side by side", "1"), ("slider", "Slider", "2"), ("blend", "Blend", "3"), ("diff", "Difference", "4")]
        func chip(_ key: String, _ label: String, _ n: Int, on: Bool) -> String {
            "<button type=\"button\" class=\"chip\" data-filter=\"\(key)\" data-count=\"\(n)\" aria-pressed=\"\(on)\"\(n == 0 ? " disabled" : "")>\(label) <span class=\"count\">\(n)</span></button>"
        }
        let controls = """
        <form class="controls review-bar" id="review-controls" aria-label="Review">
        <div class="row">
        <div class="chipset" role="group" aria-label="Show">\(chip("changed", "Changed", changed, on: changed > 0))\(chip("new", "New", new, on: changed == 0 && removed == 0))\(chip("removed", "Removed", removed, on: removed > 0))</div>
        \(CompareMarkup.toolbar(modes: modes))
        \(GalleryPages.shortcutsButton)
        </div>
        <div class="row decisions">
        <p id="tally" class="tally" role="status" aria-live="polite"></p>
        <a class="action primary" id="download" href="data:application/json;charset=utf-8," download="decisions.json">Download decisions.json</a>
        <details class="more-actions" id="more-actions" open><summary>More</summary><div class="row">
        <button type="button" class="action" data-all="accepted">Accept all shown</button>
        <button type="button" class="action" data-all="rejected">Reject all shown</button>
        <button type="button" class="action" data-all="">Clear</button>
        <button type="button" class="action" id="copy-decisions">Copy</button>
        </div></details>
        </div>
        <details class="decisions-file"><summary>decisions.json and how to apply it</summary>
        <pre id="decisions-json" class="json" tabindex="0"></pre>
        <p>Save it as <code>decisions.json</code> in the project, then record exactly the accepted variants (and delete the goldens of accepted removals):
        <code>widgetsnap test Layouts --accept decisions.json</code></p></details>
        </form>
        """
        let shortcuts = GalleryPages.shortcutsDialog([
            ("j or ↓", "Next group or variant"), ("k or ↑", "Previous group or variant"),
            ("y", "Accept the current group or variant"), ("n", "Reject the current group or variant"), ("u", "Undecide the current group or variant"),
            ("a", "Accept, then go to the next undecided one"), ("r", "Reject, then go to the next undecided one"),
            ("e", "Expand or collapse the current group"),
            ("1", "Side by side"), ("2", "Slider"), ("3", "Blend"), ("4", "Difference"),
            ("z", "Next zoom step (Shift+Z: previous)"), ("c", "New variants shown or hidden"),
            ("?", "Show or hide these shortcuts"),
        ])
        let summary = [(changed, "changed"), (new, "new"), (removed, "removed")].filter { $0.0 > 0 || $0.1 != "removed" }
            .map { "<strong>\($0.0)</strong> \($0.1)" }.joined(separator: " · ")
        let body = """
        <header class="top"><nav><a href="index.html">All widgets</a></nav>
        <h1>Review a change</h1>
        <p>Against the baseline \(HTMLWriter.fragment { $0.element("q", ordered: ["title": model.baseline], text: GalleryWords.fileName(model.baseline ?? "")) }): \(summary) · \(unchanged) unchanged, in \(groups.count) group\(groups.count == 1 ? "" : "s")</p></header>
        <main id="review" data-changed="\(changed)" data-new="\(new)" data-removed="\(removed)" data-unchanged="\(unchanged)" data-groups="\(groups.count)">
        \(controls)
        \(groups.isEmpty ? "<p class=\"empty\">Nothing changed: every variant matches the baseline.</p>" : "")
        <p class="empty" id="no-match" hidden>No group is shown. Turn on “New” or “Removed” to see the others.</p>
        <ol class="groups">
        \(items)</ol>
        </main>
        \(shortcuts)
        """
        return HTML.page(title: "Review · \(model.title)", css: "assets/gallery.css", body: body, script: "assets/gallery.js")
    }

    /// One group: its heading (owner, kind, colours, count, the group's decision) and its variants,
    /// the first shown and the others behind "Show all".
    static func group(_ g: ReviewGroups.Group) -> String {
        let status = g.kind == .new ? "new" : g.kind == .removed ? "removed" : "changed"
        let n = g.rows.count
        var h = HTMLWriter()
        h.open("li", ordered: ["class": "group", "id": "g-" + GalleryPages.slug(g.id), "tabindex": "-1", "data-review": status, "data-kind": g.kind.rawValue,
                               "data-count": "\(n)", "data-size": status == "changed" && g.rows.allSatisfy({ $0.review.diffPixels != nil }) ? "\(g.size)" : nil])
        h.raw("\n")
        h.open("div", ordered: ["class": "group-head"])
        h.element("h2", text: g.owner)
        h.element("span", ordered: ["class": "badge", "data-review": status], text: g.kind.label); h.raw("\n")
        if !g.colours.isEmpty {
            h.open("span", ordered: ["class": "colours"])
            for (i, c) in g.colours.prefix(3).enumerated() {
                if i > 0 { h.raw(", ") }
                swatch(&h, c.from); h.raw(" → "); swatch(&h, c.to)
            }
            if g.colours.count > 3 { h.text(" and \(g.colours.count - 3) more") }
            h.close("span"); h.raw("\n")
        }
        var count = "\(n) variant\(n == 1 ? "" : "s")"
        if status == "changed", g.rows.allSatisfy({ $0.review.diffPixels != nil }) { count += " · " + grouped(g.size) + " px" }
        h.element("span", ordered: ["class": "group-count"], text: count); h.raw("\n")
        if n > 1 {
            h.raw("<div class=\"verdict\" role=\"group\" aria-label=\"Decision for the group\"><button type=\"button\" data-group-verdict=\"accepted\" aria-pressed=\"false\">Accept all \(n)</button><button type=\"button\" data-group-verdict=\"rejected\" aria-pressed=\"false\">Reject all \(n)</button></div>\n")
        }
        h.close("div"); h.raw("\n")
        h.open("ol", ordered: ["class": "changes"]); h.raw("\n")
        for (i, row) in g.rows.enumerated() { h.raw(item(row, more: i > 0)) }
        h.close("ol"); h.raw("\n")
        if n > 1 {
            h.element("button", ordered: ["type": "button", "class": "action expand", "aria-expanded": "false", "data-more": "\(n - 1)"],
                      text: "Show all \(n) variants")
            h.raw("\n")
        }
        h.close("li"); h.raw("\n")
        return h.text
    }

    static func swatch(_ h: inout HTMLWriter, _ rgba: UInt32) {
        let hex = ChangeKind.hex(rgba)
        h.open("span", ordered: ["class": "swatch-pair"])
        h.element("span", ordered: ["class": "swatch", "style": "background:" + hex, "aria-hidden": "true"], text: "")
        h.element("code", text: hex)
        h.close("span")
    }

    /// 12,345
    static func grouped(_ n: Int) -> String {
        let digits = String(n)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out += "," }
            out.append(c)
        }
        return out
    }

    static func item(_ row: Row, more: Bool = false) -> String {
        let r = row.review
        let id = "v-" + GalleryPages.slug(row.variant)
        let status = row.removed ? "removed" : r.status.rawValue
        var panes: [(String, String, GalleryImage)] = []
        if let b = r.baseline { panes.append(("a", "Baseline", b)) }
        if let image = row.image { panes.append(("b", r.status == .new ? "New" : "Now", image)) }
        if let d = r.diff { panes.append(("d", "Difference", d)) }
        var h = HTMLWriter()
        h.open("li", ordered: ["class": "change", "id": id, "tabindex": "-1", "data-variant": row.variant, "data-review": status,
                               "data-diff": r.diffPixels.map { "\($0)" }, "data-appearance": row.appearance, "data-more": more ? "" : nil])
        h.raw("\n")
        h.open("div", ordered: ["class": "change-head"]); h.element("h2", text: row.owner + " · " + row.title); h.raw("\n")
        h.element("span", ordered: ["class": "badge", "data-review": status], text: row.removed ? "Removed" : r.label); h.raw("\n")
        h.raw("<div class=\"verdict\" role=\"group\" aria-label=\"Decision\"><button type=\"button\" data-verdict=\"accepted\" aria-pressed=\"false\">Accept</button><button type=\"button\" data-verdict=\"rejected\" aria-pressed=\"false\">Reject</button></div>\n")
        h.close("div"); h.raw("\n")
        h.open("p", ordered: ["class": "variant-name"]); h.element("code", text: row.variant)
        if let link = row.link { h.raw(" · "); h.element("a", ordered: ["href": link], text: "in the gallery") }
        if row.removed { h.text(" · no longer drawn: accepting deletes its golden") }
        h.close("p"); h.raw("\n")
        h.raw(CompareMarkup.stage(panes, prefix: "", compare: r.baseline != nil && row.image != nil)); h.raw("\n")
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
