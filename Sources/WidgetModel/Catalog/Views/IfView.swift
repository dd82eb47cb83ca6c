import JSON5

/// `{If: "entry.done", then: view, else: view}`: Swift's `if` in a view builder.
struct IfView: ViewEntry {
    let names = ["If"]
    let swiftUI = ["if"]
    let group = ViewGroup.control

    func decode(_ name: String, _ a: ViewArguments, _ d: ViewDecoder, children kids: inout [ViewNode]) -> ViewKind? {
        let reader = d.reader
        a.allow(["then", "else"])
        guard let condition = reader.string(a.arg, a.argPath, what: "a condition expression") else { return nil }
        d.site(a.argPath, condition, .expression)
        guard let thenValue = reader.require(a.options, "then", a.path, in: "If"),
              let then = d.view(thenValue, a.path.appending(key: "then")) else { return nil }
        let otherwise = a.options["else"].flatMap { d.view($0, a.path.appending(key: "else")) }
        return .conditional(condition: condition, then: then, otherwise: otherwise)
    }

    let schema = [
        "If": #"""
        {
          "type": "object",
          "properties": {
            "If": {
              "$ref": "#/$defs/expression"
            },
            "then": {
              "$ref": "#/$defs/view"
            },
            "else": {
              "$ref": "#/$defs/view"
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
            "If",
            "then"
          ],
          "description": "Shows then when the condition (a boolean expression) is true, else otherwise.",
          "title": "If"
        }
        """#,
    ]
}
