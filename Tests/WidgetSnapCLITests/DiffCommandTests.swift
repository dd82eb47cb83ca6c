import Foundation
import PNGCodec
import Testing
import WidgetSnapCLI

/// `widgetsnap diff`: counts, JSON, diff output and every exit code.
struct DiffCommandTests {
    let dir: URL = {
        let d = FileManager.default.temporaryDirectory.appendingPathComponent("widgetsnap-diff-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: d, withIntermediateDirectories: true)
        return d
    }()

    func png(_ name: String, width: Int = 8, height: Int = 8, paint: (Int, Int) -> [UInt8] = { _, _ in [255, 255, 255, 255] }) throws -> String {
        var rgba: [UInt8] = []
        for y in 0..<height { for x in 0..<width { rgba += paint(x, y) } }
        let path = dir.appendingPathComponent(name).path
        try Data(FastPNGEncoder().encode(try RGBAImage(width: width, height: height, rgba: rgba))).write(to: URL(fileURLWithPath: path))
        return path
    }

    func run(_ args: [String]) -> (code: Int32, out: String, err: String) {
        let c = ToolTests.Capture()
        let code = WidgetSnapCLI.run(["diff"] + args, console: c.console)
        return (code, c.out, c.err)
    }

    @Test func identicalImagesExitZero() throws {
        let a = try png("a.png"), b = try png("b.png")
        let r = run([a, b])
        #expect(r.code == 0)
        #expect(r.out == "0 of 64 pixels differ (0.0%)\n")
    }

    @Test func differencesExitOneWithJSONAndDiffImage() throws {
        let a = try png("a.png")
        let b = try png("b.png") { x, y in x == 2 && y == 3 ? [0, 0, 0, 255] : [255, 255, 255, 255] }
        let out = dir.appendingPathComponent("diff.png").path
        let r = run([a, b, "--json", "--output", out])
        #expect(r.code == 1, "\(r.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        #expect(json["mismatched"] as? Int == 1)
        #expect(json["total"] as? Int == 64)
        #expect(json["width"] as? Int == 8 && json["height"] as? Int == 8)
        #expect((json["ratio"] as? Double).map { abs($0 - 1.0 / 64) < 1e-12 } == true)
        let diff = try PNGFile.read(path: out)
        let i = (3 * 8 + 2) * 4
        #expect(Array(diff.rgba[i..<(i + 4)]) == [255, 0, 0, 255])
    }

    /// The output path goes into the JSON as a string literal, whatever characters it has.
    @Test func jsonQuotesTheOutputPath() throws {
        let a = try png("a.png"), b = try png("b.png")
        let out = dir.appendingPathComponent("dif\"f\\ \t ü.png").path
        let r = run([a, b, "--json", "--output", out])
        #expect(r.code == 0, "\(r.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        #expect(json["output"] as? String == out)
        #expect(FileManager.default.fileExists(atPath: out))
    }

    @Test func sizeMismatchNamesBothSizes() throws {
        let a = try png("a.png"), b = try png("b.png", width: 9, height: 7)
        let r = run([a, b])
        #expect(r.code == 65)
        #expect(r.err.contains("8×8 px") && r.err.contains("9×7 px"), "\(r.err)")
    }

    @Test func undecodableIs65MissingIs66UsageIs64() throws {
        let a = try png("a.png")
        let bad = dir.appendingPathComponent("bad.png").path
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: bad))
        #expect(run([a, bad]).code == 65)
        #expect(run([a, dir.appendingPathComponent("missing.png").path]).code == 66)
        #expect(run([a]).code == 64)
        #expect(run([a, a, "--threshold", "2"]).code == 64)
        #expect(run([a, a, "--threshhold", "0.2"]).err.contains("did you mean '--threshold'?"))
    }

    @Test func unwritableOutputIs73() throws {
        let a = try png("a.png")
        let b = try png("b.png") { _, _ in [0, 0, 0, 255] }
        // A folder cannot be made inside a regular file, not even by root.
        let r = run([a, b, "--output", a + "/diff.png"])
        #expect(r.code == 73, "\(r.err)")
    }
}
