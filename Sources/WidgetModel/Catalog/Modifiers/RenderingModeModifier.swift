import JSON5

/// `{renderingMode: "template"}` on an Image: SwiftUI's `Image.renderingMode(_:)`.
struct RenderingModeModifier: ModifierEntry {
    let names = ["renderingMode"]
    let swiftUI = ["renderingMode(_:)"]
    let restriction: ModifierRestriction? = ModifierRestriction(views: ["Image"], what: "an Image", hint: "tint an image with [{renderingMode: \"template\"}, {foregroundColor: \"accent\"}]")

    func decode(_ name: String, _ arg: JSONValue, _ p: JSONPath, _ d: ModifierDecoder) -> Modifier? {
        let reader = d.reader
        return reader.choice(arg, p, ImageRenderingMode.self, what: "rendering mode").map { .layer(.renderingMode($0)) }
    }

    let schema = [
        "renderingMode": #"""
        {
          "description": "On an Image: template draws its shape in the foreground colour.",
          "enum": [
            "original",
            "template"
          ]
        }
        """#,
    ]
}
