import JSON5

/// `{allowsTightening: true}`: SwiftUI's `allowsTightening(_:)` (accepted; not drawn).
struct AllowsTighteningModifier: ModifierEntry {
    let names = ["allowsTightening"]
    let swiftUI = ["allowsTightening(_:)"]
    let group = ModifierGroup.text

    func decode(_ name: String, _ arg: JSONValue, _ p: JSONPath, _ d: ModifierDecoder) -> Modifier? {
        let reader = d.reader
        return reader.bool(arg, p).map { .environment(.allowsTightening($0)) }
    }

    let schema = [
        "allowsTightening": #"""
        {
          "type": "boolean"
        }
        """#,
    ]
}
