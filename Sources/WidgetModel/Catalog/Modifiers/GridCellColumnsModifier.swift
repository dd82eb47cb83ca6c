import JSON5

/// `{gridCellColumns: 2}`: SwiftUI's `gridCellColumns(_:)`.
struct GridCellColumnsModifier: ModifierEntry {
    let names = ["gridCellColumns"]
    let swiftUI = ["gridCellColumns(_:)"]
    let ranges: [String: ClosedRange<Double>] = ["": 1...1_000]

    func decode(_ name: String, _ arg: JSONValue, _ p: JSONPath, _ d: ModifierDecoder) -> Modifier? {
        let reader = d.reader
        return reader.integer(arg, p, in: 1...1_000).map { .layer(.gridCellColumns($0)) }
    }

    let schema = [
        "gridCellColumns": #"""
        {
          "type": "integer",
          "minimum": 1,
          "maximum": 1000,
          "description": "Grid columns this cell spans."
        }
        """#,
    ]
}
