/// What part of a chart a view is, set by the Charts module so that lint can find charts in the
/// resolved tree without reading view names (docs/charts.md, "Lint").
///
/// Inherited as an environment value: every view a chart draws carries its chart's part, and an
/// axis label (and the text inside it) carries ``axisLabel(_:)``. Views an app puts in
/// `chartBackground`/`chartOverlay` carry none.
public enum ChartPart: Sendable, Hashable {
    /// The chart's frame and what it draws, with the axes it shows (labels, grid lines or ticks).
    case chart(ChartAxes)
    /// An axis value label of the x or y axis.
    case axisLabel(ChartAxes)
}

/// The axes of a chart, as a set: `.x`, `.y`, both or none.
public struct ChartAxes: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let x = ChartAxes(rawValue: 1)
    public static let y = ChartAxes(rawValue: 2)
    /// How many axes the set holds.
    public var count: Int { (contains(.x) ? 1 : 0) + (contains(.y) ? 1 : 0) }
}
