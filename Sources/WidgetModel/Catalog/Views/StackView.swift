import JSON5

/// `{VStack: [...], alignment: "leading", spacing: 4}` and `{HStack: [...]}`: SwiftUI's `VStack` and `HStack`.
struct StackView: ViewEntry {
    let names = ["HStack", "VStack"]
    let swiftUI = ["HStack", "VStack"]

    func decode(_ name: String, _ a: ViewArguments, _ d: ViewDecoder, children kids: inout [ViewNode]) -> ViewKind? {
        let reader = d.reader
        a.allow(["alignment", "spacing"])
        let spacing = a.opt("spacing") { reader.number($0, $1, in: NumericRange.spacing, what: "a spacing") }
        if name == "HStack" {
            let v = a.opt("alignment") { reader.choice($0, $1, VerticalAlignment.self, what: "vertical alignment") } ?? .center
            kids = d.children(a.arg, a.argPath)
            return .content(.stack(axis: .horizontal, horizontal: .center, vertical: v, spacing: spacing))
        }
        let h = a.opt("alignment") { reader.choice($0, $1, HorizontalAlignment.self, what: "horizontal alignment") } ?? .center
        kids = d.children(a.arg, a.argPath)
        return .content(.stack(axis: .vertical, horizontal: h, vertical: .center, spacing: spacing))
    }

    let schema = [
        "HStack": #"""
        {
          "type": "object",
          "properties": {
            "HStack": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/view"
              },
              "description": "The children, leading to trailing."
            },
            "alignment": {
              "enum": [
                "top",
                "center",
                "bottom",
                "firstTextBaseline",
                "lastTextBaseline"
              ],
              "description": "Vertical alignment (default center)."
            },
            "spacing": {
              "type": "number",
              "minimum": -10000,
              "description": "Gap between children (default 8, 0 next to a Spacer); negative spacing overlaps them.",
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
            "HStack"
          ],
          "description": "A horizontal stack.",
          "title": "HStack"
        }
        """#,
        "VStack": #"""
        {
          "type": "object",
          "properties": {
            "VStack": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/view"
              },
              "description": "The children, top to bottom."
            },
            "alignment": {
              "enum": [
                "leading",
                "center",
                "trailing"
              ],
              "description": "Horizontal alignment (default center)."
            },
            "spacing": {
              "type": "number",
              "minimum": -10000,
              "description": "Gap between children (default 8, 0 next to a Spacer); negative spacing overlaps them.",
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
            "VStack"
          ],
          "description": "A vertical stack.",
          "title": "VStack",
          "examples": [
            {
              "VStack": [
                {
                  "Text": "Hello"
                }
              ],
              "alignment": "leading",
              "spacing": 4
            }
          ]
        }
        """#,
    ]
}
