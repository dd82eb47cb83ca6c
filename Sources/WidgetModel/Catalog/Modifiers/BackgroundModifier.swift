import JSON5

/// `{background: "accent"}`, a view, or `{background: {content: view, alignment: "bottom"}}`: SwiftUI's
/// `background(_:alignment:)`.
struct BackgroundModifier: ModifierEntry {
    let names = ["background"]
    let swiftUI = ["background(_:alignment:)"]

    func decode(_ name: String, _ arg: JSONValue, _ p: JSONPath, _ d: ModifierDecoder) -> Modifier? {
        guard let (content, alignment) = d.secondary(arg, p) else { return nil }
        return .layer(.background(content, alignment))
    }

    let schema = [
        "background": #"""
        {
          "description": "A colour name, a view, or {content: colour or view, alignment}.",
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
