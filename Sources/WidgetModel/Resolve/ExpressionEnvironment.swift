import JSON5

/// The `env` object of expressions: SwiftUI environment values a layout can branch on, from the
/// variant's selection. One key per line (each feature adds its own).
public enum ExpressionEnvironment {
    /// The `env` keys a binding may name.
    public static let keys: Set<String> = Set(object(VariantSelection(family: .systemSmall, instance: "", entryIndex: 0, state: .real)).keys)

    /// `env` for one variant.
    public static func object(_ s: VariantSelection) -> [String: JSONValue] {
        var env: [String: JSONValue] = [:]
        env["widgetRenderingMode"] = .string(s.appearance.renderingMode.rawValue)
        env["showsWidgetContainerBackground"] = .bool(s.appearance.showsWidgetContainerBackground)
        env["isLuminanceReduced"] = .bool(s.appearance.isLuminanceReduced)
        env["colorScheme"] = .string(s.appearance.colorScheme.rawValue)
        env["layoutDirection"] = .string(s.layoutDirection.rawValue)
        env["dynamicTypeSize"] = .string(s.dynamicTypeSize.rawValue)
        env["locale"] = .string(s.locale)
        return env
    }
}
