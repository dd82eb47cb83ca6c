import JSON5

/// `{fixedSize: true}` or `{fixedSize: {horizontal: true, vertical: false}}`: SwiftUI's `fixedSize(horizontal:vertical:)`.
struct FixedSizeModifier: ModifierEntry {
    let names = ["fixedSize"]
    let swiftUI = ["fixedSize(horizontal:vertical:)"]

    func decode(_ name: String, _ arg: JSONValue, _ p: JSONPath, _ d: ModifierDecoder) -> Modifier? {
        let reader = d.reader
        if case .bool(let b) = arg { return .layer(.fixedSize(horizontal: b, vertical: b)) }
        guard let o = reader.object(arg, p, what: "true or {horizontal: true, vertical: false}") else { return nil }
        reader.checkKeys(o, p, allowed: ["horizontal", "vertical"], in: "fixedSize")
        return .layer(.fixedSize(horizontal: o["horizontal"].flatMap { reader.bool($0, p.appending(key: "horizontal")) } ?? false,
                                 vertical: o["vertical"].flatMap { reader.bool($0, p.appending(key: "vertical")) } ?? false))
    }

    let schema = [
        "fixedSize": #"""
        {
          "anyOf": [
            {
              "type": "boolean"
            },
            {
              "type": "object",
              "properties": {
                "horizontal": {
                  "type": "boolean"
                },
                "vertical": {
                  "type": "boolean"
                }
              },
              "additionalProperties": false
            }
          ]
        }
        """#,
    ]
}
