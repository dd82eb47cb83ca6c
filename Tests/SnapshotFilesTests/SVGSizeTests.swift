import Foundation
import Testing
import WidgetLayout
import SnapshotFiles

/// An SVG asset's natural size is its root's, as librsvg reads it, not the first `width="` in the text.
struct SVGSizeTests {
    func folder(_ files: [String: String]) throws -> AssetFolder {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("svg-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/Images", withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/Images/" + name)) }
        return AssetFolder(root: root)
    }

    @Test func theRootSizeCountsNotTheFirstWidthInTheText() throws {
        let assets = try folder([
            "badge.svg": #"<?xml version="1.0"?><!-- width="5" height="5" --><svg xmlns="http://www.w3.org/2000/svg" height="20" width="40"><rect width="999" height="999"/></svg>"#,
            "points.svg": #"<svg xmlns="http://www.w3.org/2000/svg" width="30pt" height="15pt"/>"#,
            "unsized.svg": #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="7" height="7"/></svg>"#,
        ])
        #expect(assets.naturalSize(ofImage: "badge") == Size(40, 20))
        #expect(assets.naturalSize(ofImage: "points") == Size(40, 20), "30 pt at librsvg's 96 dpi is 40 px")
        #expect(assets.naturalSize(ofImage: "unsized") == nil)
    }
}
