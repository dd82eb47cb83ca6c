import ImageDiff
import PNGCodec
import SnapshotFiles
import SnapshotPipeline

/// The one golden comparison: read → decode → size check → pixelmatch → write the diff. Behind
/// `widgetsnap test` and the test API (``GoldenCheck``), the gallery's `--baseline` and `widgetsnap diff`;
/// each says what went wrong in its own words, so each step throws or returns what it found.
public enum ImageComparison {
    /// What comparing an expected image with an actual one found.
    public enum Verdict: Sendable {
        /// The sizes differ; no pixel was compared.
        case sizeDiffers(expected: PixelSize, actual: PixelSize)
        /// The same size. With `measure`, always pixelmatch's record (perhaps of no pixel);
        /// without, nil when no pixel counts as different.
        case sameSize(ContentDifference?)
    }

    /// A PNG file's bytes, read as untrusted input: a regular file, at most ``PNGLimits/maximumFileBytes``
    /// (a FIFO or a huge file never blocks or runs away).
    public static func read(_ path: String) throws(PNGError) -> [UInt8] {
        try PNGFile.readBytes(path: path)
    }

    /// The decoded pixels of PNG bytes, within the decoder's limits.
    public static func decode(_ bytes: [UInt8]) throws -> RGBAImage {
        try PNGDecoder().decode(bytes)
    }

    /// Compares `actual` with `expected`. `measure` keeps pixelmatch's record even when nothing
    /// differs (its counts of all and anti-aliased pixels, and a diff image if `options` asks for one).
    public static func compare(expected: RGBAImage, actual: RGBAImage, options: DiffOptions, measure: Bool = false) -> Verdict {
        guard expected.width == actual.width, expected.height == actual.height else {
            return .sizeDiffers(expected: expected.size, actual: actual.size)
        }
        if measure, let record = try? PixelMatch.measure(expected, actual, options: options) { return .sameSize(record) }
        if case .different(let c) = PixelMatch.compare(expected, actual, options: options) { return .sameSize(c) }
        return .sameSize(nil)
    }

    /// Writes `difference`'s diff image (if it has one) to `path`, whole or not at all; the PNG's
    /// bytes, or nil when there was no diff image.
    @discardableResult
    public static func writeDiff(_ difference: ContentDifference?, to path: String) throws(GoldensError) -> [UInt8]? {
        guard let image = difference?.diffImage else { return nil }
        let png = try GoldensError.pipeline { () throws(PipelineError) in try PNGBytes.encode(image) }
        try GoldensError.files { () throws(FilesError) in try AtomicFile.write(png, to: path) }
        return png
    }
}
