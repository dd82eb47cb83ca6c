import JSON5

/// `{multilineTextAlignment: "center"}`: SwiftUI's `multilineTextAlignment(_:)`.
struct MultilineTextAlignmentModifier: ModifierEntry {
    let names = ["multilineTextAlignment"]
    let swiftUI = ["multilineTextAlignment(_:)"]
    let group = ModifierGroup.environment

    func decode(_ name: String, _ arg: JSONValue, _ p: JSONPath, _ d: ModifierDecoder) -> Modifier? {
        let reader = d.reader
        return reader.choice(arg, p, HorizontalAlignment.self, what: "text alignment").map { .environment(.multilineTextAlignment($0)) }
    }

    let schema = [
        "multilineTextAlignment": #"""
        {
          "enum": [
            "leading",
            "center",
            "trailing"
          ]
        }
        """#,
    ]
}
