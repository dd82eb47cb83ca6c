/// The `env` object readable in expressions: values of the variant's environment, one key per line.
public enum EnvironmentValues {
    public static func object(for selection: VariantSelection) -> [String: JSONValue] {
        var env: [String: JSONValue] = [:]
        env["dynamicTypeSize"] = .string(selection.dynamicTypeSize.rawValue)
        return env
    }
}
