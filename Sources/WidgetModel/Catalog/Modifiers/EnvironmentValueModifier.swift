import JSON5

/// `{environment: {layoutDirection: "rightToLeft"}}`: sets an environment value for the view and everything inside
/// it, as SwiftUI's `.environment(\.layoutDirection, .rightToLeft)`.
struct EnvironmentValueModifier: ModifierEntry {
    let names = ["environment"]
    let swiftUI = ["environment(_:_:)"]
    let group = ModifierGroup.environment

    func decode(_ name: String, _ arg: JSONValue, _ p: JSONPath, _ d: ModifierDecoder) -> Modifier? {
        let reader = d.reader
        let example = "{environment: {layoutDirection: \"rightToLeft\"}}"
        guard case .object(let o) = arg else {
            reader.fail("expected an object of environment values, found \(reader.describe(arg))", p, hint: "write \(example)")
            return nil
        }
        let keys = ["layoutDirection"]
        reader.checkKeys(o, p, allowed: keys, in: "environment")
        guard let value = o["layoutDirection"] else {
            if o.isEmpty { reader.fail("environment needs a value", p, hint: "write \(example); keys: " + keys.joined(separator: ", ")) }
            return nil
        }
        return reader.choice(value, p.appending(key: "layoutDirection"), LayoutDirection.self, what: "layout direction")
            .map { .environment(.layoutDirection($0)) }
    }

    let schema = [
        "environment": #"""
        {
          "type": "object",
          "properties": {
            "layoutDirection": {
              "enum": [
                "leftToRight",
                "rightToLeft"
              ]
            }
          },
          "additionalProperties": false,
          "required": [
            "layoutDirection"
          ],
          "description": "SwiftUI's .environment(\\.layoutDirection, ...) for the view and everything inside it."
        }
        """#,
    ]
}
