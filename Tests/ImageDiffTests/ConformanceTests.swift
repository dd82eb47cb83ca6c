import Foundation
import ImageDiff
import PNGCodec
import Testing

/// One case of `Fixtures/pixelmatch/cases.json` (pixelmatch 7.1.0's own test suite).
struct ConformanceCase: Sendable, Decodable, CustomTestStringConvertible {
    struct Options: Sendable, Decodable {
        var threshold: Double?
        var includeAA: Bool?
        var alpha: Double?
        var aaColor: [UInt8]?
        var diffColor: [UInt8]?
        var diffColorAlt: [UInt8]?
        var diffMask: Bool?
    }

    var a: String
    var b: String
    var diff: String
    var options: Options
    var mismatched: Int

    var testDescription: String { "\(a) vs \(b) → \(diff)" }

    /// The options as `DiffOptions`, with a diff image requested.
    var diffOptions: DiffOptions {
        func color(_ c: [UInt8]?) -> RGBColor? {
            guard let c, c.count == 3 else { return nil }
            return RGBColor(red: c[0], green: c[1], blue: c[2])
        }
        var result = DiffOptions(producesDiffImage: true)
        if let v = options.threshold { result.threshold = v }
        if let v = options.includeAA { result.includeAA = v }
        if let v = options.alpha { result.alpha = v }
        if let v = color(options.aaColor) { result.aaColor = v }
        if let v = color(options.diffColor) { result.diffColor = v }
        result.diffColorAlt = color(options.diffColorAlt)
        if let v = options.diffMask { result.diffMask = v }
        return result
    }

    static let all: [ConformanceCase] = {
        struct File: Decodable { var cases: [ConformanceCase] }
        do {
            let data = try Data(Fixtures.data("pixelmatch/cases.json"))
            return try JSONDecoder().decode(File.self, from: data).cases
        } catch {
            return []
        }
    }()
}

@Suite("pixelmatch 7.1 conformance")
struct ConformanceTests {
    @Test("cases.json is present and complete")
    func casesLoad() {
        #expect(ConformanceCase.all.count == 12)
    }

    @Test("mismatch count and every diff pixel match pixelmatch", arguments: ConformanceCase.all)
    func conformance(_ testCase: ConformanceCase) throws {
        let a = try Fixtures.image("pixelmatch/" + testCase.a)
        let b = try Fixtures.image("pixelmatch/" + testCase.b)
        let expected = try Fixtures.image("pixelmatch/" + testCase.diff)
        let options = testCase.diffOptions

        let measured = try PixelMatch.measure(a, b, options: options)
        #expect(measured.mismatchedPixels == testCase.mismatched)
        #expect(measured.totalPixels == a.width * a.height)

        let image = try #require(measured.diffImage)
        #expect(image.width == expected.width && image.height == expected.height)
        var differing = 0
        var first: (x: Int, y: Int)?
        for y in 0..<expected.height {
            for x in 0..<expected.width where image.at(x, y) != expected.at(x, y) {
                differing += 1
                if first == nil { first = (x, y) }
            }
        }
        #expect(differing == 0, "\(differing) diff pixels differ; first at \(String(describing: first))")

        // The high-level API agrees with the count.
        switch PixelMatch.compare(a, b, options: options) {
        case .identical:
            #expect(testCase.mismatched == 0)
        case let .different(content):
            #expect(content.mismatchedPixels == testCase.mismatched)
            #expect(content.diffImage == measured.diffImage)
            #expect(content.boundingBox == measured.boundingBox)
        case .sizeMismatch:
            Issue.record("unexpected size mismatch")
        }
    }
}
