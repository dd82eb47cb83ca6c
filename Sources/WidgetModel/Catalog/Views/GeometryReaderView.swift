import JSON5

/// `{GeometryReader: [...]}`: SwiftUI's `GeometryReader`; its views see `geometry.width` and `geometry.height`.
struct GeometryReaderView: ViewEntry {
    let names = ["GeometryReader"]
    let swiftUI = ["GeometryReader"]
    let group = ViewGroup.container

    func decode(_ name: String, _ a: ViewArguments, _ d: ViewDecoder, children kids: inout [ViewNode]) -> ViewKind? {
        return d.container(name, a.arg, a.argPath, a.options, a.path, children: &kids)
    }

    let schema = [
        "GeometryReader": #"""
        {
          "type": "object",
          "properties": {
            "GeometryReader": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/view"
              },
              "description": "Built at layout time; bindings see geometry.width and geometry.height."
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
            "GeometryReader"
          ],
          "description": "Takes the whole proposal; its views sit at its top-leading corner.",
          "title": "GeometryReader"
        }
        """#,
    ]
}
