import JSON5

/// `{aspectRatio: 1.5}` or `{aspectRatio: {ratio: 1.5, contentMode: "fit"}}`: SwiftUI's `aspectRatio(_:contentMode:)`.
struct AspectRatioModifier: ModifierEntry {
    let names = ["aspectRatio"]
    let swiftUI = ["aspectRatio(_:contentMode:)"]
    let ranges: [String: ClosedRange<Double>] = ["": NumericRange.aspectRatio, "ratio": NumericRange.aspectRatio]

    func decode(_ name: String, _ arg: JSONValue, _ p: JSONPath, _ d: ModifierDecoder) -> Modifier? {
        let reader = d.reader
        if case .number = arg { return reader.number(arg, p, in: NumericRange.aspectRatio).map { .layer(.aspectRatio($0, .fit)) } }
        guard let o = reader.object(arg, p, what: "a ratio or {ratio: 1.5, contentMode: \"fit\"}") else { return nil }
        reader.checkKeys(o, p, allowed: ["ratio", "contentMode"], in: "aspectRatio")
        let ratio = o["ratio"].flatMap { reader.number($0, p.appending(key: "ratio"), in: NumericRange.aspectRatio) }
        let mode = o["contentMode"].flatMap { reader.choice($0, p.appending(key: "contentMode"), ContentMode.self, what: "content mode") } ?? .fit
        return .layer(.aspectRatio(ratio, mode))
    }

    let schema = [
        "aspectRatio": #"""
        {
          "anyOf": [
            {
              "type": "number",
              "minimum": 0.0001,
              "maximum": 10000
            },
            {
              "type": "object",
              "properties": {
                "ratio": {
                  "type": "number",
                  "minimum": 0.0001,
                  "maximum": 10000
                },
                "contentMode": {
                  "enum": [
                    "fit",
                    "fill"
                  ]
                }
              },
              "additionalProperties": false
            }
          ]
        }
        """#,
    ]
}
