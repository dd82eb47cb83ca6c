import JSON5

/// `{ZStack: [...], alignment: "bottomTrailing"}`: SwiftUI's `ZStack`.
struct ZStackView: ViewEntry {
    let names = ["ZStack"]
    let swiftUI = ["ZStack"]

    func decode(_ name: String, _ a: ViewArguments, _ d: ViewDecoder, children kids: inout [ViewNode]) -> ViewKind? {
        a.allow(["alignment"])
        let alignment = a.opt("alignment") { d.alignment($0, $1) } ?? .center
        kids = d.children(a.arg, a.argPath)
        return .content(.zstack(alignment))
    }

    let schema = [
        "ZStack": #"""
        {
          "type": "object",
          "properties": {
            "ZStack": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/view"
              },
              "description": "The children, back to front."
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
              ],
              "description": "Alignment (default center)."
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
            "ZStack"
          ],
          "description": "An overlapping stack.",
          "title": "ZStack"
        }
        """#,
    ]
}
