import JSON5

/// `{Path: {d: "M0 0 L10 10", viewBox: [0, 0, 24, 24], fit: "fit", fill: "accent"}}`: SwiftUI's `Path` (SVG path data).
struct PathView: ViewEntry {
    let names = ["Path"]
    let swiftUI = ["Path"]
    let group = ViewGroup.drawing

    func decode(_ name: String, _ a: ViewArguments, _ d: ViewDecoder, children kids: inout [ViewNode]) -> ViewKind? {
        return d.drawingKind(name, a.arg, a.argPath, a.options, a.path)
    }

    let schema = [
        "Path": #"""
        {
          "type": "object",
          "properties": {
            "Path": {
              "type": "object",
              "properties": {
                "d": {
                  "type": "string",
                  "description": "SVG path data: M L H V C S Q T A Z (lower case: relative)."
                },
                "viewBox": {
                  "type": "array",
                  "items": {
                    "type": "number"
                  },
                  "minItems": 4,
                  "maxItems": 4,
                  "description": "[x, y, width, height]: the coordinates of d, mapped onto the frame."
                },
                "fit": {
                  "enum": [
                    "none",
                    "fit",
                    "fill"
                  ],
                  "description": "How the view box maps onto the frame (default none: stretched)."
                },
                "fillRule": {
                  "enum": [
                    "nonZero",
                    "evenOdd"
                  ]
                },
                "fill": {
                  "$ref": "#/$defs/colorRef"
                },
                "stroke": {
                  "$ref": "#/$defs/colorRef"
                },
                "lineWidth": {
                  "type": "number",
                  "minimum": 0,
                  "maximum": 1000
                }
              },
              "additionalProperties": false,
              "required": [
                "d"
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
            "Path"
          ],
          "description": "A shape drawn from SVG path data.",
          "title": "Path"
        }
        """#,
    ]
}
