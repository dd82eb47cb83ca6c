import JSON5

/// `{trim: {from: 0, to: 0.75}}` on a shape: SwiftUI's `Shape.trim(from:to:)`.
struct TrimModifier: ModifierEntry {
    let names = ["trim"]
    let swiftUI = ["trim(from:to:)"]
    let restriction: ModifierRestriction? = .shapes
    let ranges: [String: ClosedRange<Double>] = ["from": NumericRange.fraction, "to": NumericRange.fraction]

    func decode(_ name: String, _ arg: JSONValue, _ p: JSONPath, _ d: ModifierDecoder) -> Modifier? {
        let reader = d.reader
        guard let o = reader.object(arg, p, what: "{from: 0, to: 0.75}") else { return nil }
        reader.checkKeys(o, p, allowed: ["from", "to"], in: "trim")
        let from = o["from"].flatMap { reader.number($0, p.appending(key: "from"), in: NumericRange.fraction, what: "a fraction") } ?? 0
        let to = o["to"].flatMap { reader.number($0, p.appending(key: "to"), in: NumericRange.fraction, what: "a fraction") } ?? 1
        return .layer(.trim(from: from, to: to))
    }

    let schema = [
        "trim": #"""
        {
          "description": "On a shape: the part of its outline between two fractions of its length (a circle starts at 3 o'clock, clockwise).",
          "type": "object",
          "properties": {
            "from": {
              "type": "number",
              "minimum": 0,
              "maximum": 1
            },
            "to": {
              "type": "number",
              "minimum": 0,
              "maximum": 1
            }
          },
          "additionalProperties": false
        }
        """#,
    ]
}
