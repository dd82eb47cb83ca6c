import ImageDiff
import JSONText
import PNGCodec
import WidgetSnapshotCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `widgetsnap diff A.png B.png`: pixelmatch-compatible comparison of two PNGs.
enum DiffCommand: Command {
    static let name = "diff"
    static let summary = "compare two PNGs, tolerating anti-aliasing (pixelmatch-compatible)"
    static let help = """
        usage: widgetsnap diff A.png B.png [--threshold T] [--include-aa] [--alpha A] [--diff-mask]
                                           [--output diff.png] [--json]

        Counts the pixels that differ between A (expected) and B (actual), using pixelmatch 7.1's
        YIQ colour distance and anti-aliasing detection.

          --threshold   colour distance 0...1 above which pixels differ (default 0.1)
          --include-aa  count anti-aliased pixels as differences too
          --alpha       opacity 0...1 of the unchanged image in the diff output (default 0.1)
          --diff-mask   draw only the differences, on a transparent background
          --output      write the diff image here (written whole or not at all)
          --json        print {"mismatched", "total", "ratio", "width", "height", ...}

        Each PNG must be a regular file within the image limits (64 MiB, 16,384 px a side,
        16,777,216 px; docs/limits.md). The output may be a new or regular file (replaced whole)
        or a character device or pipe such as /dev/stdout (written in place).

        exit codes: 0 identical, 1 pixels differ, 64 usage error, 65 undecodable images, images
        over the limits or different sizes, 66 missing file or not a regular file, 73 cannot
        write the output

        """

    static let options = OptionSpec(valued: ["threshold", "alpha", "output"], flags: ["include-aa", "diff-mask", "json"])

    static func run(_ arguments: [String], console: Console) throws -> ExitCode {
        let args = try parse(arguments)
        guard args.positionals.count == 2 else {
            throw ToolError.usage("expected two PNG files, got \(args.positionals.count)", hint: "widgetsnap diff expected.png actual.png")
        }
        var options = DiffOptions()
        if let t = try args.double("threshold") {
            guard (0...1).contains(t) else { throw ToolError.usage("--threshold must be between 0 and 1, got \(t)") }
            options.threshold = t
        }
        if let a = try args.double("alpha") {
            guard (0...1).contains(a) else { throw ToolError.usage("--alpha must be between 0 and 1, got \(a)") }
            options.alpha = a
        }
        options.includeAA = args.flag("include-aa")
        options.diffMask = args.flag("diff-mask")
        let output = args.value("output")
        options.producesDiffImage = output != nil

        // Byte-identical files hold identical pixels: decode once (still checking that it is a PNG).
        let bytesA = try read(args.positionals[0]), bytesB = try read(args.positionals[1])
        let a = try decode(bytesA, args.positionals[0])
        let b = bytesA == bytesB ? a : try decode(bytesB, args.positionals[1])
        let result: ContentDifference
        switch ImageComparison.compare(expected: a, actual: b, options: options, measure: true) {
        case .sizeDiffers, .sameSize(nil):
            throw ToolError(.dataError, "the images have different sizes: \(args.positionals[0]) is \(a.width)×\(a.height) px, \(args.positionals[1]) is \(b.width)×\(b.height) px",
                            hint: "re-render at the same scale, or record a new golden")
        case .sameSize(let measured?): result = measured
        }
        if let output { try ImageComparison.writeDiff(result, to: output) }
        let ratio = result.mismatchRatio
        if args.flag("json") {
            var fields = ["\"mismatched\": \(result.mismatchedPixels)", "\"total\": \(result.totalPixels)", "\"ratio\": \(ratio)",
                          "\"width\": \(a.width)", "\"height\": \(a.height)", "\"antiAliased\": \(result.antiAliasedPixels)"]
            if let box = result.boundingBox {
                fields.append("\"boundingBox\": {\"x\": \(box.x), \"y\": \(box.y), \"width\": \(box.width), \"height\": \(box.height)}")
            }
            if let output { fields.append("\"output\": \(JSONText.quote(output))") }
            console.out("{" + fields.joined(separator: ", ") + "}\n")
        } else {
            let percent = (ratio * 10000).rounded() / 100
            var line = "\(result.mismatchedPixels) of \(result.totalPixels) pixels differ (\(percent)%)"
            if let box = result.boundingBox { line += " in (\(box.x), \(box.y), \(box.width), \(box.height))" }
            console.out(line + "\n")
        }
        return result.mismatchedPixels == 0 ? .success : .failure
    }

    private static func read(_ path: String) throws -> [UInt8] {
        guard access(path, F_OK) == 0 else { throw ToolError(.noInput, "\(path): no such file") }
        do { return try ImageComparison.read(path) } catch {
            switch error {
            case .fileTooLarge: throw ToolError(.dataError, "\(error)", hint: "images are limited to \(PNGLimits.maximumFileBytes >> 20) MiB and \(PNGLimits.maximumPixelCount) pixels (docs/limits.md)")
            case .notRegularFile: throw ToolError(.noInput, "\(error)", hint: "name a PNG file")
            default: throw ToolError(.noInput, "\(path): \(error)")
            }
        }
    }

    private static func decode(_ bytes: [UInt8], _ path: String) throws -> RGBAImage {
        do { return try ImageComparison.decode(bytes) } catch {
            throw ToolError(.dataError, "\(path): \(error)", hint: "the file must be a PNG image")
        }
    }
}
