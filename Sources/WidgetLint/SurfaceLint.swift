import WidgetLayout
import WidgetModel

/// One drawn presentation of a Live Activity or a control, as the surface rules see it
/// (docs/lint.md, "Live Activities and controls"): SwiftUI surfaces have no layout file, so a
/// finding names the variant (`DeliveryAttributes/default/lockScreen/iphone-430x932/00-light-real@3x`).
public struct SurfaceLintVariant: Sendable {
    /// `activity` or `control`.
    public var kind: String
    /// `lockScreen`, `dynamicIsland-minimal`, `controlCenter-medium` …
    public var surface: String
    /// The variant's name.
    public var name: String
    /// The laid-out picture (for an island surface, the screen strip with the island).
    public var tree: LayoutNode
    /// The Lock Screen presentation's own height before the 160 pt limit.
    public var contentHeight: Double?
    /// Whether the control's template has a symbol (nil for activities).
    public var hasSymbol: Bool?

    public init(kind: String, surface: String, name: String, tree: LayoutNode, contentHeight: Double? = nil, hasSymbol: Bool? = nil) {
        self.kind = kind; self.surface = surface; self.name = name; self.tree = tree
        self.contentHeight = contentHeight; self.hasSymbol = hasSymbol
    }
}

/// A finding of a surface rule.
public struct SurfaceLintFinding: Sendable, Hashable {
    public var rule: String
    public var severity: LintSeverity
    public var message: String
    public var variant: String
    public var guideline: Guideline

    public init(rule: String, severity: LintSeverity, message: String, variant: String, guideline: Guideline) {
        self.rule = rule; self.severity = severity; self.message = message; self.variant = variant; self.guideline = guideline
    }

    /// `warning: … [rule] in Variant` (one line, as the snapshot assertions report it).
    public var text: String { "\(severity.rawValue): \(message) [\(rule)] in \(variant)\n    guideline (\(guideline.source)): \(guideline.sentence)" }
}

/// A design rule for a Live Activity or control presentation: a small value with an id, a
/// description, a default severity, its guideline and a check. Adding one is a file in
/// `SurfaceRules/` and a line in ``SurfaceLintRegistry/all``.
public protocol SurfaceLintRule: LintRuleInfo {
    /// What is wrong with the variant (a message per problem; empty when it follows the rule).
    func check(_ variant: SurfaceLintVariant) -> [String]
}

/// Every surface rule, in the order they are documented and reported.
public enum SurfaceLintRegistry {
    public static let all: [any SurfaceLintRule] = [
        ActivityLockScreenHeight(),
        MinimalWithoutText(),
        CompactContentFits(),
        ControlHasSymbol(),
        ControlTitleFits(),
    ]

    public static var ids: [String] { all.map(\.id) }

    public static func rule(_ id: String) -> (any SurfaceLintRule)? { all.first { $0.id == id } }

    /// Every rule's findings for the variant.
    public static func check(_ variant: SurfaceLintVariant, rules: [any SurfaceLintRule] = all) -> [SurfaceLintFinding] {
        rules.flatMap { rule in
            rule.check(variant).map {
                SurfaceLintFinding(rule: rule.id, severity: rule.defaultSeverity, message: $0, variant: variant.name, guideline: rule.guideline)
            }
        }
    }
}
