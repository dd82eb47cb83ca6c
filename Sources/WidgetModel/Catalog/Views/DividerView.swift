import JSON5

/// `{Divider: {}}`: SwiftUI's `Divider`.
struct DividerView: ViewEntry {
    let names = ["Divider"]
    let swiftUI = ["Divider"]

    func decode(_ name: String, _ a: ViewArguments, _ d: ViewDecoder, children kids: inout [ViewNode]) -> ViewKind? {
        a.allow([])
        guard a.argOptions([]) != nil else { return nil }
        return .content(.divider)
    }

    let schema = [
        "Divider": #"""
        {
          "type": "object",
          "properties": {
            "Divider": {
              "type": "object",
              "additionalProperties": false,
              "maxProperties": 0,
              "description": "An empty object: {}"
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
            "Divider"
          ],
          "description": "A hairline across the stack's axis.",
          "title": "Divider"
        }
        """#,
    ]
}
