import ImageDiff
import Testing

/// A 6×5 image: columns 0–2 black, 3–5 white; a sharp vertical edge.
private func edgeImage() throws -> RGBAImage {
    var bitmap = try RGBAImage.filled(6, 5, .white)
    for y in 0..<5 {
        bitmap = try bitmap.setting((0...2).map { (x: $0, y: y, color: Pixel.black) })
    }
    return bitmap
}

@Suite("Options")
struct PixelMatchOptionTests {
    @Test("threshold decides whether a small change counts")
    func threshold() throws {
        let a = try RGBAImage.filled(5, 5, .gray(100))
        let b = try a.setting([(2, 2, .gray(110))])
        // Squared YIQ delta of a 10-level grey change is about 50.5:
        // below 35215 * 0.1² = 352.15, above 35215 * 0.03² = 31.7.
        #expect(PixelMatch.compare(a, b) == .identical)
        #expect(try PixelMatch.measure(a, b).mismatchedPixels == 0)
        #expect(try PixelMatch.measure(a, b, options: DiffOptions(threshold: 0.03)).mismatchedPixels == 1)
        #expect(try PixelMatch.measure(a, b, options: DiffOptions(threshold: 0)).mismatchedPixels == 1)
        #expect(try PixelMatch.measure(a, b, options: DiffOptions(threshold: 1)).mismatchedPixels == 0)
        guard case let .different(content) = PixelMatch.compare(a, b, options: DiffOptions(threshold: 0.03)) else {
            Issue.record("expected a difference")
            return
        }
        #expect(content.mismatchedPixels == 1)
    }

    @Test("anti-aliased pixels are excluded unless includeAA, and painted with aaColor")
    func antiAliasing() throws {
        let a = try edgeImage()
        // Soften the edge: the last black column gets one grey pixel, as anti-aliasing would.
        let b = try a.setting([(2, 2, .gray(128))])

        let excluded = try PixelMatch.measure(a, b, options: DiffOptions(producesDiffImage: true))
        #expect(excluded.mismatchedPixels == 0)
        #expect(excluded.antiAliasedPixels == 1)
        #expect(excluded.diffImage?.at(2, 2) == Pixel(.yellow))
        #expect(PixelMatch.compare(a, b) == .identical)

        let custom = try PixelMatch.measure(a, b, options: DiffOptions(aaColor: RGBColor(red: 0, green: 192, blue: 0), producesDiffImage: true))
        #expect(custom.diffImage?.at(2, 2) == Pixel(0, 192, 0))

        let included = try PixelMatch.measure(a, b, options: DiffOptions(includeAA: true, producesDiffImage: true))
        #expect(included.mismatchedPixels == 1)
        #expect(included.antiAliasedPixels == 0)
        #expect(included.diffImage?.at(2, 2) == Pixel(.red))
    }

    @Test("a lone changed pixel in a flat area is a real difference, not anti-aliasing")
    func loneChangeIsNotAntiAliasing() throws {
        let a = try RGBAImage.filled(5, 5, .white)
        let b = try a.setting([(2, 2, .gray(128))])
        #expect(try PixelMatch.measure(a, b).mismatchedPixels == 1)
    }

    @Test("alpha sets the opacity of the grey background", arguments: [0.0, 0.1, 0.5, 1.0])
    func alpha(_ alpha: Double) throws {
        let color = Pixel(200, 30, 90)
        let a = try RGBAImage.filled(3, 3, color).setting([(1, 1, .black)])
        let b = try a.setting([(1, 1, .white)])
        let result = try PixelMatch.measure(a, b, options: DiffOptions(alpha: alpha, producesDiffImage: true))
        let image = try #require(result.diffImage)
        #expect(image.at(0, 0) == expectedGray(color, alpha: alpha))
        #expect(image.at(2, 2) == expectedGray(color, alpha: alpha))
        #expect(image.at(1, 1) == Pixel(.red))
    }

    @Test("grey background of known values")
    func grayValues() throws {
        let a = try RGBAImage.filled(2, 1, .black).setting([(1, 0, Pixel(255, 0, 0))])
        let image = try #require(try PixelMatch.measure(a, a, options: DiffOptions(alpha: 0.5, producesDiffImage: true)).diffImage)
        #expect(image.at(0, 0) == .gray(127)) // 255 - 255 * 0.5 = 127.5, truncated
        // Red: luma 76.218…, 255 + (76.218 - 255) * 0.5 = 165.6…
        #expect(image.at(1, 0) == .gray(165))
    }

    @Test("diffColor paints brighter changes, diffColorAlt darker ones")
    func diffColors() throws {
        let a = try RGBAImage.filled(5, 1, .gray(128))
        let b = try a.setting([(1, 0, .white), (3, 0, .black)])
        let blue = RGBColor(red: 0, green: 0, blue: 255)
        let green = RGBColor(red: 0, green: 255, blue: 0)

        let single = try #require(try PixelMatch.measure(a, b, options: DiffOptions(diffColor: blue, producesDiffImage: true)).diffImage)
        #expect(single.at(1, 0) == Pixel(blue))
        #expect(single.at(3, 0) == Pixel(blue))

        let both = try #require(try PixelMatch.measure(a, b, options: DiffOptions(diffColor: blue, diffColorAlt: green, producesDiffImage: true)).diffImage)
        #expect(both.at(1, 0) == Pixel(blue))   // actual is brighter
        #expect(both.at(3, 0) == Pixel(green))  // actual is darker
        #expect(both.at(0, 0) == expectedGray(.gray(128), alpha: 0.1))
    }

    @Test("diffMask paints only differences, over transparency")
    func diffMask() throws {
        let a = try edgeImage()
        let b = try a.setting([(2, 2, .gray(128)), (5, 0, .black)])
        let result = try PixelMatch.measure(a, b, options: DiffOptions(diffMask: true, producesDiffImage: true))
        let image = try #require(result.diffImage)
        #expect(result.mismatchedPixels == 1)
        #expect(image.at(5, 0) == Pixel(.red))
        #expect(image.at(2, 2) == .clear)   // anti-aliasing is left out of masks
        #expect(image.at(0, 0) == .clear)
        #expect(image.at(4, 4) == .clear)

        let identical = try PixelMatch.measure(a, a, options: DiffOptions(diffMask: true, producesDiffImage: true))
        #expect(identical.diffImage?.rgba.allSatisfy { $0 == 0 } == true)
    }

    @Test("no diff image unless requested")
    func diffImageOnlyOnRequest() throws {
        let a = try RGBAImage.filled(4, 4, .white)
        let b = try a.setting([(0, 0, .black)])
        #expect(try PixelMatch.measure(a, b).diffImage == nil)
        #expect(try PixelMatch.measure(a, a).diffImage == nil)
        guard case let .different(content) = PixelMatch.compare(a, b) else {
            Issue.record("expected a difference")
            return
        }
        #expect(content.diffImage == nil)
    }

    @Test("defaults are pixelmatch's")
    func defaults() {
        let options = DiffOptions()
        #expect(options.threshold == 0.1)
        #expect(options.includeAA == false)
        #expect(options.alpha == 0.1)
        #expect(options.aaColor == RGBColor(red: 255, green: 255, blue: 0))
        #expect(options.diffColor == RGBColor(red: 255, green: 0, blue: 0))
        #expect(options.diffColorAlt == nil)
        #expect(options.diffMask == false)
        #expect(options.producesDiffImage == false)
    }
}
