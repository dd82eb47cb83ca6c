import JSON5

/// `{widgetAccentedRenderingMode: "accented"}` on an Image: WidgetKit's `Image.widgetAccentedRenderingMode(_:)`.
struct WidgetAccentedRenderingModeModifier: ModifierEntry {
    let names = ["widgetAccentedRenderingMode"]
    let swiftUI = ["widgetAccentedRenderingMode(_:)"]
    let restriction: ModifierRestriction? = ModifierRestriction(views: ["Image"], what: "an Image", hint: "mark other views with {widgetAccentable: true}")

    func decode(_ name: String, _ arg: JSONValue, _ p: JSONPath, _ d: ModifierDecoder) -> Modifier? {
        let reader = d.reader
        return reader.choice(arg, p, WidgetAccentedRenderingMode.self, what: "accented rendering mode").map { .layer(.widgetAccentedRenderingMode($0)) }
    }

    let schema = [
        "widgetAccentedRenderingMode": #"""
        {
          "description": "On an Image: how the accented rendering mode draws it (default: a silhouette of the primary group).",
          "enum": [
            "accented",
            "desaturated",
            "accentedDesaturated",
            "fullColor"
          ]
        }
        """#,
    ]
}
