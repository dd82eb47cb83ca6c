import JSON5

/// `{opacity: 0.6}`: SwiftUI's `opacity(_:)`.
struct OpacityModifier: ModifierEntry {
    let names = ["opacity"]
    let swiftUI = ["opacity(_:)"]
    let ranges: [String: ClosedRange<Double>] = ["": NumericRange.opacity]

    func decode(_ name: String, _ arg: JSONValue, _ p: JSONPath, _ d: ModifierDecoder) -> Modifier? {
        let reader = d.reader
        return reader.number(arg, p, in: NumericRange.opacity, what: "an opacity").map { .layer(.opacity($0)) }
    }

    let schema = [
        "opacity": #"""
        {
          "type": "number",
          "minimum": 0,
          "maximum": 1
        }
        """#,
    ]
}
