import JSON5

/// `{Spacer: {}}` or `{Spacer: {minLength: 4}}`: SwiftUI's `Spacer`.
struct SpacerView: ViewEntry {
    let names = ["Spacer"]
    let swiftUI = ["Spacer"]

    func decode(_ name: String, _ a: ViewArguments, _ d: ViewDecoder, children kids: inout [ViewNode]) -> ViewKind? {
        let reader = d.reader
        a.allow([])
        guard let o = a.argOptions(["minLength"]) else { return nil }
        return .content(.spacer(minLength: a.argOpt(o, "minLength") { reader.number($0, $1, in: NumericRange.length, what: "a length") }))
    }

    let schema = [
        "Spacer": #"""
        {
          "type": "object",
          "properties": {
            "Spacer": {
              "type": "object",
              "properties": {
                "minLength": {
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
            "Spacer"
          ],
          "description": "Flexible space along the stack's axis (minimum 8 by default).",
          "title": "Spacer"
        }
        """#,
    ]
}
