/// The gallery's pages: an index of widgets like the add-widget gallery, and a page per widget.
/// Pure functions from the model to HTML text; the same model gives the same bytes.
public enum GalleryPages {
    /// `index.html`: every widget as a card with its small snapshot and its families.
    public static func index(_ model: GalleryModel) -> String {
        var cards = ""
        for w in model.widgets {
            let preview = w.snapshots.first { $0.appearance == "light" && $0.state == "real" && $0.entry == 0 && $0.device == w.devices.first }
            cards += """
            <li class="card">
            <a href="\(HTML.escape(w.page))">
            <div class="card-preview">\(preview.map { HTML.img($0.image, prefix: "", className: "widget") } ?? "")</div>
            <h2>\(HTML.escape(w.displayName))</h2>
            </a>
            <p>\(HTML.escape(w.description))</p>
            <ul class="chips">\(w.families.map { "<li>\(HTML.escape($0))</li>" }.joined())</ul>
            </li>

            """
        }
        let body = """
        <header class="top"><h1>\(HTML.escape(model.title))</h1><p>\(model.widgets.count) widget\(model.widgets.count == 1 ? "" : "s") · every family, state and configuration</p></header>
        <main><ul class="cards">
        \(cards)</ul></main>
        """
        return HTML.page(title: model.title, css: "assets/gallery.css", body: body, script: nil)
    }

    /// `widgets/<kind>.html`: snapshots in a grid of families × entries, with controls.
    /// `light` → "Light", `dark-accented` → "Dark, accented": colour scheme, then rendering mode.
    static func appearanceLabel(_ name: String) -> String {
        let parts = name.split(separator: "-", maxSplits: 1).map(String.init)
        guard let scheme = parts.first else { return name }
        let first = scheme.prefix(1).uppercased() + scheme.dropFirst()
        return parts.count == 2 ? first + ", " + parts[1] : first
    }

    public static func widget(_ w: GalleryWidget, title: String) -> String {
        let up = "../"
        let appearances = orderedUnique(w.snapshots.map(\.appearance))
        let states = orderedUnique(w.snapshots.map(\.state))
        func options(_ values: [String], _ labels: (String) -> String) -> String {
            values.map { "<option value=\"\(HTML.escape($0))\">\(HTML.escape(labels($0)))</option>" }.joined()
        }
        let stateOptions = options(states, { $0 == "real" ? "Real data" : $0 == "placeholder" ? "Placeholder" : "Privacy redaction" })
            + (states.contains("placeholder") && states.contains("real") ? "<option value=\"both\">Real and placeholder</option>" : "")
        let controls = """
        <form class="controls" aria-label="View options">
        <label>Appearance <select id="appearance">\(options(appearances, appearanceLabel))</select></label>
        <label>State <select id="state">\(stateOptions)</select></label>
        <label>Instance <select id="instance">\(options(w.instances.map(\.name), { $0 }))</select></label>
        <label>Device <select id="device">\(options(w.devices, { $0 }))</select></label>
        <div class="scrubber"><label for="entry">Timeline</label> <input id="entry" type="range" min="0" max="\(max(0, w.entries.count - 1))" value="0" step="1" aria-describedby="entry-label"> <output id="entry-label" for="entry">\(HTML.escape(entryLabel(w.entries.first)))</output></div>
        </form>
        """
        var head = "<tr><th scope=\"col\">Family</th>"
        for e in w.entries {
            head += "<th scope=\"col\" data-entry=\"\(e.index)\"><span class=\"when\">\(HTML.escape(e.date))</span>"
                + (e.relevance.map { "<span class=\"relevance\">relevance \(HTML.escape($0))</span>" } ?? "") + "</th>"
        }
        head += "</tr>"
        var rows = ""
        for family in w.families {
            rows += "<tr><th scope=\"row\">\(HTML.escape(family))</th>"
            for e in w.entries {
                rows += "<td data-entry=\"\(e.index)\">"
                let caption = e.date + (e.relevance.map { " · relevance " + $0 } ?? "")
                for s in w.snapshots where s.family == family && s.entry == e.index {
                    let visible = s.appearance == "light" && s.state == "real" && s.instance == w.instances.first?.name && s.device == w.devices.first
                    rows += "<figure class=\"shot\" data-appearance=\"\(HTML.escape(s.appearance))\" data-device=\"\(HTML.escape(s.device))\" data-instance=\"\(HTML.escape(s.instance))\" data-state=\"\(HTML.escape(s.state))\"\(visible ? "" : " hidden")>"
                        + HTML.img(s.image, prefix: up, className: "widget") + "<figcaption>\(HTML.escape(s.state)) · \(HTML.escape(caption))</figcaption></figure>"
                }
                rows += "</td>"
            }
            rows += "</tr>\n"
        }
        var configs = ""
        for i in w.instances {
            configs += "<section class=\"instance\" data-instance=\"\(HTML.escape(i.name))\"><h3>\(HTML.escape(i.name))</h3>"
            if let image = i.configuration { configs += HTML.img(image, prefix: up, className: "config") }
            configs += "<dl>" + i.values.map { "<dt>\(HTML.escape($0.0))</dt><dd>\(HTML.escape($0.1))</dd>" }.joined() + "</dl></section>\n"
        }
        let home = w.homeScreens.map { "<figure>" + HTML.img($0, prefix: up, className: "home") + "<figcaption>\(HTML.escape($0.alt))</figcaption></figure>" }.joined()
        let body = """
        <header class="top"><nav><a href="../index.html">All widgets</a></nav>
        <h1>\(HTML.escape(w.displayName))</h1><p>\(HTML.escape(w.description))</p>
        <ul class="chips">\(w.families.map { "<li>\(HTML.escape($0))</li>" }.joined())</ul></header>
        <main>
        \(controls)
        <section aria-labelledby="snapshots-title"><h2 id="snapshots-title">Snapshots</h2>
        <div class="grid-wrap"><table class="grid"><thead>\(head)</thead><tbody>
        \(rows)</tbody></table></div></section>
        <section aria-labelledby="config-title"><h2 id="config-title">Configuration</h2><div class="instances">
        \(configs)</div></section>
        \(home.isEmpty ? "" : "<section aria-labelledby=\"home-title\"><h2 id=\"home-title\">On the Home Screen</h2><div class=\"homes\">\(home)</div></section>")
        </main>
        """
        return HTML.page(title: "\(w.displayName) · \(title)", css: "../assets/gallery.css", body: body, script: "../assets/gallery.js")
    }

    static func entryLabel(_ e: GalleryEntry?) -> String {
        guard let e else { return "" }
        return e.date + (e.relevance.map { " · relevance " + $0 } ?? "")
    }

    static func orderedUnique(_ values: [String]) -> [String] {
        var seen: Set<String> = []
        return values.filter { seen.insert($0).inserted }
    }
}
