import Foundation
import Testing
import WidgetFuzzing

/// Every format the fuzzer covers besides layouts (issue 25): each reproduction in
/// `Tests/FuzzCorpus/<format>/` ends in an error or a use within the runaway bound without breaking
/// the format's properties, and a short fuzzing pass of each format, with a fixed seed, finds no
/// slow input and no broken property. `widgetsnap-fuzz --seconds 3600` runs the long pass of all.
@Suite(.serialized)
struct FuzzFormatTests {
    static let root = FuzzCorpusTests.root
    static let workspace = try! FuzzWorkspace(root: root.path)

    static func corpusFiles(_ format: FuzzFormat) -> [String] {
        let folder = FuzzCorpusTests.corpus.appendingPathComponent(format.name).path
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix("." + format.fileExtension) }.sorted()
    }

    @Test func everyFormatHasSeedsAndReproductions() {
        #expect(FuzzFormats.all.count == 9)
        for format in FuzzFormats.all {
            #expect(!format.seeds(root: Self.root.path).isEmpty, "\(format.name) has no seeds")
            #expect(!Self.corpusFiles(format).isEmpty, "\(format.name) has no reproductions in Tests/FuzzCorpus/\(format.name)")
        }
    }

    @Test(arguments: FuzzFormats.all.map(\.name))
    func replayReproductions(_ name: String) throws {
        let format = try #require(FuzzFormats.named(name))
        for file in Self.corpusFiles(format) {
            let bytes = try [UInt8](Data(contentsOf: FuzzCorpusTests.corpus.appendingPathComponent(name + "/" + file)))
            var outcome = FormatOutcome.rejected
            let seconds = FuzzCorpusTests.time { outcome = format.run(bytes, in: Self.workspace) }
            #expect(seconds < FuzzCorpusTests.runawayBound, "\(name)/\(file) took \(seconds) s")
            if case .broken(let why) = outcome { Issue.record("\(name)/\(file): \(why)") }
        }
    }

    /// The reproductions the issue names end as it says they must.
    @Test func reproductionsEndAsTheIssueSays() throws {
        func outcome(_ name: String, _ file: String) throws -> FormatOutcome {
            let bytes = try [UInt8](Data(contentsOf: FuzzCorpusTests.corpus.appendingPathComponent(name + "/" + file)))
            return try #require(FuzzFormats.named(name)).run(bytes, in: Self.workspace)
        }
        #expect(try outcome("swift", "regex-with-a-quote.swift") == .accepted)
        #expect(try outcome("swift", "not-utf8.swift") == .rejected)
        #expect(try outcome("scenario", "control-characters-in-names.json5") == .accepted)
        #expect(try outcome("scenario", "two-thousand-widgets.json5") == .rejected)
        #expect(try outcome("decisions", "duplicate-decision-key.json") == .rejected)
        #expect(try outcome("intentdefinition", "billion-laughs.intentdefinition") == .rejected)
        #expect(try outcome("xcstrings", "latin1.xcstrings") == .rejected)
        #expect(try outcome("contents-json", "dot-dot-filename.Contents.json") == .rejected)
        #expect(try outcome("suppressions", "blank-reason.json5") == .rejected)
    }

    /// A short pass of each format: fixed seed, 2 seconds each.
    @Test(arguments: FuzzFormats.all.map(\.name))
    func shortPass(_ name: String) throws {
        let format = try #require(FuzzFormats.named(name))
        let session = FormatFuzzSession(format: format, root: Self.root.path, workspace: Self.workspace)
        session.slowLimit = FuzzCorpusTests.runawayBound
        session.run(seed: 20_261_206, seconds: 2)
        #expect(session.inputs > 3, "\(name)")
        print("fuzz \(name): \(session.inputs) inputs in 2 s, \(session.rejected) rejected, \(session.findings.count) findings")
        for finding in session.findings {
            Issue.record("\(name): \(finding.broken ?? "slow (\(finding.seconds) s)"): \(String(decoding: finding.input.prefix(300), as: UTF8.self))")
        }
    }
}
