import Testing
import PNGCodec

/// The first byte index where `a` and `b` differ (nil when equal); keeps failure output short.
func firstDifference(_ a: [UInt8], _ b: [UInt8]) -> Int? {
    if a == b { return nil }
    for i in 0..<min(a.count, b.count) where a[i] != b[i] { return i }
    return min(a.count, b.count)
}

@Suite struct FastPNGEncoderTests {
    /// Encodes straight RGBA, decodes with libpng and returns the file.
    @discardableResult
    func roundTrip(_ rgba: [UInt8], width: Int, height: Int, expectOpaque: Bool? = nil,
                   sourceLocation: SourceLocation = #_sourceLocation) throws -> [UInt8] {
        let image = try RGBAImage(width: width, height: height, rgba: rgba)
        let png = try FastPNGEncoder().encode(image)
        let decoded = try PNGDecoder(verifiesAdler32: true).decode(png)
        #expect(decoded.width == width && decoded.height == height, sourceLocation: sourceLocation)
        #expect(firstDifference(decoded.rgba, rgba) == nil, "pixels differ", sourceLocation: sourceLocation)
        let opaque = stride(from: 3, to: rgba.count, by: 4).allSatisfy { rgba[$0] == 255 }
        #expect(png[25] == (opaque ? 2 : 6), sourceLocation: sourceLocation)
        if let expectOpaque { #expect(opaque == expectOpaque, sourceLocation: sourceLocation) }
        #expect(try firstDifference(FastPNGEncoder().encode(image), png) == nil, "not deterministic", sourceLocation: sourceLocation)
        return png
    }

    @Test(arguments: [(1, 1), (1, 9), (9, 1), (2, 2), (3, 5), (17, 13), (64, 64), (257, 31), (1000, 40)])
    func noiseRoundTrips(width: Int, height: Int) throws {
        try roundTrip(TestImages.noise(width: width, height: height, seed: UInt64(width * 31 + height), opaque: false),
                      width: width, height: height, expectOpaque: false)
        try roundTrip(TestImages.noise(width: width, height: height, seed: UInt64(width + height), opaque: true),
                      width: width, height: height, expectOpaque: true)
    }

    @Test(arguments: [(1, 1), (1, 300), (300, 1), (7, 7), (640, 480), (100, 3000)])
    func flatRoundTrips(width: Int, height: Int) throws {
        let opaque = try roundTrip(TestImages.flat(width: width, height: height, 10, 20, 30, 255), width: width, height: height)
        try roundTrip(TestImages.flat(width: width, height: height, 0, 0, 0, 0), width: width, height: height)
        try roundTrip(TestImages.flat(width: width, height: height, 255, 255, 255, 128), width: width, height: height)
        // Flat images compress to almost nothing (~1.5 bytes per 258-byte copy).
        #expect(opaque.count < 200 + width * height / 50)
    }

    @Test func blockyImagesExerciseRunsCopiesAndBlockSplits() throws {
        for (w, h, seed) in [(300, 200, UInt64(1)), (1092, 300, 2), (5, 400, 3), (33, 33, 4)] {
            try roundTrip(TestImages.blocky(width: w, height: h, seed: seed), width: w, height: h)
        }
        // Large noise spans several 64K-token blocks.
        try roundTrip(TestImages.noise(width: 700, height: 100, seed: 5, opaque: false), width: 700, height: 100)
    }

    @Test func rowsWiderThanTheWindowUseRunsAndLiterals() throws {
        // 9000 * 4 + 1 > 32768: no copies from the row above are allowed.
        try roundTrip(TestImages.blocky(width: 9000, height: 3, seed: 9), width: 9000, height: 3)
        try roundTrip(TestImages.flat(width: 9000, height: 3, 1, 2, 3, 255), width: 9000, height: 3, expectOpaque: true)
        try roundTrip(TestImages.flat(width: 8191, height: 4, 1, 2, 3, 4), width: 8191, height: 4)  // 32765 + 1 fits
    }

    @Test func widgetLikeImagesRoundTripAndCompress() throws {
        for (w, h) in [(510, 510), (1092, 1146), (171, 171)] {
            let rgba = TestImages.widget(width: w, height: h, radius: Double(w) / 7)
            let png = try roundTrip(rgba, width: w, height: h, expectOpaque: false)
            #expect(png.count < rgba.count / 4, "\(w)×\(h): \(png.count) bytes")
        }
    }

    @Test func opaqueAlphaIsDroppedOnlyWhenEveryPixelIsOpaque() throws {
        var rgba = TestImages.flat(width: 50, height: 50, 9, 9, 9, 255)
        try roundTrip(rgba, width: 50, height: 50, expectOpaque: true)
        rgba[(25 * 50 + 25) * 4 + 3] = 254  // one interior pixel, corners opaque
        try roundTrip(rgba, width: 50, height: 50, expectOpaque: false)
        rgba = TestImages.flat(width: 50, height: 50, 9, 9, 9, 255)
        rgba[rgba.count - 1] = 0  // the last pixel
        try roundTrip(rgba, width: 50, height: 50, expectOpaque: false)
    }

    @Test(arguments: [(1, 1), (13, 7), (510, 510), (300, 100)])
    func premultipliedMatchesTheRendererConversion(width: Int, height: Int) throws {
        let stride = width * 4 + 12
        for (name, straight) in [
            ("widget", TestImages.widget(width: width, height: height, radius: Double(max(width, 8)) / 5)),
            ("noise", TestImages.noise(width: width, height: height, seed: 77, opaque: false)),
            ("opaque", TestImages.noise(width: width, height: height, seed: 78, opaque: true)),
        ] {
            var words = TestImages.premultiplied(straight, width: width, height: height, stride: stride, seed: 1)
            if name == "noise" {  // also invalid premultiplied data (colour > alpha) to exercise the clamp
                var g = SeededGenerator(seed: 99)
                for i in 0..<words.count where i % 4 != 3 { if g.next() % 4 == 0 { words[i] = 255 } }
            }
            let expected = TestImages.straight(fromPremultiplied: words, width: width, height: height, stride: stride)
            let png = try words.withUnsafeBytes { raw in
                try FastPNGEncoder().encode(raw.baseAddress!, width: width, height: height, rowStride: stride, format: .premultipliedARGB32)
            }
            let decoded = try PNGDecoder(verifiesAdler32: true).decode(png)
            #expect(firstDifference(decoded.rgba, expected) == nil, "\(name) \(width)×\(height)")
            #expect(png[25] == (name == "opaque" ? 2 : 6), "\(name)")
        }
    }

    @Test func rgbaWithPaddedStrideIgnoresThePadding() throws {
        let (w, h, stride) = (37, 21, 37 * 4 + 20)
        let straight = TestImages.blocky(width: w, height: h, seed: 12)
        var padded = [UInt8](repeating: 0xAB, count: stride * h)
        for y in 0..<h { for i in 0..<(w * 4) { padded[y * stride + i] = straight[y * w * 4 + i] } }
        let png = try padded.withUnsafeBytes { try FastPNGEncoder().encode($0.baseAddress!, width: w, height: h, rowStride: stride, format: .rgba8) }
        #expect(try firstDifference(PNGDecoder(verifiesAdler32: true).decode(png).rgba, straight) == nil)
    }

    @Test func fileHasOnlyCriticalChunks() throws {
        let png = try FastPNGEncoder().encode(RGBAImage(width: 4, height: 4, rgba: TestImages.flat(width: 4, height: 4, 1, 2, 3, 4)))
        #expect(Array(png[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var types: [String] = []
        var at = 8
        while at + 8 <= png.count {
            let length = Int(png[at]) << 24 | Int(png[at + 1]) << 16 | Int(png[at + 2]) << 8 | Int(png[at + 3])
            types.append(String(decoding: png[(at + 4)..<(at + 8)], as: UTF8.self))
            at += 12 + length
        }
        #expect(types == ["IHDR", "IDAT", "IEND"])
        #expect(at == png.count)
    }

    @Test func rejectsBadSizes() {
        let pixel: [UInt8] = [1, 2, 3, 4]
        pixel.withUnsafeBytes { raw in
            let base = raw.baseAddress!
            for (w, h, stride) in [(0, 1, 4), (1, 0, 4), (-1, 1, 4), (1, -5, 4), (Int(Int32.max) + 1, 1, Int.max / 2),
                                   (1, Int(Int32.max) + 1, 4), (2, 1, 4), (1 << 30, 1 << 30, 1 << 34)] {
                #expect(throws: PNGError.self, "\(w)×\(h) stride \(stride)") {
                    try FastPNGEncoder().encode(base, width: w, height: h, rowStride: stride, format: .rgba8)
                }
            }
        }
        #expect(throws: PNGError.self) { try FastPNGEncoder().encode(RGBAImage(width: 0, height: 0, rgba: [])) }
    }
}
