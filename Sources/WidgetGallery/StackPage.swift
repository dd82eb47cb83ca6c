import Foundation
import HTMLMarkup
import WidgetIntelligence
import WidgetLayout
import WidgetModel
import WidgetSnapshotCore

/// The Smart Stack pages of the gallery: one per scenario of the `Stacks` folder beside the
/// layouts' folder, with a 24-hour strip of the widget on top (the reason on hover and on focus),
/// each widget's relevance over the day as an inline SVG plot with its windows shaded, and the
/// snapshot each widget shows at each rotation, rendered by the same renderer.
enum StackPage {
    struct Built { var id: String; var title: String; var page: String }

    /// Renders and writes the page of every scenario; returns them for the index. Invalid scenarios are errors (exit 65).
    static func build(layoutFiles: [String], out: String, assetsRoot: String) throws(GalleryError) -> [Built] {
        let folders = Set(layoutFiles.map { PathText.parent($0) }).sorted()
        var built: [Built] = []
        for folder in StackScenarios.folders(besideLayouts: folders.map { $0.isEmpty ? "." : $0 }) {
            for file in StackScenarios.files(in: folder) {
                switch try GalleryError.scenarios({ () throws(ScenariosError) in try StackScenarios.load(file, listedIn: folder) }) {
                case .failure(let e): throw .invalidScenario(diagnostics: e.diagnostics)
                case .success(let s):
                    let page = "stack-\(s.id).html"
                    let text = try html(s, StackScenarios.simulate(s), out: out, assetsRoot: assetsRoot)
                    try GalleryError.files { () throws(FilesError) in try AtomicFile.write(text, to: out + "/" + page) }
                    built.append(Built(id: s.id, title: s.title, page: page))
                }
            }
        }
        return built
    }

    /// The index with a list of the Smart Stack pages before its `</main>` (or `</body>`).
    static func linked(_ index: String, _ pages: [Built]) -> String {
        guard !pages.isEmpty else { return index }
        let nav = HTMLWriter.fragment { h in
            h.raw("<nav class=\"stack-links\" aria-label=\"Smart Stack days\"><h2>Smart Stack days</h2><ul>")
            for p in pages { h.open("li"); h.element("a", ordered: ["href": p.page], text: p.title); h.close("li") }
            h.raw("</ul></nav>\n")
        }
        for marker in ["</main>", "<script", "</body>"] {
            if let r = index.range(of: marker) { return index.replacingCharacters(in: r.lowerBound..<r.lowerBound, with: nav) }
        }
        return index + nav
    }

    static func html(_ s: StackScenario, _ day: StackDay, out: String, assetsRoot: String) throws(GalleryError) -> String {
        let horizon = max(s.input.days, 1) * DayTime.day
        var h = HTMLWriter()
        h.raw("<main class=\"stack-page\">\n<p><a href=\"index.html\">All widgets</a></p>\n")
        h.element("h1", text: s.title); h.raw("\n")
        h.element("p", ordered: ["class": "stack-summary"],
                  text: "\(s.dayText) · \(s.family.rawValue) · \(s.members.count) widget\(s.members.count == 1 ? "" : "s") · \(s.input.glances.count) glances")
        h.raw("\n")

        // The strip: one focusable segment per stretch on top.
        h.raw("<h2 id=\"strip-title\">Who is on top</h2>\n<ol class=\"stack-strip\" aria-labelledby=\"strip-title\">")
        for (i, e) in day.events.enumerated() {
            let end = i + 1 < day.events.count ? day.events[i + 1].time : horizon
            let width = Double(end - e.time) / Double(horizon) * 100
            let text = "\(DayTime.text(e.time))–\(DayTime.endText(end)) \(e.top): \(e.reason)"
            h.open("li", ordered: ["class": "stack-seg slot-\(e.slot % 10)", "style": "width: \(String(format: "%.3f", width))%", "tabindex": "0", "aria-label": text])
            h.element("span", ordered: ["class": "stack-tip", "role": "tooltip"], text: text); h.close("li")
        }
        h.raw("</ol>\n" + hours(horizon))

        // The events.
        h.raw("<h2>Events</h2>\n<table class=\"stack-events\"><thead><tr><th scope=\"col\">Time</th><th scope=\"col\">On top</th><th scope=\"col\">Reason</th><th scope=\"col\">Rotations left</th></tr></thead><tbody>")
        for e in day.events {
            h.open("tr"); h.element("td", text: DayTime.text(e.time)); h.element("td", text: e.top); h.element("td", text: e.reason)
            h.element("td", text: e.budget.map(String.init) ?? "unlimited"); h.close("tr")
        }
        h.raw("</tbody></table>\n")
        if !day.refusals.isEmpty {
            h.raw("<h2>Refused</h2>\n<ul class=\"stack-refused\">"); for r in day.refusals { h.element("li", text: r.line) }; h.raw("</ul>\n")
        }
        if !day.warnings.isEmpty {
            h.raw("<h2>Warnings</h2>\n<ul class=\"stack-warnings\">"); for w in day.warnings { h.element("li", text: w) }; h.raw("</ul>\n")
        }

        // Per widget: the relevance plot and the snapshots at its rotations.
        let device = DeviceCatalog.default
        let worker = try GalleryError.pipeline { () throws(PipelineError) in try RenderWorker(assetsRoot: assetsRoot, device: device, scale: 2) }
        var layoutIndex: [String: Int] = [:]
        for (i, m) in s.members.enumerated() {
            h.open("section", ordered: ["class": "stack-widget", "aria-labelledby": "w\(i)"]); h.raw("\n")
            h.open("h2", ordered: ["id": "w\(i)"]); h.raw("<span class=\"stack-key slot-\(i % 10)\" aria-hidden=\"true\"></span>"); h.text(m.label); h.close("h2"); h.raw("\n")
            h.element("p", text: "\(GalleryWords.fileName(m.layout.path)) · instance \(m.instance.name) · \(GalleryWords.duration(minutes: day.minutesOnTop[i])) on top, \(day.rotations[i]) rotation\(day.rotations[i] == 1 ? "" : "s")")
            h.raw("\n")
            h.raw(plot(s.input.instances[i], parameters: s.input.parameters, horizon: horizon, label: m.label))
            let shown = day.events.filter { $0.slot == i }
            var rendered: Set<Int> = []
            var figures = HTMLWriter()
            let index = layoutIndex[m.layout.path] ?? layoutIndex.count
            layoutIndex[m.layout.path] = index
            for e in shown {
                let entry = e.entry ?? 0
                guard m.layout.definition.timeline.entries.indices.contains(entry) else { continue }
                let name = "stacks/\(s.id)/\(i)-\(entry).png"
                if rendered.insert(entry).inserted {
                    let variant = VariantID(kind: m.layout.definition.kind, instance: m.instance.name, family: s.family, entry: entry,
                                            appearance: Appearance(colorScheme: .light), state: .real, device: device.id, scale: 2)
                    let png = try GalleryError.pipeline { () throws(PipelineError) in try worker.png(variant, of: m.layout, index: index) }.png
                    try GalleryError.files { () throws(FilesError) in try AtomicFile.write(png, to: out + "/" + name) }
                }
                let size = device.size(of: s.family) ?? Size(170, 170)
                figures.open("figure")
                HTML.img(&figures, GalleryImage(path: name, width: Int(size.width.rounded()), height: Int(size.height.rounded()),
                                                alt: "\(m.label) at \(DayTime.text(e.time)), entry \(entry)"), prefix: "")
                figures.element("figcaption", text: "\(DayTime.text(e.time)): \(e.reason)"); figures.close("figure")
            }
            h.raw(figures.text.isEmpty ? "<p>Never on top this day.</p>\n" : "<div class=\"stack-shots\">\(figures.text)</div>\n")
            h.raw("</section>\n")
        }
        h.raw("</main>\n")
        return HTML.page(title: "\(s.title) · Smart Stack", css: "assets/gallery.css", body: h.text, script: nil)
    }

    /// The time axis under the strip and under each plot, at the same places (every 6 h of one day; each day of several).
    static func hours(_ horizon: Int) -> String {
        let days = max(horizon / DayTime.day, 1)
        let marks = days == 1 ? stride(from: 0, through: 24, by: 6).map { "\($0 < 10 ? "0" : "")\($0):00" }
            : (0...days).map { $0 == days ? "end" : "day \($0 + 1)" }
        return "<div class=\"stack-hours\" aria-hidden=\"true\">" + marks.map { "<span>\($0)</span>" }.joined() + "</div>\n"
    }

    /// Score (normalised) against time, the windows shaded and labelled with their scores, the
    /// threshold dashed and labelled, on the strip's width and time axis (so a window sits under the
    /// stretch it puts on top). A widget with no relevance all day says so in the plot.
    static func plot(_ w: StackWidget, parameters: StackParameters, horizon: Int, label: String) -> String {
        let width = 1000.0, height = 90.0, top = 6.0
        func xv(_ t: Int) -> Double { Double(min(max(t, 0), horizon)) / Double(horizon) * width }
        func x(_ t: Int) -> String { String(format: "%.1f", xv(t)) }
        func yv(_ s: Double) -> Double { top + (1 - min(max(s, 0), 1)) * (height - top) }
        func y(_ s: Double) -> String { String(format: "%.1f", yv(s)) }
        func percent(_ v: Double, of total: Double) -> String { String(format: "%.2f%%", v / total * 100) }
        let scale = ScoreScale(w.entries)
        let windows = RelevanceWindows.windows(w.entries, zeroDuration: parameters.zeroDuration)
        var h = HTMLWriter()
        h.open("div", ordered: ["class": "stack-plot-box"])
        h.open("svg", ordered: ["class": "stack-plot", "viewBox": "0 0 \(Int(width)) \(Int(height))", "preserveAspectRatio": "none", "role": "img",
                                "aria-label": "Relevance of \(label) over the day"])
        h.element("title", text: "Relevance of \(label): normalised score against time; shaded: active windows")
        var svg = "<rect class=\"plot-bg\" x=\"0\" y=\"0\" width=\"\(Int(width))\" height=\"\(Int(height))\"/>"
        // Grid lines at the hours the axis names (over the windows; none in an empty plot).
        let step = horizon > DayTime.day ? DayTime.day : DayTime.day / 4
        var grid = ""
        for t in stride(from: step, to: horizon, by: step) {
            grid += "<line class=\"plot-grid\" x1=\"\(x(t))\" y1=\"0\" x2=\"\(x(t))\" y2=\"\(Int(height))\" vector-effect=\"non-scaling-stroke\"/>"
        }
        var points: [String] = []
        var lastEnd: Int?
        var labels = HTMLWriter()
        var relevant = 0
        for win in windows {
            let end = win.end ?? horizon
            let s = scale.normalised(win.score)
            if end > win.start && RelevanceWindows.isRelevant(win.score) {
                relevant += 1
                let text = "\(DayTime.text(win.start))–\(DayTime.endText(end)): \(CandidateText.number(win.score)) (\(CandidateText.number(s)) normalised)"
                svg += "<rect class=\"plot-window\" x=\"\(x(win.start))\" y=\"\(y(s))\" width=\"\(String(format: "%.1f", max(xv(end) - xv(win.start), 0)))\" height=\"\(String(format: "%.1f", height - yv(s)))\">"
                svg += HTMLWriter.fragment { $0.element("title", text: text) }
                svg += "</rect>"
                // The window's score over its middle, inside the box (clamped so it never leaves it).
                let middle = min(max((xv(win.start) + xv(end)) / 2, 2.5 * width / 100), 97.5 * width / 100)
                labels.element("span", ordered: ["class": "plot-value", "style": "left: \(percent(middle, of: width)); top: \(percent(max(yv(s) - 2, 0), of: height))"],
                               text: CandidateText.number(win.score))
            }
            if let previous = lastEnd, previous < win.start { points.append("\(x(win.start)),\(y(0))") }
            lastEnd = end
            points.append("\(x(win.start)),\(y(s))")
            points.append("\(x(end)),\(y(s))")
            if end < horizon { points.append("\(x(end)),\(y(0))") }
        }
        if relevant > 0 {
            svg += grid
            svg += "<line class=\"plot-threshold\" x1=\"0\" y1=\"\(y(parameters.relevanceThreshold))\" x2=\"\(Int(width))\" y2=\"\(y(parameters.relevanceThreshold))\" vector-effect=\"non-scaling-stroke\"/>"
        }
        if !points.isEmpty { svg += "<polyline class=\"plot-line\" points=\"\(points.joined(separator: " "))\" vector-effect=\"non-scaling-stroke\"/>" }
        h.raw(svg); h.close("svg")
        if relevant > 0 {
            h.element("span", ordered: ["class": "plot-axis plot-top"], text: "highest")
            h.element("span", ordered: ["class": "plot-axis plot-threshold-label", "style": "top: \(percent(yv(parameters.relevanceThreshold), of: height))"],
                      text: "threshold \(CandidateText.number(parameters.relevanceThreshold))")
            h.raw(labels.text)
        } else {
            h.element("span", ordered: ["class": "plot-none"], text: "No relevance this day: on top only by a donation, a habit or a rotation")
        }
        h.close("div"); h.raw("\n")
        h.raw(hours(horizon))
        return h.text
    }
}

enum CandidateText {
    static func number(_ x: Double) -> String { x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : "\((x * 1000).rounded() / 1000)" }
}
