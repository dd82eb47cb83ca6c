import JSON5

/// `{imageScale: "large"}`: SwiftUI's `imageScale(_:)`.
struct ImageScaleModifier: ModifierEntry {
    let names = ["imageScale"]
    let swiftUI = ["imageScale(_:)"]
    let group = ModifierGroup.environment

    func decode(_ name: String, _ arg: JSONValue, _ p: JSONPath, _ d: ModifierDecoder) -> Modifier? {
        let reader = d.reader
        return reader.choice(arg, p, SymbolScale.self, what: "image scale").map { .environment(.imageScale($0)) }
    }

    let schema = [
        "imageScale": #"""
        {
          "enum": [
            "small",
            "medium",
            "large"
          ],
          "description": "SF Symbols' size relative to their font, as SwiftUI's .imageScale(_:): small about 0.8 x, large about 1.3 x medium. Inherited."
        }
        """#,
    ]
}
