import JSON5

/// `{Grid: [...], alignment:, horizontalSpacing:, verticalSpacing:}`: SwiftUI's `Grid`.
struct GridView: ViewEntry {
    let names = ["Grid"]
    let swiftUI = ["Grid"]
    let group = ViewGroup.container

    func decode(_ name: String, _ a: ViewArguments, _ d: ViewDecoder, children kids: inout [ViewNode]) -> ViewKind? {
        return d.container(name, a.arg, a.argPath, a.options, a.path, children: &kids)
    }

    let schema = [
        "Grid": #"""
        {
          "type": "object",
          "properties": {
            "Grid": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/view"
              },
              "description": "The rows: GridRow views, or any view as a row spanning all columns."
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
            },
            "horizontalSpacing": {
              "type": "number",
              "minimum": -10000,
              "maximum": 10000
            },
            "verticalSpacing": {
              "type": "number",
              "minimum": -10000,
              "maximum": 10000
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
            "Grid"
          ],
          "description": "A two-dimensional grid of rows and columns.",
          "title": "Grid"
        }
        """#,
    ]
}
