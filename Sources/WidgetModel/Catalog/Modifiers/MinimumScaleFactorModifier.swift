import JSON5

/// `{minimumScaleFactor: 0.5}`: SwiftUI's `minimumScaleFactor(_:)`.
struct MinimumScaleFactorModifier: ModifierEntry {
    let names = ["minimumScaleFactor"]
    let swiftUI = ["minimumScaleFactor(_:)"]
    let group = ModifierGroup.environment
    let ranges: [String: ClosedRange<Double>] = ["": NumericRange.scaleFactor]

    func decode(_ name: String, _ arg: JSONValue, _ p: JSONPath, _ d: ModifierDecoder) -> Modifier? {
        let reader = d.reader
        return reader.number(arg, p, in: NumericRange.scaleFactor, what: "a scale factor").map { .environment(.minimumScaleFactor($0)) }
    }

    let schema = [
        "minimumScaleFactor": #"""
        {
          "type": "number",
          "minimum": 0.01,
          "maximum": 1
        }
        """#,
    ]
}
