import HTMLMarkup

/// A lazy widget page's data (``GalleryPages/lazyData(_:appearances:states:)``), read by gallery.js:
/// the dimensions' values and labels, the entries, and a compact row per snapshot. Encoded by
/// ``ScriptJSON`` in the order of `CodingKeys`.
struct GalleryPageData: Encodable {
    var name: String
    var families: [String]
    var appearances: [String]
    var appearanceLabels: [String]
    var states: [String]
    var stateLabels: [String]
    var instances: [String]
    var devices: [String]
    var entries: [Entry]
    /// Dynamic Type sizes, each shot's index into them, and each shot's text-fit badge (text, title) or null.
    var dynamicTypes: [String]
    var shotDynamicTypes: [Int]
    var shotTexts: [[String]?]
    /// Only when the page has a Language control.
    var locales: [String]?
    var shotLocales: [Int]?
    var shots: [Shot]

    /// `[date, relevance or null]`.
    struct Entry: Encodable {
        var date: String
        var relevance: String?
        func encode(to encoder: any Encoder) throws {
            var row = encoder.unkeyedContainer()
            try row.encode(date)
            try row.encode(relevance)
        }
    }

    /// `[family, entry, appearance, state, instance, device, width, height, path]` as indexes into the
    /// lists above, then `status, label, variant, anchor` when the gallery has a baseline.
    struct Shot: Encodable {
        var family: Int, entry: Int, appearance: Int, state: Int, instance: Int, device: Int
        var width: Int, height: Int
        var path: String
        var review: (status: String, label: String, variant: String, anchor: String)?
        func encode(to encoder: any Encoder) throws {
            var row = encoder.unkeyedContainer()
            for n in [family, entry, appearance, state, instance, device, width, height] { try row.encode(n) }
            try row.encode(path)
            if let review { for s in [review.status, review.label, review.variant, review.anchor] { try row.encode(s) } }
        }
    }

    /// The element's text: `<script type="application/json" id="gallery-data">…</script>`, the shots one per line.
    func script() -> String {
        // Encoding strings, numbers and optionals into ScriptJSON's tree does not throw.
        let json = (try? ScriptJSON.encode(self, lineBreakBefore: ["shots"], lineBreakInside: ["shots"])) ?? "{}"
        return "<script type=\"application/json\" id=\"gallery-data\">" + json + "</script>"
    }
}
