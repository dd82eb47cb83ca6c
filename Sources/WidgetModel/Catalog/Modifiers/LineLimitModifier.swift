import JSON5

/// `{lineLimit: 2}` or `{lineLimit: null}`: SwiftUI's `lineLimit(_:)`.
struct LineLimitModifier: ModifierEntry {
    let names = ["lineLimit"]
    let swiftUI = ["lineLimit(_:)"]
    let group = ModifierGroup.environment
    let ranges: [String: ClosedRange<Double>] = ["": Double(NumericRange.lineLimit.lowerBound)...Double(NumericRange.lineLimit.upperBound)]

    func decode(_ name: String, _ arg: JSONValue, _ p: JSONPath, _ d: ModifierDecoder) -> Modifier? {
        let reader = d.reader
        if arg == .null { return .environment(.lineLimit(nil)) }
        return reader.integer(arg, p, in: NumericRange.lineLimit).map { .environment(.lineLimit($0)) }
    }

    let schema = [
        "lineLimit": #"""
        {
          "anyOf": [
            {
              "type": "integer",
              "minimum": 1,
              "maximum": 1000
            },
            {
              "type": "null"
            }
          ],
          "description": "A line count, or null for unlimited."
        }
        """#,
    ]
}
