import Foundation
import Testing

/// `--prune` looks only at the goldens the selection could have produced.
@Suite(.serialized)
struct CIFitPruneTests {
    @Test func deleteWithAFamilyFilterKeepsEveryOtherGolden() throws {
        let w = try CIFitWorkspace(kinds: [("weather.json5", "Weather"), ("stocks.json5", "Stocks")])
        let before = w.files(under: "goldens").filter { $0.hasSuffix(".png") }
        let r = w.test(["--family", "systemSmall", "--prune", "delete"])
        #expect(r.code == 0, "\(r.err)")
        #expect(r.out == "0 goldens no selected variant produces deleted\n", "\(r.out)")
        #expect(w.files(under: "goldens").filter { $0.hasSuffix(".png") } == before)
    }

    @Test func listWithOneLayoutListsNoOtherWidget() throws {
        let w = try CIFitWorkspace(kinds: [("weather.json5", "Weather"), ("stocks.json5", "Stocks")])
        let stale = w.path("goldens/Weather/default/systemSmall/iphone-430x932/00-light-privacy@3x.png")
        let removedFamily = w.path("goldens/Weather/default/systemExtraLarge/iphone-430x932/00-dark-real@3x.png")
        try FileManager.default.createDirectory(atPath: (removedFamily as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data([1]).write(to: URL(fileURLWithPath: removedFamily))
        try Data([1]).write(to: URL(fileURLWithPath: stale))
        let r = w.test(["--prune", "list"], paths: [w.weather])
        #expect(r.code == 0, "\(r.err)")
        #expect(!r.out.contains("Stocks"), "\(r.out)")
        #expect(r.out.contains("stale " + removedFamily), "\(r.out)")
        #expect(!r.out.contains("privacy"), "privacy is not a selected state: \(r.out)")
        // With --state privacy the privacy golden is in the selection, and a selected variant produces it.
        let withPrivacy = w.test(["--prune", "list", "--state", "real,placeholder,privacy"], paths: [w.weather])
        #expect(!withPrivacy.out.contains("privacy@"), "\(withPrivacy.out)")
        #expect(withPrivacy.out.contains("stale " + removedFamily), "\(withPrivacy.out)")
    }

    @Test func anotherInstanceOrDeviceIsOutsideTheSelection() throws {
        let w = try CIFitWorkspace()
        let otherInstance = w.path("goldens/Weather/cupertino/systemSmall/iphone-430x932/00-light-real@3x.png")
        let otherDevice = w.path("goldens/Weather/default/systemSmall/iphone-375x667/00-light-real@2x.png")
        for p in [otherInstance, otherDevice] {
            try FileManager.default.createDirectory(atPath: (p as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data([1]).write(to: URL(fileURLWithPath: p))
        }
        // --instance first selects only "default"; the device is the default one.
        let r = w.test(["--prune", "delete"])
        #expect(r.code == 0)
        #expect(FileManager.default.fileExists(atPath: otherInstance) && FileManager.default.fileExists(atPath: otherDevice), "\(r.out)")
    }
}
