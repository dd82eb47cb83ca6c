import Foundation
import JSONText

/// The gallery's pages: an index of widgets like the add-widget gallery, and a page per widget.
/// Pure functions from the model to HTML text; the same model gives the same bytes.
public enum GalleryPages {
    /// `index.html`: every widget as a card with its small snapshot (light or dark, following the
    /// system's colour scheme) and its families, a search box and filter chips.
    public static func index(_ model: GalleryModel) -> String {
        var cards = ""
        for w in model.widgets {
            func preview(_ appearance: String) -> GallerySnapshot? {
                w.snapshots.first { $0.appearance == appearance && $0.state == "real" && $0.entry == 0 && $0.device == w.devices.first }
            }
            var picture = ""
            if let light = preview("light") {
                picture = "<picture>"
                if let dark = preview("dark") {
                    picture += "<source srcset=\"\(HTML.escape(dark.image.path))\" media=\"(prefers-color-scheme: dark)\" width=\"\(dark.image.width)\" height=\"\(dark.image.height)\">"
                }
                picture += HTML.img(light.image, prefix: "", className: "widget") + "</picture>"
            }
            let search = ([w.displayName, w.kind, w.description] + w.families + w.instances.map(\.name)).joined(separator: " ")
            cards += """
            <li class="card" data-search="\(HTML.escape(search))" data-family="\(words(w.families))" data-state="\(words(orderedUnique(w.snapshots.map(\.state))))" \
            data-appearance="\(words(orderedUnique(w.snapshots.map(\.appearance))))" data-instance="\(words(w.instances.map(\.name)))" data-device="\(words(w.devices))">
            <a href="\(HTML.escape(w.page))">
            <div class="card-preview">\(picture)</div>
            <h2>\(HTML.escape(w.displayName))</h2>
            </a>
            \(GalleryLint.count(w))
            <p>\(HTML.escape(w.description))</p>
            <ul class="chips">\(w.families.map { "<li>\(HTML.escape($0))</li>" }.joined())</ul>
            </li>

            """
        }
        let all = model.widgets
        let deviceNames = all.reduce(into: [String: String]()) { names, w in for d in w.devices where names[d] == nil { names[d] = w.deviceLabel(d) } }
        let groups: [(String, String, [String], (String) -> String)] = [
            ("family", "Family", orderedUnique(all.flatMap(\.families)), { $0 }),
            ("state", "State", orderedUnique(all.flatMap { $0.snapshots.map(\.state) }), stateLabel),
            ("appearance", "Appearance", orderedUnique(all.flatMap { $0.snapshots.map(\.appearance) }), appearanceLabel),
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
        <header class="top"><h1>\(HTML.escape(model.title))</h1><p>\(model.widgets.count) widget\(model.widgets.count == 1 ? "" : "s") · every family, state and configuration</p>\(reviewLink(model))</header>
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
        let appearances = ranked(orderedUnique(w.snapshots.map(\.appearance))) { $0.hasPrefix("light") ? 0 : $0.hasPrefix("dark") ? 1 : 2 }
        let states = ranked(orderedUnique(w.snapshots.map(\.state))) { $0 == "real" ? 0 : $0 == "placeholder" ? 1 : 2 }
        func options(_ values: [String], _ labels: (String) -> String) -> String {
            values.map { "<option value=\"\(HTML.escape($0))\">\(HTML.escape(labels($0)))</option>" }.joined()
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
        <div class="scrubber"><label for="entry">Timeline</label> <input id="entry" type="range" min="0" max="\(max(0, w.entries.count - 1))" value="0" step="1" aria-describedby="entry-label" aria-keyshortcuts="[ ]"> <output id="entry-label" for="entry">\(HTML.escape(entryLabel(w.entries.first)))</output></div>
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
        var rows = ""
        let lazy = w.snapshots.count > lazyThreshold
        for family in w.families where !lazy {
            let id = "family-" + slug(family)
            rows += "<section class=\"family\" data-family=\"\(HTML.escape(family))\" aria-labelledby=\"\(id)\"><h3 id=\"\(id)\">\(HTML.escape(family))</h3><ol class=\"entries\">"
            for e in w.entries {
                let search = family + " " + entryLabel(e)
                rows += "<li class=\"cell\" data-entry=\"\(e.index)\" data-search=\"\(HTML.escape(search))\"><p class=\"when\"><span class=\"date\">\(HTML.escape(e.date))</span>"
                    + (e.relevance.map { " <span class=\"relevance\">relevance \(HTML.escape($0))</span>" } ?? "") + "</p><div class=\"variants\">"
                // Left to right: light before dark, real before placeholder, so pairs read the same everywhere.
                let shots = w.snapshots.filter { $0.family == family && $0.entry == e.index }.enumerated().sorted { a, b in
                    let ka = (GalleryTextFit.rank(a.element, dynamicTypes), GalleryLanguage.rank(a.element, locales), appearanceOrder[a.element.appearance] ?? 0, stateOrder[a.element.state] ?? 0, a.offset)
                    let kb = (GalleryTextFit.rank(b.element, dynamicTypes), GalleryLanguage.rank(b.element, locales), appearanceOrder[b.element.appearance] ?? 0, stateOrder[b.element.state] ?? 0, b.offset)
                    return ka < kb
                }.map(\.element)
                for s in shots {
                    let visible = s.appearance == appearances.first && s.state == states.first && s.instance == w.instances.first?.name && s.device == w.devices.first
                        && s.dynamicType == dynamicTypes.first
                        && s.locale == locales.first
                    let review = s.review.map { " data-review=\"\($0.status.rawValue)\" data-variant=\"\(HTML.escape(s.variant))\"" } ?? ""
                    rows += "<figure class=\"shot\" data-appearance=\"\(HTML.escape(s.appearance))\" data-device=\"\(HTML.escape(s.device))\" data-instance=\"\(HTML.escape(s.instance))\" data-state=\"\(HTML.escape(s.state))\"\(GalleryTextFit.attribute(s, dynamicTypes))\(GalleryLanguage.attribute(s, locales))\(review)\(visible ? "" : " hidden")>"
                        + "<div class=\"wall\">" + HTML.img(s.image, prefix: up, className: "widget") + "</div>"
                        + "<figcaption>\(HTML.escape(stateLabel(s.state))) · \(HTML.escape(appearanceLabel(s.appearance)))\(GalleryLint.badge(s, w))\(GalleryTextFit.badge(s))\(reviewBadge(s, up))</figcaption></figure>"
                }
                rows += "</div></li>"
            }
            rows += "</ol></section>\n"
        }
        var configs = ""
        for i in w.instances {
            configs += "<section class=\"instance\" data-instance=\"\(HTML.escape(i.name))\"><h3>\(HTML.escape(i.name))</h3>"
            if let image = i.configuration { configs += HTML.img(image, prefix: up, className: "config") }
            configs += "<dl>" + i.values.map { "<dt>\(HTML.escape($0.0))</dt><dd>\(HTML.escape($0.1))</dd>" }.joined() + "</dl></section>\n"
        }
        let home = w.homeScreens.map { "<figure>" + HTML.img($0, prefix: up, className: "home") + "<figcaption>\(HTML.escape($0.alt))</figcaption></figure>" }.joined()
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
        <h1>\(HTML.escape(w.displayName))</h1><p>\(HTML.escape(w.description))</p>
        <ul class="chips">\(w.families.map { "<li>\(HTML.escape($0))</li>" }.joined())</ul></header>
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
        func str(_ s: String) -> String { JSONText.quote(s, inScript: true) }
        func list(_ v: [String]) -> String { "[" + v.map(str).joined(separator: ",") + "]" }
        var shots: [String] = []
        var fitShots: [GallerySnapshot] = []
        for s in w.snapshots {
            guard let f = fam[s.family], let a = app[s.appearance], let t = st[s.state], let i = inst[s.instance], let d = dev[s.device] else { continue }
            var row = "[\(f),\(s.entry),\(a),\(t),\(i),\(d),\(s.image.width),\(s.image.height),\(str(s.image.path))"
            if let r = s.review { row += ",\(str(r.status.rawValue)),\(str(r.label)),\(str(s.variant)),\(str("v-" + slug(s.variant)))" }
            shots.append(row + "]")
            fitShots.append(s)
        }
        let entries = w.entries.map { "[\(str($0.date)),\($0.relevance.map(str) ?? "null")]" }
        return "<script type=\"application/json\" id=\"gallery-data\">{\"name\":\(str(w.displayName)),\"families\":\(list(w.families)),"
            + "\"appearances\":\(list(appearances)),\"appearanceLabels\":\(list(appearances.map(appearanceLabel))),"
            + "\"states\":\(list(states)),\"stateLabels\":\(list(states.map(stateLabel))),\"instances\":\(list(w.instances.map(\.name))),"
            + "\"devices\":\(list(w.devices)),\"entries\":[\(entries.joined(separator: ","))],\(GalleryTextFit.lazyData(w, fitShots, str))\(GalleryLanguage.lazyData(GalleryLanguage.locales(w), fitShots, str))\n\"shots\":[\(shots.joined(separator: ",\n"))]}</script>"
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
        return " <a class=\"badge\" data-review=\"\(r.status.rawValue)\" href=\"\(up)review.html#v-\(slug(s.variant))\">\(HTML.escape(r.label))</a>"
    }

    /// The fragment that opens a widget page on one variant.
    static func permalink(_ w: GalleryWidget, _ s: GallerySnapshot) -> String {
        var params = [("appearance", s.appearance), ("state", s.state), ("instance", s.instance), ("device", s.device), ("entry", "\(s.entry)")]
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
            "<fieldset class=\"pick\" data-side=\"\(side)\"><legend>\(side.uppercased())</legend>" + dims.map { d in
                // B starts on the second value of the first dimension that has two (light | dark, usually).
                let bDim = dims.first { $0.2.count > 1 }?.0
                let chosen = side == "b" && d.0 == bDim ? d.2[1] : d.2.first ?? ""
                return "<label>\(d.1) <select id=\"cmp-\(side)-\(d.0)\" data-dim=\"\(d.0)\" data-default=\"\(HTML.escape(chosen))\">"
                    + d.2.map { "<option value=\"\(HTML.escape($0))\"\($0 == chosen ? " selected" : "")>\(HTML.escape(d.3($0)))</option>" }.joined() + "</select></label>"
            }.joined() + "</fieldset>"
        }
        let presets = dims.filter { $0.2.count > 1 }.map { d in
            "<button type=\"button\" class=\"action\" data-preset=\"\(d.0)\">\(["appearance": "Light | dark", "state": "Real | placeholder", "instance": "Two instances", "device": "Two devices"][d.0] ?? d.1)</button>"
        }.joined()
        let image = GalleryImage(path: first.image.path, width: first.image.width, height: first.image.height, alt: first.image.alt)
        return """
        <section aria-labelledby="compare-title" class="compare-section"><h2 id="compare-title" tabindex="-1">Compare two variants</h2>
        <form class="controls" id="compare" aria-label="Compare two variants">
        <div class="row"><label>Family <select id="cmp-family" data-default="\(HTML.escape(w.families.first ?? ""))">\(w.families.map { "<option value=\"\(HTML.escape($0))\">\(HTML.escape($0))</option>" }.joined())</select></label>
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
        "<dialog id=\"shortcuts\" aria-labelledby=\"shortcuts-title\"><h2 id=\"shortcuts-title\">Keyboard shortcuts</h2><dl class=\"keys\">"
            + keys.map { k in "<dt>" + k.0.components(separatedBy: " or ").map { "<kbd>\(HTML.escape($0))</kbd>" }.joined(separator: " or ") + "</dt><dd>\(HTML.escape(k.1))</dd>" }.joined()
            + "</dl><form method=\"dialog\"><button type=\"submit\">Close</button></form></dialog>"
    }

    /// Toggle buttons: none pressed shows everything, pressed ones show only what has one of them.
    static func chipGroup(_ name: String, _ legend: String, _ values: [String], _ label: (String) -> String) -> String {
        "<fieldset class=\"chipset\" data-filter=\"\(HTML.escape(name))\"><legend>\(HTML.escape(legend))</legend>"
            + values.map { "<button type=\"button\" class=\"chip\" aria-pressed=\"false\" data-value=\"\(words([$0]))\">\(HTML.escape(label($0)))</button>" }.joined()
            + "</fieldset>"
    }

    static func entryLabel(_ e: GalleryEntry?) -> String {
        guard let e else { return "" }
        return e.date + (e.relevance.map { " · relevance " + $0 } ?? "")
    }

    /// Space-separated values for a `data-` attribute; spaces inside a value become `_`.
    static func words(_ values: [String]) -> String {
        HTML.escape(values.map { $0.replacingOccurrences(of: " ", with: "_") }.joined(separator: " "))
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
