import HTMLMarkup

/// The gallery's HTML helpers over the one writer (``HTMLWriter``): every string from a layout is escaped by it.
public enum HTML {
    /// The one HTML/XML escaper (``Markup/escape(_:)``).
    public static func escape(_ s: String) -> String { Markup.escape(s) }

    /// An `<img>` with width, height, alt and lazy loading; `prefix` makes the path relative to the page.
    static func img(_ h: inout HTMLWriter, _ image: GalleryImage, prefix: String, className: String? = nil, style: String? = nil) {
        h.void("img", ordered: ["class": className, "src": prefix + image.path, "width": "\(image.width)", "height": "\(image.height)",
                                "alt": image.alt, "loading": "lazy", "style": style])
    }

    static func img(_ image: GalleryImage, prefix: String, className: String? = nil, style: String? = nil) -> String {
        HTMLWriter.fragment { img(&$0, image, prefix: prefix, className: className, style: style) }
    }

    /// `<option value="…">label</option>` per value, the chosen one `selected`.
    static func options(_ h: inout HTMLWriter, _ values: [String], selected: String? = nil, _ label: (String) -> String) {
        for v in values { h.element("option", ordered: ["value": v], bare: v == selected ? ["selected"] : [], text: label(v)) }
    }

    static func page(title: String, css: String, body: String, script: String?) -> String {
        HTMLWriter.fragment { h in
            h.raw("<!DOCTYPE html>\n")
            h.open("html", ordered: ["lang": "en"]); h.raw("\n")
            h.open("head"); h.raw("\n")
            h.void("meta", ordered: ["charset": "utf-8"]); h.raw("\n")
            h.void("meta", ordered: ["name": "viewport", "content": "width=device-width, initial-scale=1"]); h.raw("\n")
            h.element("title", text: title); h.raw("\n")
            h.void("link", ordered: ["rel": "stylesheet", "href": css]); h.raw("\n")
            h.close("head"); h.raw("\n")
            h.open("body"); h.raw("\n")
            h.raw(body); h.raw("\n")
            if let script { h.open("script", ordered: ["src": script]); h.close("script") }
            h.raw("\n")
            h.close("body"); h.raw("\n")
            h.close("html"); h.raw("\n")
        }
    }
}
