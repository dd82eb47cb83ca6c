import JSON5

/// `{gridCellUnsizedAxes: "horizontal"}`: SwiftUI's `gridCellUnsizedAxes(_:)`.
struct GridCellUnsizedAxesModifier: ModifierEntry {
    let names = ["gridCellUnsizedAxes"]
    let swiftUI = ["gridCellUnsizedAxes(_:)"]

    func decode(_ name: String, _ arg: JSONValue, _ p: JSONPath, _ d: ModifierDecoder) -> Modifier? {
        let reader = d.reader
        guard let s = reader.string(arg, p, what: "the axes: horizontal, vertical or both") else { return nil }
        let axes: [String: AxisSet] = ["horizontal": .horizontal, "vertical": .vertical, "both": .both]
        guard let a = axes[s] else { reader.fail("unknown axes '\(s)'", p, hint: "expected horizontal, vertical or both"); return nil }
        return .layer(.gridCellUnsizedAxes(a))
    }

    let schema = [
        "gridCellUnsizedAxes": #"""
        {
          "enum": [
            "horizontal",
            "vertical",
            "both"
          ],
          "description": "Axes on which the cell does not size its Grid column or row."
        }
        """#,
    ]
}
