import JSON5

/// `{overlay: {Circle: {fill: "red"}}}`, a colour, or `{overlay: {content: view, alignment: "top"}}`: SwiftUI's
/// `overlay(_:alignment:)`.
struct OverlayModifier: ModifierEntry {
    let names = ["overlay"]
    let swiftUI = ["overlay(_:alignment:)"]

    func decode(_ name: String, _ arg: JSONValue, _ p: JSONPath, _ d: ModifierDecoder) -> Modifier? {
        guard let (content, alignment) = d.secondary(arg, p) else { return nil }
        return .layer(.overlay(content, alignment))
    }

    let schema = [
        "overlay": #"""
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
