import JSON5

/// `{padding: 16}`, `{padding: {edges: [...], length: 8}}`, `{padding: {top: 4, leading: 8}}`: SwiftUI's `padding(_:_:)`.
struct PaddingModifier: ModifierEntry {
    let names = ["padding"]
    let swiftUI = ["padding(_:_:)"]
    let ranges: [String: ClosedRange<Double>] = ["": NumericRange.length, "length": NumericRange.length, "top": NumericRange.length]

    func decode(_ name: String, _ arg: JSONValue, _ p: JSONPath, _ d: ModifierDecoder) -> Modifier? {
        return padding(arg, p, d).map { .layer(.padding($0)) }
    }

    private func padding(_ arg: JSONValue, _ p: JSONPath, _ d: ModifierDecoder) -> EdgeInsets? {
        let reader = d.reader
        if case .number = arg { return reader.number(arg, p, in: NumericRange.length, what: "a length").map { EdgeInsets(all: $0) } }
        guard let o = reader.object(arg, p, what: "a length or {edges: [...], length: 8} or {top: 4, leading: 8}") else { return nil }
        let sides = ["top", "leading", "bottom", "trailing"]
        reader.checkKeys(o, p, allowed: sides + ["edges", "length"], in: "padding")
        if o.keys.contains(where: { sides.contains($0) }) {
            if o["edges"] != nil || o["length"] != nil {
                reader.fail("use either edges/length or top/leading/bottom/trailing, not both", p)
            }
            func side(_ k: String) -> Double { o[k].flatMap { reader.number($0, p.appending(key: k), in: NumericRange.length, what: "a length") } ?? 0 }
            return EdgeInsets(top: side("top"), leading: side("leading"), bottom: side("bottom"), trailing: side("trailing"))
        }
        let length = o["length"].flatMap { reader.number($0, p.appending(key: "length"), in: NumericRange.length, what: "a length") } ?? 16
        guard let edgesValue = o["edges"] else { return EdgeInsets(all: length) }
        guard let edges = reader.array(edgesValue, p.appending(key: "edges")) else { return nil }
        var insets = EdgeInsets.zero
        let names = ["top", "bottom", "leading", "trailing", "horizontal", "vertical", "all"]
        for (i, e) in edges.enumerated() {
            let ep = p.appending(key: "edges").appending(index: i)
            guard let s = reader.string(e, ep, what: "an edge name") else { continue }
            switch s {
            case "top": insets.top = length
            case "bottom": insets.bottom = length
            case "leading": insets.leading = length
            case "trailing": insets.trailing = length
            case "horizontal": insets.leading = length; insets.trailing = length
            case "vertical": insets.top = length; insets.bottom = length
            case "all": insets = EdgeInsets(all: length)
            default: reader.fail("unknown edge '\(s)'", ep, hint: suggestion(s, names))
            }
        }
        return insets
    }

    let schema = [
        "padding": #"""
        {
          "description": "16, {} (16 on all edges), {edges: [\"horizontal\"], length: 8} or {top: 4, leading: 8}.",
          "anyOf": [
            {
              "type": "number",
              "minimum": 0
            },
            {
              "type": "object",
              "properties": {
                "edges": {
                  "type": "array",
                  "items": {
                    "enum": [
                      "top",
                      "bottom",
                      "leading",
                      "trailing",
                      "horizontal",
                      "vertical",
                      "all"
                    ]
                  }
                },
                "length": {
                  "type": "number",
                  "minimum": 0
                }
              },
              "additionalProperties": false
            },
            {
              "type": "object",
              "properties": {
                "top": {
                  "type": "number",
                  "minimum": 0
                },
                "leading": {
                  "type": "number",
                  "minimum": 0
                },
                "bottom": {
                  "type": "number",
                  "minimum": 0
                },
                "trailing": {
                  "type": "number",
                  "minimum": 0
                }
              },
              "additionalProperties": false,
              "minProperties": 1
            }
          ]
        }
        """#,
    ]
}
