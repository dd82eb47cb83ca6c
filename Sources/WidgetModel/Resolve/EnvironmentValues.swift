/// The `env` object expressions read: values of the variant's environment, one key per line.
public enum EnvironmentValues {
    /// The `env` keys a binding may name.
    public static let keys: Set<String> = [
        "locale",
    ]

    /// `env` for one variant.
    public static func object(for selection: VariantSelection) -> [String: JSONValue] {
        var env: [String: JSONValue] = [:]
        env["locale"] = .string(selection.locale)
        return env
    }
}
