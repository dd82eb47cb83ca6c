import WidgetLayout

/// A Live Activity's Lock Screen presentation is at most 160 pt tall (iOS cuts the rest).
public struct ActivityLockScreenHeight: SurfaceLintRule {
    public init() {}
    public let id = "activity-lock-screen-height"
    public let description = "A Live Activity's Lock Screen presentation is at most 160 pt tall, its margins included."
    public let defaultSeverity = LintSeverity.error
    public let guideline = Guideline(source: "HIG: Live Activities, Specifications",
                                     sentence: "Lock Screen (height given as a range): 408x84–160 (430x932 screens), 371x84–160 (393x852 screens).")

    public func check(_ variant: SurfaceLintVariant) -> [String] {
        guard variant.kind == "activity", variant.surface == "lockScreen", let height = variant.contentHeight, height > 160.5 else { return [] }
        return ["the Lock Screen presentation is \(LintTree.points(height)) pt tall and iOS cuts it at 160 pt; show less, or move detail to the expanded presentation"]
    }
}
