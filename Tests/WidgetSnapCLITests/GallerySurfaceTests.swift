import Foundation
import Testing

/// `widgetsnap gallery` on layout files with a Live Activity or a control: a page per activity and
/// control under `surfaces/`, linked from the index, with every presentation and its design lint
/// (docs/gallery.md, "Live Activities and controls").
struct GallerySurfaceTests {
    let tool = ToolTests()

    func folder(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)").path
    }

    func files(_ root: String) -> [String: Data] {
        var out: [String: Data] = [:]
        for rel in FileManager.default.enumerator(atPath: root)?.compactMap({ $0 as? String }) ?? [] {
            if let data = FileManager.default.contents(atPath: root + "/" + rel), !rel.hasSuffix("inputs.json") { out[rel] = data }
        }
        return out
    }

    @Test func pagesForEveryActivityAndControl() throws {
        let out = folder("gallery-surfaces")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let r = tool.run(["gallery", "Layouts/Controls", "Layouts/LiveActivities/match-activity.json5", "--out", out, "--quiet"])
        #expect(r.code == 0, "\(r.err)")
        // Match: 6 surfaces × 2 states × 2 appearances; garage door: 5 × off/on × 2; tea timer: 5 × 2.
        #expect(r.out.contains("drew 54 Live Activity and control pictures for 3 pages"), "\(r.out)")
        let index = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        for (kind, name) in [("MatchAttributes", "Match"), ("GarageDoor", "Garage door"), ("TeaTimer", "Tea timer")] {
            #expect(index.contains("<a href=\"surfaces/\(kind).html\">\(name)</a>"), "\(kind) is not linked from the index")
            #expect(FileManager.default.fileExists(atPath: "\(out)/surfaces/\(kind).html"))
        }
        let match = try String(contentsOfFile: out + "/surfaces/MatchAttributes.html", encoding: .utf8)
        #expect(match.contains("surfaces/MatchAttributes/default/dynamicIsland-minimal/iphone-430x932/01-dark-real@3x.png"))
        #expect(match.contains("[minimal-without-text] at match-activity.json5:41:7, in 2 variants"), "the page lists its lint")
        #expect(match.contains(">All widgets</a>"))
        #expect(match.contains("id=\"overlays\""), "the page has the Overlays button")
        let overlay = try String(contentsOfFile: out + "/surfaces/layout/MatchAttributes/default/standBy/iphone-430x932/01-dark-real@3x.js", encoding: .utf8)
        #expect(overlay.hasPrefix("widgetsnapOverlay(\"MatchAttributes/default/standBy/iphone-430x932/01-dark-real@3x\", {\"size\":[932,430]"), "\(overlay.prefix(120))")
        let garage = try String(contentsOfFile: out + "/surfaces/GarageDoor.html", encoding: .utf8)
        #expect(garage.contains("No findings"), "a clean control says so")
        #expect(garage.contains("id=\"value-on\"") && garage.contains("id=\"value-off\""), "a toggle shows both values")
    }

    @Test func surfacePagesAreDeterministicAndStalePagesGo() throws {
        let a = folder("gallery-surfaces-a"), b = folder("gallery-surfaces-b")
        defer { for d in [a, b] { try? FileManager.default.removeItem(atPath: d) } }
        #expect(tool.run(["gallery", "Layouts/Controls", "Layouts/LiveActivities", "--out", a, "--quiet", "--jobs", "1"]).code == 0)
        #expect(tool.run(["gallery", "Layouts/Controls", "Layouts/LiveActivities", "--out", b, "--quiet", "--jobs", "2"]).code == 0)
        let first = files(a + "/surfaces"), second = files(b + "/surfaces")
        #expect(first.count == 184, "90 pictures, their 90 overlay scripts and 4 pages: \(first.count)")
        #expect(first == second, "the same input gives the same bytes in any folder")
        // A run that stops at a usage error leaves the previous pages as they were.
        #expect(tool.run(["gallery", "Layouts/Controls", "--out", a, "--quiet", "--dynamic-type", "bogus"]).code == 64)
        #expect(tool.run(["gallery", "Layouts/Controls", "--out", a, "--quiet", "--baseline", a]).code == 64)
        #expect(files(a + "/surfaces") == first, "a failed run changed the pages")
        // Built again without the activities: their pages and pictures go, and the index no longer links them.
        #expect(tool.run(["gallery", "Layouts/Controls", "--out", a, "--quiet"]).code == 0)
        #expect(!FileManager.default.fileExists(atPath: a + "/surfaces/MatchAttributes.html"))
        #expect(!FileManager.default.fileExists(atPath: a + "/surfaces/MatchAttributes"))
        #expect(!(try String(contentsOfFile: a + "/index.html", encoding: .utf8)).contains("MatchAttributes"))
        // Narrowed to one appearance, the pages show only that appearance.
        #expect(tool.run(["gallery", "Layouts/Controls", "--out", a, "--quiet", "--appearance", "dark"]).code == 0)
        #expect(!FileManager.default.fileExists(atPath: a + "/surfaces/GarageDoor/on/lockScreen/iphone-430x932/00-light-real@3x.png"))
        #expect(FileManager.default.fileExists(atPath: a + "/surfaces/GarageDoor/on/lockScreen/iphone-430x932/00-dark-real@3x.png"))
    }

    /// `gallery --baseline`: the presentations that changed are on the review page beside the widgets',
    /// titled for people and linked to their page; a decision on one is recorded by `test --accept`.
    @Test func theReviewListsChangedPresentations() throws {
        let a = folder("gallery-surfaces-base"), b = folder("gallery-surfaces-review"), goldens = folder("gallery-surfaces-goldens")
        defer { for d in [a, b, goldens] { try? FileManager.default.removeItem(atPath: d) } }
        let original = "Layouts/LiveActivities/match-activity.json5"
        #expect(tool.run(["gallery", original, "--out", a, "--quiet"]).code == 0)
        // The second state's score changes: its 6 presentations × 2 appearances change, the first state's do not.
        let text = try String(contentsOfFile: ToolTests.root.appendingPathComponent(original).path, encoding: .utf8)
            .replacingOccurrences(of: "homeScore: 2, awayScore: 1", with: "homeScore: 3, awayScore: 1")
        let changed = try tool.temporaryFile("match-activity.json5", text)
        let r = tool.run(["gallery", changed, "--out", b, "--baseline", a])
        #expect(r.code == 0, "\(r.err)")
        #expect(r.out.contains("12 changed, 0 new, 12 unchanged"), "\(r.out)")
        let review = try String(contentsOfFile: b + "/review.html", encoding: .utf8)
        #expect(review.contains("<h2>Match · StandBy · state 2 of 2 · Dark</h2>"), "a presentation is titled for people")
        #expect(review.contains("data-variant=\"MatchAttributes/default/dynamicIsland-minimal-attached/iphone-430x932/01-light-real@3x\""))
        #expect(review.contains("href=\"surfaces/MatchAttributes.html#state-2\""), "each links to its state on the activity's page")
        #expect(!review.contains("/00-dark-real@3x\""), "the first state did not change")
        #expect(FileManager.default.fileExists(atPath: b + "/review/MatchAttributes/default/lockScreen/iphone-430x932/01-dark-real@3x.diff.png"))
        // Against a goldens folder (as `test` records them) the same: nothing changed there.
        #expect(tool.test([original, "--goldens", goldens, "--record", "missing", "--quiet"], environment: [:]).code == 0)
        let same = tool.run(["gallery", original, "--out", b, "--baseline", goldens])
        #expect(same.out.contains("0 changed, 0 new, 24 unchanged"), "\(same.out)")
        // Accepting one presentation records exactly its golden.
        let decisions = try tool.temporaryFile("decisions.json", """
            {"format": "widgetsnap-decisions", "version": 1, "decisions": [
              {"variant": "MatchAttributes/default/standBy/iphone-430x932/01-dark-real@3x", "decision": "accepted"},
              {"variant": "MatchAttributes/default/standBy/iphone-430x932/01-light-real@3x", "decision": "rejected"}]}
            """)
        let golden = goldens + "/MatchAttributes/default/standBy/iphone-430x932/01-dark-real@3x.png"
        let rejected = goldens + "/MatchAttributes/default/standBy/iphone-430x932/01-light-real@3x.png"
        let (before, kept) = (FileManager.default.contents(atPath: golden), FileManager.default.contents(atPath: rejected))
        let accepted = tool.test([changed, "--accept", decisions, "--goldens", goldens], environment: [:])
        #expect(accepted.code == 0, "\(accepted.out)\(accepted.err)")
        #expect(FileManager.default.contents(atPath: golden) != before, "the accepted golden is the new picture")
        #expect(FileManager.default.contents(atPath: rejected) == kept, "the rejected one is left as it was")
        let unknown = try tool.temporaryFile("unknown.json", """
            {"format": "widgetsnap-decisions", "version": 1, "decisions": [
              {"variant": "MatchAttributes/default/standBy/iphone-430x932/07-dark-real@3x", "decision": "accepted"}]}
            """)
        let bad = tool.test([changed, "--accept", unknown, "--goldens", goldens], environment: [:])
        #expect(bad.code == 65 && bad.err.contains("$.decisions[0].variant: no variant of the layouts is named 'MatchAttributes/default/standBy/"), "\(bad.err)")
    }

    /// A rebuild draws only the activities and controls whose inputs changed; the rest are read
    /// back (`surfaces/inputs.json`) and the site is byte for byte a build from nothing.
    @Test func rebuildsReuseUnchangedPresentations() throws {
        let a = folder("gallery-surfaces-reuse"), fresh = folder("gallery-surfaces-fresh"), layouts = folder("gallery-surfaces-layouts")
        defer { for d in [a, fresh, layouts] { try? FileManager.default.removeItem(atPath: d) } }
        try FileManager.default.createDirectory(atPath: layouts, withIntermediateDirectories: true)
        for name in ["Controls/garage-control.json5", "Controls/tea-timer-control.json5", "LiveActivities/match-activity.json5"] {
            try FileManager.default.copyItem(atPath: ToolTests.root.appendingPathComponent("Layouts/" + name).path,
                                             toPath: layouts + "/" + (name as NSString).lastPathComponent)
        }
        let first = tool.run(["gallery", layouts, "--out", a, "--quiet"])
        #expect(first.out.contains("drew 54 Live Activity and control pictures for 3 pages"), "\(first.out)")
        let again = tool.run(["gallery", layouts, "--out", a, "--quiet"])
        #expect(again.out.contains("reused all 54 Live Activity and control pictures for 3 pages"), "\(again.out)")
        // The garage door's tint changes: only its 20 pictures are drawn again.
        let garage = layouts + "/garage-control.json5"
        let text = try String(contentsOfFile: garage, encoding: .utf8)
        #expect(text.contains("tint: \"orange\""))
        try text.replacingOccurrences(of: "tint: \"orange\"", with: "tint: \"blue\"").write(toFile: garage, atomically: true, encoding: .utf8)
        let changed = tool.run(["gallery", layouts, "--out", a, "--quiet"])
        #expect(changed.out.contains("drew 20 Live Activity and control pictures for 3 pages, reused 34"), "\(changed.out)")
        // A picture changed on disk is not trusted: its layout is drawn again.
        let picture = a + "/surfaces/MatchAttributes/default/lockScreen/iphone-430x932/00-light-real@3x.png"
        try Data([0x89, 0x50]).write(to: URL(fileURLWithPath: picture))
        let repaired = tool.run(["gallery", layouts, "--out", a, "--quiet"])
        #expect(repaired.out.contains("drew 24 Live Activity and control pictures for 3 pages, reused 30"), "\(repaired.out)")
        #expect(tool.run(["gallery", layouts, "--out", fresh, "--quiet"]).code == 0)
        #expect(files(a) == files(fresh), "a rebuild writes what a build from nothing writes")
        #expect(FileManager.default.contents(atPath: a + "/surfaces/inputs.json") == FileManager.default.contents(atPath: fresh + "/surfaces/inputs.json"))
    }
}
