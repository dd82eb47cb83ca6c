import JSON5

/// `{containerBackground: "widgetBackground"}` or a view: WidgetKit's `containerBackground(_:for:)`.
struct ContainerBackgroundModifier: ModifierEntry {
    let names = ["containerBackground"]
    let swiftUI = ["containerBackground(_:for:)"]

    func decode(_ name: String, _ arg: JSONValue, _ p: JSONPath, _ d: ModifierDecoder) -> Modifier? {
        guard let (content, _) = d.secondary(arg, p) else { return nil }
        return .layer(.containerBackground(content))
    }

    let schema = [
        "containerBackground": #"""
        {
          "description": "The removable widget background: a colour name or a view; fills the whole widget.",
          "anyOf": [
            {
              "$ref": "#/$defs/colorRef"
            },
            {
              "$ref": "#/$defs/view"
            },
            {
              "type": "object",
              "properties": {
                "content": {
                  "anyOf": [
                    {
                      "$ref": "#/$defs/colorRef"
                    },
                    {
                      "$ref": "#/$defs/view"
                    }
                  ]
                },
                "alignment": {
                  "enum": [
                    "topLeading",
                    "top",
                    "topTrailing",
                    "leading",
                    "center",
                    "trailing",
                    "bottomLeading",
                    "bottom",
                    "bottomTrailing"
                  ]
                }
              },
              "additionalProperties": false,
              "required": [
                "content"
              ]
            }
          ]
        }
        """#,
    ]
}
