import JSON5

/// `{AccessoryWidgetBackground: {}}`: WidgetKit's `AccessoryWidgetBackground`, the accessory families' standard
/// backdrop: a colour view of the system colour of that name.
struct AccessoryWidgetBackgroundView: ViewEntry {
    let names = ["AccessoryWidgetBackground"]
    let swiftUI = ["AccessoryWidgetBackground"]

    func decode(_ name: String, _ a: ViewArguments, _ d: ViewDecoder, children kids: inout [ViewNode]) -> ViewKind? {
        a.allow([])
        guard a.argOptions([]) != nil else { return nil }
        return .content(.color("accessoryWidgetBackground"))
    }

    let schema = [
        "AccessoryWidgetBackground": #"""
        {
          "type": "object",
          "properties": {
            "AccessoryWidgetBackground": {
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
            "AccessoryWidgetBackground"
          ],
          "description": "The accessory families' standard backdrop (fills the space offered, like a Color).",
          "title": "AccessoryWidgetBackground"
        }
        """#,
    ]
}
