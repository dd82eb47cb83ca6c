import JSON5

/// `{AngularGradient: {colors or stops, center:, startAngle:, endAngle:}}`: SwiftUI's `AngularGradient`.
struct AngularGradientView: ViewEntry {
    let names = ["AngularGradient"]
    let swiftUI = ["AngularGradient"]
    let group = ViewGroup.drawing

    func decode(_ name: String, _ a: ViewArguments, _ d: ViewDecoder, children kids: inout [ViewNode]) -> ViewKind? {
        return d.drawingKind(name, a.arg, a.argPath, a.options, a.path)
    }

    let schema = [
        "AngularGradient": #"""
        {
          "type": "object",
          "properties": {
            "AngularGradient": {
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
                "startAngle": {
                  "type": "number"
                },
                "endAngle": {
                  "type": "number"
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
            "AngularGradient"
          ],
          "description": "Colours around a centre, degrees clockwise from the trailing side.",
          "title": "AngularGradient"
        }
        """#,
    ]
}
