import WidgetLayout

/// The compact leading and trailing views fit their side of the island (no text cut or clipped).
public struct CompactContentFits: SurfaceLintRule {
    public init() {}
    public let id = "compact-content-fits"
    public let description = "The compact leading and trailing texts fit their side of the island: not cut with an ellipsis, not clipped."
    public let defaultSeverity = LintSeverity.warning
    public let guideline = Guideline(source: "HIG: Live Activities, Specifications",
                                     sentence: "Compact leading and compact trailing: 62.33x36.67 (430x932 screens), 52.33x36.67 (393x852 screens).")

    public func check(_ variant: SurfaceLintVariant) -> [String] {
        guard variant.kind == "activity", variant.surface == "dynamicIsland-compact" else { return [] }
        return variant.tree.textFits.compactMap { fit in
            guard fit.truncatedLines != nil || fit.clip != nil else { return nil }
            return "“\(fit.text)” does not fit its compact side of the island (\(fit.truncatedLines != nil ? "cut with an ellipsis" : "clipped")); use a smaller font, fewer characters or a symbol"
        }
    }
}
