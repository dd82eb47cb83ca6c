import WidgetLayout

/// A control's title and value fit on one line at the medium size.
public struct ControlTitleFits: SurfaceLintRule {
    public init() {}
    public let id = "control-title-fits"
    public let description = "A control's title and value fit on their line at Control Center's medium size (not cut with an ellipsis)."
    public let defaultSeverity = LintSeverity.warning
    public let guideline = Guideline(source: "HIG: Controls, Anatomy",
                                     sentence: "In Control Center, a control displays its symbol and, at larger sizes, its title and value.")

    public func check(_ variant: SurfaceLintVariant) -> [String] {
        guard variant.kind == "control", variant.surface == "controlCenter-medium" else { return [] }
        return variant.tree.textFits.compactMap { fit in
            guard fit.truncatedLines != nil else { return nil }
            return "“\(fit.text)” is cut with an ellipsis at the medium size; shorten it (the medium size leaves about 72 pt, some 9 characters, beside the symbol)"
        }
    }
}
