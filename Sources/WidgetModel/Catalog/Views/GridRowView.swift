import JSON5

/// `{GridRow: [...], alignment:}`: SwiftUI's `GridRow`.
struct GridRowView: ViewEntry {
    let names = ["GridRow"]
    let swiftUI = ["GridRow"]
    let group = ViewGroup.container

    func decode(_ name: String, _ a: ViewArguments, _ d: ViewDecoder, children kids: inout [ViewNode]) -> ViewKind? {
        return d.container(name, a.arg, a.argPath, a.options, a.path, children: &kids)
    }

    let schema = [
        "GridRow": #"""
        {
          "type": "object",
          "properties": {
            "GridRow": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/view"
              },
              "description": "The cells, one column each."
            },
            "alignment": {
              "enum": [
                "top",
                "center",
                "bottom",
                "firstTextBaseline",
                "lastTextBaseline"
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
            "GridRow"
          ],
          "description": "A row of a Grid.",
          "title": "GridRow"
        }
        """#,
    ]
}
