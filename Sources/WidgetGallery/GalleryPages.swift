import Foundation
import HTMLMarkup
import JSONText
import WidgetModel

/// The gallery's pages: an index of widgets like the add-widget gallery, and a page per widget.
/// Pure functions from the model to HTML text; the same model gives the same bytes.
public enum GalleryPages {
    /// `index.html`: every widget as a card with its small snapshot (light or dark, following the
    /// system's colour scheme) and its families, a search box and filter chips.
    public static func index(_ model: GalleryModel) -> String {
        var h = HTMLWriter()
        for w in model.widgets {
            func preview(_ appearance: Appearance) -> GallerySnapshot? {
                w.snapshots.first { $0.appearance == appearance && $0.state == .real && $0.entry == 0 && $0.device == w.devices.first }
            }
            let search = ([w.displayName, w.kind, w.description] + w.families + w.instances.map(\.name)).joined(separator: " ")
            h.open("li", ordered: ["class": "card", "data-search": search, "data-family": words(w.families), "data-state": words(orderedUnique(w.snapshots.map(\.stateName))),
                                   "data-appearance": words(orderedUnique(w.snapshots.map(\.appearanceName))), "data-instance": words(w.instances.map(\.name)),
                                   "data-device": words(w.devices)])
            h.raw("\n"); h.open("a", ordered: ["href": w.page]); h.raw("\n")
            h.open("div", ordered: ["class": "card-preview"])
            if let light = preview(.light) {
                h.open("picture")
                if let dark = preview(.dark) {
                    h.void("source", ordered: ["srcset": dark.image.path, "media": "(prefers-color-scheme: dark)", "width": "\(dark.image.width)", "height": "\(dark.image.height)"])
                }
                HTML.img(&h, light.image, prefix: "", className: "widget")
                h.close("picture")
            }
            h.close("div"); h.raw("\n")
            h.element("h2", text: w.displayName); h.raw("\n")
            h.close("a"); h.raw("\n")
            h.raw(GalleryLint.count(w)); h.raw("\n")
            h.element("p", text: w.description); h.raw("\n")
            chips(&h, w.families); h.raw("\n")
            h.close("li"); h.raw("\n")
        }
        let cards = h.text
        let all = model.widgets
        let deviceNames = all.reduce(into: [String: String]()) { names, w in for d in w.devices where names[d] == nil { names[d] = w.deviceLabel(d) } }
        let groups: [(String, String, [String], (String) -> String)] = [
            ("family", "Family", orderedUnique(all.flatMap(\.families)), { $0 }),
            ("state", "State", orderedUnique(all.flatMap { $0.snapshots.map(\.stateName) }), stateLabel),
            ("appearance", "Appearance", orderedUnique(all.flatMap { $0.snapshots.map(\.appearanceName) }), appearanceLabel),
            ("instance", "Instance", orderedUnique(all.flatMap { $0.instances.map(\.name) }), { $0 }),
            ("device", "Device", orderedUnique(all.flatMap(\.devices)), { deviceNames[$0] ?? $0 }),
        ]
        let filters = """
        <form class="controls finder" id="finder" aria-label="Find widgets">
        <div class="search"><label for="q">Search</label> <input id="q" type="search" placeholder="Name, description, family…" autocomplete="off" aria-keyshortcuts="/"></div>
        <details class="filters" id="filters" open><summary>Filters <span class="count" id="filter-count"></span></summary><div class="chipsets">
        \(groups.filter { $0.2.count > 1 }.map { chipGroup($0.0, $0.1, $0.2, $0.3) }.joined(separator: "\n"))
        </div></details>
        \(shortcutsButton)
        </form>
        <p class="status" id="match-count" role="status" aria-live="polite"></p>
        <p class="empty" id="no-match" hidden>No widget matches. <button type="button" class="link" data-clear>Clear the search and filters</button></p>
        """
        let shortcuts = shortcutsDialog([("/", "Focus the search"), ("Esc", "Clear the search (in the search box)"), ("?", "Show or hide these shortcuts")])
        let body = """
        <header class="top">\(HTMLWriter.fragment { $0.element("h1", text: model.title) })<p>\(model.widgets.count) widget\(model.widgets.count == 1 ? "" : "s") · every family, state and configuration</p>\(reviewLink(model))</header>
        <main>
        \(filters)
        <ul class="cards">
        \(cards)</ul></main>
        \(shortcuts)
        """
        return HTML.page(title: model.title, css: "assets/gallery.css", body: body, script: "assets/gallery.js")
    }

    /// `light` → "Light", `dark-accented` → "Dark, accented": colour scheme, then rendering mode.
    static func appearanceLabel(_ name: String) -> String {
        if let label = modeLabel(name) { return label }
        let parts = name.split(separator: "-", maxSplits: 1).map(String.init)
        guard let scheme = parts.first else { return name }
        let first = scheme.prefix(1).uppercased() + scheme.dropFirst()
        return parts.count == 2 ? first + ", " + parts[1] : first
    }

    static func stateLabel(_ state: String) -> String {
        state == "real" ? "Real data" : state == "placeholder" ? "Placeholder" : state == "privacy" ? "Privacy redaction" : state
    }

    /// `widgets/<kind>.html`: a row per family of the timeline's entries (wrapping, never off-screen),
    /// with controls, a search box, family chips, the Edit Widget sheets and the Home Screens.
    public static func widget(_ w: GalleryWidget, title: String) -> String {
        let up = "../"
        // Light before dark and real before placeholder: the first options, and the left of every pair.
        let appearances = ranked(orderedUnique(w.snapshots.map(\.appearanceName))) { $0.hasPrefix("light") ? 0 : $0.hasPrefix("dark") ? 1 : 2 }
        let states = ranked(orderedUnique(w.snapshots.map(\.stateName))) { $0 == "real" ? 0 : $0 == "placeholder" ? 1 : 2 }
        func options(_ values: [String], _ labels: (String) -> String) -> String {
            HTMLWriter.fragment { HTML.options(&$0, values, labels) }
        }
        let appearanceOptions = options(appearances, appearanceLabel)
            + (appearances.contains("light") && appearances.contains("dark") ? "<option value=\"both\">Light and dark side by side</option>" : "")
        let stateOptions = options(states, stateLabel)
            + (states.contains("placeholder") && states.contains("real") ? "<option value=\"both\">Real and placeholder side by side</option>" : "")
        let controls = """
        <form class="controls" id="view" aria-label="View options">
        <div class="row">
        <label>Appearance <select id="appearance" aria-keyshortcuts="a">\(appearanceOptions)</select></label>
        <label>State <select id="state" aria-keyshortcuts="s">\(stateOptions)</select></label>
        <label>Instance <select id="instance" aria-keyshortcuts="i">\(options(w.instances.map(\.name), { $0 }))</select></label>
        <label>Device <select id="device" aria-keyshortcuts="d">\(options(w.devices, w.deviceLabel))</select></label>
        \(GalleryTextFit.control(w))
        \(GalleryLanguage.control(GalleryLanguage.locales(w)))
        <div class="scrubber"><label for="entry">Timeline</label> <input id="entry" type="range" min="0" max="\(max(0, w.entries.count - 1))" value="0" step="1" aria-describedby="entry-label" aria-keyshortcuts="[ ]"> \(HTMLWriter.fragment { $0.element("output", ordered: ["id": "entry-label", "for": "entry"], text: entryLabel(w.entries.first)) })</div>
        </div>
        <div class="row">
        <div class="search"><label for="q">Search</label> <input id="q" type="search" placeholder="Family, date, relevance…" autocomplete="off" aria-keyshortcuts="/"></div>
        \(w.families.count > 1 ? chipGroup("family", "Families", w.families, { $0 }) : "")
        \(reviewChips(w))
        <button type="button" class="action" id="overlays" aria-pressed="false" aria-keyshortcuts="o" title="Margins, content box, view frames and names, tap targets">Overlays <kbd>o</kbd></button>
        \(shortcutsButton)
        </div>
        </form>
        """
        let dynamicTypes = GalleryTextFit.sizes(w)
        let locales = GalleryLanguage.locales(w)
        let stateOrder = Dictionary(states.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        let appearanceOrder = Dictionary(appearances.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        var h = HTMLWriter()
        let lazy = w.snapshots.count > lazyThreshold
        for family in w.families where !lazy {
            let id = "family-" + slug(family)
            h.open("section", ordered: ["class": "family", "data-family": family, "aria-labelledby": id])
            h.element("h3", ordered: ["id": id], text: family)
            h.open("ol", ordered: ["class": "entries"])
            for e in w.entries {
                let search = family + " " + entryLabel(e)
                h.open("li", ordered: ["class": "cell", "data-entry": "\(e.index)", "data-search": search])
                h.open("p", ordered: ["class": "when"]); h.element("span", ordered: ["class": "date"], text: e.date)
                if let r = e.relevance { h.raw(" "); h.element("span", ordered: ["class": "relevance"], text: "relevance " + r) }
                h.close("p")
                h.open("div", ordered: ["class": "variants"])
                // Left to right: light before dark, real before placeholder, so pairs read the same everywhere.
                let shots = w.snapshots.filter { $0.family == family && $0.entry == e.index }.enumerated().sorted { a, b in
                    let ka = (GalleryTextFit.rank(a.element, dynamicTypes), GalleryLanguage.rank(a.element, locales), appearanceOrder[a.element.appearanceName] ?? 0, stateOrder[a.element.stateName] ?? 0, a.offset)
                    let kb = (GalleryTextFit.rank(b.element, dynamicTypes), GalleryLanguage.rank(b.element, locales), appearanceOrder[b.element.appearanceName] ?? 0, stateOrder[b.element.stateName] ?? 0, b.offset)
                    return ka < kb
                }.map(\.element)
                for s in shots {
                    let visible = s.appearanceName == appearances.first && s.stateName == states.first && s.instance == w.instances.first?.name && s.device == w.devices.first
                        && s.dynamicType == dynamicTypes.first
                        && s.locale == locales.first
                    h.open("figure", ordered: ["class": "shot", "data-appearance": s.appearanceName, "data-device": s.device, "data-instance": s.instance, "data-state": s.stateName,
                                               "data-dynamic-type": GalleryTextFit.attribute(s, dynamicTypes), "data-locale": GalleryLanguage.attribute(s, locales),
                                               "data-review": s.review?.status.rawValue, "data-variant": s.review == nil ? nil : s.variant],
                           bare: visible ? [] : ["hidden"])
                    h.open("div", ordered: ["class": "wall"]); HTML.img(&h, s.image, prefix: up, className: "widget"); h.close("div")
                    h.open("figcaption"); h.text(stateLabel(s.stateName) + " · " + appearanceLabel(s.appearanceName))
                    h.raw(GalleryLint.badge(s, w)); h.raw(GalleryTextFit.badge(s)); h.raw(reviewBadge(s, up))
                    h.close("figcaption"); h.close("figure")
                }
                h.close("div"); h.close("li")
            }
            h.close("ol"); h.close("section"); h.raw("\n")
        }
        let rows = h.text
        h = HTMLWriter()
        for i in w.instances {
            h.open("section", ordered: ["class": "instance", "data-instance": i.name]); h.element("h3", text: i.name)
            if let image = i.configuration { HTML.img(&h, image, prefix: up, className: "config") }
            h.open("dl")
            for (term, value) in i.values { h.element("dt", text: term); h.element("dd", text: value) }
            h.close("dl"); h.close("section"); h.raw("\n")
        }
        let configs = h.text
        h = HTMLWriter()
        for image in w.homeScreens {
            h.open("figure"); HTML.img(&h, image, prefix: up, className: "home"); h.element("figcaption", text: image.alt); h.close("figure")
        }
        let home = h.text
        let shortcuts = shortcutsDialog([
            ("/", "Focus the search"), ("Esc", "Clear the search (in the search box)"),
            ("a", "Next appearance (Shift+A: previous)"), ("s", "Next state (Shift+S: previous)"),
            ("i", "Next instance (Shift+I: previous)"), ("d", "Next device (Shift+D: previous)"),
        ] + (GalleryTextFit.sizes(w).count > 1 ? [("t", "Next Dynamic Type size (Shift+T: previous)")] : [])
          + (GalleryLanguage.locales(w).count > 1 ? [("l", "Next language (Shift+L: previous)")] : []) + [
            ("] or →", "Next timeline entry"), ("[ or ←", "Previous timeline entry"),
            ("o", "Overlays on or off: margins (shaded), the content box (dashed), every view's frame and name, tap targets (green)"),
            ("c", "Go to Compare two variants"), ("m", "Next compare view: side by side, slider, blend"),
            ("z", "Next zoom step (Shift+Z: previous)"), ("x", "Swap A and B"),
            ("?", "Show or hide these shortcuts"),
        ])
        let body = """
        <header class="top"><nav><a href="../index.html">All widgets</a></nav>
        \(HTMLWriter.fragment { $0.element("h1", text: w.displayName); $0.element("p", text: w.description); $0.raw("\n"); chips(&$0, w.families) })</header>
        <main>
        \(controls)
        <section aria-labelledby="snapshots-title"><h2 id="snapshots-title">Snapshots</h2>
        <p class="empty" id="no-match" hidden>No snapshot matches. <button type="button" class="link" data-clear>Clear the search and filters</button></p>
        <div class="families"\(lazy ? " id=\"lazy-families\" aria-live=\"off\"" : "")>
        \(rows)</div>\(lazy ? "<div id=\"more-cells\" class=\"status\" hidden>More snapshots load as you scroll…</div>" + lazyData(w, appearances: appearances, states: states) : "")</section>
        \(compareSection(w, appearances: appearances, states: states))
        \(GalleryLint.section(w))<section aria-labelledby="config-title"><h2 id="config-title">Configuration</h2><div class="instances">
        \(configs)</div></section>
        \(home.isEmpty && w.homeViews.isEmpty ? "" : "<section aria-labelledby=\"home-title\"><h2 id=\"home-title\">On the Home Screen</h2>\(GalleryHomeViews.section(w.homeViews, prefix: up))<div class=\"homes\">\(home)</div></section>")
        </main>
        \(shortcuts)
        """
        return HTML.page(title: "\(w.displayName) · \(title)", css: "../assets/gallery.css", body: body, script: "../assets/gallery.js")
    }

    /// A widget with more snapshots than this gets its snapshot rows built by the script from data, a
    /// batch at a time as they scroll into view, so that a page of 10,000 variants opens at once.
    public static let lazyThreshold = 1000

    /// The snapshots as compact JSON for the script (lazy pages): the dimensions' values and labels,
    /// the entries, and per snapshot the indexes of its family, entry, appearance, state, instance and
    /// device, its size, variant name and review. `<` is written as `\u003c`, so nothing ends the script element.
    static func lazyData(_ w: GalleryWidget, appearances: [String], states: [String]) -> String {
        func index(_ values: [String]) -> [String: Int] { Dictionary(values.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a }) }
        let fam = index(w.families), app = index(appearances), st = index(states), inst = index(w.instances.map(\.name)), dev = index(w.devices)
        var shots: [GalleryPageData.Shot] = []
        var fitShots: [GallerySnapshot] = []
        for s in w.snapshots {
            guard let f = fam[s.family], let a = app[s.appearanceName], let t = st[s.stateName], let i = inst[s.instance], let d = dev[s.device] else { continue }
            shots.append(GalleryPageData.Shot(family: f, entry: s.entry, appearance: a, state: t, instance: i, device: d, width: s.image.width, height: s.image.height,
                                              path: s.image.path, review: s.review.map { ($0.status.rawValue, $0.label, s.variant, "v-" + slug(s.variant)) }))
            fitShots.append(s)
        }
        let sizes = GalleryTextFit.sizes(w), sizeIndex = index(sizes)
        let locales = GalleryLanguage.locales(w), localeIndex = index(locales)
        let data = GalleryPageData(
            name: w.displayName, families: w.families, appearances: appearances, appearanceLabels: appearances.map(appearanceLabel),
            states: states, stateLabels: states.map(stateLabel), instances: w.instances.map(\.name), devices: w.devices,
            entries: w.entries.map { GalleryPageData.Entry(date: $0.date, relevance: $0.relevance) },
            dynamicTypes: sizes, shotDynamicTypes: fitShots.map { sizeIndex[$0.dynamicType] ?? 0 },
            shotTexts: fitShots.map { $0.texts.isEmpty ? nil : ["Text: " + GalleryTextFit.summary($0.texts), GalleryTextFit.details($0.texts)] },
            locales: locales.count > 1 ? locales : nil, shotLocales: locales.count > 1 ? fitShots.map { localeIndex[$0.locale] ?? 0 } : nil,
            shots: shots)
        return data.script()
    }

    /// The index's link to `review.html`, when the gallery was built against a baseline.
    static func reviewLink(_ model: GalleryModel) -> String {
        guard model.baseline != nil else { return "" }
        let all = model.widgets.flatMap(\.snapshots).compactMap(\.review)
        let changed = all.filter { $0.status == .changed }.count, new = all.filter { $0.status == .new }.count
        return "<p class=\"review-link\"><a href=\"review.html\">Review the change: \(changed) changed, \(new) new</a></p>"
    }

    /// The widget page's chips for the review status ("Changed" alone is "changed only").
    static func reviewChips(_ w: GalleryWidget) -> String {
        let present = Set(w.snapshots.compactMap { $0.review?.status })
        guard !present.isEmpty else { return "" }
        let values = GalleryReview.Status.allCases.filter { present.contains($0) || $0 == .changed }.map(\.rawValue)
        let counts = Dictionary(grouping: w.snapshots.compactMap { $0.review?.status.rawValue }, by: { $0 }).mapValues(\.count)
        return chipGroup("review", "Review", values, { "\($0 == "changed" ? "Changed only" : $0.prefix(1).uppercased() + $0.dropFirst()) (\(counts[$0] ?? 0))" })
    }

    static func reviewBadge(_ s: GallerySnapshot, _ up: String) -> String {
        guard let r = s.review, r.status != .unchanged else { return "" }
        return HTMLWriter.fragment {
            $0.raw(" ")
            $0.element("a", ordered: ["class": "badge", "data-review": r.status.rawValue, "href": "\(up)review.html#v-\(slug(s.variant))"], text: r.label)
        }
    }

    /// The fragment that opens a widget page on one variant.
    static func permalink(_ w: GalleryWidget, _ s: GallerySnapshot) -> String {
        var params = [("appearance", s.appearanceName), ("state", s.stateName), ("instance", s.instance), ("device", s.device), ("entry", "\(s.entry)")]
        if w.families.count > 1 { params.append(("family", s.family)) }
        return params.map { $0.0 + "=" + percentEncoded($0.1) }.joined(separator: "&")
    }

    /// Every byte but letters, digits and `-_.~` as `%XX` (what URLSearchParams decodes).
    static func percentEncoded(_ s: String) -> String {
        let hex = Array("0123456789ABCDEF")
        var out = ""
        for b in s.utf8 {
            if (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x2D || b == 0x5F || b == 0x2E || b == 0x7E {
                out.append(Character(UnicodeScalar(b)))
            } else {
                out += "%" + String(hex[Int(b >> 4)]) + String(hex[Int(b & 15)])
            }
        }
        return out
    }

    /// "Compare two variants": A and B picked by appearance, state, instance and device (the family
    /// here, the entry from the timeline), in the compare views.
    static func compareSection(_ w: GalleryWidget, appearances: [String], states: [String]) -> String {
        guard let first = w.snapshots.first else { return "" }
        let dims: [(String, String, [String], (String) -> String)] = [
            ("appearance", "Appearance", appearances, appearanceLabel), ("state", "State", states, stateLabel),
            ("instance", "Instance", w.instances.map(\.name), { $0 }), ("device", "Device", w.devices, w.deviceLabel),
        ]
        func picker(_ side: String) -> String {
            HTMLWriter.fragment { h in
                h.open("fieldset", ordered: ["class": "pick", "data-side": side]); h.element("legend", text: side.uppercased())
                for d in dims {
                    // B starts on the second value of the first dimension that has two (light | dark, usually).
                    let bDim = dims.first { $0.2.count > 1 }?.0
                    let chosen = side == "b" && d.0 == bDim ? d.2[1] : d.2.first ?? ""
                    h.open("label"); h.text(d.1 + " ")
                    h.open("select", ordered: ["id": "cmp-\(side)-\(d.0)", "data-dim": d.0, "data-default": chosen])
                    HTML.options(&h, d.2, selected: chosen, d.3)
                    h.close("select"); h.close("label")
                }
                h.close("fieldset")
            }
        }
        let presets = dims.filter { $0.2.count > 1 }.map { d in
            "<button type=\"button\" class=\"action\" data-preset=\"\(d.0)\">\(["appearance": "Light | dark", "state": "Real | placeholder", "instance": "Two instances", "device": "Two devices"][d.0] ?? d.1)</button>"
        }.joined()
        let image = GalleryImage(path: first.image.path, width: first.image.width, height: first.image.height, alt: first.image.alt)
        return """
        <section aria-labelledby="compare-title" class="compare-section"><h2 id="compare-title" tabindex="-1">Compare two variants</h2>
        <form class="controls" id="compare" aria-label="Compare two variants">
        <div class="row">\(HTMLWriter.fragment { h in
            h.open("label"); h.raw("Family "); h.open("select", ordered: ["id": "cmp-family", "data-default": w.families.first ?? ""])
            HTML.options(&h, w.families, { $0 }); h.close("select"); h.close("label")
        })
        \(presets.isEmpty ? "" : "<span class=\"presets\">Pick \(presets)</span>")</div>
        <div class="row">\(picker("a"))\(picker("b"))<button type="button" class="action" id="cmp-swap" aria-keyshortcuts="x">Swap <kbd>x</kbd></button></div>
        <div class="row">\(CompareMarkup.toolbar(modes: [("side", "Side by side", "1"), ("slider", "Slider", "2"), ("blend", "Blend", "3")]))</div>
        </form>
        <p class="status" id="cmp-status" role="status" aria-live="polite"></p>
        \(CompareMarkup.stage([("a", "A", image), ("b", "B", image)], prefix: "../", compare: true))
        </section>
        """
    }

    static let shortcutsButton = "<button type=\"button\" class=\"help\" data-shortcuts aria-keyshortcuts=\"?\" aria-haspopup=\"dialog\">Keyboard shortcuts <kbd>?</kbd></button>"

    static func shortcutsDialog(_ keys: [(String, String)]) -> String {
        HTMLWriter.fragment { h in
            h.raw("<dialog id=\"shortcuts\" aria-labelledby=\"shortcuts-title\"><h2 id=\"shortcuts-title\">Keyboard shortcuts</h2><dl class=\"keys\">")
            for (key, what) in keys {
                h.open("dt")
                for (i, k) in key.components(separatedBy: " or ").enumerated() {
                    if i > 0 { h.raw(" or ") }
                    h.element("kbd", text: k)
                }
                h.close("dt"); h.element("dd", text: what)
            }
            h.raw("</dl><form method=\"dialog\"><button type=\"submit\">Close</button></form></dialog>")
        }
    }

    /// Toggle buttons: none pressed shows everything, pressed ones show only what has one of them.
    static func chipGroup(_ name: String, _ legend: String, _ values: [String], _ label: (String) -> String) -> String {
        HTMLWriter.fragment { h in
            h.open("fieldset", ordered: ["class": "chipset", "data-filter": name]); h.element("legend", text: legend)
            for v in values { h.element("button", ordered: ["type": "button", "class": "chip", "aria-pressed": "false", "data-value": words([v])], text: label(v)) }
            h.close("fieldset")
        }
    }

    static func entryLabel(_ e: GalleryEntry?) -> String {
        guard let e else { return "" }
        return e.date + (e.relevance.map { " · relevance " + $0 } ?? "")
    }

    /// Space-separated values for a `data-` attribute; spaces inside a value become `_`.
    static func words(_ values: [String]) -> String {
        values.map { $0.replacingOccurrences(of: " ", with: "_") }.joined(separator: " ")
    }

    /// `<ul class="chips">` with an item per value (a widget's families).
    static func chips(_ h: inout HTMLWriter, _ values: [String]) {
        h.open("ul", ordered: ["class": "chips"])
        for v in values { h.element("li", text: v) }
        h.close("ul")
    }

    /// An id fragment: letters, digits and `-` only.
    static func slug(_ s: String) -> String {
        String(s.unicodeScalars.map { ($0.properties.isAlphabetic || ("0"..."9").contains($0)) && $0.isASCII ? Character($0) : "-" })
    }

    /// A stable sort by rank: values of the same rank keep their order.
    static func ranked(_ values: [String], _ rank: (String) -> Int) -> [String] {
        values.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
    }

    static func orderedUnique(_ values: [String]) -> [String] {
        var seen: Set<String> = []
        return values.filter { seen.insert($0).inserted }
    }
}
