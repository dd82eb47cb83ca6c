import Suggestions

/// What every design rule tells about itself, whatever it checks: a widget variant (``LintRule``)
/// or a Live Activity or control presentation (``SurfaceLintRule``). `--rules`, `--severity`,
/// `--list`, the `lint` option of a layout file and SARIF's rule table take both kinds.
public protocol LintRuleInfo: Sendable {
    /// `small-one-tap-target`: lower-case words joined by hyphens.
    var id: String { get }
    /// One sentence: what the rule checks.
    var description: String { get }
    var defaultSeverity: LintSeverity { get }
    var guideline: Guideline { get }
}

/// Every rule of both registries: the widget rules, then the surface rules, in documented order.
public enum LintRules {
    public static var all: [any LintRuleInfo] { LintRegistry.all.map { $0 as any LintRuleInfo } + SurfaceLintRegistry.all.map { $0 as any LintRuleInfo } }

    public static var ids: [String] { all.map(\.id) }

    public static func rule(_ id: String) -> (any LintRuleInfo)? { all.first { $0.id == id } }

    /// `did you mean 'x'?` for a misspelt rule id, or nil.
    public static func suggestion(for id: String) -> String? { Suggest.nearest(id, in: ids) }
}
