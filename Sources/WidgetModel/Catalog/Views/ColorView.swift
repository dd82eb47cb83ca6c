import JSON5

/// `{Color: "accent"}` (a colour name or #RRGGBB): SwiftUI's `Color`.
struct ColorView: ViewEntry {
    let names = ["Color"]
    let swiftUI = ["Color"]

    func decode(_ name: String, _ a: ViewArguments, _ d: ViewDecoder, children kids: inout [ViewNode]) -> ViewKind? {
        let reader = d.reader
        a.allow([])
        guard let s = reader.string(a.arg, a.argPath, what: "a colour name or #RRGGBB") else { return nil }
        d.site(a.argPath, s, .color)
        return .content(.color(s))
    }

    let schema = [
        "Color": #"""
        {
          "type": "object",
          "properties": {
            "Color": {
              "$ref": "#/$defs/colorRef"
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
            "Color"
          ],
          "description": "A colour filling the space offered.",
          "title": "Color"
        }
        """#,
    ]
}
