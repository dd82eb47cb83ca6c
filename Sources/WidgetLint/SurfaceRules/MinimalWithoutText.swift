import WidgetLayout

/// The Dynamic Island's minimal presentation shows a symbol or a graphic, not text.
public struct MinimalWithoutText: SurfaceLintRule {
    public init() {}
    public let id = "minimal-without-text"
    public let description = "The minimal presentation (a 36.67 pt circle) holds no text."
    public let defaultSeverity = LintSeverity.warning
    public let guideline = Guideline(source: "HIG: Live Activities",
                                     sentence: "When multiple Live Activities are active, the system uses the circular minimal presentation to display two of them in the Dynamic Island.")

    public func check(_ variant: SurfaceLintVariant) -> [String] {
        guard variant.kind == "activity", variant.surface == "dynamicIsland-minimal" else { return [] }
        var texts: [String] = []
        LintTree.walk(variant.tree) { node, _ in
            guard let text = node.text else { return }
            let drawn = text.lines.map(\.text).joined(separator: " ")
            if !drawn.allSatisfy(\.isWhitespace) { texts.append(drawn) }
        }
        return texts.map { "the minimal presentation shows the text “\($0)”: a 36.67 pt circle has room for a symbol or a small graphic (a progress ring), not words" }
    }
}
