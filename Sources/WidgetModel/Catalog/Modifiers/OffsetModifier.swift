import JSON5

/// `{offset: {x: 0, y: 10}}`: SwiftUI's `offset(x:y:)`.
struct OffsetModifier: ModifierEntry {
    let names = ["offset"]
    let swiftUI = ["offset(x:y:)"]
    let ranges: [String: ClosedRange<Double>] = ["x": NumericRange.offset, "y": NumericRange.offset]

    func decode(_ name: String, _ arg: JSONValue, _ p: JSONPath, _ d: ModifierDecoder) -> Modifier? {
        let reader = d.reader
        guard let o = reader.object(arg, p, what: "an offset such as {x: 0, y: 10}") else { return nil }
        reader.checkKeys(o, p, allowed: ["x", "y"], in: "offset")
        func n(_ k: String) -> Double { o[k].flatMap { reader.number($0, p.appending(key: k), in: NumericRange.offset, what: "a distance") } ?? 0 }
        return .layer(.offset(x: n("x"), y: n("y")))
    }

    let schema = [
        "offset": #"""
        {
          "description": "Moves the drawing; layout is unchanged: {x: 0, y: 10}.",
          "type": "object",
          "properties": {
            "x": {
              "type": "number",
              "minimum": -10000,
              "maximum": 10000
            },
            "y": {
              "type": "number",
              "minimum": -10000,
              "maximum": 10000
            }
          },
          "additionalProperties": false
        }
        """#,
    ]
}
