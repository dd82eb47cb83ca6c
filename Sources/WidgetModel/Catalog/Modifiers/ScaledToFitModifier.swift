import JSON5

/// `{scaledToFit: true}`, `{scaledToFill: true}`: SwiftUI's `scaledToFit()` and `scaledToFill()`, an aspect ratio
/// of the view's own.
struct ScaledToFitModifier: ModifierEntry {
    let names = ["scaledToFit", "scaledToFill"]
    let swiftUI = ["scaledToFit()", "scaledToFill()"]

    func decode(_ name: String, _ arg: JSONValue, _ p: JSONPath, _ d: ModifierDecoder) -> Modifier? {
        let reader = d.reader
        guard reader.bool(arg, p) == true else { return nil }
        return .layer(.aspectRatio(nil, name == "scaledToFit" ? .fit : .fill))
    }

    let schema = [
        "scaledToFit": #"""
        {
          "type": "boolean"
        }
        """#,
        "scaledToFill": #"""
        {
          "type": "boolean"
        }
        """#,
    ]
}
