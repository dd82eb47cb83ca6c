import HTMLMarkup
import WidgetModel
import WidgetSnapshotCore

/// Dynamic Type in the gallery: the page's Dynamic Type control (when the gallery was built at more
/// than one size) and, on every snapshot whose texts were truncated, scaled down or clipped, a
/// badge saying so, with each text, its place in the layout file and what happened in its title.
enum GalleryTextFit {
    /// The sizes a widget's snapshots were rendered at, smallest first, the default first when present.
    static func sizes(_ w: GalleryWidget) -> [String] {
        var seen: Set<String> = []
        let all = w.snapshots.map(\.dynamicType).filter { seen.insert($0).inserted }
            .sorted { (DynamicTypeSize(name: $0) ?? .large) < (DynamicTypeSize(name: $1) ?? .large) }
        return all.contains("large") ? ["large"] + all.filter { $0 != "large" } : all
    }

    /// 0 for the page's default size, 1 for the others (the default comes first in a cell).
    static func rank(_ s: GallerySnapshot, _ sizes: [String]) -> Int { s.dynamicType == sizes.first ? 0 : 1 }

    /// "Large (default)", "AX5", "xSmall".
    static func label(_ raw: String) -> String {
        guard let size = DynamicTypeSize(name: raw) else { return raw }
        if size == .large { return "Large (default)" }
        return size.isAccessibilitySize ? size.shortName.uppercased() : size.shortName
    }

    /// The Dynamic Type select, when there is more than one size.
    static func control(_ w: GalleryWidget) -> String {
        let values = sizes(w)
        guard values.count > 1 else { return "" }
        return HTMLWriter.fragment { h in
            h.open("label"); h.raw("Dynamic Type "); h.open("select", ordered: ["id": "dynamic-type", "aria-keyshortcuts": "t"])
            HTML.options(&h, values, label)
            h.close("select"); h.close("label")
        }
    }

    /// `data-dynamic-type` of a snapshot's figure, when the page has the control (`sizes`: ``sizes(_:)``).
    static func attribute(_ s: GallerySnapshot, _ sizes: [String]) -> String? {
        sizes.count > 1 ? s.dynamicType : nil
    }

    /// "2 texts truncated, 1 scaled, 1 clipped" for a snapshot's report; empty when every text fit.
    static func summary(_ texts: [TextReport.Item]) -> String {
        guard !texts.isEmpty else { return "" }
        func count(_ kind: String) -> Int { texts.filter { $0.kinds.contains(kind) }.count }
        let parts = [("truncated", count("truncated")), ("scaled", count("scaled")), ("clipped", count("clipped"))].filter { $0.1 > 0 }
        return parts.map { "\($0.1) \($0.0)" }.joined(separator: ", ")
    }

    /// One line per text for the badge's title: `"Ithaca, NY" at Layouts/weather.json5:145:136: truncated, scaled to 0.7, clipped by the widget (24.5 pt)`.
    static func details(_ texts: [TextReport.Item]) -> String {
        texts.map { t in
            var what: [String] = []
            if t.truncatedLines != nil { what.append("truncated") }
            if let f = t.scale { what.append("scaled to \(f)") }
            if let c = t.clip { what.append("clipped by \(c.edge == "widget" ? "the widget" : c.edge == "frame" ? "its frame" : "a clipShape") (\(c.by) pt)") }
            return "\u{201C}\(t.text)\u{201D} at \(t.file):\(t.line):\(t.column): " + what.joined(separator: ", ")
        }.joined(separator: "\n")
    }

    /// The badge on a snapshot whose texts did not all fit.
    static func badge(_ s: GallerySnapshot) -> String {
        let text = summary(s.texts)
        guard !text.isEmpty else { return "" }
        return HTMLWriter.fragment { h in
            h.raw(" ")
            h.element("span", ordered: ["class": "fit-badge" + (s.texts.contains { $0.clip != nil || $0.truncatedLines != nil } ? " fit-cut" : ""),
                                        "title": details(s.texts)], text: "Text: " + text)
        }
    }
}
