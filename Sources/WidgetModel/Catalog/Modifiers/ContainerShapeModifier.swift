import JSON5

/// `{containerShape: {RoundedRectangle: {cornerRadius: 20}}}`: SwiftUI's `containerShape(_:)`.
struct ContainerShapeModifier: ModifierEntry {
    let names = ["containerShape"]
    let swiftUI = ["containerShape(_:)"]

    func decode(_ name: String, _ arg: JSONValue, _ p: JSONPath, _ d: ModifierDecoder) -> Modifier? {
        guard let s = d.views.shapeValue(arg, p) else { return nil }
        return .layer(.containerShape(s))
    }

    let schema = [
        "containerShape": #"""
        {
          "$ref": "#/$defs/shapeValue"
        }
        """#,
    ]
}
