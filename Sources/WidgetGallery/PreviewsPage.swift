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
            let what = p.kind == "widget" ? "widget · \(p.family ?? "")" : "view · \(layoutLabel(p.layout))"
            sections += "<section class=\"family\" id=\"\(id)\" aria-labelledby=\"\(id)-title\"><h3 id=\"\(id)-title\">\(HTML.escape(p.title))</h3>"
            sections += "<p class=\"when\"><span class=\"date\">\(HTML.escape("\(p.file):\(p.line)"))</span> <span class=\"relevance\">\(HTML.escape(what))</span></p>"
            if let error = p.error { sections += "<p class=\"empty\">Not drawn: \(HTML.escape(error))</p>" }
            sections += "<ol class=\"entries\">"
            let entries = p.images.reduce(into: [Int]()) { if !$0.contains($1.entry) { $0.append($1.entry) } }
            for entry in entries {
                sections += "<li class=\"cell\" data-entry=\"\(entry)\">"
                if p.kind == "widget" { sections += "<p class=\"when\">Entry \(entry + 1) of \(entries.count)</p>" }
                sections += "<div class=\"variants\">"
                for image in p.images where image.entry == entry {
                    let label = image.appearance == "light" ? "Light" : image.appearance == "dark" ? "Dark" : image.appearance
                    let alt = "\(p.title), \(p.kind == "widget" ? "entry \(entry + 1), " : "")\(label.lowercased())"
                    let scale = manifest.scale > 0 ? manifest.scale : 1
                    let width = Int((Double(image.width) / scale).rounded()), height = Int((Double(image.height) / scale).rounded())
                    sections += "<figure class=\"shot\" data-appearance=\"\(HTML.escape(image.appearance))\"><div class=\"wall\">"
                        + "<img class=\"widget\" src=\"\(HTML.escape(image.path))\" width=\"\(width)\" height=\"\(height)\" alt=\"\(HTML.escape(alt))\" loading=\"lazy\">"
                        + "</div><figcaption>\(HTML.escape(label))</figcaption></figure>"
                }
                sections += "</div></li>"
            }
            sections += "</ol></section>\n"
        }
        let count = manifest.previews.count
        let body = """
        <header class="top"><h1>\(HTML.escape(title))</h1><p>\(count) preview\(count == 1 ? "" : "s") · light and dark · \(HTML.escape(manifest.device))</p></header>
        <main>
        <div class="families">
        \(sections)</div>
        </main>
        """
        return HTML.page(title: title, css: "assets/gallery.css", body: body, script: nil)
    }

    static func layoutLabel(_ layout: String?) -> String {
        switch layout {
        case "sizeThatFits": "size that fits"
        case "fixed": "fixed size"
        default: "device width"
        }
    }
}
