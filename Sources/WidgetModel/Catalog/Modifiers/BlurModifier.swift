import JSON5

/// `{blur: 8}` or `{blur: {radius: 8, opaque: true}}`: SwiftUI's `blur(radius:opaque:)`.
struct BlurModifier: ModifierEntry {
    let names = ["blur"]
    let swiftUI = ["blur(radius:opaque:)"]
    let group = ModifierGroup.effect
    let ranges: [String: ClosedRange<Double>] = ["": NumericRange.effectRadius, "radius": NumericRange.effectRadius]

    func decode(_ name: String, _ arg: JSONValue, _ p: JSONPath, _ d: ModifierDecoder) -> Modifier? {
        let reader = d.reader
        func radius(_ v: JSONValue, _ path: JSONPath) -> Double? { reader.number(v, path, in: NumericRange.effectRadius, what: "a radius in points") }
        if case .number = arg { return radius(arg, p).map { .layer(.blur(radius: $0, opaque: false)) } }
        guard let o = reader.object(arg, p, what: "a radius or {radius: 8, opaque: false}") else { return nil }
        reader.checkKeys(o, p, allowed: ["radius", "opaque"], in: "blur")
        guard let r = reader.require(o, "radius", p, in: "blur").flatMap({ radius($0, p.appending(key: "radius")) }) else { return nil }
        return .layer(.blur(radius: r, opaque: o["opaque"].flatMap { reader.bool($0, p.appending(key: "opaque")) } ?? false))
    }

    let schema = [
        "blur": #"""
        {
          "description": "A Gaussian blur; the radius is its standard deviation in points.",
          "oneOf": [
            {
              "type": "number",
              "minimum": 0,
              "maximum": 1000
            },
            {
              "type": "object",
              "properties": {
                "radius": {
                  "type": "number",
                  "minimum": 0,
                  "maximum": 1000
                },
                "opaque": {
                  "type": "boolean"
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
