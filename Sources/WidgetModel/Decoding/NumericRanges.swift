/// The valid range of every number in a layout file, checked when the file is decoded
/// (`docs/limits.md` lists them). The layout engine and the renderer also clamp what they are
/// given, so a value that slips past these checks still cannot trap.
public enum NumericRange {
    /// Lengths in points: spacing, padding, frame sizes, spacer lengths, corner radii.
    /// The largest widget is under 1,400 pt wide; 10,000 leaves room for anything sensible.
    public static let length: ClosedRange<Double> = 0...10_000
    /// Stack spacing in points: negative spacing overlaps neighbours, as SwiftUI allows
    /// (`VStack(spacing: -2)`).
    public static let spacing: ClosedRange<Double> = -10_000...10_000
    /// `offset` distances and dash lengths, in points.
    public static let offset: ClosedRange<Double> = -10_000...10_000
    /// `scaleEffect` factors (negative mirrors).
    public static let scaleEffect: ClosedRange<Double> = -100...100
    /// `rotationEffect` angles in degrees.
    public static let degrees: ClosedRange<Double> = -36_000...36_000
    /// `trim` fractions of a shape's outline.
    public static let fraction: ClosedRange<Double> = 0...1
    /// The width of a shape's stroke, in points.
    public static let lineWidth: ClosedRange<Double> = 0...1_000
    /// `kerning`, `tracking` and `baselineOffset` of a text, in points.
    public static let textSpacing: ClosedRange<Double> = -1_000...1_000
    /// A font's size in points.
    public static let fontSize: ClosedRange<Double> = 1...1_000
    /// `minimumScaleFactor`: how far a text may shrink.
    public static let scaleFactor: ClosedRange<Double> = 0.01...1
    /// `opacity`.
    public static let opacity: ClosedRange<Double> = 0...1
    /// `aspectRatio`: width / height.
    public static let aspectRatio: ClosedRange<Double> = 0.0001...10_000
    /// `layoutPriority`.
    public static let layoutPriority: ClosedRange<Double> = -1_000...1_000
    /// `lineLimit`, in lines.
    public static let lineLimit: ClosedRange<Int> = 1...1_000
    /// `ForEach` `limit`, in items.
    public static let itemLimit: ClosedRange<Int> = 0...10_000
    /// `Gauge` `min`/`max` and `ProgressView` `total`.
    public static let gaugeBound: ClosedRange<Double> = -1e9...1e9
    /// The `min`/`max` of an integer or decimal parameter.
    public static let parameterBound: ClosedRange<Double> = -1e15...1e15
    /// A timeline entry's relevance score.
    public static let relevanceScore: ClosedRange<Double> = -1e9...1e9
    /// A relevance duration in seconds (about 30 years).
    public static let duration: ClosedRange<Double> = 0...1e9
}
