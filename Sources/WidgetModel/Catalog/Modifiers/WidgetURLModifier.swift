import JSON5

/// `{widgetURL: "app://card/{config.card.id}"}` (a template): WidgetKit's `widgetURL(_:)`.
struct WidgetURLModifier: ModifierEntry {
    let names = ["widgetURL"]
    let swiftUI = ["widgetURL(_:)"]

    func decode(_ name: String, _ arg: JSONValue, _ p: JSONPath, _ d: ModifierDecoder) -> Modifier? {
        let reader = d.reader
        let views = d.views
        guard let s = reader.string(arg, p, what: "a URL") else { return nil }
        views.site(p, s, .template)
        return .layer(.widgetURL(s))
    }

    let schema = [
        "widgetURL": #"""
        {
          "$ref": "#/$defs/template",
          "description": "The widget's single tap target (one per widget)."
        }
        """#,
    ]
}
