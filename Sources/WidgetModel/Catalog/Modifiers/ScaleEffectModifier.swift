import JSON5

/// `{scaleEffect: 0.72}`, `{scaleEffect: {scale: 0.72, anchor: "top"}}` or `{scaleEffect: {x: 1, y: -1}}`: SwiftUI's
/// `scaleEffect(x:y:anchor:)`.
struct ScaleEffectModifier: ModifierEntry {
    let names = ["scaleEffect"]
    let swiftUI = ["scaleEffect(x:y:anchor:)"]
    let ranges: [String: ClosedRange<Double>] = ["": NumericRange.scaleEffect, "scale": NumericRange.scaleEffect, "x": NumericRange.scaleEffect]

    func decode(_ name: String, _ arg: JSONValue, _ p: JSONPath, _ d: ModifierDecoder) -> Modifier? {
        let reader = d.reader
        if case .number = arg {
            return reader.number(arg, p, in: NumericRange.scaleEffect, what: "a scale").map { .layer(.scaleEffect(x: $0, y: $0, anchor: .center)) }
        }
        guard let o = reader.object(arg, p, what: "a scale or {scale: 0.72, anchor: \"center\"} or {x: 1, y: -1}") else { return nil }
        reader.checkKeys(o, p, allowed: ["scale", "x", "y", "anchor"], in: "scaleEffect")
        func n(_ k: String) -> Double? { o[k].flatMap { reader.number($0, p.appending(key: k), in: NumericRange.scaleEffect, what: "a scale") } }
        if o["scale"] != nil && (o["x"] != nil || o["y"] != nil) {
            reader.fail("a scaleEffect has either scale or x/y, not both", p)
        }
        let both = n("scale")
        return .layer(.scaleEffect(x: both ?? n("x") ?? 1, y: both ?? n("y") ?? 1, anchor: d.anchor(o, p)))
    }

    let schema = [
        "scaleEffect": #"""
        {
          "description": "Scales the drawing about an anchor; layout is unchanged: 0.72, {scale: 0.72, anchor: \"center\"} or {x: 1, y: -1}.",
          "anyOf": [
            {
              "type": "number",
              "minimum": -100,
              "maximum": 100
            },
            {
              "type": "object",
              "properties": {
                "scale": {
                  "type": "number",
                  "minimum": -100,
                  "maximum": 100
                },
                "x": {
                  "type": "number",
                  "minimum": -100,
                  "maximum": 100
                },
                "y": {
                  "type": "number",
                  "minimum": -100,
                  "maximum": 100
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
              "additionalProperties": false
            }
          ]
        }
        """#,
    ]
}
