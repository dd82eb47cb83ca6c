import JSON5

/// `{Image: "logo", resizable: true, contentMode: "fit"}`: SwiftUI's `Image(_:)` of an asset.
struct ImageView: ViewEntry {
    let names = ["Image"]
    let swiftUI = ["Image"]

    func decode(_ name: String, _ a: ViewArguments, _ d: ViewDecoder, children kids: inout [ViewNode]) -> ViewKind? {
        let reader = d.reader
        a.allow(["resizable", "contentMode"])
        guard let s = reader.string(a.arg, a.argPath, what: "an asset name") else { return nil }
        d.site(a.argPath, s, .template)
        return .content(.image(name: s, resizable: a.opt("resizable") { reader.bool($0, $1) } ?? false,
                               contentMode: a.opt("contentMode") { reader.choice($0, $1, ContentMode.self, what: "content mode") }))
    }

    let schema = [
        "Image": #"""
        {
          "type": "object",
          "properties": {
            "Image": {
              "type": "string",
              "description": "An image asset in Assets/Images (a template)."
            },
            "resizable": {
              "type": "boolean"
            },
            "contentMode": {
              "enum": [
                "fit",
                "fill"
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
            "Image"
          ],
          "description": "An image asset.",
          "title": "Image"
        }
        """#,
    ]
}
