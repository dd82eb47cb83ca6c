import JSON5

/// `{cornerRadius: 12}`: SwiftUI's `cornerRadius(_:antialiased:)`.
struct CornerRadiusModifier: ModifierEntry {
    let names = ["cornerRadius"]
    let swiftUI = ["cornerRadius(_:antialiased:)"]
    let ranges: [String: ClosedRange<Double>] = ["": NumericRange.length]

    func decode(_ name: String, _ arg: JSONValue, _ p: JSONPath, _ d: ModifierDecoder) -> Modifier? {
        let reader = d.reader
        return reader.number(arg, p, in: NumericRange.length, what: "a radius").map { .layer(.cornerRadius($0)) }
    }

    let schema = [
        "cornerRadius": #"""
        {
          "type": "number",
          "minimum": 0
        }
        """#,
    ]
}
