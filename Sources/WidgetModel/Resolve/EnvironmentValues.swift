/// The `env` object bindings read: values of the variant's environment, one key per line.
enum EnvironmentValues {
    /// The keys of `env`, for checking bindings before any variant is resolved.
    static let keys: Set<String> = [
        "layoutDirection",
    ]

    static func object(for selection: VariantSelection) -> JSONValue {
        var values: [String: JSONValue] = [:]
        values["layoutDirection"] = .string(selection.layoutDirection.rawValue)
        return .object(values)
    }
}
