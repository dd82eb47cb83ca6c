import JSON5

/// `{truncationMode: "middle"}`: SwiftUI's `truncationMode(_:)`.
struct TruncationModeModifier: ModifierEntry {
    let names = ["truncationMode"]
    let swiftUI = ["truncationMode(_:)"]
    let group = ModifierGroup.text

    func decode(_ name: String, _ arg: JSONValue, _ p: JSONPath, _ d: ModifierDecoder) -> Modifier? {
        let reader = d.reader
        return reader.choice(arg, p, TruncationMode.self, what: "truncation mode").map { .environment(.truncationMode($0)) }
    }

    let schema = [
        "truncationMode": #"""
        {
          "enum": [
            "head",
            "middle",
            "tail"
          ]
        }
        """#,
    ]
}
