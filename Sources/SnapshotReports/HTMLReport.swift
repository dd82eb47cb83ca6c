import HTMLMarkup
/// The self-contained HTML report of `widgetsnap test`: one index.html beside the images, opened from disk.
///
/// Pure: the same outcomes, summary and title give the same bytes. No dates, no network, no external fonts or
/// scripts; every string from the data is escaped, attributes are written in sorted order. The sidebar lists
/// failures first (then missing goldens, recorded, errors, and the passes, collapsed); the main pane shows the
/// selected snapshot side by side, as a slider, blended or as the diff. The CSS and JS are in `ReportAssets`.
enum HTMLReport {
    static func render(_ outcomes: [SnapshotOutcome], summary: ReportSummary, title: String) -> String {
        let rows = ordered(outcomes)
        var h = HTMLWriter()
        h.raw("<!DOCTYPE html>\n")
        h.open("html", ["lang": "en"])
        h.raw("\n")
        head(&h, title: title)
        h.open("body", ["data-backdrop": "auto", "data-box": "on", "data-view": "side", "data-zoom": "fit"])
        h.raw("\n")
        header(&h, title: title, summary: summary,
               onlyLayoutErrors: summary.failed > 0 && !outcomes.contains { $0.isFailure && $0.kind != LayoutErrorOutcome.kind })
        h.open("div", ["class": "app"])
        h.raw("\n")
        sidebar(&h, rows)
        mainPane(&h, rows, summary: summary)
        h.close("div")
        h.raw("\n<script>\n" + ReportAssets.script + "</script>\n")
        h.close("body")
        h.raw("\n")
        h.close("html")
        h.raw("\n")
        return h.text
    }

    // MARK: - Order and identity

    /// The sidebar groups, in display order.
    enum Group: Int, CaseIterable, Sendable {
        case failed, missing, recorded, error, passed

        init(_ status: SnapshotStatus) {
            switch status {
            case .failed, .sizeMismatch: self = .failed
            case .missing: self = .missing
            case .recorded: self = .recorded
            case .error: self = .error
            case .passed: self = .passed
            }
        }

        var title: String {
            switch self {
            case .failed: "Failed"
            case .missing: "Missing goldens"
            case .recorded: "Recorded"
            case .error: "Errors"
            case .passed: "Passed"
            }
        }

        var key: String {
            switch self {
            case .failed: "failed"
            case .missing: "missing"
            case .recorded: "recorded"
            case .error: "error"
            case .passed: "passed"
            }
        }
    }

    /// An outcome with its place in the report and its element id.
    struct Row: Sendable {
        var outcome: SnapshotOutcome
        var group: Group
        var id: String
    }

    /// Groups in display order (pixel failures before size mismatches), then by name, then by input position:
    /// a total order, so the output is stable.
    static func ordered(_ outcomes: [SnapshotOutcome]) -> [Row] {
        func rank(_ s: SnapshotStatus) -> Int { Group(s).rawValue * 2 + (s == .sizeMismatch ? 1 : 0) }
        let sorted = outcomes.enumerated().sorted { a, b in
            let ra = rank(a.element.status), rb = rank(b.element.status)
            if ra != rb { return ra < rb }
            if a.element.name != b.element.name { return a.element.name < b.element.name }
            return a.offset < b.offset
        }
        var used = Set<String>()
        return sorted.map { pair in
            let base = "s-" + slug(pair.element.name)
            var id = base, n = 2
            while used.contains(id) { id = base + "-\(n)"; n += 1 }
            used.insert(id)
            return Row(outcome: pair.element, group: Group(pair.element.status), id: id)
        }
    }

    /// ASCII letters, digits, '-' and '_'; anything else becomes a single '-'.
    static func slug(_ name: String) -> String {
        var out = ""
        for scalar in name.unicodeScalars {
            let c = Character(scalar)
            if scalar.isASCII && (c.isLetter || c.isNumber || c == "_") {
                out.append(c)
            } else if !out.hasSuffix("-") {
                out.append("-")
            }
        }
        while out.hasSuffix("-") { out.removeLast() }
        return out.isEmpty ? "snapshot" : out
    }

    // MARK: - Page parts

    static func head(_ h: inout HTMLWriter, title: String) {
        h.open("head")
        h.raw("\n")
        h.void("meta", ["charset": "utf-8"])
        h.void("meta", ["content": "width=device-width, initial-scale=1", "name": "viewport"])
        h.void("meta", ["content": "light dark", "name": "color-scheme"])
        h.void("meta", ["content": "widgetsnap", "name": "generator"])
        h.void("link", ["href": "data:,", "rel": "icon"])
        h.element("title", text: title)
        h.raw("\n<style>\n" + ReportAssets.style + "</style>\n")
        h.close("head")
        h.raw("\n")
    }

    static func header(_ h: inout HTMLWriter, title: String, summary: ReportSummary, onlyLayoutErrors: Bool = false) {
        h.open("header", ["class": "top"])
        h.raw("\n")
        h.open("div", ["class": "brand"])
        h.raw(ReportAssets.logo)
        h.open("div")
        h.element("h1", text: title)
        h.open("p", ["class": "sub"])
        h.text("widgetsnap snapshot report")
        if let shard = summary.shard {
            h.text(" · shard ")
            h.element("span", ["class": "shard"], text: shard)
        }
        h.close("p")
        h.close("div")
        h.close("div")
        h.raw("\n")
        h.open("ul", ["aria-label": "Summary", "class": "counts"])
        for (label, value, key) in [("failed", summary.failed, "failed"), ("passed", summary.passed, "passed"),
                                    ("recorded", summary.recorded, "recorded"), ("total", summary.total, "total")] {
            h.open("li", ["class": "count", "data-count": key, "data-zero": value == 0 ? "true" : "false"])
            h.element("strong", text: grouped(value))
            h.text(" " + label)
            h.close("li")
        }
        h.close("ul")
        h.raw("\n")
        // An invalid layout is fixed in the layout: re-recording would not help, so no accept command.
        if onlyLayoutErrors {
            h.element("p", ["class": "accept"], text: "Fix the invalid layouts above; nothing was compared.")
            h.raw("\n")
            h.close("header")
            h.raw("\n")
            return
        }
        h.open("details", ["class": "accept"])
        h.element("summary", text: "How to accept changes")
        h.open("div", ["class": "accept-body"])
        h.element("p", text: "If the new renderings are right, re-record the goldens and commit them:")
        h.open("div", ["class": "command"])
        h.open("pre")
        h.element("code", ["id": "record-command"], text: summary.command)
        h.close("pre")
        h.element("button", ["class": "copy", "data-copy": "record-command", "type": "button"], text: "Copy")
        h.close("div")
        h.open("p")
        h.text("Goldens live in ")
        h.element("code", text: summary.goldens)
        h.text(". Review the diff of the PNGs before committing.")
        h.close("p")
        h.open("p")
        h.text("From CI, without rendering: download this report as an artifact and run ")
        h.element("code", text: "widgetsnap accept ARTIFACT")
        h.text("; it records the variants its decisions.json accepts.")
        h.close("p")
        h.close("div")
        h.close("details")
        h.raw("\n")
        h.close("header")
        h.raw("\n")
    }

    static func sidebar(_ h: inout HTMLWriter, _ rows: [Row]) {
        h.open("nav", ["aria-label": "Snapshots", "class": "sidebar"])
        h.raw("\n")
        h.open("div", ["class": "filter"])
        h.element("label", ["class": "visually-hidden", "for": "filter"], text: "Filter snapshots by name")
        h.void("input", ["autocomplete": "off", "id": "filter", "placeholder": "Filter snapshots", "spellcheck": "false", "type": "search"])
        h.element("kbd", ["aria-hidden": "true"], text: "/")
        h.close("div")
        h.raw("\n")
        h.open("div", ["class": "groups"])
        h.raw("\n")
        for group in Group.allCases {
            let members = rows.filter { $0.group == group }
            guard !members.isEmpty else { continue }
            let attributes = ["class": "group", "data-group": group.key]
            if group == .passed {
                h.open("details", attributes)
                h.open("summary")
                groupHeading(&h, group, count: members.count)
                h.close("summary")
            } else {
                h.open("section", attributes)
                groupHeading(&h, group, count: members.count)
            }
            h.raw("\n")
            h.open("ul", ["class": "items"])
            h.raw("\n")
            for row in members { item(&h, row); h.raw("\n") }
            h.close("ul")
            h.close(group == .passed ? "details" : "section")
            h.raw("\n")
        }
        if rows.isEmpty { h.element("p", ["class": "none"], text: "No snapshots.") }
        h.element("p", ["class": "no-match", "hidden": ""], text: "No snapshot matches the filter.")
        h.close("div")
        h.raw("\n")
        h.open("footer", ["class": "keys"])
        for (keys, label) in [(["j", "k"], "next / previous"), (["1", "2", "3", "4"], "view"), (["z"], "zoom"), (["b"], "box"),
                              (["g"], "backdrop"), (["/"], "filter")] {
            h.open("span")
            for key in keys { h.element("kbd", text: key) }
            h.text(" " + label)
            h.close("span")
        }
        h.close("footer")
        h.raw("\n")
        h.close("nav")
        h.raw("\n")
    }

    static func groupHeading(_ h: inout HTMLWriter, _ group: Group, count: Int) {
        h.open("h2")
        h.text(group.title + " ")
        h.element("span", ["class": "n"], text: grouped(count))
        h.close("h2")
    }

    static func item(_ h: inout HTMLWriter, _ row: Row) {
        let o = row.outcome
        h.open("li", ["data-name": o.name.lowercased()])
        h.open("a", ["class": "item", "data-status": o.status.rawValue, "href": "#" + row.id, "title": o.name])
        h.element("span", ["aria-hidden": "true", "class": "dot"], text: "")
        h.open("span", ["class": "item-main"])
        h.open("span", ["class": "item-title"])
        if o.kind.isEmpty && o.instance.isEmpty {
            h.text(o.name)
        } else {
            h.text(o.kind)
            h.element("span", ["class": "slash"], text: " / ")
            h.text(o.instance)
        }
        h.close("span")
        h.element("span", ["class": "item-meta"], text: variantLine(o))
        if let stats = itemStats(o) { h.element("span", ["class": "item-stats"], text: stats) }
        h.close("span")
        h.element("span", ["class": "badge"], text: badge(o))
        h.close("a")
        h.close("li")
    }

    static func mainPane(_ h: inout HTMLWriter, _ rows: [Row], summary: ReportSummary) {
        h.open("main", ["class": "main", "id": "main"])
        h.raw("\n")
        toolbar(&h)
        emptyState(&h, rows, summary: summary)
        for row in rows { detail(&h, row, summary: summary) }
        h.close("main")
        h.raw("\n")
    }

    static func toolbar(_ h: inout HTMLWriter) {
        h.open("div", ["aria-label": "Comparison", "class": "toolbar", "role": "group"])
        h.raw("\n")
        h.open("div", ["aria-label": "View mode", "class": "seg", "role": "group"])
        for (index, (key, label)) in [("side", "Side by side"), ("slider", "Slider"), ("blend", "Blend"), ("diff", "Diff")].enumerated() {
            h.open("button", ["aria-keyshortcuts": "\(index + 1)", "aria-pressed": key == "side" ? "true" : "false",
                              "data-view": key, "type": "button"])
            h.text(label + " ")
            h.element("kbd", text: "\(index + 1)")
            h.close("button")
        }
        h.close("div")
        h.raw("\n")
        h.open("div", ["class": "ranges"])
        h.open("label", ["class": "range", "data-for": "slider"])
        h.element("span", text: "Divider")
        h.void("input", ["id": "split", "max": "100", "min": "0", "step": "1", "type": "range", "value": "50"])
        h.close("label")
        h.open("label", ["class": "range", "data-for": "blend"])
        h.element("span", text: "Opacity")
        h.void("input", ["id": "blend", "max": "100", "min": "0", "step": "1", "type": "range", "value": "50"])
        h.close("label")
        h.close("div")
        h.raw("\n")
        h.element("span", ["class": "spacer"], text: "")
        h.open("div", ["aria-label": "Zoom", "class": "seg", "role": "group"])
        for (key, label) in [("fit", "Fit"), ("1", "100%"), ("2", "200%")] {
            h.element("button", ["aria-keyshortcuts": "z", "aria-pressed": key == "fit" ? "true" : "false", "data-zoom": key, "type": "button"], text: label)
        }
        h.close("div")
        h.element("span", ["aria-hidden": "true", "class": "tool-label"], text: "Backdrop")
        h.open("div", ["aria-label": "Backdrop", "class": "seg", "role": "group"])
        for (key, label) in [("auto", "Auto"), ("light", "Light"), ("dark", "Dark")] {
            h.element("button", ["aria-keyshortcuts": "g", "aria-pressed": key == "auto" ? "true" : "false", "data-backdrop": key,
                                 "title": key == "auto" ? "Backdrop: the snapshot's appearance" : "Backdrop: \(key)", "type": "button"], text: label)
        }
        h.close("div")
        h.open("label", ["class": "check"])
        h.void("input", ["checked": "", "id": "box", "type": "checkbox"])
        h.text(" Box")
        h.close("label")
        h.raw("\n")
        h.close("div")
        h.raw("\n")
    }

    static func emptyState(_ h: inout HTMLWriter, _ rows: [Row], summary: ReportSummary) {
        h.open("section", ["aria-live": "polite", "class": "empty"])
        if rows.isEmpty {
            h.element("h2", text: "No snapshots were checked")
            h.element("p", text: "The run produced no snapshots: check the paths and the --family, --instance and shard options.")
        } else if rows.allSatisfy({ $0.group == .passed }) {
            h.raw(ReportAssets.checkIcon)
            h.element("h2", text: rows.count == 1 ? "The snapshot matches its golden" : "All \(grouped(rows.count)) snapshots match their goldens")
            h.element("p", text: "Open “Passed” in the sidebar to look at any of them.")
        } else {
            h.element("h2", text: "Select a snapshot")
            h.element("p", text: "Pick one in the sidebar, or press j and k to step through them.")
        }
        h.close("section")
        h.raw("\n")
    }

    static func detail(_ h: inout HTMLWriter, _ row: Row, summary: ReportSummary) {
        let o = row.outcome
        let compare = o.expected != nil && o.actual != nil && (o.status == .failed || o.status == .sizeMismatch)
        h.open("article", ["aria-labelledby": row.id + "-title", "class": "detail", "data-compare": compare ? "true" : "false",
                           "data-status": o.status.rawValue, "id": row.id])
        h.raw("\n")
        h.open("header", ["class": "detail-head"])
        h.open("div", ["class": "title-line"])
        h.element("span", ["class": "status", "data-status": o.status.rawValue], text: statusLabel(o.status))
        h.element("h2", ["id": row.id + "-title"], text: o.name)
        h.close("div")
        if let message = o.message, !message.isEmpty {
            if o.status == .error {
                h.element("pre", ["class": "message"], text: message)
            } else {
                h.element("p", ["class": "message"], text: message)
            }
        }
        facts(&h, o, summary: summary)
        h.close("header")
        h.raw("\n")
        stage(&h, o, compare: compare)
        h.close("article")
        h.raw("\n")
    }

    static func facts(_ h: inout HTMLWriter, _ o: SnapshotOutcome, summary: ReportSummary) {
        var list: [(String, String)] = [("Kind", o.kind), ("Instance", o.instance), ("Family", o.family), ("Entry", "\(o.entry)"),
                                        ("Appearance", o.appearance), ("State", o.state)]
        if let size = sizeText(o) { list.append(("Size", size)) }
        if let m = o.mismatchedPixels {
            var text = "\(grouped(m))"
            if let total = o.totalPixels { text += " of \(grouped(total)) px" } else { text += " px" }
            if let p = percent(o) { text += " (\(p))" }
            list.append(("Differing", text))
        }
        if let box = boxText(o) { list.append(("Box", box)) }
        if o.status != .error {
            list.append(("Golden", summary.goldens.isEmpty ? o.name + ".png" : summary.goldens + "/" + o.name + ".png"))
        }
        h.open("dl", ["class": "facts"])
        for (term, value) in list {
            h.open("div", ["data-fact": term.lowercased()])
            h.element("dt", text: term)
            h.element("dd", text: value)
            h.close("div")
        }
        h.close("dl")
    }

    static func stage(_ h: inout HTMLWriter, _ o: SnapshotOutcome, compare: Bool) {
        let actualSize = (o.width, o.height)
        let expectedSize = (o.expectedWidth ?? o.width, o.expectedHeight ?? o.height)
        var panes: [(role: String, caption: String, path: String, size: (Int?, Int?), box: Bool)] = []
        if compare {
            panes.append(("expected", "Expected", o.expected!, expectedSize, o.status == .failed))
            panes.append(("actual", "Actual", o.actual!, actualSize, true))
            if let diff = o.diff { panes.append(("diff", "Diff", diff, actualSize, true)) }
        } else {
            switch o.status {
            case .missing:
                if let a = o.actual { panes.append(("actual", "Actual (no golden yet)", a, actualSize, false)) }
            case .recorded:
                if let a = o.actual ?? o.expected { panes.append(("actual", "Recorded golden", a, actualSize, false)) }
            case .passed:
                if let a = o.actual ?? o.expected { panes.append(("actual", "Actual = expected", a, actualSize, false)) }
            case .failed, .sizeMismatch, .error:
                if let e = o.expected { panes.append(("expected", "Expected", e, expectedSize, false)) }
                if let a = o.actual { panes.append(("actual", "Actual", a, actualSize, false)) }
                if let d = o.diff { panes.append(("diff", "Diff", d, actualSize, false)) }
            }
        }
        guard !panes.isEmpty else {
            let note = switch o.status {
            case .passed: "Matches its golden; the report keeps no image of it."
            case .error: "No image: the snapshot could not be rendered or compared."
            default: "The report holds no image of this snapshot."
            }
            h.element("p", ["class": "no-image"], text: note)
            h.raw("\n")
            return
        }
        h.open("div", ["class": "stage", "data-appearance": o.appearance, "data-compare": compare ? "true" : "false", "data-panes": "\(panes.count)"])
        h.raw("\n")
        for pane in panes {
            h.open("figure", ["class": "pane", "data-role": pane.role])
            h.open("figcaption")
            h.element("span", text: pane.caption)
            if let w = pane.size.0, let hh = pane.size.1 { h.element("span", ["class": "dim"], text: "\(w) × \(hh)") }
            h.element("a", ["class": "open", "href": urlPath(pane.path), "title": pane.path], text: "Open")
            h.close("figcaption")
            var frameStyle: String? = nil
            if let w = pane.size.0, let hh = pane.size.1 { frameStyle = "--iw:\(w);--ih:\(hh)" }
            h.open("div", ["class": "frame", "style": frameStyle])
            h.void("img", ["alt": "\(pane.caption) image of \(o.name)", "decoding": "async", "height": pane.size.1.map { "\($0)" },
                           "loading": "lazy", "src": urlPath(pane.path), "width": pane.size.0.map { "\($0)" }])
            if pane.box, frameStyle != nil, let b = o.boundingBox, b.count == 4, b[2] > 0, b[3] > 0 {
                h.element("span", ["aria-hidden": "true", "class": "bbox", "style": "--x:\(b[0]);--y:\(b[1]);--w:\(b[2]);--h:\(b[3])"], text: "")
            }
            h.close("div")
            h.close("figure")
            h.raw("\n")
        }
        if compare && o.diff == nil {
            h.open("figure", ["class": "pane", "data-role": "diff"])
            h.element("figcaption", text: "Diff")
            h.element("p", ["class": "no-diff"], text: o.status == .sizeMismatch ? "No diff image: the sizes differ." : "No diff image.")
            h.close("figure")
            h.raw("\n")
        }
        h.close("div")
        h.raw("\n")
    }

    // MARK: - Text

    static func statusLabel(_ s: SnapshotStatus) -> String {
        switch s {
        case .passed: "Passed"
        case .failed: "Failed"
        case .missing: "Missing golden"
        case .recorded: "Recorded"
        case .sizeMismatch: "Size mismatch"
        case .error: "Error"
        }
    }

    /// "systemSmall · entry 0 · light · real"
    static func variantLine(_ o: SnapshotOutcome) -> String {
        [o.family, "entry \(o.entry)", o.appearance, o.state].filter { !$0.isEmpty }.joined(separator: " · ")
    }

    static func itemStats(_ o: SnapshotOutcome) -> String? {
        var parts: [String] = []
        if let m = o.mismatchedPixels, m > 0 { parts.append("\(grouped(m)) px") }
        if o.status == .sizeMismatch, let size = sizeText(o) { parts.append(size) }
        if let b = o.boundingBox, b.count == 4 { parts.append("box \(b[0]),\(b[1]) \(b[2])×\(b[3])") }
        if o.status == .error, let m = o.message, let line = m.split(separator: "\n").first { parts.append(String(line)) }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    static func badge(_ o: SnapshotOutcome) -> String {
        switch o.status {
        case .failed: percent(o) ?? "differs"
        case .sizeMismatch: "size"
        case .missing: "new"
        case .recorded: "rec"
        case .error: "error"
        case .passed: "ok"
        }
    }

    static func sizeText(_ o: SnapshotOutcome) -> String? {
        guard let w = o.width, let hh = o.height else { return nil }
        if let ew = o.expectedWidth, let eh = o.expectedHeight, ew != w || eh != hh {
            return "expected \(ew) × \(eh), actual \(w) × \(hh) px"
        }
        return "\(w) × \(hh) px"
    }

    static func boxText(_ o: SnapshotOutcome) -> String? {
        guard let b = o.boundingBox, b.count == 4 else { return nil }
        return "x \(b[0]), y \(b[1]), \(b[2]) × \(b[3]) px"
    }

    /// The differing share as a percentage with two decimals ("0.16%", "<0.01%"), without locale or float printing.
    static func percent(_ o: SnapshotOutcome) -> String? {
        let ratio: Double
        if let r = o.ratio { ratio = r } else if let m = o.mismatchedPixels, let t = o.totalPixels, t > 0 { ratio = Double(m) / Double(t) } else { return nil }
        guard ratio.isFinite, ratio >= 0 else { return nil }
        let hundredths = Int((min(ratio, 1) * 10_000).rounded())
        if hundredths == 0 && ratio > 0 { return "<0.01%" }
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)%"
    }

    /// 260100 → "260,100"
    static func grouped(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return (n < 0 ? "-" : "") + out
    }

    /// A relative path as a URL path: every byte but unreserved ones and '/' is percent-encoded, so ':' cannot start a
    /// scheme and '#', '?' or spaces in file names still load.
    static func urlPath(_ path: String) -> String {
        let hex = Array("0123456789ABCDEF")
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"), UInt8(ascii: "@"):
                out.append(Character(Unicode.Scalar(byte)))
            default:
                out.append("%")
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0x0F)])
            }
        }
        return out
    }

    static func escape(_ s: String) -> String { Markup.escape(s) }
}
