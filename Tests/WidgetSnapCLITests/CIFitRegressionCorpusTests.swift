import Foundation
import ImageDiff
import PNGCodec
import Testing
import WidgetSnapCLI
@testable import WidgetSnapshotCore

/// One edit of the regression corpus (`Tests/RegressionCorpus/edits/*.json`): a text change of an
/// example layout, extra arguments, or a rewrite of the goldens, and the variants it affects.
struct CorpusEdit: Codable, Sendable {
    struct Replacement: Codable, Sendable { var from: String; var to: String }
    var description: String
    /// Whether a person would see the change. Visible edits must fail every listed variant at the
    /// default options, invisible ones must pass them.
    var visible: Bool
    /// A file in `Layouts/`.
    var layout: String
    /// Text replacements (every occurrence; each `from` must occur).
    var replace: [Replacement]?
    var family: String
    /// Default: light and dark.
    var appearance: [String]?
    /// Default: real and placeholder.
    var state: [String]?
    /// Extra `widgetsnap test` arguments, e.g. `["--jobs", "1"]`.
    var arguments: [String]?
    /// Rewrites the goldens with the same pixels: `stored-none`, `stored-sub`, `stored-up`, `split-text`.
    var golden: String?
}

/// The regression corpus: deliberate visible edits of the examples must fail at the default
/// options, invisible ones must pass. It also measures the old defaults (pixelmatch's threshold 0.1,
/// anti-aliased pixels ignored) on the failing renders, which let some visible edits through.
@Suite(.serialized)
struct CIFitRegressionCorpusTests {
    static let root = ToolTests.root
    static let folder = root.appendingPathComponent("Tests/RegressionCorpus/edits")

    /// Set `CIFIT_CORPUS_COMPARE=1` to measure every visible edit at the old defaults too (slower: one
    /// more comparison per failing variant) and print the table that docs/ci.md quotes.
    static let compareWithOldDefaults = ProcessInfo.processInfo.environment["CIFIT_CORPUS_COMPARE"] == "1"
    /// The issue's regression, measured at the old defaults in every run: it must pass there, or the
    /// corpus could not tell the defaults apart.
    static let sensitivityEdits: Set<String> = ["v-weather-small-wider-line-light-placeholder.json"]

    static func edits() throws -> [(name: String, edit: CorpusEdit)] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        return try names.map { name in
            (name, try JSONDecoder().decode(CorpusEdit.self, from: Data(contentsOf: folder.appendingPathComponent(name))))
        }
    }

    @Test func theCorpusCoversEnough() throws {
        let all = try Self.edits().map(\.edit)
        let visible = all.filter(\.visible)
        #expect(visible.count >= 40, "\(visible.count) visible edits")
        #expect(all.count - visible.count >= 10, "\(all.count - visible.count) invisible edits")
        #expect(Set(visible.map(\.layout)).count >= 5, "visible edits of most examples")
        for a in ["light", "dark"] {
            for s in ["real", "placeholder"] {
                #expect(visible.contains { ($0.appearance ?? [a]).contains(a) && ($0.state ?? [s]).contains(s) }, "a visible edit in \(a) \(s)")
            }
        }
    }

    /// The result of one edit at the defaults, and what the old defaults would have said.
    struct Result {
        var name: String
        var edit: CorpusEdit
        var outcomes: [SnapshotOutcome]
        var code: Int32
        /// Variants that fail at the old defaults too (visible edits only).
        var failingAtOldDefaults: Int
        /// Variants that fail at threshold 0 with anti-aliased pixels ignored (measured with `CIFIT_CORPUS_COMPARE=1`).
        var failingIgnoringAntiAliasing: Int = 0
    }

    @Test func atTheDefaultsEveryVisibleEditFailsAndEveryInvisibleOnePasses() throws {
        var results: [Result] = []
        for (name, edit) in try Self.edits() {
            guard let r = try Self.run(name, edit) else { continue }
            results.append(r)
            if edit.visible {
                #expect(r.code == 1 && !r.outcomes.isEmpty && r.outcomes.allSatisfy { $0.status == .failed },
                        "\(name) (\(edit.description)) is visible but passes: \(r.outcomes.map { "\($0.name) \($0.status.rawValue)" })")
            } else {
                #expect(r.code == 0 && !r.outcomes.isEmpty && r.outcomes.allSatisfy { $0.status == .passed },
                        "\(name) (\(edit.description)) is invisible but fails: \(r.outcomes.map { "\($0.name) \($0.message ?? $0.status.rawValue)" })")
            }
        }
        for r in results where Self.sensitivityEdits.contains(r.name) {
            #expect(r.failingAtOldDefaults == 0, "\(r.name) should pass at threshold 0.1 with anti-aliasing ignored (the issue's false pass)")
        }
        #expect(results.contains { Self.sensitivityEdits.contains($0.name) }, "the issue's regression is in the corpus")
        if Self.compareWithOldDefaults { print(Self.table(results)) }
    }

    /// The numbers docs/ci.md quotes.
    static func table(_ results: [Result]) -> String {
        let visible = results.filter(\.edit.visible), invisible = results.filter { !$0.edit.visible }
        let variants = visible.reduce(0) { $0 + $1.outcomes.count }
        let caughtBefore = visible.filter { $0.failingAtOldDefaults == $0.outcomes.count }.count
        let variantsBefore = visible.reduce(0) { $0 + $1.failingAtOldDefaults }
        let fewest = visible.flatMap(\.outcomes).compactMap(\.mismatchedPixels).min() ?? 0
        var text = """
            regression corpus: \(visible.count) visible edits (\(variants) variants), \(invisible.count) invisible edits \
            (\(invisible.reduce(0) { $0 + $1.outcomes.count }) variants)
              defaults: \(visible.filter { $0.outcomes.allSatisfy(\.isFailure) }.count)/\(visible.count) visible fail, \
            \(invisible.filter { $0.outcomes.allSatisfy { $0.status == .passed } }.count)/\(invisible.count) invisible pass; \
            fewest differing pixels of a visible change: \(fewest)
              threshold 0.1, anti-aliasing ignored: \(caughtBefore)/\(visible.count) visible edits fail in every variant, \
            \(visible.filter { $0.failingAtOldDefaults > 0 }.count) in some, \(variantsBefore)/\(variants) variants fail
              threshold 0, anti-aliasing ignored: \(visible.filter { $0.failingIgnoringAntiAliasing == $0.outcomes.count }.count)/\(visible.count) \
            visible edits fail in every variant, \(visible.reduce(0) { $0 + $1.failingIgnoringAntiAliasing })/\(variants) variants fail

            """
        for r in visible where r.failingAtOldDefaults < r.outcomes.count {
            text += "  missed at threshold 0.1: \(r.name): \(r.outcomes.count - r.failingAtOldDefaults) of \(r.outcomes.count) variants pass\n"
        }
        return text
    }

    /// Applies one edit in a temporary folder and runs `widgetsnap test` on the variants it affects.
    static func run(_ name: String, _ edit: CorpusEdit) throws -> Result? {
        let fm = FileManager.default
        let work = fm.temporaryDirectory.appendingPathComponent("corpus-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: work) }
        let layouts = work.appendingPathComponent("layouts"), goldens = work.appendingPathComponent("goldens")
        try fm.createDirectory(at: layouts, withIntermediateDirectories: true)
        var text = try String(contentsOf: root.appendingPathComponent("Layouts/" + edit.layout), encoding: .utf8)
        for r in edit.replace ?? [] {
            guard text.contains(r.from) else {
                Issue.record("\(name): '\(r.from)' does not occur in \(edit.layout)")
                return nil
            }
            text = text.replacingOccurrences(of: r.from, with: r.to)
        }
        let file = layouts.appendingPathComponent(edit.layout)
        try text.write(to: file, atomically: true, encoding: .utf8)
        guard case .success(let layout)? = try? LayoutFiles.load(file.path), let instance = layout.definition.instances.first?.name else {
            Issue.record("\(name): the edited layout does not load")
            return nil
        }
        let relative = "\(layout.definition.kind)/\(instance)/\(edit.family)"
        try fm.createDirectory(at: goldens.appendingPathComponent(relative).deletingLastPathComponent(), withIntermediateDirectories: true)
        try fm.copyItem(at: root.appendingPathComponent("Tests/Goldens/" + relative), to: goldens.appendingPathComponent(relative))
        if let rewrite = edit.golden { try rewriteGoldens(goldens.appendingPathComponent(relative).path, rewrite) }

        let c = ToolTests.Capture()
        let code = WidgetSnapCLI.run(["test", layouts.path, "--goldens", goldens.path, "--assets", root.appendingPathComponent("Assets").path,
                                      "--instance", "first", "--entry", "0", "--family", edit.family,
                                      "--appearance", (edit.appearance ?? ["light", "dark"]).joined(separator: ","),
                                      "--state", (edit.state ?? ["real", "placeholder"]).joined(separator: ","),
                                      "--record", "never", "--json", "--quiet"] + (edit.arguments ?? []), console: c.console)
        guard let report = try? JSONDecoder().decode(ReportFile.self, from: Data(c.out.utf8)) else {
            Issue.record("\(name): no JSON results (exit \(code)): \(c.err)")
            return nil
        }
        var old = 0, ignoringAA = 0
        for o in report.outcomes where o.status == .failed && (compareWithOldDefaults || sensitivityEdits.contains(name)) {
            guard let expected = o.expected, let actual = o.actual else { continue }
            let a = try PNGFile.read(path: expected), b = try PNGFile.read(path: actual)
            if case .different(let d) = PixelMatch.compare(a, b, options: GoldenOptions.browserToolDiff), d.mismatchedPixels > 0 { old += 1 }
            if compareWithOldDefaults, case .different(let d) = PixelMatch.compare(a, b, options: DiffOptions(threshold: 0, includeAA: false)),
               d.mismatchedPixels > 0 { ignoringAA += 1 }
        }
        return Result(name: name, edit: edit, outcomes: report.outcomes, code: code, failingAtOldDefaults: old, failingIgnoringAntiAliasing: ignoringAA)
    }

    /// Writes every golden PNG under `dir` again with the same pixels and other bytes.
    static func rewriteGoldens(_ dir: String, _ how: String) throws {
        for rel in FileManager.default.enumerator(atPath: dir)?.compactMap({ $0 as? String }) ?? [] where rel.hasSuffix(".png") {
            let path = dir + "/" + rel
            let image = try PNGFile.read(path: path)
            let bytes: [UInt8]
            switch how {
            case "stored-none": bytes = CIFitPNGRewriter.encode(image, filter: .none)
            case "stored-sub": bytes = CIFitPNGRewriter.encode(image, filter: .sub)
            case "stored-up": bytes = CIFitPNGRewriter.encode(image, filter: .up)
            case "split-text": bytes = CIFitPNGRewriter.encode(image, filter: .up, idatChunkSize: 4096, text: "re-encoded by the regression corpus")
            default:
                Issue.record("unknown golden rewrite '\(how)'")
                return
            }
            #expect(bytes != (try PNGFile.readBytes(path: path)), "\(rel): the rewrite changes the bytes")
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            #expect(try PNGFile.read(path: path) == image, "\(rel): the rewrite keeps the pixels")
        }
    }
}
