import JSON5

/// `{textCase: "uppercase"}` or `null`: SwiftUI's `textCase(_:)`.
struct TextCaseModifier: ModifierEntry {
    let names = ["textCase"]
    let swiftUI = ["textCase(_:)"]
    let group = ModifierGroup.text

    func decode(_ name: String, _ arg: JSONValue, _ p: JSONPath, _ d: ModifierDecoder) -> Modifier? {
        let reader = d.reader
        if arg == .null { return .environment(.textCase(nil)) }
        return reader.choice(arg, p, TextCase.self, what: "text case").map { .environment(.textCase($0)) }
    }

    let schema = [
        "textCase": #"""
        {
          "enum": [
            "uppercase",
            "lowercase",
            null
          ]
        }
        """#,
    ]
}
