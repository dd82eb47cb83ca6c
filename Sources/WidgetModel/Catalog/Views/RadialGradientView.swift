import JSON5

/// `{RadialGradient: {colors or stops, center:, startRadius:, endRadius:}}`: SwiftUI's `RadialGradient`.
struct RadialGradientView: ViewEntry {
    let names = ["RadialGradient"]
    let swiftUI = ["RadialGradient"]
    let group = ViewGroup.drawing

    func decode(_ name: String, _ a: ViewArguments, _ d: ViewDecoder, children kids: inout [ViewNode]) -> ViewKind? {
        return d.drawingKind(name, a.arg, a.argPath, a.options, a.path)
    }

    let schema = [
        "RadialGradient": #"""
        {
          "type": "object",
          "properties": {
            "RadialGradient": {
              "type": "object",
              "properties": {
                "colors": {
                  "type": "array",
                  "items": {
                    "$ref": "#/$defs/colorRef"
                  },
                  "minItems": 2
                },
                "stops": {
                  "type": "array",
                  "minItems": 2,
                  "items": {
                    "type": "object",
                    "properties": {
                      "color": {
                        "$ref": "#/$defs/colorRef"
                      },
                      "location": {
                        "type": "number",
                        "minimum": 0,
                        "maximum": 1
                      }
                    },
                    "required": [
                      "color",
                      "location"
                    ],
                    "additionalProperties": false
                  },
                  "description": "Colours at locations from 0 to 1, not decreasing."
                },
                "center": {
                  "enum": [
                    "top",
                    "bottom",
                    "leading",
                    "trailing",
                    "topLeading",
                    "topTrailing",
                    "bottomLeading",
                    "bottomTrailing",
                    "center"
                  ]
                },
                "startRadius": {
                  "type": "number",
                  "minimum": 0
                },
                "endRadius": {
                  "type": "number",
                  "minimum": 0
                }
              },
              "additionalProperties": false,
              "required": [
                "endRadius"
              ]
            },
            "lint": {
              "$ref": "#/$defs/lintOption"
            },
            "modifiers": {
              "$ref": "#/$defs/modifiers"
            }
          },
          "additionalProperties": false,
          "required": [
            "RadialGradient"
          ],
          "description": "Circles of colour around a centre, radii in points.",
          "title": "RadialGradient"
        }
        """#,
    ]
}
