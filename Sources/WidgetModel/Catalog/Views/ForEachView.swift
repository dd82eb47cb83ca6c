import JSON5

/// `{ForEach: "entry.items", as: "item", limit: 3, content: view}`: SwiftUI's `ForEach`.
struct ForEachView: ViewEntry {
    let names = ["ForEach"]
    let swiftUI = ["ForEach"]
    let group = ViewGroup.control

    func decode(_ name: String, _ a: ViewArguments, _ d: ViewDecoder, children kids: inout [ViewNode]) -> ViewKind? {
        let reader = d.reader
        a.allow(["as", "limit", "content"])
        guard let collection = reader.string(a.arg, a.argPath, what: "a collection expression such as \"data.items\"") else { return nil }
        d.site(a.argPath, collection, .expression)
        let item = a.opt("as") { reader.string($0, $1, what: "an item name") } ?? "item"
        if !isIdentifier(item) { reader.fail("the item name '\(item)' is not a valid name", a.path.appending(key: "as"), hint: "use letters, digits and _") }
        let limit = a.opt("limit") { reader.integer($0, $1, in: NumericRange.itemLimit) }
        guard let contentValue = reader.require(a.options, "content", a.path, in: "ForEach") else { return nil }
        guard let content = d.withLocal(item, { d.view(contentValue, a.path.appending(key: "content")) }) else { return nil }
        return .forEach(collection: collection, itemName: item, limit: limit, content: content)
    }

    let schema = [
        "ForEach": #"""
        {
          "type": "object",
          "properties": {
            "ForEach": {
              "$ref": "#/$defs/expression"
            },
            "as": {
              "type": "string",
              "pattern": "^[A-Za-z_][A-Za-z0-9_]*$",
              "description": "The item name (default item)."
            },
            "limit": {
              "type": "integer",
              "minimum": 0,
              "description": "At most this many items."
            },
            "content": {
              "$ref": "#/$defs/view"
            },
            "lint": {
              "$ref": "#/$defs/lintOption"
            },
            "modifiers": {
              "$ref": "#/$defs/modifiers"
            }
          },
          "additionalProperties": false,
          "required": [
            "ForEach",
            "content"
          ],
          "description": "Repeats content for each item of a collection expression.",
          "title": "ForEach"
        }
        """#,
    ]
}
