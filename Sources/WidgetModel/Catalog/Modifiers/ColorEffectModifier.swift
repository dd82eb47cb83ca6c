import JSON5

/// The colour filters `{grayscale: 1}`, `{saturation: 0.5}`, `{brightness: 0.2}`, `{contrast: 1.5}`: SwiftUI's
/// `grayscale(_:)`, `saturation(_:)`, `brightness(_:)` and `contrast(_:)`.
struct ColorEffectModifier: ModifierEntry {
    let name: String
    let method: String
    init(_ name: String, swiftUI method: String) { self.name = name; self.method = method }
    var names: [String] { [name] }
    var swiftUI: [String] { [method] }
    var group: ModifierGroup { .effect }
    var schema: [String: String] { [name: Self.schemas[name] ?? ""] }

    func decode(_ name: String, _ arg: JSONValue, _ p: JSONPath, _ d: ModifierDecoder) -> Modifier? {
        let reader = d.reader
        guard let a = reader.number(arg, p, in: NumericRange.colorEffect, what: "an amount") else { return nil }
        switch name {
        case "grayscale": return .layer(.colorEffect(.grayscale(a)))
        case "saturation": return .layer(.colorEffect(.saturation(a)))
        case "brightness": return .layer(.colorEffect(.brightness(a)))
        default: return .layer(.colorEffect(.contrast(a)))
        }
    }

    var ranges: [String: ClosedRange<Double>] { ["": NumericRange.colorEffect] }

    private static let schemas = [
        "grayscale": #"""
        {
          "description": "0: no change, 1: grey.",
          "type": "number",
          "minimum": -100,
          "maximum": 100
        }
        """#,
        "saturation": #"""
        {
          "description": "1: no change, 0: grey.",
          "type": "number",
          "minimum": -100,
          "maximum": 100
        }
        """#,
        "brightness": #"""
        {
          "description": "Added to each channel: 0 no change, 1 white.",
          "type": "number",
          "minimum": -100,
          "maximum": 100
        }
        """#,
        "contrast": #"""
        {
          "description": "Scales each channel about mid-grey: 1 no change.",
          "type": "number",
          "minimum": -100,
          "maximum": 100
        }
        """#,
    ]
}
