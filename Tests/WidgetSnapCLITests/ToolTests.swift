import Foundation
import Testing
import WidgetLayout
import WidgetModel
@testable import WidgetSnapCLI
@testable import WidgetSnapshotCore

/// Runs the tool in-process (and, for exit codes, the built binary) on the examples and on bad input.
struct ToolTests {
    /// What a command that threw reports: the error's message and the exit code the command line gives it.
    struct Failure {
        var message: String
        var code: Int32
        init(_ error: any Error) {
            message = (error as? any DescribedError)?.message ?? (error as? ToolError)?.message ?? "\(error)"
            code = (ExitCodes.code(for: error) ?? .software).rawValue
        }
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    final class Capture: @unchecked Sendable {
        var out = "", err = ""
        let lock = NSLock()
        var console: Console {
            Console(out: { s in self.lock.withLock { self.out += s } }, err: { s in self.lock.withLock { self.err += s } })
        }
    }

    func run(_ args: [String]) -> (code: Int32, out: String, err: String) {
        let c = Capture()
        // Paths into the repository are made absolute: tests run in parallel, so no chdir.
        let absolute = args.map { $0.hasPrefix("Layouts") ? Self.root.appendingPathComponent($0).path : $0 }
        let code = WidgetSnapCLI.run(absolute, console: c.console)
        return (code, c.out, c.err)
    }

    /// `widgetsnap test` with an explicit environment: `[:]` behaves as on a developer's machine,
    /// also when this suite itself runs on CI (where recording a golden fails the run).
    func test(_ args: [String], environment: [String: String]) -> (code: Int32, out: String, err: String) {
        let c = Capture()
        let absolute = args.map { $0.hasPrefix("Layouts") ? Self.root.appendingPathComponent($0).path : $0 }
        let code: Int32
        do { code = try TestCommand.run(absolute, console: c.console, environment: environment).rawValue } catch {
            let e = ToolTests.Failure(error)
            c.console.err(e.message + "\n")
            code = e.code
        }
        return (code, c.out, c.err)
    }

    func temporaryFile(_ name: String, _ text: String) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("widgetsnap-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    static var examples: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Layouts").path)) ?? [])
            .filter { $0.hasSuffix(".json5") }.sorted()
    }

    @Test func examplesExist() {
        #expect(Self.examples.count >= 6)
    }

    @Test func checkPassesOnTheExamples() {
        let r = run(["check", "Layouts"])
        #expect(r.code == 0, "\(r.err)")
        #expect(r.out.contains("files valid"))
    }

    @Test(arguments: examples)
    func smallLayoutIs170WithMargins(_ file: String) throws {
        let r = run(["layout", "Layouts/" + file, "--family", "systemSmall", "--json"])
        #expect(r.code == 0, "\(r.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        let frame = try #require(json["frame"] as? [String: Double])
        #expect(frame == ["x": 0, "y": 0, "width": 170, "height": 170])
        #expect(json["path"] as? String == "root")
        let child = try #require((json["children"] as? [[String: Any]])?.first)
        let inner = try #require(child["frame"] as? [String: Double])
        // The content sits inside the content margins (16 pt, or 11 pt for graphic layouts).
        #expect(inner["x"]! >= 11 && inner["y"]! >= 11 && inner["x"]! + inner["width"]! <= 159 && inner["y"]! + inner["height"]! <= 159, "\(inner)")
    }

    @Test func malformedFileGivesPositionsAndExit65() throws {
        let path = try temporaryFile("bad.json5", """
        {
          kind: "Bad", displayName: "Bad", description: "d", families: ["systemSmall"],
          timeline: {entries: [{date: "2026-06-01T09:00:00Z"}]},
          view: {VStak: [{Text: "x", modifiers: [{paddng: 3}]}]},
        }
        """)
        let r = run(["check", path])
        #expect(r.code == 65)
        #expect(r.err.contains("\(path):4:10: error: unknown view 'VStak'"), "\(r.err)")
        #expect(r.err.contains("hint: did you mean 'VStack'?"), "\(r.err)")
    }

    @Test func unknownSymbolIsALayoutErrorWithTheClosestNames() throws {
        let path = try temporaryFile("symbol.json5", """
        {kind: "S", displayName: "S", description: "d", families: ["systemSmall"],
         timeline: {entries: [{date: "2026-06-01T09:00:00Z"}]},
         view: {Symbol: "cloud.rain.fil"}}
        """)
        let r = run(["check", path, "--assets", Self.root.appendingPathComponent("Assets").path])
        #expect(r.code == 65)
        #expect(r.err.contains("\(path):3:17: error: unknown symbol 'cloud.rain.fil'"), "\(r.err)")
        #expect(r.err.contains("closest: cloud.rain.fill"), "\(r.err)")
    }

    @Test func syntaxErrorGivesPosition() throws {
        let path = try temporaryFile("syntax.json5", "{\n  kind: \"T\",\n  families: [\"systemSmall\" \"systemMedium\"],\n}\n")
        let r = run(["check", path])
        #expect(r.code == 65)
        #expect(r.err.contains("\(path):3:"), "\(r.err)")
    }

    @Test func missingInputIs66() {
        let r = run(["check", "no/such/file.json5"])
        #expect(r.code == 66)
        #expect(r.err.contains("no/such/file.json5: no such file"))
    }

    @Test func usageErrorsAre64() {
        #expect(run([]).code == 64)
        #expect(run(["chekc"]).err.contains("did you mean 'check'?"))
        let r = run(["layout", "Layouts/weather.json5", "--familly", "systemSmall"])
        #expect(r.code == 64)
        #expect(r.err.contains("did you mean '--family'?"), "\(r.err)")
        #expect(run(["layout", "Layouts/weather.json5", "--device", "iphone-999"]).code == 64)
        #expect(run(["layout", "Layouts/weather.json5", "--entry", "99"]).code == 64)
        #expect(run(["layout", "Layouts/weather.json5", "--family", "systemExtraLarge"]).code == 64)
    }

    @Test func layoutTreeShowsPathsAndFrames() {
        let r = run(["layout", "Layouts/weather.json5", "--family", "systemMedium"])
        #expect(r.code == 0, "\(r.err)")
        #expect(r.out.hasPrefix("root Widget (0, 0, 364, 170) r=22\n"), "\(r.out.prefix(200))")
        #expect(r.out.contains("└─ root/0 ") || r.out.contains("├─ root/0 "))
    }

    /// `layout --locale/--dynamic-type/--appearance` lay out the variant `render` would draw.
    @Test func layoutFollowsLocaleDynamicTypeAndAppearance() throws {
        func frame(_ line: String) -> [Double] {
            let inside = line.split(separator: "(").last?.split(separator: ")").first ?? ""
            return inside.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        }
        func firstText(_ out: String) throws -> [Double] {
            try #require(out.split(separator: "\n").first { $0.contains(" Text ") }.map { frame(String($0)) })
        }
        let base = run(["layout", "Layouts/weather.json5", "--family", "systemMedium"])
        let ax5 = run(["layout", "Layouts/weather.json5", "--family", "systemMedium", "--dynamic-type", "ax5"])
        let arabic = run(["layout", "Layouts/weather.json5", "--family", "systemMedium", "--locale", "ar"])
        let dark = run(["layout", "Layouts/weather.json5", "--family", "systemMedium", "--appearance", "dark"])
        for r in [base, ax5, arabic, dark] { #expect(r.code == 0, "\(r.err)") }
        let (b, a, r) = (try firstText(base.out), try firstText(ax5.out), try firstText(arabic.out))
        #expect(a[3] > b[3], "AX5 text is taller: \(a) vs \(b)")
        // Right to left: the first text hugs the trailing (right) edge instead of the left.
        #expect(r[0] + r[2] > 364 - 40 && b[0] < 40, "mirrored: ar \(r), en \(b)")
        #expect(dark.out == base.out, "the example's layout does not depend on the colour scheme")
        #expect(run(["layout", "Layouts/weather.json5", "--locale", "klingon"]).code == 64)
        #expect(run(["layout", "Layouts/weather.json5", "--dynamic-type", "ax9"]).err.contains("did you mean"))
        #expect(run(["layout", "Layouts/weather.json5", "--appearance", "sepia"]).code == 64)
    }

    @Test func binaryExitCodes() throws {
        let candidates = ["debug", "release"].map { Self.root.appendingPathComponent(".build/\($0)/widgetsnap").path }
        let binary = try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0) })
        func exitCode(_ args: [String]) throws -> Int32 {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: binary)
            p.arguments = args
            p.currentDirectoryURL = Self.root
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            try p.run()
            p.waitUntilExit()
            return p.terminationStatus
        }
        #expect(try exitCode(["check", "Layouts"]) == 0)
        #expect(try exitCode(["check", "missing.json5"]) == 66)
        #expect(try exitCode(["frobnicate"]) == 64)
    }
}

/// `--dynamic-type` and `render --json` (the truncation and clipping report).
struct DynamicTypeToolTests {
    let tool = ToolTests()

    @Test func anUnknownSizeIsAUsageErrorWithTheNearestOne() {
        for command in ["render", "test", "lint", "gallery"] {
            let r = tool.run([command, "Layouts/weather.json5", "--dynamic-type", "ax6"] + (command == "render" || command == "gallery" ? ["--out", "/nonexistent/x"] : []))
            #expect(r.code == 64, "\(command): \(r.err)")
            #expect(r.err.contains("unknown Dynamic Type size 'ax6'") && r.err.contains("did you mean"), "\(command): \(r.err)")
        }
        let r = tool.run(["render", "Layouts/weather.json5", "--dynamic-type", "xxlarge,medum"])
        #expect(r.code == 64 && r.err.contains("did you mean 'medium'?"), "\(r.err)")
    }

    /// `test --dynamic-type` is a dimension: each size against its own committed golden.
    @Test func testComparesEachSizeWithItsGolden() {
        let r = tool.run(["test", "Layouts/weather.json5", "--goldens", ToolTests.root.appendingPathComponent("Tests/Goldens").path,
                          "--family", "systemSmall", "--instance", "first", "--entry", "0", "--appearance", "light", "--state", "real",
                          "--dynamic-type", "xSmall,ax5", "--record", "never", "--quiet"])
        #expect(r.code == 0, "\(r.out)\(r.err)")
        #expect(r.out.contains("2 passed, 0 failed"), "\(r.out)")
    }

    @Test func pruneKeepsToTheSelectedSizes() throws {
        let layouts = GoldenTests.layouts.filter { $0.path.hasSuffix("weather.json5") }
        var ax5 = VariantFilter()
        ax5.dynamicTypeSizes = [.accessibility5]
        let sized = PruneScope(layouts, filter: ax5, device: DeviceCatalog.default, scale: 3)
        let plain = PruneScope(layouts, filter: VariantFilter(), device: DeviceCatalog.default, scale: 3)
        let big = "Weather/default/systemSmall/iphone-430x932/00-light-real-ax5@3x.png", large = "Weather/default/systemSmall/iphone-430x932/00-light-real@3x.png"
        #expect(sized.contains(big) && !sized.contains(large))
        #expect(plain.contains(large) && !plain.contains(big))
    }

    @Test func renderJSONReportsTheTextsThatDidNotFit() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("dyntype-\(UUID().uuidString)").path
        let r = tool.run(["render", "Layouts/weather.json5", "--out", out, "--family", "systemSmall", "--instance", "first", "--entry", "0",
                          "--appearance", "light", "--state", "real", "--dynamic-type", "large,ax5", "--json"])
        #expect(r.code == 0, "\(r.err)")
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        let snapshots = try #require(doc["snapshots"] as? [[String: Any]])
        #expect(snapshots.map { $0["name"] as? String ?? "" } == ["Weather/default/systemSmall/iphone-430x932/00-light-real@3x",
                                                                    "Weather/default/systemSmall/iphone-430x932/00-light-real-ax5@3x"])
        #expect((snapshots[0]["texts"] as? [Any])?.isEmpty == true, "every text fits at large")
        let texts = try #require(snapshots[1]["texts"] as? [[String: Any]])
        let city = try #require(texts.first { $0["text"] as? String == "Ithaca, NY" })
        #expect(city["kinds"] as? [String] == ["truncated", "scaled", "clipped"])
        #expect(city["line"] as? Int == 145 && city["column"] as? Int == 136)
        #expect(city["declaredSize"] as? Double == 49 && city["scale"] as? Double == 0.7)
        #expect(FileManager.default.fileExists(atPath: out + "/Weather/default/systemSmall/iphone-430x932/00-light-real-ax5@3x.png"))
        let manifest = try String(contentsOfFile: out + "/manifest.json", encoding: .utf8)
        #expect(manifest.contains("\"dynamicTypeSize\": \"accessibility5\"") && manifest.components(separatedBy: "dynamicTypeSize").count == 2)
    }
}
