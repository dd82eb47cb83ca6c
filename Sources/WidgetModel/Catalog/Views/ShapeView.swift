import JSON5

/// `{Circle: {fill: "red"}}`, `{RoundedRectangle: {cornerRadius: 12, style: "continuous", stroke: "blue", lineWidth: 2}}`:
/// SwiftUI's built-in shapes, filled and stroked.
struct ShapeView: ViewEntry {
    let names = ["Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "ContainerRelativeShape"]
    let swiftUI = ["Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "ContainerRelativeShape"]

    func decode(_ name: String, _ a: ViewArguments, _ d: ViewDecoder, children kids: inout [ViewNode]) -> ViewKind? {
        let reader = d.reader
        a.allow([])
        let extra = name == "RoundedRectangle" ? ["cornerRadius", "style"] : []
        guard let o = a.argOptions(extra + ["fill", "stroke", "lineWidth"]), let shape = d.shape(name, o, a.argPath) else { return nil }
        let fill = a.argOpt(o, "fill") { reader.string($0, $1, what: "a colour name") }
        let stroke = a.argOpt(o, "stroke") { reader.string($0, $1, what: "a colour name") }
        if let fill { d.site(a.argPath.appending(key: "fill"), fill, .color) }
        if let stroke { d.site(a.argPath.appending(key: "stroke"), stroke, .color) }
        return .content(.shape(shape, fill: fill, stroke: stroke, lineWidth: a.argOpt(o, "lineWidth") { reader.number($0, $1, in: NumericRange.lineWidth, what: "a line width") } ?? 1))
    }

    let schema = [
        "Rectangle": #"""
        {
          "type": "object",
          "properties": {
            "Rectangle": {
              "type": "object",
              "properties": {
                "fill": {
                  "$ref": "#/$defs/colorRef"
                },
                "stroke": {
                  "$ref": "#/$defs/colorRef"
                },
                "lineWidth": {
                  "type": "number",
                  "minimum": 0,
                  "description": "Stroke width in points (default 1)."
                }
              },
              "additionalProperties": false,
              "description": "Shape options: fill, stroke, lineWidth."
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
            "Rectangle"
          ],
          "description": "A rectangle.",
          "title": "Rectangle"
        }
        """#,
        "RoundedRectangle": #"""
        {
          "type": "object",
          "properties": {
            "RoundedRectangle": {
              "type": "object",
              "properties": {
                "cornerRadius": {
                  "type": "number",
                  "minimum": 0,
                  "description": "Corner radius in points."
                },
                "style": {
                  "enum": [
                    "continuous",
                    "circular"
                  ],
                  "description": "Corner style (default continuous)."
                },
                "fill": {
                  "$ref": "#/$defs/colorRef"
                },
                "stroke": {
                  "$ref": "#/$defs/colorRef"
                },
                "lineWidth": {
                  "type": "number",
                  "minimum": 0,
                  "description": "Stroke width in points (default 1)."
                }
              },
              "additionalProperties": false,
              "required": [
                "cornerRadius"
              ],
              "description": "Shape options: fill, stroke, lineWidth."
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
            "RoundedRectangle"
          ],
          "description": "A rounded rectangle.",
          "title": "RoundedRectangle"
        }
        """#,
        "Circle": #"""
        {
          "type": "object",
          "properties": {
            "Circle": {
              "type": "object",
              "properties": {
                "fill": {
                  "$ref": "#/$defs/colorRef"
                },
                "stroke": {
                  "$ref": "#/$defs/colorRef"
                },
                "lineWidth": {
                  "type": "number",
                  "minimum": 0,
                  "description": "Stroke width in points (default 1)."
                }
              },
              "additionalProperties": false,
              "description": "Shape options: fill, stroke, lineWidth."
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
            "Circle"
          ],
          "description": "A circle (a square's inscribed circle).",
          "title": "Circle"
        }
        """#,
        "Capsule": #"""
        {
          "type": "object",
          "properties": {
            "Capsule": {
              "type": "object",
              "properties": {
                "fill": {
                  "$ref": "#/$defs/colorRef"
                },
                "stroke": {
                  "$ref": "#/$defs/colorRef"
                },
                "lineWidth": {
                  "type": "number",
                  "minimum": 0,
                  "description": "Stroke width in points (default 1)."
                }
              },
              "additionalProperties": false,
              "description": "Shape options: fill, stroke, lineWidth."
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
            "Capsule"
          ],
          "description": "A capsule.",
          "title": "Capsule"
        }
        """#,
        "Ellipse": #"""
        {
          "type": "object",
          "properties": {
            "Ellipse": {
              "type": "object",
              "properties": {
                "fill": {
                  "$ref": "#/$defs/colorRef"
                },
                "stroke": {
                  "$ref": "#/$defs/colorRef"
                },
                "lineWidth": {
                  "type": "number",
                  "minimum": 0,
                  "description": "Stroke width in points (default 1)."
                }
              },
              "additionalProperties": false,
              "description": "Shape options: fill, stroke, lineWidth."
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
            "Ellipse"
          ],
          "description": "An ellipse.",
          "title": "Ellipse"
        }
        """#,
        "ContainerRelativeShape": #"""
        {
          "type": "object",
          "properties": {
            "ContainerRelativeShape": {
              "type": "object",
              "properties": {
                "fill": {
                  "$ref": "#/$defs/colorRef"
                },
                "stroke": {
                  "$ref": "#/$defs/colorRef"
                },
                "lineWidth": {
                  "type": "number",
                  "minimum": 0,
                  "description": "Stroke width in points (default 1)."
                }
              },
              "additionalProperties": false,
              "description": "Shape options: fill, stroke, lineWidth."
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
            "ContainerRelativeShape"
          ],
          "description": "The container's shape inset to this view's frame: concentric corners (widget radius minus the inset).",
          "title": "ContainerRelativeShape"
        }
        """#,
    ]
}
