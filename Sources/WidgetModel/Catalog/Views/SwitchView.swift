import JSON5

/// `{Switch: "family", cases: {systemSmall: view}, default: view}`: Swift's `switch` in a view builder.
struct SwitchView: ViewEntry {
    let names = ["Switch"]
    let swiftUI = ["switch"]
    let group = ViewGroup.control

    func decode(_ name: String, _ a: ViewArguments, _ d: ViewDecoder, children kids: inout [ViewNode]) -> ViewKind? {
        let reader = d.reader
        a.allow(["cases", "default"])
        guard let value = reader.string(a.arg, a.argPath, what: "an expression such as \"family\"") else { return nil }
        d.site(a.argPath, value, .expression)
        var cases: [(String, ViewNode)] = []
        if let casesValue = reader.require(a.options, "cases", a.path, in: "Switch"),
           let o = reader.object(casesValue, a.path.appending(key: "cases"), what: "an object of cases: {value: view}") {
            let order = reader.diagnostics.sourceMap?.orderedKeys(at: a.path.appending(key: "cases")) ?? o.keys.sorted()
            for key in order { if let v = o[key], let node = d.view(v, a.path.appending(key: "cases").appending(key: key)) { cases.append((key, node)) } }
        }
        return .switchCase(value: value, cases: cases, defaultCase: a.options["default"].flatMap { d.view($0, a.path.appending(key: "default")) })
    }

    let schema = [
        "Switch": #"""
        {
          "type": "object",
          "properties": {
            "Switch": {
              "$ref": "#/$defs/expression"
            },
            "cases": {
              "type": "object",
              "additionalProperties": {
                "$ref": "#/$defs/view"
              },
              "propertyNames": {
                "type": "string"
              },
              "description": "Views keyed by value, e.g. {systemSmall: {...}}."
            },
            "default": {
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
            "Switch",
            "cases"
          ],
          "description": "Shows the case whose key equals the expression's value (e.g. family), else default.",
          "title": "Switch"
        }
        """#,
    ]
}
