import JSON5

/// `{rotationEffect: 135}` or `{rotationEffect: {degrees: 135, anchor: "bottom"}}`: SwiftUI's `rotationEffect(_:anchor:)`.
struct RotationEffectModifier: ModifierEntry {
    let names = ["rotationEffect"]
    let swiftUI = ["rotationEffect(_:anchor:)"]
    let ranges: [String: ClosedRange<Double>] = ["": NumericRange.degrees, "degrees": NumericRange.degrees]

    func decode(_ name: String, _ arg: JSONValue, _ p: JSONPath, _ d: ModifierDecoder) -> Modifier? {
        let reader = d.reader
        if case .number = arg {
            return reader.number(arg, p, in: NumericRange.degrees, what: "an angle in degrees").map { .layer(.rotationEffect(degrees: $0, anchor: .center)) }
        }
        guard let o = reader.object(arg, p, what: "an angle in degrees or {degrees: 135, anchor: \"center\"}") else { return nil }
        reader.checkKeys(o, p, allowed: ["degrees", "anchor"], in: "rotationEffect")
        guard let deg = reader.require(o, "degrees", p, in: "rotationEffect").flatMap({ reader.number($0, p.appending(key: "degrees"), in: NumericRange.degrees, what: "an angle in degrees") }) else { return nil }
        return .layer(.rotationEffect(degrees: deg, anchor: d.anchor(o, p)))
    }

    let schema = [
        "rotationEffect": #"""
        {
          "description": "Turns the drawing clockwise by degrees about an anchor; layout is unchanged: 135 or {degrees: 135, anchor: \"center\"}.",
          "anyOf": [
            {
              "type": "number",
              "minimum": -36000,
              "maximum": 36000
            },
            {
              "type": "object",
              "properties": {
                "degrees": {
                  "type": "number",
                  "minimum": -36000,
                  "maximum": 36000
                },
                "anchor": {
                  "enum": [
                    "top",
                    "bottom",
                    "leading",
                    "trailing",
                    "topLeading",
                    "topTrailing",
                    "bottomLeading",
                    "bottomTrailing",
                    "center"
                  ]
                }
              },
              "required": [
                "degrees"
              ],
              "additionalProperties": false
            }
          ]
        }
        """#,
    ]
}
