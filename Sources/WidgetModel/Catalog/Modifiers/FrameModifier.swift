import JSON5

/// `{frame: {width: 100}}` or `{frame: {minWidth: 0, maxWidth: Infinity}}`: SwiftUI's `frame(width:height:alignment:)` and
/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
struct FrameModifier: ModifierEntry {
    let names = ["frame"]
    let swiftUI = ["frame(width:height:alignment:)"]
    let ranges: [String: ClosedRange<Double>] = ["width": NumericRange.length, "maxWidth": NumericRange.length]

    func decode(_ name: String, _ arg: JSONValue, _ p: JSONPath, _ d: ModifierDecoder) -> Modifier? {
        return frame(arg, p, d).map { .layer(.frame($0)) }
    }

    private func frame(_ arg: JSONValue, _ p: JSONPath, _ d: ModifierDecoder) -> FrameSpec? {
        let reader = d.reader
        guard let o = reader.object(arg, p, what: "an object such as {width: 100} or {maxWidth: Infinity}") else { return nil }
        let keys = ["width", "height", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight", "alignment"]
        reader.checkKeys(o, p, allowed: keys, in: "frame")
        func n(_ k: String, inf: Bool) -> Double? { o[k].flatMap { reader.number($0, p.appending(key: k), in: NumericRange.length, allowInfinity: inf, what: "a length") } }
        var f = FrameSpec(width: n("width", inf: false), height: n("height", inf: false),
                          minWidth: n("minWidth", inf: false), idealWidth: n("idealWidth", inf: false), maxWidth: n("maxWidth", inf: true),
                          minHeight: n("minHeight", inf: false), idealHeight: n("idealHeight", inf: false), maxHeight: n("maxHeight", inf: true))
        f.alignment = o["alignment"].flatMap { d.views.alignment($0, p.appending(key: "alignment")) } ?? .center
        if f.isFlexible && (f.width != nil || f.height != nil) {
            reader.fail("a frame has either width/height or min/ideal/max sizes, not both", p,
                        hint: "chain two frame modifiers: [{frame: {width: 100}}, {frame: {maxHeight: Infinity}}]")
        }
        if let lo = f.minWidth, let hi = f.maxWidth, lo > hi { reader.fail("minWidth \(format(lo)) is greater than maxWidth \(format(hi))", p.appending(key: "minWidth")) }
        if let lo = f.minHeight, let hi = f.maxHeight, lo > hi { reader.fail("minHeight \(format(lo)) is greater than maxHeight \(format(hi))", p.appending(key: "minHeight")) }
        return f
    }

    let schema = [
        "frame": #"""
        {
          "type": "object",
          "properties": {
            "width": {
              "type": "number",
              "minimum": 0
            },
            "height": {
              "type": "number",
              "minimum": 0
            },
            "minWidth": {
              "type": "number",
              "minimum": 0
            },
            "idealWidth": {
              "type": "number",
              "minimum": 0
            },
            "maxWidth": {
              "anyOf": [
                {
                  "type": "number",
                  "minimum": 0
                },
                {
                  "enum": [
                    "Infinity",
                    "infinity"
                  ]
                }
              ],
              "description": "A length in points, or Infinity."
            },
            "minHeight": {
              "type": "number",
              "minimum": 0
            },
            "idealHeight": {
              "type": "number",
              "minimum": 0
            },
            "maxHeight": {
              "anyOf": [
                {
                  "type": "number",
                  "minimum": 0
                },
                {
                  "enum": [
                    "Infinity",
                    "infinity"
                  ]
                }
              ],
              "description": "A length in points, or Infinity."
            },
            "alignment": {
              "enum": [
                "topLeading",
                "top",
                "topTrailing",
                "leading",
                "center",
                "trailing",
                "bottomLeading",
                "bottom",
                "bottomTrailing"
              ]
            }
          },
          "additionalProperties": false,
          "description": "A fixed frame {width, height} or a flexible one {minWidth … maxHeight}; not both (chain two frames instead).",
          "not": {
            "allOf": [
              {
                "anyOf": [
                  {
                    "required": [
                      "width"
                    ]
                  },
                  {
                    "required": [
                      "height"
                    ]
                  }
                ]
              },
              {
                "anyOf": [
                  {
                    "required": [
                      "minWidth"
                    ]
                  },
                  {
                    "required": [
                      "idealWidth"
                    ]
                  },
                  {
                    "required": [
                      "maxWidth"
                    ]
                  },
                  {
                    "required": [
                      "minHeight"
                    ]
                  },
                  {
                    "required": [
                      "idealHeight"
                    ]
                  },
                  {
                    "required": [
                      "maxHeight"
                    ]
                  }
                ]
              }
            ]
          }
        }
        """#,
    ]
}
