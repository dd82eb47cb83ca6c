import ImageDiff

/// How goldens are compared and written.
///
/// The defaults are strict on purpose: renders are deterministic (same layout, fonts and
/// toolchain → same pixels, whatever the thread count or PNG encoding), so any changed pixel is a
/// real change, and the colour threshold is 0. Anti-aliased edge pixels are tolerated, as in
/// pixelmatch. `docs/ci.md` explains the choice and `Tests/RegressionCorpus` holds the evidence:
/// at a browser tool's threshold of 0.1, a wider placeholder bar in the light appearance passed.
public struct GoldenOptions: Sendable {
    /// The folder of golden PNGs, named by ``VariantID/name``.
    public var goldens: String
    public var record: RecordMode
    public var diff: DiffOptions
    /// A variant fails when more than this many pixels differ …
    public var maxDiffPixels: Int
    /// … and more than this share of its pixels.
    public var maxDiffRatio: Double

    public init(goldens: String, record: RecordMode, diff: DiffOptions = GoldenOptions.defaultDiff,
                maxDiffPixels: Int = GoldenOptions.defaultMaxDiffPixels, maxDiffRatio: Double = 0) {
        self.goldens = goldens; self.record = record; self.diff = diff; self.maxDiffPixels = maxDiffPixels; self.maxDiffRatio = maxDiffRatio
    }

    /// The default colour threshold: 0, so any changed colour counts (pixelmatch's is 0.1).
    public static let defaultThreshold: Double = 0
    /// By default pixels that pixelmatch classifies as anti-aliasing are tolerated, as pixelmatch
    /// does: edge smoothing may differ between font and Cairo builds, and the regression corpus
    /// fails every visible edit without counting them. `--include-aa` counts them too.
    public static let defaultIncludesAntiAliasing = false
    /// No differing pixel is allowed by default.
    public static let defaultMaxDiffPixels = 0

    /// The default comparison, with a diff image for the report.
    public static var defaultDiff: DiffOptions {
        DiffOptions(threshold: defaultThreshold, includeAA: defaultIncludesAntiAliasing, producesDiffImage: true)
    }

    /// pixelmatch's own defaults (threshold 0.1, anti-aliased pixels ignored), as `widgetsnap test`
    /// used before: kept to compare with in the regression corpus.
    public static var browserToolDiff: DiffOptions { DiffOptions(threshold: 0.1, includeAA: false, producesDiffImage: true) }
}
