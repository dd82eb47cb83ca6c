import HTMLMarkup
import WidgetLayout
import WidgetLint
import WidgetSnapshotCore

/// The design lint in the gallery: each widget page lists its findings, each snapshot with a
/// finding carries a badge, and the index shows a count per widget.
public enum GalleryLint {
    /// A lint report's findings by widget kind (the gallery lints its variants on the first device,
    /// in the same pass that draws them: ``VariantPass``).
    static func byKind(_ report: LintReport, _ layouts: [LoadedLayout]) -> [String: [LintFinding]] {
        let kinds = Dictionary(layouts.map { ($0.path, $0.definition.kind) }, uniquingKeysWith: { a, _ in a })
        return Dictionary(grouping: report.findings) { kinds[$0.file] ?? "" }
    }

    /// The variant name of a snapshot (its image path without `snapshots/` and `.png`).
    static func name(_ s: GallerySnapshot) -> String {
        var p = Substring(s.image.path)
        if p.hasPrefix("snapshots/") { p = p.dropFirst("snapshots/".count) }
        if p.hasSuffix(".png") { p = p.dropLast(4) }
        return String(p)
    }

    /// A badge for a snapshot with findings: how many, the worst severity, the rules in its title.
    static func badge(_ s: GallerySnapshot, _ w: GalleryWidget) -> String {
        let name = name(s)
        let here = w.lint.filter { $0.variants.contains(name) }
        guard !here.isEmpty else { return "" }
        let errors = here.contains { $0.severity == .error }
        let rules = Array(Set(here.map(\.rule))).sorted().joined(separator: ", ")
        return HTMLWriter.fragment { h in
            h.open("a", ordered: ["class": "lint-badge" + (errors ? " lint-error" : ""), "href": "#lint-title", "title": "Design lint: " + rules])
            h.text("\(here.count) lint \(here.count == 1 ? "finding" : "findings")")
            h.close("a")
        }
    }

    /// The widget page's section: every finding with its place, message, variants and guideline.
    static func section(_ w: GalleryWidget) -> String {
        HTMLWriter.fragment { h in
            h.open("section", ordered: ["aria-labelledby": "lint-title", "class": "lint"])
            h.element("h2", ordered: ["id": "lint-title"], text: "Design lint")
            guard !w.lint.isEmpty else {
                h.element("p", ordered: ["class": "lint-clean"],
                          text: "No findings: every design rule passes in every variant (or is turned off with a reason in the layout).")
                h.close("section"); h.raw("\n")
                return
            }
            h.open("ol", ordered: ["class": "lint-findings"])
            for f in w.lint {
                h.open("li", ordered: ["class": "lint-\(f.severity.rawValue)"])
                h.open("p"); h.element("span", ordered: ["class": "lint-severity"], text: f.severity.rawValue); h.raw(" ")
                h.element("code", text: f.rule); h.raw(" at "); h.element("code", ordered: ["title": f.file], text: "\(GalleryWords.fileName(f.file)):\(f.line):\(f.column)"); h.close("p")
                h.element("p", text: f.fullMessage)
                if !f.variants.isEmpty { h.element("p", ordered: ["class": "lint-variants"], text: "In \(f.variants.count) variant\(f.variants.count == 1 ? "" : "s")") }
                h.open("blockquote"); h.text(f.guideline.sentence); h.raw(" "); h.element("cite", text: f.guideline.source); h.close("blockquote")
                h.close("li")
            }
            h.close("ol"); h.close("section"); h.raw("\n")
        }
    }

    /// The index card's count.
    static func count(_ w: GalleryWidget) -> String {
        let errors = w.lint.filter { $0.severity == .error }.count, warnings = w.lint.count - errors
        guard !w.lint.isEmpty else { return HTMLWriter.fragment { $0.element("p", ordered: ["class": "lint-count lint-clean"], text: "Design lint: no findings") } }
        return HTMLWriter.fragment {
            $0.element("p", ordered: ["class": "lint-count" + (errors > 0 ? " lint-error" : "")],
                       text: "Design lint: \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
        }
    }
}
