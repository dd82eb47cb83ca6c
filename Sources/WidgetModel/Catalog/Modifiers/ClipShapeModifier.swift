import JSON5

/// `{clipShape: {Circle: {}}}`: SwiftUI's `clipShape(_:style:)`.
struct ClipShapeModifier: ModifierEntry {
    let names = ["clipShape"]
    let swiftUI = ["clipShape(_:style:)"]

    func decode(_ name: String, _ arg: JSONValue, _ p: JSONPath, _ d: ModifierDecoder) -> Modifier? {
        guard let s = d.views.shapeValue(arg, p) else { return nil }
        return .layer(.clipShape(s))
    }

    let schema = [
        "clipShape": #"""
        {
          "$ref": "#/$defs/shapeValue"
        }
        """#,
    ]
}
