import Foundation
import Testing
import WidgetFuzzing
import WidgetModel

/// Replays every input that ever crashed, hung or ran away (`Tests/FuzzCorpus/`), and runs a
/// short fuzzing pass with a fixed seed. Each input must end in errors or a render within
/// ``runawayBound`` seconds: a bound that catches what these inputs once did (hang, or run for
/// minutes), not a speed test (speed is measured in Benchmarks/), so it leaves room for a loaded
/// 2-core machine running the other suites in parallel.
@Suite(.serialized)
struct FuzzCorpusTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let corpus = root.appendingPathComponent("Tests/FuzzCorpus")

    static var layoutFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []).filter { $0.hasSuffix(".json5") }.sorted()
    }

    static var expressionLines: [String] {
        ((try? String(contentsOf: corpus.appendingPathComponent("expressions.txt"), encoding: .utf8)) ?? "")
            .split(separator: "\n").map(String.init)
    }

    static let runawayBound = 10.0

    /// Seconds `body` takes.
    static func time(_ body: () -> Void) -> Double {
        let d = ContinuousClock().measure(body)
        return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }

    @Test func theCorpusIsThere() {
        #expect(Self.layoutFiles.count >= 16 && Self.expressionLines.count >= 10)
    }

    @Test(arguments: layoutFiles)
    func replayLayout(_ name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.corpus.appendingPathComponent(name)))
        let pipeline = try FuzzPipeline()
        var outcome: FuzzPipeline.Outcome?
        let seconds = Self.time { outcome = pipeline.run(bytes) }
        #expect(seconds < Self.runawayBound, "\(name) took \(seconds) s")
        // Every reproduction in the corpus is now a clear error.
        if case .rejected(let n)? = outcome { #expect(n > 0, "\(name)") } else { Issue.record("\(name): \(String(describing: outcome))") }
    }

    @Test func replayExpressions() throws {
        let pipeline = try FuzzPipeline()
        for line in Self.expressionLines {
            let layout = FuzzSession.expressionLayout(line, items: 2_500)
            var outcome: FuzzPipeline.Outcome?
            let seconds = Self.time { outcome = pipeline.run(Array(layout.utf8)) }
            #expect(seconds < Self.runawayBound, "\(line) took \(seconds) s")
            #expect(outcome != nil && outcome != .rejected(0), "\(line)")
        }
    }

    /// The examples still render through the fuzzing pipeline (so mutations start from valid input).
    @Test func theExamplesRender() throws {
        let pipeline = try FuzzPipeline()
        let layouts = Self.root.appendingPathComponent("Layouts")
        for name in try FileManager.default.contentsOfDirectory(atPath: layouts.path) where name.hasSuffix(".json5") {
            let bytes = try [UInt8](Data(contentsOf: layouts.appendingPathComponent(name)))
            guard case .rendered(let laidOut, let rendered) = pipeline.run(bytes) else { Issue.record("\(name) did not render"); continue }
            #expect(laidOut > 0 && rendered > 0, "\(name)")
        }
    }

    /// A short pass: fixed seed, a few seconds; `widgetsnap-fuzz --seconds 3600` runs the long one.
    @Test func shortFuzzPass() throws {
        let layouts = Self.root.appendingPathComponent("Layouts")
        let seeds = try FileManager.default.contentsOfDirectory(atPath: layouts.path).sorted().filter { $0.hasSuffix(".json5") }
            .map { try String(contentsOf: layouts.appendingPathComponent($0), encoding: .utf8) }
        let session = FuzzSession(pipeline: try FuzzPipeline(), seeds: seeds)
        session.run(seed: 20_261_201, seconds: 8)
        #expect(session.inputs > 10)
        print("fuzz: \(session.inputs) inputs in 8 s, \(session.rejected) rejected, \(session.findings.count) slow")
        #expect(session.findings.isEmpty, "slow inputs: \(session.findings.map { String(decoding: $0.input.prefix(300), as: UTF8.self) })")
    }
}
