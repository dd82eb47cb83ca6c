import JSON5

/// `{border: "separator"}` or `{border: {color: "red", width: 2}}`: SwiftUI's `border(_:width:)`, which
/// SwiftUI draws as an overlay of a `Rectangle` stroked inside the view's frame; decoded to exactly
/// that (`overlay` with `{Rectangle: {}, modifiers: [{strokeBorder: ...}]}`), so the two front ends
/// build the same tree and dumps show the overlay.
struct BorderModifier: ModifierEntry {
    let names = ["border"]
    let swiftUI = ["border(_:width:)"]
    let ranges: [String: ClosedRange<Double>] = ["width": NumericRange.lineWidth]

    func decode(_ name: String, _ arg: JSONValue, _ p: JSONPath, _ d: ModifierDecoder) -> Modifier? {
        let reader = d.reader
        var color: String, width = 1.0
        var colorPath = p
        if case .string(let s) = arg {
            color = s
        } else {
            guard let o = reader.object(arg, p, what: "a colour name or {color: \"red\", width: 2}") else { return nil }
            reader.checkKeys(o, p, allowed: ["color", "width"], in: "border")
            colorPath = p.appending(key: "color")
            guard let c = reader.require(o, "color", p, in: "border").flatMap({ reader.string($0, colorPath, what: "a colour name") }) else { return nil }
            color = c
            width = o["width"].flatMap { reader.number($0, p.appending(key: "width"), in: NumericRange.lineWidth, what: "a line width") } ?? 1
        }
        d.views.site(colorPath, color, .color)
        var style = StrokeStyle()
        style.lineWidth = width
        let rectangle = ViewNode(kind: .content(.shape(.rectangle, fill: nil, stroke: nil, lineWidth: 1)),
                                 modifiers: [.layer(.stroke(color, style, border: true))], sourcePath: p)
        return .layer(.overlay(rectangle, .center))
    }

    let schema = [
        "border": #"""
        {
          "description": "A line of the colour inside the view's frame, width 1 by default (SwiftUI's border(_:width:): an overlay of a Rectangle's strokeBorder).",
          "anyOf": [
            {
              "$ref": "#/$defs/colorRef"
            },
            {
              "type": "object",
              "properties": {
                "color": {
                  "$ref": "#/$defs/colorRef"
                },
                "width": {
                  "type": "number",
                  "minimum": 0,
                  "maximum": 1000
                }
              },
              "required": [
                "color"
              ],
              "additionalProperties": false
            }
          ]
        }
        """#,
    ]
}
