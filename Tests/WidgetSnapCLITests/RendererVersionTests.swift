import CPNG
import Foundation
import PNGCodec
import Testing
@testable import WidgetSnapCLI
import WidgetSnapshotCore

/// The renderer version (issue 28, build item 2): tied to the example goldens' pixels, recorded beside
/// the goldens (`widgetsnap-renderer.txt`), and a run against goldens of another renderer says so once.
@Suite struct RendererVersionTests {
    /// The pixels of `Tests/Goldens` drawn by each renderer version. When the example goldens change
    /// (re-recorded because a pixel changed), raise `WidgetSnapVersion.renderer` and add its line:
    /// users' goldens then say which renderer drew them. Only goldens added or removed (no pixel of
    /// an existing one changed)? Then replace the current version's hash instead.
    static let examplePixels: [Int: String] = [
        // 1: the Stocks example's chart became a `Chart` (issue 30): no pixel of another golden changed, so the
        // renderer kept its version and this hash was replaced (it was 272b96c32413bc90).
        1: "2bfe88c29916c7a7",
    ]

    /// FNV-1a over one line per golden of `Tests/Goldens` (sorted): its path, size and the CRC-32 of its decoded pixels.
    static func examplesHash() throws -> (hash: String, count: Int) {
        let folder = ToolTests.root.appendingPathComponent("Tests/Goldens").path
        var lines = ""
        let files = GoldenFiles.list(folder)
        for path in files {
            let image = try PNGDecoder().decode(try PNGFile.readBytes(path: path))
            let crc = image.rgba.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
            lines += "\(path.dropFirst(folder.count + 1)) \(image.width)x\(image.height) \(String(crc, radix: 16))\n"
        }
        return (ContentHash.fnv1a(Array(lines.utf8)), files.count)
    }

    @Test func theRendererVersionChangesWithTheExampleGoldensPixels() throws {
        let (hash, count) = try Self.examplesHash()
        #expect(count > 50)
        let v = WidgetSnapVersion.renderer
        #expect(Self.examplePixels[v] == hash, """
            the pixels of the \(count) example goldens (Tests/Goldens) are not those renderer \(v) drew. If a pixel of an existing \
            golden changed, raise WidgetSnapVersion.renderer to \(v + 1) (Sources/SnapshotFiles/Version.swift), add \
            `\(v + 1): "\(hash)",` to RendererVersionTests.examplePixels and stamp Tests/Goldens (widgetsnap-renderer.txt); \
            if goldens were only added or removed, replace the hash of \(v) with "\(hash)"
            """)
        #expect(Self.examplePixels.keys.max() == v, "the newest version in the table is the renderer's")
    }

    @Test func theExampleGoldensAreStampedWithThisRenderer() throws {
        let stamp = try RendererStamp.read(ToolTests.root.appendingPathComponent("Tests/Goldens").path)
        #expect(stamp?.renderer == WidgetSnapVersion.renderer)
    }

    @Test func versionPrintsTheRenderer() {
        let c = ToolTests.Capture()
        #expect(WidgetSnapCLI.run(["--version"], console: c.console) == 0)
        #expect(c.out == "widgetsnap \(WidgetSnapVersion.current)\nrenderer \(WidgetSnapVersion.renderer)\n")
    }

    @Test(arguments: [
        ("renderer 2\nwidgetsnap 9.9.9\n", 2, "9.9.9"),
        ("# comment\n\nrenderer 7\n", 7, "unknown"),
    ])
    func stampsParse(_ text: String, _ renderer: Int, _ tool: String) throws {
        #expect(try RendererStamp.parse(text, file: "s") == RendererStamp(renderer: renderer, tool: tool))
    }

    @Test(arguments: [("renderer x\n", "s:1:"), ("widgetsnap 1\n", "no 'renderer N' line"), ("renderer 1\nhello\n", "s:2: unknown line"),
                      ("renderer 0\n", "s:1:")])
    func badStampsNameTheirLine(_ text: String, _ expected: String) {
        #expect { try RendererStamp.parse(text, file: "s") } throws: { ($0 as? GoldensError)?.message.contains(expected) == true }
    }

    @Test func theStampRoundTrips() throws {
        #expect(try RendererStamp.parse(RendererStamp.current.text, file: "s") == RendererStamp.current)
    }

    @Test func goldensOfAnotherRendererAreSaidOnceWithTheCommandThatReRecords() throws {
        let w = try CIFitWorkspace()
        defer { try? FileManager.default.removeItem(at: w.work) }
        try w.breakWeather()
        try Data("renderer 99\nwidgetsnap 9.0.0\n".utf8).write(to: URL(fileURLWithPath: w.goldens + "/" + RendererStamp.fileName))
        let r = w.test(["--report", w.path("report")], environment: ["CI": "true"])
        #expect(r.code == 1)
        #expect(!r.err.contains("FAIL "), "\(r.err)")
        let lines = r.err.split(separator: "\n").filter { $0.contains("renderer 99") }
        #expect(lines.count == 1, "\(r.err)")
        #expect(r.err.contains("a newer renderer (renderer 99, widgetsnap 9.0.0)"))
        #expect(r.err.contains("--record failed"), "\(r.err)")
        // The report still has every changed variant's new image, for `widgetsnap accept`.
        #expect(!w.files(under: "report/images").filter { $0.hasSuffix(".actual.png") }.isEmpty)
        // Re-recording stamps the folder with this renderer; then it passes.
        #expect(w.test(["--record", "failed"]).code == 0)
        #expect(try RendererStamp.read(w.goldens)?.renderer == WidgetSnapVersion.renderer)
        let again = w.test([], environment: ["CI": "true"])
        #expect(again.code == 0, "\(again.err)")
    }

    @Test func theSameRendererComparesAsBefore() throws {
        let w = try CIFitWorkspace()
        defer { try? FileManager.default.removeItem(at: w.work) }
        try RendererStamp.write(w.goldens)
        try w.breakWeather()
        let r = w.test([], environment: ["CI": "true"])
        #expect(r.code == 1)
        #expect(r.err.contains("FAIL "))
        #expect(!r.err.contains("renderer"), "\(r.err)")
    }

    @Test func aNewGoldensFolderGetsTheStampWithItsFirstGolden() throws {
        let w = try CIFitWorkspace()
        defer { try? FileManager.default.removeItem(at: w.work) }
        let fresh = w.path("fresh")
        #expect(w.test(["--goldens", fresh, "--family", "systemSmall"]).code == 0)
        #expect(try RendererStamp.read(fresh) == RendererStamp.current)
        // Nothing recorded into a folder without a stamp: it stays without one (goldens from before versions).
        #expect(w.test([], environment: ["CI": "true"]).code == 0)
        #expect(try RendererStamp.read(w.goldens) == nil)
    }
}
