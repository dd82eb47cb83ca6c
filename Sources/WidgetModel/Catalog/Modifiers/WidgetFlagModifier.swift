import JSON5

/// The flags `{unredacted: true}`, `{privacySensitive: true}`, `{widgetAccentable: true}` and
/// `{contentMarginsDisabled: true}` (`false`: no modifier).
struct WidgetFlagModifier: ModifierEntry {
    let name: String
    let method: String
    init(_ name: String, swiftUI method: String) { self.name = name; self.method = method }
    var names: [String] { [name] }
    var swiftUI: [String] { [method] }
    var group: ModifierGroup { .environment }
    var schema: [String: String] { [name: Self.schemas[name] ?? ""] }

    func decode(_ name: String, _ arg: JSONValue, _ p: JSONPath, _ d: ModifierDecoder) -> Modifier? {
        let reader = d.reader
        guard let b = reader.bool(arg, p) else { return nil }
        guard b else { return nil }
        switch name {
        case "unredacted": return .environment(.unredacted)
        case "privacySensitive": return .environment(.privacySensitive)
        case "widgetAccentable": return .environment(.widgetAccentable)
        default: return .contentMarginsDisabled
        }
    }

    private static let schemas = [
        "unredacted": #"""
        {
          "type": "boolean"
        }
        """#,
        "privacySensitive": #"""
        {
          "type": "boolean"
        }
        """#,
        "widgetAccentable": #"""
        {
          "type": "boolean"
        }
        """#,
        "contentMarginsDisabled": #"""
        {
          "type": "boolean"
        }
        """#,
    ]
}
