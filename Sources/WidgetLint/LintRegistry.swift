import Suggestions

/// Every rule, in the order they are documented and reported.
public enum LintRegistry {
    public static let all: [any LintRule] = [
        SmallOneTapTarget(),
        SmallInformationCount(),
        NoAppNameOrLogo(),
        ContentInMargins(),
        ConcentricCorners(),
        MinimumTextSize(),
        TruncatedText(),
        ClippedContent(),
        Contrast(),
        PlaceholderShift(),
        NoLastUpdated(),
        NoInstructions(),
        DescriptionStyle(),
        DefaultConfiguration(),
        TimelineSpacing(),
        VibrantWhiteOpacity(),
        SmallChartAxes(),
    ]

    public static var ids: [String] { all.map(\.id) }

    public static func rule(_ id: String) -> (any LintRule)? { all.first { $0.id == id } }

    /// `did you mean 'x'?` for a misspelt rule id, or nil.
    public static func suggestion(for id: String) -> String? { Suggest.nearest(id, in: ids) }
}
