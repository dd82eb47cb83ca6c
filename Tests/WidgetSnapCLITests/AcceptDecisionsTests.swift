import Foundation
import Testing
@testable import WidgetGallery
@testable import WidgetSnapCLI
import WidgetModel
import WidgetSnapshotCore

/// Decisions files (`widgetsnap test --accept`): what is refused, with which message, and that only
/// accepted goldens are recorded; the review page and a large widget's data, escaped and deterministic.
@Suite(.serialized)
struct AcceptDecisionsTests {
    let root = ToolTests.root

    static let light = "Weather/default/systemSmall/iphone-430x932/00-light-real@3x"
    static let dark = "Weather/default/systemSmall/iphone-430x932/00-dark-real@3x"

    static func file(_ decisions: String) -> String {
        "{\"format\": \"widgetsnap-decisions\", \"version\": 1, \"decisions\": [\(decisions)]}"
    }

    /// Text → the accepted names, or the start of the error after the file name (`:line:column: $.path: …`).
    enum Want { case success([String]), failure(String) }
    static let parseCases: [(String, Want)] = [
        (file("{\"variant\": \"\(light)\", \"decision\": \"accepted\", \"status\": \"changed\", \"diffPixels\": 3}, {\"variant\": \"\(dark)\", \"decision\": \"rejected\"}"), .success([light])),
        (file(""), .success([])),
        ("[]", .failure(":1:1: $: expected an object")),
        ("{\"format\": \"other\", \"version\": 1, \"decisions\": []}", .failure(":1:12: $.format: expected \"widgetsnap-decisions\"")),
        ("{\"format\": \"widgetsnap-decisions\", \"version\": 2, \"decisions\": []}", .failure(":1:47: $.version: expected version 1")),
        ("{\"format\": \"widgetsnap-decisions\", \"version\": 1}", .failure(": $.decisions: expected an array")),
        (file("{\"variant\": \"\(light)\", \"decision\": \"maybe\"}"), .failure(":1:151: $.decisions[0].decision: expected \"accepted\" or \"rejected\"")),
        (file("{\"decision\": \"accepted\"}"), .failure(": $.decisions[0].variant: expected the variant's name")),
        (file("{\"variant\": \"../../etc/passwd\", \"decision\": \"accepted\"}"), .failure(":1:76: $.decisions[0].variant: not a variant name: the name has the path component '..'")),
        (file("{\"variant\": \"\(light)\", \"decision\": \"accepted\"}, {\"variant\": \"\(light)\", \"decision\": \"rejected\"}"),
         .failure(":1:176: $.decisions[1].variant: '\(light)' is decided twice (first at $.decisions[0])")),
        ("{\"format\": ", .failure(":1:12: ")),
    ]

    @Test func parsesOrRefusesWithTheJSONPath() {
        for (text, want) in Self.parseCases {
            do {
                let d = try AcceptDecisions.parse(text, file: "d.json")
                guard case .success(let accepted) = want else { Issue.record("accepted \(text)"); continue }
                #expect(d.accepted == accepted, "\(text)")
            } catch {
                guard case .failure(let message) = want else { Issue.record("refused \(text): \(error.message)"); continue }
                #expect(ExitCodes.code(for: error) == .dataError)
                #expect(error.message.hasPrefix("d.json" + message), "\(error.message)")
            }
        }
    }

    func run(_ args: [String], work: URL) -> (code: Int32, out: String, err: String) {
        let c = ToolTests.Capture()
        let arguments = [work.appendingPathComponent("layouts").path, "--goldens", work.appendingPathComponent("goldens").path,
                         "--assets", root.appendingPathComponent("Assets").path, "--quiet"] + args
        let code: Int32
        do { code = try TestCommand.run(arguments, console: c.console, environment: [:]).rawValue } catch {
            let e = ToolTests.Failure(error)
            c.console.err(e.message + "\n")
            code = e.code
        }
        return (code, c.out, c.err)
    }

    @Test func acceptRecordsExactlyTheAcceptedGoldens() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("accept-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        try FileManager.default.createDirectory(at: work.appendingPathComponent("layouts"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: root.appendingPathComponent("Tests/Goldens/Weather"), to: work.appendingPathComponent("goldens/Weather"))
        try FileManager.default.copyItem(at: root.appendingPathComponent("Layouts/weather.json5"), to: work.appendingPathComponent("layouts/weather.json5"))
        let goldens = work.appendingPathComponent("goldens").path
        func bytes(_ name: String) -> Data? { FileManager.default.contents(atPath: goldens + "/" + name + ".png") }
        let original = (bytes(Self.light), bytes(Self.dark))
        // Both goldens are swapped, so both differ; only the light one is accepted.
        try original.1!.write(to: URL(fileURLWithPath: goldens + "/" + Self.light + ".png"))
        try original.0!.write(to: URL(fileURLWithPath: goldens + "/" + Self.dark + ".png"))
        let before = try FileManager.default.subpathsOfDirectory(atPath: goldens).sorted()

        let decisions = work.appendingPathComponent("decisions.json")
        try Self.file("{\"variant\": \"\(Self.light)\", \"decision\": \"accepted\"}, {\"variant\": \"\(Self.dark)\", \"decision\": \"rejected\"}")
            .write(to: decisions, atomically: true, encoding: .utf8)
        let r = run(["--accept", decisions.path], work: work)
        #expect(r.code == 0, "\(r.err)")
        #expect(r.out == "recorded \(Self.light)\n1 recorded\n1 passed, 0 failed\n", "\(r.out)")
        #expect(bytes(Self.light) == original.0, "the accepted golden is the render")
        #expect(try String(contentsOfFile: goldens + "/widgetsnap-renderer.txt", encoding: .utf8).contains("renderer "), "the folder is stamped with its first recording")
        #expect(bytes(Self.dark) == original.0, "the rejected golden is untouched")
        #expect(try FileManager.default.subpathsOfDirectory(atPath: goldens).sorted().filter { $0 != "widgetsnap-renderer.txt" } == before, "files were added or removed (but the renderer stamp)")
        // Again: the golden holds the render already, so nothing is written.
        let again = run(["--accept", decisions.path], work: work)
        #expect(again.out.hasSuffix("1 passed, 0 failed\n"), "\(again.out)")

        // A name the layouts do not produce: 65 with the path, and nothing written.
        try Self.file("{\"variant\": \"\(Self.dark)\", \"decision\": \"accepted\"}, {\"variant\": \"Weather/nope/systemSmall/iphone-430x932/00-dark-real@3x\", \"decision\": \"accepted\"}")
            .write(to: decisions, atomically: true, encoding: .utf8)
        let bad = run(["--accept", decisions.path], work: work)
        #expect(bad.code == 65)
        #expect(bad.err.contains("decisions.json:1:") && bad.err.contains("$.decisions[1].variant: no variant of the layouts"), "\(bad.err)")
        #expect(bytes(Self.dark) == original.0)
        // A missing file: 66.
        #expect(run(["--accept", work.appendingPathComponent("none.json").path], work: work).code == 66)
    }

    /// An accepted removal deletes its golden; a rejected one, or one the layouts draw again, keeps it.
    @Test func acceptedRemovalsDeleteTheirGoldensOnly() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("accept-removed-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        try FileManager.default.createDirectory(at: work.appendingPathComponent("layouts"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: root.appendingPathComponent("Tests/Goldens/Weather"), to: work.appendingPathComponent("goldens/Weather"))
        try FileManager.default.copyItem(at: root.appendingPathComponent("Layouts/weather.json5"), to: work.appendingPathComponent("layouts/weather.json5"))
        let goldens = work.appendingPathComponent("goldens").path
        // Goldens of variants the layout does not draw (an instance taken out), as a removed family leaves them.
        let gone = "Weather/gone/systemSmall/iphone-430x932/00-light-real@3x", kept = "Weather/gone/systemSmall/iphone-430x932/00-dark-real@3x"
        try FileManager.default.createDirectory(atPath: goldens + "/Weather/gone/systemSmall/iphone-430x932", withIntermediateDirectories: true)
        let png = try #require(FileManager.default.contents(atPath: goldens + "/" + Self.light + ".png"))
        for name in [gone, kept] { try png.write(to: URL(fileURLWithPath: goldens + "/" + name + ".png")) }
        let decisions = work.appendingPathComponent("decisions.json")
        try Self.file("""
            {"variant": "\(gone)", "decision": "accepted", "status": "removed"}, {"variant": "\(kept)", "decision": "rejected", "status": "removed"},
            {"variant": "\(Self.light)", "decision": "accepted", "status": "removed"}
            """).write(to: decisions, atomically: true, encoding: .utf8)
        let r = run(["--accept", decisions.path], work: work)
        #expect(r.code == 0, "\(r.err)")
        #expect(r.out.contains("deleted \(goldens)/\(gone).png (accepted removal)\n"), "\(r.out)")
        #expect(!FileManager.default.fileExists(atPath: goldens + "/" + gone + ".png"))
        #expect(FileManager.default.fileExists(atPath: goldens + "/" + kept + ".png"), "a rejected removal deleted its golden")
        #expect(FileManager.default.fileExists(atPath: goldens + "/" + Self.light + ".png"), "a variant the layout draws was deleted")
        // Without the status, an unknown name is still refused (65).
        try Self.file("{\"variant\": \"\(kept)\", \"decision\": \"accepted\"}").write(to: decisions, atomically: true, encoding: .utf8)
        #expect(run(["--accept", decisions.path], work: work).code == 65)
    }

    static func widget(snapshots: Int) -> GalleryWidget {
        let evil = "</script><b>x</b>"
        var shots: [GallerySnapshot] = []
        for i in 0..<snapshots {
            let review: GalleryReview = i == 0 ? GalleryReview(status: .changed, diffPixels: 12, baseline: GalleryImage(path: "review/a.baseline.png", width: 10, height: 10, alt: "b"),
                                                               diff: GalleryImage(path: "review/a.diff.png", width: 10, height: 10, alt: "d"))
                : GalleryReview(status: i % 2 == 0 ? .new : .unchanged)
            shots.append(GallerySnapshot(device: "iphone-430x932", family: "systemSmall", instance: evil, entry: i, appearance: .light, state: .real,
                                         image: GalleryImage(path: "snapshots/S/\(i).png", width: 10, height: 10, alt: "a"), variant: "S/\(i)", review: review))
        }
        return GalleryWidget(kind: "S", displayName: evil, description: "d", families: ["systemSmall"], devices: ["iphone-430x932"],
                             instances: [GalleryInstance(name: evil, values: [], configuration: nil)],
                             entries: (0..<snapshots).map { GalleryEntry(index: $0, date: "d\($0) \(evil)", relevance: nil) }, snapshots: shots, homeScreens: [])
    }

    @Test func reviewPageListsChangesFirstAndEscapes() {
        let model = GalleryModel(title: "G", widgets: [Self.widget(snapshots: 5)], baseline: "old <dir>")
        let page = ReviewPage.page(model)
        #expect(page == ReviewPage.page(model), "not deterministic")
        #expect(!page.contains("</script><b>"), "markup from the layout in the page")
        // The baseline by its folder's name (its path in the tooltip), escaped.
        #expect(page.contains("Against the baseline <q title=\"old &lt;dir&gt;\">old &lt;dir&gt;</q>: <strong>1</strong> changed · <strong>2</strong> new · 2 unchanged, in 2 groups"))
        let changed = page.range(of: "data-variant=\"S/0\"")!.lowerBound, new = page.range(of: "data-variant=\"S/2\"")!.lowerBound
        #expect(changed < new)
        #expect(!page.contains("data-variant=\"S/1\""), "an unchanged variant is listed")
        #expect(GalleryPages.index(model).contains("<a href=\"review.html\">Review the change: 1 changed, 2 new</a>"))
    }

    @Test func largeWidgetsCarryTheirSnapshotsAsEscapedData() {
        let small = GalleryPages.widget(Self.widget(snapshots: 3), title: "G")
        #expect(!small.contains("gallery-data") && small.contains("<figure class=\"shot\""))
        let w = Self.widget(snapshots: GalleryPages.lazyThreshold + 1)
        let big = GalleryPages.widget(w, title: "G")
        #expect(big.contains("<script type=\"application/json\" id=\"gallery-data\">") && !big.contains("<figure class=\"shot\""))
        let json = big.components(separatedBy: "id=\"gallery-data\">")[1].components(separatedBy: "</script>")[0]
        #expect(!json.contains("<"), "a < in the data could end the script element")
        let value = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        #expect((value?["shots"] as? [Any])?.count == w.snapshots.count)
        #expect((value?["instances"] as? [String]) == ["</script><b>x</b>"])
    }
}
