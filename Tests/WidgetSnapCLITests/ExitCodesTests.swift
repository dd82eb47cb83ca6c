import EditWidgetSheet
import Foundation
import JSON5
import PreviewsBuilder
@testable import WidgetSnapPreviews
import WidgetGallery
import Testing
@testable import WidgetSnapCLI
import WidgetSnapshotCore

/// Every module error's exit code is one that docs/cli.md#exit-codes promises for what it means.
struct ExitCodesTests {
    /// The codes of the table in docs/cli.md's "Exit codes" section.
    static let documented: Set<Int32> = {
        let text = (try? String(contentsOf: ToolTests.root.appendingPathComponent("docs/cli.md"), encoding: .utf8)) ?? ""
        let section = text.components(separatedBy: "## Exit codes").dropFirst().first?.components(separatedBy: "\n## ").first ?? ""
        return Set(section.split(separator: "\n").compactMap { line in
            line.hasPrefix("| ") ? Int32(line.dropFirst(2).prefix { $0 != " " }) : nil
        })
    }()

    /// A real refusal: an empty layout file name.
    static let refusal: ProjectConfinement.Refusal = {
        guard case .failure(let r) = ProjectConfinement.layout("", from: ".") else { fatalError("an empty name was accepted") }
        return r
    }()

    /// One case of each kind, and the code the docs give its meaning (64 usage, 65 bad data,
    /// 66 missing input, 70 internal, 73 cannot write).
    static let cases: [(error: any Error, code: ExitCode)] = [
        (FilesError.cannotCreateFolder(path: "out", reason: "denied"), .cannotCreate),
        (FilesError.notWritable(path: "out", kind: "a folder"), .cannotCreate),
        (FilesError.writeFailed(path: "out/a.png", step: nil, errno: 28), .cannotCreate),
        (FilesError.noSuchPath(path: "Layouts"), .noInput),
        (FilesError.folderUnreadable(path: "Layouts"), .noInput),
        (FilesError.outsideProject(refusal), .dataError),
        (FilesError.noLayoutFiles(folder: "Layouts"), .noInput),
        (FilesError.tooLarge(path: "w.json5", maximumMiB: 8), .dataError),
        (FilesError.notRegularFile(path: "w.json5"), .noInput),
        (FilesError.unreadable(path: "w.json5"), .noInput),
        (FilesError.notUTF8(path: "w.json5", invalid: nil), .dataError),
        (FilesError.symbolTableBroken(reason: "bad"), .software),
        (VariantsError.unknownDevice(id: "x", closest: nil), .usage),
        (VariantsError.noFamilyOnDevice(device: "x"), .usage),
        (VariantsError.unknownFamily(name: "x", families: []), .usage),
        (VariantsError.familyNotSupported(kind: "k", family: "x", supported: []), .usage),
        (VariantsError.noSize(device: "d", family: "x"), .usage),
        (VariantsError.unknownInstance(name: "x", instances: []), .usage),
        (VariantsError.unknownState(name: "x", states: []), .usage),
        (VariantsError.unknownLocale(tag: "x", locales: [], guess: nil), .usage),
        (VariantsError.renderingModeNamed(name: "light-accented", scheme: "light"), .usage),
        (VariantsError.vibrantWithScheme(name: "dark-vibrant"), .usage),
        (VariantsError.badTint(name: "vibrant-x", example: "vibrant-80b4ff"), .usage),
        (VariantsError.unknownAppearance(name: "x", names: []), .usage),
        (VariantsError.unknownDynamicType(name: "x", sizes: [], closest: nil), .usage),
        (VariantsError.entryOutOfRange(entry: 9, kind: "k"), .usage),
        (PipelineError.files(.noSuchPath(path: "x")), .noInput),
        (PipelineError.files(.writeFailed(path: "x", step: nil, errno: 28)), .cannotCreate),
        (PipelineError.fonts(reason: "x"), .software),
        (PipelineError.textEngine(reason: "x"), .software),
        (PipelineError.unresolvable(variant: "x"), .software),
        (PipelineError.binding(path: "w.json5", message: "x", hint: nil, family: "systemSmall", instance: "first"), .dataError),
        (PipelineError.noSize(device: "d", family: "systemExtraLarge"), .usage),
        (PipelineError.drawing(path: "w.json5", reason: "x"), .dataError),
        (PipelineError.encoding(reason: "x"), .software),
        (PipelineError.vector(file: "x.svg", reason: "x"), .cannotCreate),
        (ReportsError.files(.notWritable(path: "x", kind: "a folder")), .cannotCreate),
        (ReportsError.cannotEncode(what: "the report", reason: "x"), .software),
        (ReportsError.stepSummary(path: "x", action: "open", reason: nil), .cannotCreate),
        (ReportsError.folderTwice(folder: "a", earlier: "b"), .dataError),
        (ReportsError.noReport(path: "a/report.json"), .noInput),
        (ReportsError.notAReport(path: "a/report.json", reason: "x"), .dataError),
        (ReportsError.variantTwice(variant: "v", first: "a", second: "b"), .dataError),
        (ReportsError.notPlainCommand(folder: "a"), .dataError),
        (ReportsError.otherRun(folder: "a", first: "b"), .dataError),
        (ReportsError.notAShard(folder: "a"), .dataError),
        (ReportsError.badShard(folder: "a", shard: "3/2"), .dataError),
        (ReportsError.shardCount(folder: "a", shard: "1/2", count: 3), .dataError),
        (ReportsError.shardTwice(shard: "1/2", first: "a", second: "b"), .dataError),
        (ReportsError.missingShards(missing: [2], count: 2), .dataError),
        (ReportsError.outcomeName(report: "a/report.json", name: "../x", reason: "x"), .dataError),
        (ReportsError.imagePath(report: "r", name: "v", role: "actual", path: "p", expected: "e"), .dataError),
        (ReportsError.imageOutside(report: "r", name: "v", role: "actual", folder: "a"), .dataError),
        (ReportsError.imageMissing(report: "r", name: "v", role: "actual", path: "p"), .dataError),
        (ReportsError.imageNotPNG(report: "r", name: "v", path: "p"), .dataError),
        (ScenariosError.files(.notUTF8(path: "s.json5", invalid: nil)), .dataError),
        (ScenariosError.files(.writeFailed(path: "g.txt", step: nil, errno: 13)), .cannotCreate),
        (ScenariosError.cannotEncode(reason: "x"), .software),
        (EditWidgetError.drawing(reason: "x"), .software),
        (PreviewsError.files(.noSuchPath(path: "x")), .noInput),
        (PreviewsError.noResourcesFolder(folder: "r"), .noInput),
        (PreviewsError.cannotCopyResources(destination: "d", reason: "x"), .cannotCreate),
        (PreviewsError.resourceLeadsNowhere(path: "r/a"), .noInput),
        (PreviewsError.resourceOutside(path: "r/a", folder: "r"), .dataError),
        (PreviewsError.resourceNotRegular(path: "r/a"), .dataError),
        (PreviewsError.resourceTooLarge(path: "r/a", maximumMiB: 64), .dataError),
        (PreviewsError.previewSyntax(file: "B.swift", line: 1, column: 10, message: "missing }"), .dataError),
        (PreviewsError.doesNotCompile(status: 1), .dataError),
        (PreviewsError.runnerFailed(status: 73, output: ""), .cannotCreate),
        (PreviewsError.runnerFailed(status: 65, output: ""), .dataError),
        (PreviewsError.runnerFailed(status: 9, output: ""), .software),
        (PreviewsError.noManifest, .software),
        (PreviewsError.cannotRun(program: "/usr/bin/env", reason: "x"), .noInput),
        (PreviewsError.notAPreviewsPage(out: "o"), .cannotCreate),
        (PreviewsError.cannotStage(path: "o", reason: "x"), .cannotCreate),
        (PreviewsError.cannotMovePage(out: "o", reason: "x"), .cannotCreate),
        (PreviewsError.buildFolder(given: "b", action: "create", reason: "x"), .cannotCreate),
        (PreviewsError.buildFolderRefused(given: "b", reason: "x"), .cannotCreate),
        (PreviewsError.notWidgetSnap(source: "--widgetsnap x"), .noInput),
        (PreviewsError.widgetSnapNotFound, .noInput),
        (PreviewsError.cache(path: "c", reason: "x"), .cannotCreate),
        (PreviewsError.lock(path: "l", reason: "x"), .cannotCreate),
        (GoldensError.files(.writeFailed(path: "g/a.png", step: nil, errno: 13)), .cannotCreate),
        (GoldensError.pipeline(.encoding(reason: "x")), .software),
        (GoldensError.variants(.unknownDevice(id: "x", closest: nil)), .usage),
        (GoldensError.notARecordMode(source: "--record", word: "x"), .usage),
        (GoldensError.stampRenderer(file: "g/widgetsnap-renderer.txt", line: 2), .dataError),
        (GoldensError.stampUnknownLine(file: "g/widgetsnap-renderer.txt", line: 2, text: "x"), .dataError),
        (GoldensError.stampNoRenderer(file: "g/widgetsnap-renderer.txt"), .dataError),
        (GoldensError.stampUnreadable(file: "g/widgetsnap-renderer.txt", reason: .notRegularFile(path: "g")), .noInput),
        (GoldensError.stampNotText(file: "g/widgetsnap-renderer.txt"), .dataError),
        (GoldensError.decisionsTooLarge(path: "d.json", maximumMiB: 64), .dataError),
        (GoldensError.decisionsUnreadable(path: "d.json", reason: .file(path: "d.json", operation: "open", code: 2)), .noInput),
        (GoldensError.decisionsNotUTF8(path: "d.json", line: 1, column: 2, byte: 0xFF), .dataError),
        (GoldensError.decisionsSyntax(file: "d.json", line: 1, column: 2, message: "x", hint: nil), .dataError),
        (GoldensError.decisionsKeyTwice(file: "d.json", at: SourceLocation(line: 2, column: 3, offset: 20), first: SourceLocation(line: 1, column: 3, offset: 2)), .dataError),
        (GoldensError.badDecisions(file: "d.json", at: nil, path: JSONPath(), problem: .notAnObject), .dataError),
        (GoldensError.unknownDecidedVariant(file: "d.json", at: nil, index: 0, variant: "v", more: 0), .dataError),
        (ArtifactError.noReport(artifact: "a"), .noInput),
        (ArtifactError.severalReports(artifact: "a", reports: ["x/report.json", "y/report.json"]), .dataError),
        (ArtifactError.reportMissing(artifact: "a", path: "report.json"), .noInput),
        (ArtifactError.notAReport(artifact: "a", path: "report.json", reason: "x"), .dataError),
        (ArtifactError.decisionsMissing(artifact: "a", path: "decisions.json"), .noInput),
        (ArtifactError.decisionsNotText(artifact: "a", path: "decisions.json"), .dataError),
        (ArtifactError.unknownVariant(at: "d.json:1:2", variant: "v"), .dataError),
        (ArtifactError.noNewImage(at: "d.json:1:2", variant: "v", status: .passed), .dataError),
        (ArtifactError.imageMissing(artifact: "a", path: "images/v.actual.png"), .dataError),
        (ArtifactError.imageUnreadable(artifact: "a", path: "images/v.actual.png", reason: "x"), .dataError),
        (ArtifactError.imageSize(artifact: "a", path: "p", width: 1, height: 1, reportWidth: 2, reportHeight: 2), .dataError),
        (ArtifactError.goldensNotRelative(artifact: "a", goldens: "/abs"), .usage),
        (ArtifactError.cannotEncode(reason: "x"), .software),
        (ArtifactError.refusedPath(artifact: "a", relative: "../x"), .dataError),
        (ArtifactError.cannotRead(path: "a/x", reason: "Permission denied"), .noInput),
        (ArtifactError.folderUnreadable(artifact: "a"), .noInput),
        (ArtifactError.notAFolder(path: "a/images"), .dataError),
        (ArtifactError.notAFile(path: "a/report.json"), .dataError),
        (ArtifactError.cannotOpen(path: "a.zip", reason: "Permission denied"), .noInput),
        (ArtifactError.notRegularFile(path: "a.zip"), .dataError),
        (ArtifactError.tooLarge(path: "a.zip", size: 9, maximum: 8), .dataError),
        (ArtifactError.readFailed(path: "a.zip"), .noInput),
        (ArtifactError.notAZip(file: "a.zip", reason: "too short"), .dataError),
        (ArtifactError.zipEntry(file: "a.zip", entry: "report.json", reason: "x"), .dataError),
        (ArtifactError.goldens(.decisionsUnreadable(path: "d.json", reason: .notRegularFile(path: "d.json"))), .noInput),
        (ArtifactError.files(.writeFailed(path: "g/a.png", step: nil, errno: 28)), .cannotCreate),
        (LintRunError.pipeline(.fonts(reason: "x")), .software),
        (LintRunError.reports(.cannotEncode(what: "the lint report", reason: "x")), .software),
        (LintRunError.drawing(path: "w.json5", reason: "x"), .dataError),
        (LintRunError.notPixels(variant: "v"), .software),
        (GalleryError.files(.cannotCreateFolder(path: "out", reason: "denied")), .cannotCreate),
        (GalleryError.pipeline(.drawing(path: "w.json5", reason: "x")), .dataError),
        (GalleryError.variants(.unknownDevice(id: "x", closest: nil)), .usage),
        (GalleryError.goldens(.files(.writeFailed(path: "out/review/a.diff.png", step: nil, errno: 28))), .cannotCreate),
        (GalleryError.lint(.drawing(path: "w.json5", reason: "x")), .dataError),
        (GalleryError.scenarios(.cannotEncode(reason: "x")), .software),
        (GalleryError.editWidget(.drawing(reason: "x")), .software),
        (GalleryError.noDevices, .usage),
        (GalleryError.baselineNotAFolder(dir: "old"), .noInput),
        (GalleryError.baselineIsTheGallery(baseline: "out"), .usage),
        (GalleryError.snapshotUnreadable(path: "out/a.png", reason: .notRegularFile(path: "out/a.png")), .noInput),
        (GalleryError.snapshotUndecodable(path: "out/a.png", reason: "x"), .software),
        (GalleryError.screen(reason: "x"), .software),
        (GalleryError.noRenderer, .software),
        (GalleryError.notAPNG(variant: "v"), .software),
        (GalleryError.cannotEncodeCache(path: "out/.cache.json"), .software),
        (GalleryError.invalidScenario(diagnostics: []), .dataError),
        (UsageError.singleDash(option: "-v", command: "test"), .usage),
        (UsageError.flagWithValue(flag: "quiet"), .usage),
        (UsageError.missingValue(option: "out", command: "render"), .usage),
        (UsageError.unknownOption(option: "mode", command: "gallery", nearest: nil), .usage),
        (UsageError.notAWholeNumber(option: "jobs", value: "0", minimum: 1), .usage),
        (UsageError.notANumber(option: "scale", value: "x"), .usage),
    ]

    /// The previews runner is a process of its own: its exit status for each error that stops it is
    /// the one the command line gives the same error (or the error it wraps), as far as the runner
    /// meets them.
    static let runnerCases: [(PreviewRunError, ExitCode?)] = [
        (.variants(.unknownDevice(id: "x", closest: nil)), ExitCodes.code(for: VariantsError.unknownDevice(id: "x", closest: nil))),
        (.variants(.unknownAppearance(name: "x", names: [])), ExitCodes.code(for: VariantsError.unknownAppearance(name: "x", names: []))),
        (.pipeline(.fonts(reason: "no Inter")), ExitCodes.code(for: PipelineError.fonts(reason: "no Inter"))),
        (.pipeline(.textEngine(reason: "x")), ExitCodes.code(for: PipelineError.textEngine(reason: "x"))),
        (.files(.writeFailed(path: "o/a.png", step: nil, errno: 28)), ExitCodes.code(for: FilesError.writeFailed(path: "o/a.png", step: nil, errno: 28))),
        (.files(.notWritable(path: "o/a.png", kind: "a folder")), ExitCodes.code(for: FilesError.notWritable(path: "o/a.png", kind: "a folder"))),
        (.files(.cannotCreateFolder(path: "o", reason: "x")), ExitCodes.code(for: FilesError.cannotCreateFolder(path: "o", reason: "x"))),
        (.resources(reason: "x"), .dataError),
        (.noSize(device: "d", family: "systemExtraLarge"), .dataError),
        (.noEntries, .dataError),
        (.surfaces(message: "x"), .dataError),
        (.cannotLayOut(surface: "lockScreen", state: 1), .dataError),
        (.cannotRender(reason: "x"), .software),
    ]

    @Test(arguments: runnerCases.indices)
    func theRunnersCodesAreTheCommandLines(_ index: Int) {
        let (error, code) = Self.runnerCases[index]
        #expect(PreviewRunner.exitCode(for: error) == code, "\(error)")
        #expect(Self.documented.contains(PreviewRunner.exitCode(for: error).rawValue))
    }

    @Test(arguments: cases.indices)
    func eachErrorHasTheDocumentedCode(_ index: Int) {
        let (error, code) = Self.cases[index]
        #expect(ExitCodes.code(for: error) == code, "\(error)")
        #expect(Self.documented.contains(code.rawValue), "\(code) is not in docs/cli.md#exit-codes")
    }

    /// A typed error passed on through a `ToolError` keeps its own code, not one made up on the way.
    @Test func aPassedOnErrorKeepsItsCode() {
        let passed = ToolError(FilesError.noSuchPath(path: "Layouts"))
        #expect(passed.code == nil)
        #expect(ExitCodes.code(for: passed) == .noInput)
        #expect(ExitCodes.code(for: ToolError(.usage, "bad")) == .usage)
    }

    /// The command line prints a module error as it printed the `ToolError` it replaces.
    @Test func aModuleErrorIsPrintedWithItsHint() {
        let c = ToolTests.Capture()
        let missing = "/nonexistent-\(UUID().uuidString)"
        let code = WidgetSnapCLI.run(["check", missing], console: c.console)
        #expect(code == 66)
        #expect(c.err == "widgetsnap check: error: \(missing): no such file or folder\n", "\(c.err)")
    }
}
