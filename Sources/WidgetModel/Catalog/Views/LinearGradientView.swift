import JSON5

/// `{LinearGradient: {colors: [...], startPoint: "top", endPoint: "bottom"}}`, or with `stops` (decoded as the
/// other gradients with stops): SwiftUI's `LinearGradient`.
struct LinearGradientView: ViewEntry {
    let names = ["LinearGradient"]
    let swiftUI = ["LinearGradient"]

    func decode(_ name: String, _ a: ViewArguments, _ d: ViewDecoder, children kids: inout [ViewNode]) -> ViewKind? {
        let reader = d.reader
        if ViewDecoder.hasStops(a.arg) { return d.drawingKind(name, a.arg, a.argPath, a.options, a.path) }
        a.allow([])
        guard let o = a.argOptions(["colors", "startPoint", "endPoint"]) else { return nil }
        var colors: [String] = []
        if let list = reader.require(o, "colors", a.argPath, in: "LinearGradient").flatMap({ reader.array($0, a.argPath.appending(key: "colors")) }) {
            for (i, c) in list.enumerated() {
                let p = a.argPath.appending(key: "colors").appending(index: i)
                if let s = reader.string(c, p, what: "a colour name") { d.site(p, s, .color); colors.append(s) }
            }
            if list.count < 2 { reader.fail("a gradient needs at least two colours", a.argPath.appending(key: "colors")) }
        }
        return .content(.linearGradient(colors: colors,
                                        start: a.argOpt(o, "startPoint") { reader.choice($0, $1, UnitPoint.self, what: "unit point") } ?? .top,
                                        end: a.argOpt(o, "endPoint") { reader.choice($0, $1, UnitPoint.self, what: "unit point") } ?? .bottom))
    }

    let schema = [
        "LinearGradient": #"""
        {
          "type": "object",
          "properties": {
            "LinearGradient": {
              "type": "object",
              "properties": {
                "colors": {
                  "type": "array",
                  "items": {
                    "$ref": "#/$defs/colorRef"
                  },
                  "minItems": 2
                },
                "startPoint": {
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
                },
                "endPoint": {
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
              "additionalProperties": false,
              "required": [
                "colors"
              ]
            },
            "lint": {
              "$ref": "#/$defs/lintOption"
            },
            "modifiers": {
              "$ref": "#/$defs/modifiers"
            }
          },
          "additionalProperties": false,
          "required": [
            "LinearGradient"
          ],
          "description": "A linear gradient filling the space offered (default top to bottom).",
          "title": "LinearGradient"
        }
        """#,
        "LinearGradient (stops)": #"""
        {
          "type": "object",
          "properties": {
            "LinearGradient": {
              "type": "object",
              "properties": {
                "stops": {
                  "type": "array",
                  "minItems": 2,
                  "items": {
                    "type": "object",
                    "properties": {
                      "color": {
                        "$ref": "#/$defs/colorRef"
                      },
                      "location": {
                        "type": "number",
                        "minimum": 0,
                        "maximum": 1
                      }
                    },
                    "required": [
                      "color",
                      "location"
                    ],
                    "additionalProperties": false
                  },
                  "description": "Colours at locations from 0 to 1, not decreasing."
                },
                "startPoint": {
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
                },
                "endPoint": {
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
              "additionalProperties": false,
              "required": [
                "stops"
              ]
            },
            "lint": {
              "$ref": "#/$defs/lintOption"
            },
            "modifiers": {
              "$ref": "#/$defs/modifiers"
            }
          },
          "additionalProperties": false,
          "required": [
            "LinearGradient"
          ],
          "description": "A linear gradient with stops at their locations.",
          "title": "LinearGradient (stops)"
        }
        """#,
    ]
}
