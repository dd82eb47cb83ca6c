import JSON5

/// `{EllipticalGradient: {colors or stops, center:, startRadiusFraction:, endRadiusFraction:}}`: SwiftUI's
/// `EllipticalGradient`.
struct EllipticalGradientView: ViewEntry {
    let names = ["EllipticalGradient"]
    let swiftUI = ["EllipticalGradient"]
    let group = ViewGroup.drawing

    func decode(_ name: String, _ a: ViewArguments, _ d: ViewDecoder, children kids: inout [ViewNode]) -> ViewKind? {
        return d.drawingKind(name, a.arg, a.argPath, a.options, a.path)
    }

    let schema = [
        "EllipticalGradient": #"""
        {
          "type": "object",
          "properties": {
            "EllipticalGradient": {
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
                "startRadiusFraction": {
                  "type": "number",
                  "minimum": 0
                },
                "endRadiusFraction": {
                  "type": "number",
                  "minimum": 0
                }
              },
              "additionalProperties": false
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
            "EllipticalGradient"
          ],
          "description": "Ellipses of colour with the frame's proportions.",
          "title": "EllipticalGradient"
        }
        """#,
    ]
}
