import JSON5

/// `{Symbol: "cloud.rain.fill"}`: SwiftUI's `Image(systemName:)`.
struct SymbolView: ViewEntry {
    let names = ["Symbol"]
    let swiftUI = ["Image"]

    func decode(_ name: String, _ a: ViewArguments, _ d: ViewDecoder, children kids: inout [ViewNode]) -> ViewKind? {
        let reader = d.reader
        a.allow([])
        guard let s = reader.string(a.arg, a.argPath, what: "an SF Symbols name such as \"cloud.rain.fill\"") else { return nil }
        d.site(a.argPath, s, .template)
        return .content(.symbol(s))
    }

    let schema = [
        "Symbol": #"""
        {
          "type": "object",
          "properties": {
            "Symbol": {
              "type": "string",
              "description": "An SF Symbols name such as \"cloud.rain.fill\" (a template); sized by the font."
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
            "Symbol"
          ],
          "description": "An SF Symbol.",
          "title": "Symbol"
        }
        """#,
    ]
}
