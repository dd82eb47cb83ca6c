@testable import ImageDiff
import Testing

@Suite("Results and edge cases")
struct PixelMatchResultTests {
    @Test("byte-identical images are identical")
    func identical() throws {
        let a = try RGBAImage.filled(7, 3, Pixel(1, 2, 3, 4))
        #expect(PixelMatch.compare(a, a) == .identical)
        #expect(PixelMatch.compare(a, a, options: DiffOptions(threshold: 0, includeAA: true)) == .identical)
    }

    @Test("different sizes are a size mismatch, not a pixel comparison")
    func sizeMismatch() throws {
        let a = try RGBAImage.filled(2, 3, .white)
        let b = try RGBAImage.filled(3, 2, .white)
        #expect(PixelMatch.compare(a, b) == .sizeMismatch(expected: PixelSize(width: 2, height: 3), actual: PixelSize(width: 3, height: 2)))
        #expect(throws: ImageSizeMismatch(expected: PixelSize(width: 2, height: 3), actual: PixelSize(width: 3, height: 2))) {
            try PixelMatch.measure(a, b)
        }
        let empty = try RGBAImage.filled(0, 0, .white)
        #expect(PixelMatch.compare(empty, a) == .sizeMismatch(expected: PixelSize(width: 0, height: 0), actual: PixelSize(width: 2, height: 3)))
    }

    @Test("empty images", arguments: [(0, 0), (0, 4), (4, 0)])
    func empty(_ size: (Int, Int)) throws {
        let a = try RGBAImage(width: size.0, height: size.1, rgba: [])
        #expect(PixelMatch.compare(a, a) == .identical)
        let result = try PixelMatch.measure(a, a, options: DiffOptions(producesDiffImage: true))
        #expect(result.mismatchedPixels == 0)
        #expect(result.totalPixels == 0)
        #expect(result.mismatchRatio == 0)
        #expect(result.boundingBox == nil)
        #expect(result.diffImage?.rgba.isEmpty == true)
        #expect(result.diffImage?.width == size.0)
    }

    @Test("fully transparent pixels match whatever their colour")
    func transparent() throws {
        let a = try RGBAImage.filled(3, 3, Pixel(255, 0, 0, 0))
        let b = try RGBAImage.filled(3, 3, Pixel(0, 255, 0, 0))
        #expect(PixelMatch.compare(a, b, options: DiffOptions(threshold: 0)) == .identical)
        // Transparent against opaque is a difference, and so is a colour change at half opacity.
        let opaque = try a.setting([(1, 1, .black)])
        #expect(try PixelMatch.measure(a, opaque).mismatchedPixels == 1)
        let halfRed = try RGBAImage.filled(3, 3, Pixel(255, 0, 0, 128))
        let halfGreen = try halfRed.setting([(1, 1, Pixel(0, 255, 0, 128))])
        #expect(try PixelMatch.measure(halfRed, halfGreen).mismatchedPixels == 1)
        // Transparent pixels paint white in the grey background.
        let image = try #require(try PixelMatch.measure(a, b, options: DiffOptions(producesDiffImage: true)).diffImage)
        #expect(image.at(0, 0) == .white)
    }

    @Test("bounding box, ratio and counts")
    func boundingBox() throws {
        let a = try RGBAImage.filled(6, 5, .white)
        let b = try a.setting([(1, 2, .black), (4, 0, .black), (3, 3, Pixel(0, 0, 255))])
        guard case let .different(content) = PixelMatch.compare(a, b) else {
            Issue.record("expected a difference")
            return
        }
        #expect(content.mismatchedPixels == 3)
        #expect(content.totalPixels == 30)
        #expect(content.mismatchRatio == 0.1)
        #expect(content.boundingBox == PixelRect(x: 1, y: 0, width: 4, height: 4))

        let corner = try a.setting([(5, 4, .black)])
        guard case let .different(single) = PixelMatch.compare(a, corner) else {
            Issue.record("expected a difference")
            return
        }
        #expect(single.boundingBox == PixelRect(x: 5, y: 4, width: 1, height: 1))
    }

    @Test("single-row, single-column and single-pixel images", arguments: [(1, 1), (1, 9), (9, 1), (2, 2)])
    func thinImages(_ size: (Int, Int)) throws {
        let a = try RGBAImage.filled(size.0, size.1, .white)
        let b = try a.setting([(size.0 - 1, size.1 - 1, .black)])
        #expect(try PixelMatch.measure(a, b).mismatchedPixels == 1)
    }

    @Test("the identical fast path paints what the full scan paints")
    func fastPathMatchesScan() throws {
        var bytes: [UInt8] = []
        for i in 0..<(13 * 7) {
            bytes += [UInt8(i * 37 % 256), UInt8(i * 11 % 256), UInt8(255 - i % 256), UInt8(i * 53 % 256)]
        }
        let a = try RGBAImage(width: 13, height: 7, rgba: bytes)
        for mask in [false, true] {
            let options = DiffOptions(alpha: 0.3, diffMask: mask, producesDiffImage: true)
            let fast = try PixelMatch.measure(a, a, options: options)
            let full = PixelMatch.scan(a, a, options: options)
            #expect(fast == full)
        }
    }

    @Test("word-skipping finds differences at every offset, including the tail")
    func differencesEverywhere() throws {
        let a = try RGBAImage.filled(37, 3, .white)  // 111 pixels: not a multiple of 8
        for index in [0, 1, 7, 8, 9, 63, 64, 100, 109, 110] {
            let b = try a.setting([(index % 37, index / 37, .black)])
            #expect(try PixelMatch.measure(a, b).mismatchedPixels == 1, "pixel \(index)")
            #expect(PixelMatch.bytesEqual(a.rgba, b.rgba) == false)
        }
        #expect(PixelMatch.bytesEqual(a.rgba, a.rgba))
    }

    @Test("JavaScript Uint8Array conversion")
    func javaScriptConversion() {
        #expect(javaScriptUInt8(255.9) == 255)
        #expect(javaScriptUInt8(256) == 0)
        #expect(javaScriptUInt8(-1.5) == 255)
        #expect(javaScriptUInt8(.nan) == 0)
        #expect(javaScriptUInt8(.infinity) == 0)
    }
}
