import JSON5

/// `{link: "app://purchase/{item.id}"}` (a template): SwiftUI's `Link(destination:label:)` around the view.
struct LinkModifier: ModifierEntry {
    let names = ["link"]
    let swiftUI = ["Link(destination:label:)"]

    func decode(_ name: String, _ arg: JSONValue, _ p: JSONPath, _ d: ModifierDecoder) -> Modifier? {
        let reader = d.reader
        let views = d.views
        guard let s = reader.string(arg, p, what: "a URL") else { return nil }
        views.site(p, s, .template)
        return .layer(.link(s))
    }

    let schema = [
        "link": #"""
        {
          "$ref": "#/$defs/template",
          "description": "A tap target for this view (medium and larger)."
        }
        """#,
    ]
}
