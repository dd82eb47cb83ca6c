import JSON5

/// The character attributes (`{italic: true}`, `{underline: {color: "red"}}`, `{kerning: 1}`, ...), usable as a
/// modifier on any view and as a key of a styled text's run; each reads into ``TextAttributes``
/// (``ModifierDecoder/textAttribute(_:_:_:into:)``).
struct TextAttributeModifier: ModifierEntry {
    let name: String
    let method: String
    init(_ name: String, swiftUI method: String) { self.name = name; self.method = method }
    var names: [String] { [name] }
    var swiftUI: [String] { [method] }
    var group: ModifierGroup { .text }
    var schema: [String: String] { [name: Self.schemas[name] ?? ""] }

    func decode(_ name: String, _ arg: JSONValue, _ p: JSONPath, _ d: ModifierDecoder) -> Modifier? {
        var a = TextAttributes<String>()
        guard d.textAttribute(name, arg, p, into: &a) else { return nil }
        return .environment(.textAttributes(name: name, a))
    }

    private static let schemas = [
        "italic": #"""
        {
          "type": "boolean"
        }
        """#,
        "underline": #"""
        {
          "anyOf": [
            {
              "type": "boolean"
            },
            {
              "type": "object",
              "properties": {
                "isActive": {
                  "type": "boolean"
                },
                "color": {
                  "type": "string"
                }
              },
              "additionalProperties": false
            }
          ]
        }
        """#,
        "strikethrough": #"""
        {
          "anyOf": [
            {
              "type": "boolean"
            },
            {
              "type": "object",
              "properties": {
                "isActive": {
                  "type": "boolean"
                },
                "color": {
                  "type": "string"
                }
              },
              "additionalProperties": false
            }
          ]
        }
        """#,
        "kerning": #"""
        {
          "type": "number",
          "minimum": -1000,
          "maximum": 1000
        }
        """#,
        "tracking": #"""
        {
          "type": "number",
          "minimum": -1000,
          "maximum": 1000
        }
        """#,
        "baselineOffset": #"""
        {
          "type": "number",
          "minimum": -1000,
          "maximum": 1000
        }
        """#,
        "monospacedDigit": #"""
        {
          "type": "boolean"
        }
        """#,
    ]
}
