import JSON5

/// `{LazyVGrid: [...], columns: [items], alignment:, spacing:}` and `{LazyHGrid: [...], rows: [items], ...}`: SwiftUI's
/// `LazyVGrid` and `LazyHGrid`.
struct LazyGridView: ViewEntry {
    let names = ["LazyVGrid", "LazyHGrid"]
    let swiftUI = ["LazyVGrid", "LazyHGrid"]
    let group = ViewGroup.container

    func decode(_ name: String, _ a: ViewArguments, _ d: ViewDecoder, children kids: inout [ViewNode]) -> ViewKind? {
        return d.container(name, a.arg, a.argPath, a.options, a.path, children: &kids)
    }

    let schema = [
        "LazyVGrid": #"""
        {
          "type": "object",
          "properties": {
            "LazyVGrid": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/view"
              },
              "description": "The cells, filling rows."
            },
            "columns": {
              "type": "array",
              "items": {
                "type": "object",
                "description": "A grid item: exactly one of fixed, flexible, adaptive; the spacing after it (default 8); its cells' alignment.",
                "properties": {
                  "fixed": {
                    "type": "number",
                    "minimum": 0
                  },
                  "flexible": {
                    "type": "object",
                    "properties": {
                      "minimum": {
                        "type": "number",
                        "minimum": 0
                      },
                      "maximum": {
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
                        ]
                      }
                    },
                    "additionalProperties": false
                  },
                  "adaptive": {
                    "type": "object",
                    "properties": {
                      "minimum": {
                        "type": "number",
                        "minimum": 0
                      },
                      "maximum": {
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
                        ]
                      }
                    },
                    "additionalProperties": false
                  },
                  "spacing": {
                    "type": "number",
                    "minimum": -10000,
                    "maximum": 10000
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
                "minProperties": 1
              },
              "minItems": 1
            },
            "alignment": {
              "enum": [
                "leading",
                "center",
                "trailing"
              ]
            },
            "spacing": {
              "type": "number",
              "minimum": -10000,
              "maximum": 10000
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
            "LazyVGrid",
            "columns"
          ],
          "description": "A grid whose columns come from grid items.",
          "title": "LazyVGrid",
          "examples": [
            {
              "LazyVGrid": [
                {
                  "Text": "A"
                },
                {
                  "Text": "B"
                }
              ],
              "columns": [
                {
                  "flexible": {}
                },
                {
                  "adaptive": {
                    "minimum": 40
                  }
                }
              ]
            }
          ]
        }
        """#,
        "LazyHGrid": #"""
        {
          "type": "object",
          "properties": {
            "LazyHGrid": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/view"
              },
              "description": "The cells, filling columns."
            },
            "rows": {
              "type": "array",
              "items": {
                "type": "object",
                "description": "A grid item: exactly one of fixed, flexible, adaptive; the spacing after it (default 8); its cells' alignment.",
                "properties": {
                  "fixed": {
                    "type": "number",
                    "minimum": 0
                  },
                  "flexible": {
                    "type": "object",
                    "properties": {
                      "minimum": {
                        "type": "number",
                        "minimum": 0
                      },
                      "maximum": {
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
                        ]
                      }
                    },
                    "additionalProperties": false
                  },
                  "adaptive": {
                    "type": "object",
                    "properties": {
                      "minimum": {
                        "type": "number",
                        "minimum": 0
                      },
                      "maximum": {
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
                        ]
                      }
                    },
                    "additionalProperties": false
                  },
                  "spacing": {
                    "type": "number",
                    "minimum": -10000,
                    "maximum": 10000
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
                "minProperties": 1
              },
              "minItems": 1
            },
            "alignment": {
              "enum": [
                "top",
                "center",
                "bottom",
                "firstTextBaseline",
                "lastTextBaseline"
              ]
            },
            "spacing": {
              "type": "number",
              "minimum": -10000,
              "maximum": 10000
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
            "LazyHGrid",
            "rows"
          ],
          "description": "A grid whose rows come from grid items.",
          "title": "LazyHGrid"
        }
        """#,
    ]
}
