import JSON5

/// `{stroke: "accent"}` or `{stroke: {color, lineWidth, lineCap, lineJoin, dash, dashPhase}}` on a shape, and
/// `strokeBorder` (the line inside the frame): SwiftUI's `Shape.stroke(_:style:)` and `strokeBorder(_:style:)`.
struct StrokeModifier: ModifierEntry {
    let names = ["stroke", "strokeBorder"]
    let swiftUI = ["stroke(_:style:)", "strokeBorder(_:style:)"]
    let restriction: ModifierRestriction? = .shapes
    let ranges: [String: ClosedRange<Double>] = ["lineWidth": NumericRange.lineWidth]

    func decode(_ name: String, _ arg: JSONValue, _ p: JSONPath, _ d: ModifierDecoder) -> Modifier? {
        return stroke(arg, p, d).map { .layer(.stroke($0.0, $0.1, border: name == "strokeBorder")) }
    }

    /// `"tint"` or `{color, lineWidth, lineCap, lineJoin, dash, dashPhase}`: the colour (nil: foreground) and style.
    private func stroke(_ arg: JSONValue, _ p: JSONPath, _ d: ModifierDecoder) -> (String?, StrokeStyle)? {
        let reader = d.reader, views = d.views
        if case .string(let s) = arg {
            views.site(p.appending(key: "color"), s, .color)
            return (s, StrokeStyle())
        }
        guard let o = reader.object(arg, p, what: "a colour name or {color: \"tint\", lineWidth: 15, lineCap: \"round\"}") else { return nil }
        reader.checkKeys(o, p, allowed: ["color", "lineWidth", "lineCap", "lineJoin", "dash", "dashPhase"], in: "the stroke")
        let color = o["color"].flatMap { reader.string($0, p.appending(key: "color"), what: "a colour name") }
        if let color { views.site(p.appending(key: "color"), color, .color) }
        var style = StrokeStyle()
        style.lineWidth = o["lineWidth"].flatMap { reader.number($0, p.appending(key: "lineWidth"), in: NumericRange.lineWidth, what: "a line width") } ?? 1
        style.lineCap = o["lineCap"].flatMap { reader.choice($0, p.appending(key: "lineCap"), LineCap.self, what: "line cap") } ?? .butt
        style.lineJoin = o["lineJoin"].flatMap { reader.choice($0, p.appending(key: "lineJoin"), LineJoin.self, what: "line join") } ?? .miter
        if let list = o["dash"].flatMap({ reader.array($0, p.appending(key: "dash"), what: "an array of dash lengths such as [4, 2]") }) {
            style.dash = list.enumerated().compactMap { reader.number($1, p.appending(key: "dash").appending(index: $0), in: NumericRange.lineWidth, what: "a dash length") }
            if !style.dash.isEmpty && style.dash.allSatisfy({ $0 == 0 }) {
                reader.fail("a dash pattern needs a length above 0", p.appending(key: "dash"))
            }
        }
        style.dashPhase = o["dashPhase"].flatMap { reader.number($0, p.appending(key: "dashPhase"), in: NumericRange.offset, what: "a dash phase") } ?? 0
        return (color, style)
    }

    let schema = [
        "stroke": #"""
        {
          "anyOf": [
            {
              "type": "string"
            },
            {
              "type": "object",
              "properties": {
                "color": {
                  "type": "string"
                },
                "lineWidth": {
                  "type": "number",
                  "minimum": 0,
                  "maximum": 1000
                },
                "lineCap": {
                  "enum": [
                    "butt",
                    "round",
                    "square"
                  ]
                },
                "lineJoin": {
                  "enum": [
                    "miter",
                    "round",
                    "bevel"
                  ]
                },
                "dash": {
                  "type": "array",
                  "items": {
                    "type": "number",
                    "minimum": 0,
                    "maximum": 1000
                  }
                },
                "dashPhase": {
                  "type": "number",
                  "minimum": -10000,
                  "maximum": 10000
                }
              },
              "additionalProperties": false
            }
          ],
          "description": "On a shape: draws its outline (centred on it) instead of filling it: a colour or {color, lineWidth, lineCap, lineJoin, dash, dashPhase}."
        }
        """#,
        "strokeBorder": #"""
        {
          "anyOf": [
            {
              "type": "string"
            },
            {
              "type": "object",
              "properties": {
                "color": {
                  "type": "string"
                },
                "lineWidth": {
                  "type": "number",
                  "minimum": 0,
                  "maximum": 1000
                },
                "lineCap": {
                  "enum": [
                    "butt",
                    "round",
                    "square"
                  ]
                },
                "lineJoin": {
                  "enum": [
                    "miter",
                    "round",
                    "bevel"
                  ]
                },
                "dash": {
                  "type": "array",
                  "items": {
                    "type": "number",
                    "minimum": 0,
                    "maximum": 1000
                  }
                },
                "dashPhase": {
                  "type": "number",
                  "minimum": -10000,
                  "maximum": 10000
                }
              },
              "additionalProperties": false
            }
          ],
          "description": "On a shape: like stroke, with the line inside the shape's frame."
        }
        """#,
    ]
}
