import JSON5

/// `{font: "headline"}` or `{font: {size: 40, weight: "bold"}}`: SwiftUI's `font(_:)`.
struct FontModifier: ModifierEntry {
    let names = ["font"]
    let swiftUI = ["font(_:)"]
    let group = ModifierGroup.environment
    let ranges: [String: ClosedRange<Double>] = ["size": NumericRange.fontSize]

    func decode(_ name: String, _ arg: JSONValue, _ p: JSONPath, _ d: ModifierDecoder) -> Modifier? {
        return d.font(arg, p).map { .environment(.font($0)) }
    }

    let schema = [
        "font": #"""
        {
          "description": "A text style such as \"headline\", or {size: 40, weight: \"bold\", design: \"rounded\"}.",
          "anyOf": [
            {
              "enum": [
                "largeTitle",
                "title",
                "title2",
                "title3",
                "headline",
                "body",
                "callout",
                "subheadline",
                "footnote",
                "caption",
                "caption2"
              ]
            },
            {
              "type": "object",
              "properties": {
                "style": {
                  "enum": [
                    "largeTitle",
                    "title",
                    "title2",
                    "title3",
                    "headline",
                    "body",
                    "callout",
                    "subheadline",
                    "footnote",
                    "caption",
                    "caption2"
                  ]
                },
                "size": {
                  "type": "number",
                  "minimum": 1
                },
                "weight": {
                  "enum": [
                    "ultraLight",
                    "thin",
                    "light",
                    "regular",
                    "medium",
                    "semibold",
                    "bold",
                    "heavy",
                    "black"
                  ]
                },
                "design": {
                  "enum": [
                    "default",
                    "rounded",
                    "monospaced",
                    "serif"
                  ]
                },
                "family": {
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 64,
                  "description": "A custom font family, such as an icon font (\"Material Icons\"); the design's fonts draw what it lacks."
                },
                "relativeTo": {
                  "description": "The text style a font of a size scales with under Dynamic Type (SwiftUI's relativeTo:).",
                  "enum": [
                    "largeTitle",
                    "title",
                    "title2",
                    "title3",
                    "headline",
                    "body",
                    "callout",
                    "subheadline",
                    "footnote",
                    "caption",
                    "caption2"
                  ]
                }
              },
              "additionalProperties": false,
              "not": {
                "required": [
                  "style",
                  "size"
                ]
              }
            }
          ]
        }
        """#,
    ]
}
