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
        // Match: 4 surfaces × 2 states × 2 appearances; garage door: 4 × off/on × 2; tea timer: 4 × 2.
        #expect(r.out.contains("drew 40 Live Activity and control pictures for 3 pages"), "\(r.out)")
        let index = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        for (kind, name) in [("MatchAttributes", "Match"), ("GarageDoor", "Garage door"), ("TeaTimer", "Tea timer")] {
            #expect(index.contains("<a href=\"surfaces/\(kind).html\">\(name)</a>"), "\(kind) is not linked from the index")
            #expect(FileManager.default.fileExists(atPath: "\(out)/surfaces/\(kind).html"))
        }
        let match = try String(contentsOfFile: out + "/surfaces/MatchAttributes.html", encoding: .utf8)
        #expect(match.contains("surfaces/MatchAttributes/default/dynamicIsland-minimal/iphone-430x932/01-dark-real@3x.png"))
        #expect(match.contains("[minimal-without-text] at match-activity.json5:41:7, in 2 variants"), "the page lists its lint")
        #expect(match.contains(">All widgets</a>"))
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
        #expect(first.count == 68, "64 pictures and 4 pages: \(first.count)")
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
}
