import JSON5

/// `{Text: "Hello {entry.name}"}` (a template) or an array of runs (a styled text): SwiftUI's `Text`.
struct TextView: ViewEntry {
    let names = ["Text"]
    let swiftUI = ["Text"]

    func decode(_ name: String, _ a: ViewArguments, _ d: ViewDecoder, children kids: inout [ViewNode]) -> ViewKind? {
        let reader = d.reader
        a.allow([])
        if case .array(let items) = a.arg { return .content(.styledText(d.modifiers.textRuns(items, a.argPath))) }
        guard let s = reader.string(a.arg, a.argPath, what: "the text (a string, may contain {bindings}) or an array of runs") else { return nil }
        d.site(a.argPath, s, .template)
        return .content(.text(s))
    }

    let schema = [
        "Text": #"""
        {
          "type": "object",
          "properties": {
            "Text": {
              "anyOf": [
                {
                  "type": "string",
                  "description": "A template: literal text with {expression} parts, e.g. \"{entry.amount | currency}\"; {{ and }} for braces."
                },
                {
                  "type": "array",
                  "minItems": 1,
                  "description": "A styled text: runs, each a template or {text, font, foregroundColor, italic, underline, strikethrough, kerning, tracking, baselineOffset, monospacedDigit}.",
                  "items": {
                    "anyOf": [
                      {
                        "type": "string"
                      },
                      {
                        "type": "object",
                        "properties": {
                          "text": {
                            "type": "string"
                          },
                          "font": {
                            "type": "object"
                          },
                          "fontWeight": {
                            "enum": [
                              "ultraLight",
                              "thin",
                              "light",
                              "regular",
                              "medium",
                              "semibold",
                              "bold",
                              "heavy",
                              "black"
                            ]
                          },
                          "fontDesign": {
                            "enum": [
                              "default",
                              "rounded",
                              "monospaced",
                              "serif"
                            ]
                          },
                          "bold": {
                            "type": "boolean"
                          },
                          "foregroundColor": {
                            "type": "string"
                          },
                          "foregroundStyle": {
                            "type": "string"
                          },
                          "italic": {
                            "type": "boolean"
                          },
                          "underline": {
                            "anyOf": [
                              {
                                "type": "boolean"
                              },
                              {
                                "type": "object",
                                "properties": {
                                  "isActive": {
                                    "type": "boolean"
                                  },
                                  "color": {
                                    "type": "string"
                                  }
                                },
                                "additionalProperties": false
                              }
                            ]
                          },
                          "strikethrough": {
                            "anyOf": [
                              {
                                "type": "boolean"
                              },
                              {
                                "type": "object",
                                "properties": {
                                  "isActive": {
                                    "type": "boolean"
                                  },
                                  "color": {
                                    "type": "string"
                                  }
                                },
                                "additionalProperties": false
                              }
                            ]
                          },
                          "kerning": {
                            "type": "number",
                            "minimum": -1000,
                            "maximum": 1000
                          },
                          "tracking": {
                            "type": "number",
                            "minimum": -1000,
                            "maximum": 1000
                          },
                          "baselineOffset": {
                            "type": "number",
                            "minimum": -1000,
                            "maximum": 1000
                          },
                          "monospacedDigit": {
                            "type": "boolean"
                          }
                        },
                        "required": [
                          "text"
                        ],
                        "additionalProperties": false
                      }
                    ]
                  }
                }
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
            "Text"
          ],
          "description": "A text.",
          "title": "Text"
        }
        """#,
    ]
}
