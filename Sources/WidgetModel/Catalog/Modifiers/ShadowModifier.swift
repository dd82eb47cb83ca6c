import JSON5

/// `{shadow: 3}` or `{shadow: {color: "#00000040", radius: 3, x: 0, y: 1}}`: SwiftUI's `shadow(color:radius:x:y:)`.
struct ShadowModifier: ModifierEntry {
    let names = ["shadow"]
    let swiftUI = ["shadow(color:radius:x:y:)"]
    let group = ModifierGroup.effect
    let ranges: [String: ClosedRange<Double>] = ["": NumericRange.effectRadius, "radius": NumericRange.effectRadius, "x": NumericRange.offset]

    func decode(_ name: String, _ arg: JSONValue, _ p: JSONPath, _ d: ModifierDecoder) -> Modifier? {
        let reader = d.reader
        let views = d.views
        func radius(_ v: JSONValue, _ path: JSONPath) -> Double? { reader.number(v, path, in: NumericRange.effectRadius, what: "a radius in points") }
        if case .number = arg { return radius(arg, p).map { .layer(.shadow(ModifierDecoder.shadowColor, radius: $0, x: 0, y: 0)) } }
        guard let o = reader.object(arg, p, what: "a radius or {color: \"#00000040\", radius: 3, x: 0, y: 1}") else { return nil }
        reader.checkKeys(o, p, allowed: ["color", "radius", "x", "y"], in: "shadow")
        guard let r = reader.require(o, "radius", p, in: "shadow").flatMap({ radius($0, p.appending(key: "radius")) }) else { return nil }
        let color = o["color"].flatMap { reader.string($0, p.appending(key: "color"), what: "a colour name") } ?? ModifierDecoder.shadowColor
        if o["color"] != nil { views.site(p.appending(key: "color"), color, .color) }
        func n(_ k: String) -> Double { o[k].flatMap { reader.number($0, p.appending(key: k), in: NumericRange.offset, what: "a distance") } ?? 0 }
        return .layer(.shadow(color, radius: r, x: n("x"), y: n("y")))
    }

    let schema = [
        "shadow": #"""
        {
          "description": "A blurred shadow of the view's coverage, drawn under it.",
          "oneOf": [
            {
              "type": "number",
              "minimum": 0,
              "maximum": 1000
            },
            {
              "type": "object",
              "properties": {
                "color": {
                  "$ref": "#/$defs/colorRef"
                },
                "radius": {
                  "type": "number",
                  "minimum": 0,
                  "maximum": 1000
                },
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
              "required": [
                "radius"
              ],
              "additionalProperties": false
            }
          ]
        }
        """#,
    ]
}
