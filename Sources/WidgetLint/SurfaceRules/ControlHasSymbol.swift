/// A control has a symbol (the Lock Screen and the small Control Center size show only it).
public struct ControlHasSymbol: SurfaceLintRule {
    public init() {}
    public let id = "control-has-symbol"
    public let description = "A control's template has a symbol: the Lock Screen and the small size show nothing else."
    public let defaultSeverity = LintSeverity.error
    public let guideline = Guideline(source: "HIG: Controls, Anatomy",
                                     sentence: "Controls contain a symbol image, a title, and, optionally, a value.")

    public func check(_ variant: SurfaceLintVariant) -> [String] {
        guard variant.kind == "control", variant.surface == "controlCenter-small", variant.hasSymbol == false else { return [] }
        return ["the control has no symbol, so it is blank on the Lock Screen and at the small size; give it one (in SwiftUI Label(\"…\", systemImage: \"…\"), in a layout file symbol: \"…\")"]
    }
}
