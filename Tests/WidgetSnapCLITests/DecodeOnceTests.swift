import Foundation
import Testing
import JSON5
import WidgetModel
@testable import WidgetSnapshotCore

/// Work done once per run: the loaded layout keeps the source map its decoding built, vector files
/// are written from memory, and `--timing` splits each snapshot into its stages.
struct DecodeOnceTests {
    let tool = ToolTests()

    @Test func theLoadedLayoutCarriesTheMapOfItsText() throws {
        let path = ToolTests.root.appendingPathComponent("Layouts/weather.json5").path
        let layout = try LayoutFiles.load(path).get()
        let kind = JSONPath().appending(key: "kind")
        #expect(layout.map.location(of: kind) == SourceMap(text: layout.text).location(of: kind))
        #expect(layout.map.location(of: kind) != nil)
        #expect(layout.decodeMilliseconds > 0)
    }

    /// Each run of the tool writes the same bytes. (Within one process Cairo numbers the SVG's
    /// glyphs and surfaces from process-wide counters, so the runs are separate processes.)
    @Test(arguments: ["svg", "pdf"])
    func vectorFilesAreWrittenFromMemoryTheSameEveryRun(_ format: String) throws {
        let candidates = ["debug", "release"].map { ToolTests.root.appendingPathComponent(".build/\($0)/widgetsnap").path }
        let binary = try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0) })
        var outputs: [Data] = []
        for _ in 0..<2 {
            let out = FileManager.default.temporaryDirectory.appendingPathComponent("widgetsnap-vector-\(UUID().uuidString)").path
            defer { try? FileManager.default.removeItem(atPath: out) }
            let p = Process()
            p.executableURL = URL(fileURLWithPath: binary)
            p.arguments = ["render", "Layouts/weather.json5", "--family", "systemSmall", "--instance", "default", "--entry", "0",
                           "--appearance", "light", "--state", "real", "--format", format, "--quiet", "--out", out]
            p.currentDirectoryURL = ToolTests.root
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            try p.run()
            p.waitUntilExit()
            #expect(p.terminationStatus == 0)
            let file = out + "/Weather/default/systemSmall/iphone-430x932/00-light-real@3x.\(format)"
            outputs.append(try #require(FileManager.default.contents(atPath: file), "no \(file)"))
        }
        #expect(outputs[0] == outputs[1])
        let text = String(decoding: outputs[0], as: UTF8.self)
        if format == "svg" {
            #expect(text.hasPrefix("<?xml"))
            #expect(text.contains("width=\"170pt\" height=\"170pt\""))
            #expect(text.hasSuffix("</svg>\n"))
        } else {
            #expect(text.hasPrefix("%PDF-"))
            #expect(text.hasSuffix("%%EOF\n"))
            #expect(text.contains("/MediaBox [ 0 0 170 170 ]"))
        }
    }

    /// Every variant of a layout as SVG with two jobs: the same bytes on every run (Cairo's surface
    /// numbers once followed the worker threads' timing).
    @Test func vectorOutputWithSeveralJobsIsTheSameEveryRun() throws {
        let candidates = ["debug", "release"].map { ToolTests.root.appendingPathComponent(".build/\($0)/widgetsnap").path }
        let binary = try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0) })
        var runs: [[String: Data]] = []
        for _ in 0..<2 {
            let out = FileManager.default.temporaryDirectory.appendingPathComponent("widgetsnap-vector-jobs-\(UUID().uuidString)").path
            defer { try? FileManager.default.removeItem(atPath: out) }
            let p = Process()
            p.executableURL = URL(fileURLWithPath: binary)
            p.arguments = ["render", "Layouts/weather.json5", "--family", "systemSmall", "--appearance", "light", "--format", "svg",
                           "--jobs", "2", "--quiet", "--out", out]
            p.currentDirectoryURL = ToolTests.root
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            try p.run()
            p.waitUntilExit()
            #expect(p.terminationStatus == 0)
            var files: [String: Data] = [:]
            for case let name as String in FileManager.default.enumerator(atPath: out)! where name.hasSuffix(".svg") {
                files[name] = FileManager.default.contents(atPath: out + "/" + name)
            }
            runs.append(files)
        }
        #expect(runs[0].count >= 8)
        #expect(runs[0] == runs[1], "\(runs[0].keys.filter { runs[0][$0] != runs[1][$0] }.sorted())")
    }

    @Test func timingPrintsEachStageAndDecoding() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("widgetsnap-timing-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let r = tool.run(["render", "Layouts/weather.json5", "--family", "systemSmall", "--instance", "default", "--entry", "0",
                          "--state", "real", "--timing", "--quiet", "--out", out])
        #expect(r.code == 0, "\(r.err)")
        let lines = r.out.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(r.out)")
        #expect(lines.first?.range(of: #"^systemSmall: median [0-9.]+ ms over 2 snapshots$"#, options: .regularExpression) != nil, "\(r.out)")
        let stages = #"^  stages \(median ms\): resolve [0-9.]+, layout [0-9.]+, draw [0-9.]+, encode [0-9.]+, write [0-9.]+$"#
        #expect(lines.dropFirst().first?.range(of: stages, options: .regularExpression) != nil, "\(r.out)")
        #expect(lines.last?.range(of: #"^decode: median [0-9.]+ ms over 1 layout file$"#, options: .regularExpression) != nil, "\(r.out)")
    }

    @Test func theMedianIsTheUpperMiddleValue() {
        #expect(Timing.median([3, 1, 2]) == 2)
        #expect(Timing.median([4, 1, 3, 2]) == 3)
        #expect(Timing.median([]) == 0)
    }
}
