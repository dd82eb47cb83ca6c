import JSON5

/// `{foregroundColor: "secondary"}` (also `foregroundStyle`): SwiftUI's `foregroundColor(_:)` and `foregroundStyle(_:)`.
struct ForegroundColorModifier: ModifierEntry {
    let names = ["foregroundColor", "foregroundStyle"]
    let swiftUI = ["foregroundColor(_:)", "foregroundStyle(_:)"]
    let group = ModifierGroup.environment

    func decode(_ name: String, _ arg: JSONValue, _ p: JSONPath, _ d: ModifierDecoder) -> Modifier? {
        let reader = d.reader
        let views = d.views
        guard let s = reader.string(arg, p, what: "a colour name") else { return nil }
        views.site(p, s, .color)
        return .environment(.foregroundColor(s))
    }

    let schema = [
        "foregroundColor": #"""
        {
          "$ref": "#/$defs/colorRef"
        }
        """#,
        "foregroundStyle": #"""
        {
          "$ref": "#/$defs/colorRef"
        }
        """#,
    ]
}
