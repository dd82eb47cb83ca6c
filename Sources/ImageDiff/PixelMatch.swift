// The pixelmatch 7.1 algorithm (mapbox/pixelmatch, ISC licence), reimplemented:
//  1. Pixels whose 32-bit words are equal are unchanged (and painted grey in the diff image).
//  2. Otherwise the squared YIQ distance (ColorDelta.swift; Kotsarenko & Ramos 2010) is compared
//     with 35215 · threshold². Semi-transparent pixels are blended over a pseudo-checkerboard,
//     not white: that is what 7.x does, and cases 5 and 8 of the conformance suite fail otherwise.
//  3. A pixel above the threshold is excluded as anti-aliasing when it looks like an intensity
//     ramp in either image (AntiAliasing.swift; Vyšniauskas 2009), unless includeAA is set.
//  4. Remaining pixels are mismatches, painted diffColor, or diffColorAlt when the actual image
//     is darker there.

/// Image comparison compatible with pixelmatch 7.1 (mapbox/pixelmatch): the same mismatch
/// counts and, when requested, the same diff image, pixel for pixel.
public enum PixelMatch {
    /// Compares `expected` with `actual`.
    ///
    /// Byte-identical images return `.identical` after a word-by-word scan, without any colour
    /// arithmetic. Otherwise every differing pixel is measured; the result is `.identical` when
    /// none counts as mismatched, else `.different` with the details (and the diff image if
    /// `options.producesDiffImage` is set).
    public static func compare(_ expected: RGBAImage, _ actual: RGBAImage, options: DiffOptions = DiffOptions()) -> ImageDifference {
        guard expected.width == actual.width, expected.height == actual.height else {
            return .sizeMismatch(expected: expected.size, actual: actual.size)
        }
        if bytesEqual(expected.rgba, actual.rgba) { return .identical }
        let difference = scan(expected, actual, options: options)
        return difference.mismatchedPixels == 0 ? .identical : .different(difference)
    }

    /// Measures the difference between two equally sized images, like pixelmatch's return value
    /// and output buffer. Unlike `compare`, this always yields a record (possibly with zero
    /// mismatches) and, when requested, a diff image even for identical images.
    ///
    /// - Throws: `ImageSizeMismatch` when the sizes differ.
    public static func measure(_ expected: RGBAImage, _ actual: RGBAImage, options: DiffOptions = DiffOptions()) throws(ImageSizeMismatch) -> ContentDifference {
        guard expected.width == actual.width, expected.height == actual.height else {
            throw ImageSizeMismatch(expected: expected.size, actual: actual.size)
        }
        if bytesEqual(expected.rgba, actual.rgba) {
            var image: RGBAImage?
            if options.producesDiffImage {
                image = options.diffMask ? blankImage(like: expected) : grayImage(of: expected, alpha: options.alpha)
            }
            return ContentDifference(mismatchedPixels: 0, antiAliasedPixels: 0, totalPixels: expected.pixelCount, boundingBox: nil, diffImage: image)
        }
        return scan(expected, actual, options: options)
    }
}

extension PixelMatch {
    /// The main pixelmatch pass over two equally sized images that are not byte-identical.
    static func scan(_ a: RGBAImage, _ b: RGBAImage, options: DiffOptions) -> ContentDifference {
        let total = a.pixelCount
        let drawsImage = options.producesDiffImage
        var output = drawsImage ? [UInt8](repeating: 0, count: a.rgba.count) : []
        var tally = Tally()
        a.rgba.withUnsafeBytes { pa in
            b.rgba.withUnsafeBytes { pb in
                output.withUnsafeMutableBytes { po in
                    guard let p1 = pa.baseAddress, let p2 = pb.baseAddress else { return }
                    let out = drawsImage ? po.baseAddress : nil
                    tally = scanPixels(p1, p2, out, grid: PixelGrid(width: a.width, height: a.height), options: options)
                }
            }
        }
        return ContentDifference(
            mismatchedPixels: tally.mismatched,
            antiAliasedPixels: tally.antiAliased,
            totalPixels: total,
            boundingBox: tally.boundingBox,
            diffImage: drawsImage ? RGBAImage(uncheckedWidth: a.width, height: a.height, rgba: output) : nil
        )
    }

    /// Counts and locates mismatched pixels, painting `out` (if any) like pixelmatch's output.
    private static func scanPixels(
        _ p1: UnsafeRawPointer, _ p2: UnsafeRawPointer, _ out: UnsafeMutableRawPointer?,
        grid: PixelGrid, options: DiffOptions
    ) -> Tally {
        let width = grid.width
        let byteCount = grid.width * grid.height * 4
        let maxDelta = yiqMaximumDelta * options.threshold * options.threshold
        let background = options.diffMask ? nil : out
        let detectsAA = !options.includeAA
        let altColor = options.diffColorAlt ?? options.diffColor
        var painter = GrayPainter(alpha: options.alpha)
        var tally = Tally()

        var pos = 0
        while pos < byteCount {
            if p1.loadUnaligned(fromByteOffset: pos, as: UInt32.self) == p2.loadUnaligned(fromByteOffset: pos, as: UInt32.self) {
                if let background {
                    painter.paint(p1, background, at: pos)
                    pos &+= 4
                } else {
                    // Nothing to paint: jump over equal 32-byte chunks.
                    pos = max(pos &+ 4, skipEqualChunks(p1, p2, from: pos &+ 4, count: byteCount) & ~3)
                }
                continue
            }

            let delta = colorDelta(p1 + pos, p2 + pos, backgroundOffset: pos)
            if abs(delta) > maxDelta {
                let index = pos >> 2
                let x = index % width
                let y = index / width
                if detectsAA && (grid.isAntiAliased(p1, x: x, y: y, other: p2) || grid.isAntiAliased(p2, x: x, y: y, other: p1)) {
                    tally.antiAliased += 1
                    if let background { paint(options.aaColor, background, at: pos) }
                } else {
                    tally.countMismatch(x: x, y: y)
                    if let out { paint(delta < 0 ? altColor : options.diffColor, out, at: pos) }
                }
            } else if let background {
                painter.paint(p1, background, at: pos)
            }
            pos &+= 4
        }
        return tally
    }

    @inline(__always)
    private static func paint(_ color: RGBColor, _ output: UnsafeMutableRawPointer, at offset: Int) {
        output.storeBytes(of: color.red, toByteOffset: offset, as: UInt8.self)
        output.storeBytes(of: color.green, toByteOffset: offset + 1, as: UInt8.self)
        output.storeBytes(of: color.blue, toByteOffset: offset + 2, as: UInt8.self)
        output.storeBytes(of: 255, toByteOffset: offset + 3, as: UInt8.self)
    }
}

/// Running totals of a scan.
struct Tally {
    var mismatched = 0
    var antiAliased = 0
    private var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1

    @inline(__always)
    mutating func countMismatch(x: Int, y: Int) {
        mismatched += 1
        if x < minX { minX = x }
        if x > maxX { maxX = x }
        if y < minY { minY = y }
        if y > maxY { maxY = y }
    }

    /// The rectangle around every counted mismatch, or `nil` if there is none.
    var boundingBox: PixelRect? {
        mismatched == 0 ? nil : PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}
