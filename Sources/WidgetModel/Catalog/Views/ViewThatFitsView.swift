import JSON5

/// `{ViewThatFits: [...], in: "horizontal"}`: SwiftUI's `ViewThatFits`, the first view that fits.
struct ViewThatFitsView: ViewEntry {
    let names = ["ViewThatFits"]
    let swiftUI = ["ViewThatFits"]
    let group = ViewGroup.container

    func decode(_ name: String, _ a: ViewArguments, _ d: ViewDecoder, children kids: inout [ViewNode]) -> ViewKind? {
        return d.container(name, a.arg, a.argPath, a.options, a.path, children: &kids)
    }

    let schema = [
        "ViewThatFits": #"""
        {
          "type": "object",
          "properties": {
            "ViewThatFits": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/view"
              },
              "description": "The candidates, in order of preference."
            },
            "in": {
              "enum": [
                "horizontal",
                "vertical",
                "both"
              ],
              "description": "The constrained axes (default both)."
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
            "ViewThatFits"
          ],
          "description": "The first candidate whose ideal size fits the proposal on the axes, else the last.",
          "title": "ViewThatFits",
          "examples": [
            {
              "ViewThatFits": [
                {
                  "Text": "Long label"
                },
                {
                  "Text": "Short"
                }
              ],
              "in": "horizontal"
            }
          ]
        }
        """#,
    ]
}
