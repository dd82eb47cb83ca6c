import JSON5

/// `{layoutPriority: 1}`: SwiftUI's `layoutPriority(_:)`.
struct LayoutPriorityModifier: ModifierEntry {
    let names = ["layoutPriority"]
    let swiftUI = ["layoutPriority(_:)"]
    let ranges: [String: ClosedRange<Double>] = ["": NumericRange.layoutPriority]

    func decode(_ name: String, _ arg: JSONValue, _ p: JSONPath, _ d: ModifierDecoder) -> Modifier? {
        let reader = d.reader
        return reader.number(arg, p, in: NumericRange.layoutPriority).map { .layer(.layoutPriority($0)) }
    }

    let schema = [
        "layoutPriority": #"""
        {
          "type": "number",
          "minimum": -1000,
          "maximum": 1000
        }
        """#,
    ]
}
