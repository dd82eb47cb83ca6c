import Foundation
import PNGCodec
import Testing
import WidgetSnapCLI
#if canImport(Glibc)
import Glibc
#endif

/// Attacks through `Assets/Images`: a symbolic link out of the folder, a FIFO, lying and huge
/// images, a misspelt name; and two layouts of one kind. Each project is a scratch folder.
@Suite(.serialized)
struct IOSafetyAssetTests {
    /// A project: `Assets/Symbols` (the repository's table), `Assets/Images/logo.png` (30 × 60 px,
    /// so 10 × 20 pt) and `Layouts/pic.json5` drawing `image`.
    struct Project {
        let root: String
        var assets: String { root + "/Assets" }
        var images: String { root + "/Assets/Images" }
        var layout: String { root + "/Layouts/pic.json5" }

        init(image: String = "logo", resizable: Bool = false) throws {
            root = try IOSafety.scratch("project")
            let fm = FileManager.default
            try fm.createDirectory(atPath: root + "/Assets/Images", withIntermediateDirectories: true)
            try fm.createDirectory(atPath: root + "/Layouts", withIntermediateDirectories: true)
            try fm.copyItem(atPath: ToolTests.root.appendingPathComponent("Assets/Symbols").path, toPath: root + "/Assets/Symbols")
            try IOSafety.write(try IOSafety.png(width: 30, height: 60), images + "/logo.png")
            try Self.layoutText(kind: "Pic", image: image, resizable: resizable).write(toFile: layout, atomically: true, encoding: .utf8)
        }

        static func layoutText(kind: String, image: String, resizable: Bool) -> String {
            """
            {kind: "\(kind)", displayName: "Pic", description: "d", families: ["systemSmall"],
             timeline: {entries: [{date: "2026-06-01T09:00:00Z"}]},
             view: {VStack: [{Text: "hi"}, {Image: "\(image)"\(resizable ? ", resizable: true, modifiers: [{frame: {width: 40, height: 40}}]" : "")}]}}
            """
        }

        func run(_ args: [String]) -> (code: Int32, out: String, err: String) {
            let c = ToolTests.Capture()
            let code = WidgetSnapCLI.run(args + ["--assets", assets], console: c.console)
            return (code, c.out, c.err)
        }

        func remove() { try? FileManager.default.removeItem(atPath: root) }
    }

    @Test func aSymbolicLinkOutOfTheImagesFolderIsRefusedByEveryCommand() throws {
        let p = try Project()
        defer { p.remove() }
        // 300 × 600 px outside: 100 × 200 pt if it were followed.
        try IOSafety.write(try IOSafety.png(width: 300, height: 600), p.root + "/outside.png")
        unlink(p.images + "/logo.png")
        try #require(symlink("../../outside.png", p.images + "/logo.png") == 0)

        let check = p.run(["check", p.layout])
        #expect(check.code == 65)
        #expect(check.err.contains("outside"), "\(check.err)")
        let layout = p.run(["layout", p.layout, "--json"])
        #expect(layout.code == 65, "\(layout.err)")
        #expect(layout.err.contains("outside"), "\(layout.err)")
        #expect(!layout.out.contains("\"width\": 100") && !layout.out.contains("\"height\": 200"), "\(layout.out)")
        let render = p.run(["render", p.layout, "--out", p.root + "/out", "--quiet"])
        #expect(render.code == 65)
        #expect(render.err.contains("outside"), "\(render.err)")
        let gallery = p.run(["gallery", p.layout, "--out", p.root + "/site", "--devices", "iphone-375x667", "--quiet"])
        #expect(gallery.code == 65, "\(gallery.err)")
    }

    @Test func aFIFOInTheImagesFolderNeverBlocks() throws {
        guard IOSafety.binary != nil else { return }
        let p = try Project()
        defer { p.remove() }
        unlink(p.images + "/logo.png")
        try #require(mkfifo(p.images + "/logo.png", 0o600) == 0)
        for (args, code) in [(["check", p.layout], Int32(65)), (["layout", p.layout], 65), (["render", p.layout, "--out", p.root + "/out", "--quiet"], 65)] {
            let r = try IOSafety.run(args + ["--assets", p.assets], in: p.root, timeout: 20)
            #expect(!r.timedOut, "\(args[0]) blocked on a FIFO")
            #expect(r.code == code, "\(args[0]): \(r.err)")
            if code != 0 { #expect(r.err.contains("not a regular file"), "\(r.err)") }
        }
        // A FIFO named like a layout file is not read either.
        let fifoLayout = p.root + "/Layouts/pipe.json5"
        try #require(mkfifo(fifoLayout, 0o600) == 0)
        let r = try IOSafety.run(["check", fifoLayout, "--assets", p.assets], in: p.root, timeout: 20)
        #expect(!r.timedOut && r.code == 66, "\(r.err)")
    }

    @Test func aMisspeltImageIsACheckErrorWithTheClosestNames() throws {
        let p = try Project(image: "logoo")
        defer { p.remove() }
        let r = p.run(["check", p.layout])
        #expect(r.code == 65)
        #expect(r.err.contains("pic.json5:3:"), "\(r.err)")
        #expect(r.err.contains("unknown image 'logoo'"), "\(r.err)")
        #expect(r.err.contains("closest: logo"), "\(r.err)")
        let render = p.run(["render", p.layout, "--out", p.root + "/out", "--quiet"])
        #expect(render.code == 65 && render.err.contains("unknown image"), "\(render.err)")
        let good = try Project()
        defer { good.remove() }
        #expect(good.run(["check", good.layout]).code == 0)
    }

    @Test func hugeAndLyingImagesEndWithAnErrorInLittleMemory() throws {
        guard IOSafety.binary != nil else { return }
        let p = try Project(resizable: true)
        defer { p.remove() }
        try IOSafety.write(try IOSafety.lyingPNG(width: 20_000, height: 20_000), p.images + "/logo.png")
        #expect(p.run(["check", p.layout]).err.contains("above the image limits"))
        for jobs in ["1", "2"] {
            let r = try IOSafety.run(["render", p.layout, "--out", p.root + "/out", "--quiet", "--jobs", jobs, "--assets", p.assets], in: p.root)
            #expect(r.code == 65, "\(r.err)")
            #expect(r.err.contains("too large"), "\(r.err)")
            #expect(r.megabytes < 200 && r.cpuSeconds < 2, "\(r.megabytes) MB, \(r.cpuSeconds) s")
        }
        try IOSafety.write(try IOSafety.textBomb(), p.images + "/logo.png")
        let bomb = try IOSafety.run(["render", p.layout, "--out", p.root + "/out", "--quiet", "--assets", p.assets], in: p.root)
        #expect(bomb.code == 65 && bomb.megabytes < 200, "\(bomb.err) \(bomb.megabytes) MB")
        // An SVG 1e9 pt wide at its natural size.
        unlink(p.images + "/logo.png")
        try #"<svg xmlns="http://www.w3.org/2000/svg" width="1000000000" height="1000000000"><rect width="9" height="9"/></svg>"#
            .write(toFile: p.images + "/logo.svg", atomically: true, encoding: .utf8)
        try Project.layoutText(kind: "Pic", image: "logo", resizable: false).write(toFile: p.layout, atomically: true, encoding: .utf8)
        let svg = try IOSafety.run(["render", p.layout, "--out", p.root + "/out", "--quiet", "--assets", p.assets], in: p.root)
        #expect(svg.code == 65, "\(svg.err)")
        #expect(svg.err.contains("above the limit"), "\(svg.err)")
    }

    @Test func aLargeAssetIsDecodedOnceForAllWorkers() throws {
        guard IOSafety.binary != nil else { return }
        let p = try Project(resizable: true)
        defer { p.remove() }
        // 4096 × 4096: 64 MiB decoded; one copy per worker would be 128 MiB and more.
        try IOSafety.write(try IOSafety.png(width: 4096, height: 4096), p.images + "/logo.png")
        let arguments = ["render", p.layout, "--out", p.root + "/out", "--quiet", "--jobs", "2", "--state", "real,placeholder,privacy",
                         "--assets", p.assets]
        var r = try IOSafety.run(arguments, in: p.root, timeout: 60)
        // Killed from outside (SIGKILL, no output: the machine's memory pressure on a shared CI runner,
        // seen once) is not the tool's doing: run it once more. A crash of its own (SIGSEGV, SIGTRAP)
        // or an error still fails.
        if r.code == -9 && r.err.isEmpty && !r.timedOut {
            r = try IOSafety.run(arguments, in: p.root, timeout: 60)
        }
        #expect(r.code == 0, "exit \(r.code), timed out: \(r.timedOut), \(r.megabytes) MB, \(r.cpuSeconds) s CPU; \(r.err)")
        // About 100 MB with one shared copy; a copy per worker (or a second copy while converting) passes 150.
        #expect(r.megabytes < 150, "\(r.megabytes) MB")
    }

    @Test func aPNGAssetIsDrawnFromTheSharedPixels() throws {
        let p = try Project(resizable: true)
        defer { p.remove() }
        let out = p.root + "/out"
        #expect(p.run(["render", p.layout, "--out", out, "--quiet", "--state", "real", "--appearance", "light"]).code == 0)
        let file = try #require(FileManager.default.enumerator(atPath: out)?.compactMap { $0 as? String }.first { $0.hasSuffix(".png") })
        let image = try PNGFile.read(path: out + "/" + file)
        var matching = 0
        for i in stride(from: 0, to: image.rgba.count, by: 4) where Array(image.rgba[i..<(i + 4)]) == [40, 120, 200, 255] { matching += 1 }
        // The 40 × 40 pt frame at 3x, less the edges that are filtered.
        #expect(matching > 110 * 110, "\(matching) pixels of the asset's colour")
    }

    @Test func twoLayoutsOfOneKindAreAnErrorNamingBoth() throws {
        let p = try Project()
        defer { p.remove() }
        let second = p.root + "/Layouts/pic-copy.json5"
        try FileManager.default.copyItem(atPath: p.layout, toPath: second)
        let check = p.run(["check", p.root + "/Layouts"])
        #expect(check.code == 65)
        #expect(check.err.contains("kind 'Pic'") && check.err.contains("pic.json5") && check.err.contains("pic-copy.json5"), "\(check.err)")
        let render = p.run(["render", p.root + "/Layouts", "--out", p.root + "/out", "--quiet"])
        #expect(render.code == 65, "\(render.err)")
        #expect(!FileManager.default.fileExists(atPath: p.root + "/out/manifest.json"))
    }

    @Test func manifestsAndReuseCachesDoNotDependOnTheOutputFolder() throws {
        let p = try Project()
        defer { p.remove() }
        for name in ["one", "deeper/two"] {
            #expect(p.run(["render", p.layout, "--out", p.root + "/" + name, "--quiet"]).code == 0)
        }
        let one = try String(contentsOfFile: p.root + "/one/manifest.json", encoding: .utf8)
        #expect(one == (try String(contentsOfFile: p.root + "/deeper/two/manifest.json", encoding: .utf8)))
        #expect(!one.contains(p.root) && one.contains("\"file\": \"Pic/"), "\(one)")

        func gallery(_ out: String) -> (code: Int32, out: String, err: String) {
            p.run(["gallery", p.layout, "--out", p.root + "/" + out, "--devices", "iphone-375x667"])
        }
        #expect(gallery("site-a").code == 0)
        #expect(gallery("elsewhere/site-b").code == 0)
        let inputs = try String(contentsOfFile: p.root + "/site-a/snapshots/inputs.json", encoding: .utf8)
        #expect(inputs == (try String(contentsOfFile: p.root + "/elsewhere/site-b/snapshots/inputs.json", encoding: .utf8)))
        #expect(!inputs.contains(p.root), "\(inputs)")
        #expect(gallery("site-a").out.contains("reused all"))
        // A changed image is a changed input.
        try IOSafety.write(try IOSafety.png(width: 30, height: 60, [200, 10, 10, 255]), p.images + "/logo.png")
        let changed = gallery("site-a")
        #expect(changed.code == 0)
        #expect(!changed.out.contains("reused all"), "\(changed.out)")
    }
}
