import WidgetModel

/// A minimal widget around a view snippet. The view's text starts on line 6, column 9.
func widgetText(view: String, extra: String = "") -> String {
    """
    {
      kind: "T", displayName: "Test", description: "A test widget.", families: ["systemSmall", "systemMedium"],
      timeline: {entries: [{date: "2026-06-01T09:00:00Z", values: {name: "Ada", n: 3, items: [{a: 1, cat: "food"}, {a: 2, cat: "fun"}], rain: true}}]},
      colors: {accent: {light: "#0A84FF", dark: "#409CFF"}},\(extra)
      view:
        \(view)
    }
    """
}

func decode(_ text: String) -> Result<WidgetDefinition, LayoutFileErrors> { LayoutFile.decode(text: text, file: "t.json5") }

func decodeErrors(_ text: String) -> [Diagnostic] {
    if case .failure(let e) = decode(text) { return e.diagnostics }
    return []
}
