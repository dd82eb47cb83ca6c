import Foundation
import ImageDiff
import PNGCodec
import SnapshotGoldens
import SnapshotPipeline
import SnapshotReports
import SnapshotVariants
import Testing
import WidgetModel

/// The one golden comparison (read → decode → size check → pixelmatch → write the diff) and the
/// golden check built on it, case by case.
@Suite struct ImageComparisonTests {
    /// A `width`×`height` opaque image of one grey, with the pixels of `marks` black.
    static func image(_ width: Int, _ height: Int, marks: [(Int, Int)] = []) throws -> RGBAImage {
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for i in 0..<(width * height) { rgba[i * 4] = 200; rgba[i * 4 + 1] = 200; rgba[i * 4 + 2] = 200; rgba[i * 4 + 3] = 255 }
        for (x, y) in marks { let i = (y * width + x) * 4; rgba[i] = 0; rgba[i + 1] = 0; rgba[i + 2] = 0 }
        return try RGBAImage(width: width, height: height, rgba: rgba)
    }

    static let options = GoldenOptions.defaultDiff

    struct Case: Sendable, CustomStringConvertible {
        var description: String
        var expected: (Int, Int, [(Int, Int)])
        var actual: (Int, Int, [(Int, Int)])
        /// nil: the sizes differ; else the mismatched pixels (0 when nothing differs).
        var mismatched: Int?
    }

    static let cases: [Case] = [
        Case(description: "identical", expected: (8, 6, []), actual: (8, 6, []), mismatched: 0),
        Case(description: "one pixel", expected: (8, 6, []), actual: (8, 6, [(3, 2)]), mismatched: 1),
        Case(description: "three pixels", expected: (8, 6, [(0, 0)]), actual: (8, 6, [(5, 5), (6, 5), (7, 5)]), mismatched: 4),
        Case(description: "taller", expected: (8, 6, []), actual: (8, 7, []), mismatched: nil),
    ]

    @Test(arguments: cases) func compares(_ c: Case) throws {
        let expected = try Self.image(c.expected.0, c.expected.1, marks: c.expected.2)
        let actual = try Self.image(c.actual.0, c.actual.1, marks: c.actual.2)
        for measure in [false, true] {
            switch ImageComparison.compare(expected: expected, actual: actual, options: Self.options, measure: measure) {
            case .sizeDiffers(let was, let now):
                #expect(c.mismatched == nil)
                #expect(was == expected.size && now == actual.size)
            case .sameSize(let difference):
                #expect((difference?.mismatchedPixels ?? 0) == c.mismatched)
                // Measuring always keeps pixelmatch's record; comparing keeps one only when pixels differ.
                #expect((difference != nil) == (measure || c.mismatched != 0))
                if measure { #expect(difference?.totalPixels == c.actual.0 * c.actual.1) }
            }
        }
    }

    @Test func writesTheDiffImageOnlyWhenThereIsOne() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("image-comparison-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let expected = try Self.image(8, 6), actual = try Self.image(8, 6, marks: [(1, 1)])
        guard case .sameSize(let difference) = ImageComparison.compare(expected: expected, actual: actual, options: Self.options) else {
            Issue.record("same size expected"); return
        }
        let path = folder + "/a.diff.png"
        #expect(try ImageComparison.writeDiff(difference, to: path))
        let diff = try ImageComparison.decode(ImageComparison.read(path))
        #expect(diff.size == expected.size)
        #expect(try !ImageComparison.writeDiff(nil, to: folder + "/none.png"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/none.png"))
        #expect(throws: PNGError.self) { try ImageComparison.read(folder + "/missing.png") }
    }

    /// The golden check over the comparison: missing, passing, failing with a diff, a changed size.
    @Test func goldenCheckUsesTheComparison() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("golden-check-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let variant = VariantID(kind: "k", instance: "default", family: .systemSmall, entry: 0, appearance: .light, state: .real,
                                device: "d", scale: 1)
        let never = GoldenOptions(goldens: folder, record: .never)
        let plain = try Self.image(8, 6)
        #expect(try GoldenCheck.check(plain, variant: variant, options: never).status == .missing)
        #expect(FileManager.default.fileExists(atPath: variant.sidecar(in: folder, .new)))
        #expect(try GoldenCheck.check(plain, variant: variant, options: GoldenOptions(goldens: folder, record: .missing)).status == .recorded)
        #expect(try GoldenCheck.check(plain, variant: variant, options: never).status == .passed)
        #expect(!FileManager.default.fileExists(atPath: variant.sidecar(in: folder, .new)))
        let failed = try GoldenCheck.check(try Self.image(8, 6, marks: [(2, 2), (3, 3)]), variant: variant, options: never)
        #expect(failed.status == .failed && failed.mismatchedPixels == 2)
        #expect(failed.diff == variant.sidecar(in: folder, .diff) && FileManager.default.fileExists(atPath: variant.sidecar(in: folder, .diff)))
        let resized = try GoldenCheck.check(try Self.image(8, 7), variant: variant, options: never)
        #expect(resized.status == .sizeMismatch && resized.expectedHeight == 6)
        #expect(resized.message == "size differs: the golden is 8×6 px, the render is 8×7 px")
    }
}
