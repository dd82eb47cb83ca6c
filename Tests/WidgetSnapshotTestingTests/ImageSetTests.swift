import Foundation
import Testing
import WidgetSnapshotTesting
import WidgetSnapUI

/// A red square from an asset catalog's image set, or the same square painted as a colour.
private struct Swatch: View {
    var fromImageSet: Bool
    var body: some View {
        Group {
            if fromImageSet {
                Image("swatch").resizable().frame(width: 60, height: 60)
            } else {
                Color(red: 1, green: 0, blue: 0).frame(width: 60, height: 60)
            }
        }
        .containerBackground(for: .widget) { Color.white }
    }
}

/// An app folder with `Assets.xcassets/<name>.imageset/` holding `Contents.json` and `file`.
private func imageSet(_ name: String, file: String, in folder: URL, write: (URL) throws -> Void) throws {
    let set = folder.appendingPathComponent("Assets.xcassets/\(name).imageset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    try #"{"images": [{"filename": "\#(file)", "idiom": "universal"}], "info": {"author": "xcode", "version": 1}}"#
        .write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
    try write(set.appendingPathComponent(file))
}

/// `Image("name")` from the app's image sets (``EnvironmentValues/appResources``) is drawn where the
/// image is: the golden recorded from the image set matches the same square painted as a colour.
/// Image-set files keep the assets' checks: one above the size limit or linked out of its set is refused.
@MainActor
@Test func imageSetsAreDrawnWithTheAssetsChecks() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("image-sets-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = folder.appendingPathComponent("App"), goldens = folder.appendingPathComponent("Goldens")
    try imageSet("swatch", file: "swatch.svg", in: app) { url in
        try ##"<svg xmlns="http://www.w3.org/2000/svg" width="30" height="30"><rect width="30" height="30" fill="#ff0000"/></svg>"##
            .write(to: url, atomically: true, encoding: .utf8)
    }
    let resources = try AppResources(folder: app.path)
    #expect(resources.images["swatch"] != nil)
    let recorded = WidgetSnapshots.verify(view: Swatch(fromImageSet: true), family: .systemSmall, kind: "Swatch", goldens: goldens.path,
                                          assets: "/nonexistent", record: .missing, environment: { $0.appResources = resources })
    #expect(recorded?.hasPrefix("recorded the golden") == true, "\(recorded ?? "nil")")
    let painted = WidgetSnapshots.verify(view: Swatch(fromImageSet: false), family: .systemSmall, kind: "Swatch", goldens: goldens.path,
                                         assets: "/nonexistent", record: .never)
    #expect(painted == nil, "the image set's square is not drawn like the painted one: \(painted ?? "nil")")
    // Without the app's resources the name is unknown.
    let unknown = WidgetSnapshots.verify(view: Swatch(fromImageSet: true), family: .systemSmall, kind: "Swatch", goldens: goldens.path,
                                         assets: "/nonexistent", record: .never)
    #expect(unknown?.contains("unknown image") == true, "\(unknown ?? "nil")")

    // Above the file size limit (a sparse file), and a link out of its image set: refused, never read.
    let bad = folder.appendingPathComponent("Bad")
    try imageSet("swatch", file: "swatch.svg", in: bad) { url in
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(64 << 20) + 1)
        try handle.close()
    }
    let outside = folder.appendingPathComponent("outside.svg")
    try "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1\"/>".write(to: outside, atomically: true, encoding: .utf8)
    try imageSet("linked", file: "linked.svg", in: bad) { url in
        try FileManager.default.createSymbolicLink(at: url, withDestinationURL: outside)
    }
    let badResources = try AppResources(folder: bad.path)
    let large = WidgetSnapshots.verify(view: Swatch(fromImageSet: true), family: .systemSmall, kind: "Large", goldens: goldens.path,
                                       assets: "/nonexistent", record: .missing, environment: { $0.appResources = badResources })
    #expect(large?.contains("larger than the limit") == true, "\(large ?? "nil")")
    let linked = WidgetSnapshots.verify(view: Image("linked").resizable().frame(width: 10, height: 10), family: .systemSmall, kind: "Linked",
                                        goldens: goldens.path, assets: "/nonexistent", record: .missing,
                                        environment: { $0.appResources = badResources })
    #expect(linked?.contains("outside") == true, "\(linked ?? "nil")")
    #expect(!FileManager.default.fileExists(atPath: goldens.appendingPathComponent("Large").path))
}
