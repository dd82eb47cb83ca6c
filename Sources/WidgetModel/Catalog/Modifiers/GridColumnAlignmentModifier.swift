import JSON5

/// `{gridColumnAlignment: "trailing"}`: SwiftUI's `gridColumnAlignment(_:)`.
struct GridColumnAlignmentModifier: ModifierEntry {
    let names = ["gridColumnAlignment"]
    let swiftUI = ["gridColumnAlignment(_:)"]

    func decode(_ name: String, _ arg: JSONValue, _ p: JSONPath, _ d: ModifierDecoder) -> Modifier? {
        let reader = d.reader
        return reader.choice(arg, p, HorizontalAlignment.self, what: "horizontal alignment").map { .layer(.gridColumnAlignment($0)) }
    }

    let schema = [
        "gridColumnAlignment": #"""
        {
          "enum": [
            "leading",
            "center",
            "trailing"
          ],
          "description": "Horizontal alignment of this cell's Grid column."
        }
        """#,
    ]
}
