import Foundation
import Testing
import WidgetSnapshotCore
import WidgetSnapshotTesting

/// The assertions and the goldens folder's renderer stamp (issue 28, build item 2).
struct RendererStampTests {
    static let folder = "Tests/AppTests/__Snapshots__/WidgetTests"

    /// A folder of another renderer: the first failing assertion says so with the command that
    /// re-records; the next ones in that folder are not reported again; re-recording stamps it.
    @Test func goldensOfAnotherRendererAreSaidOnce() throws {
        let package = try FakePackage()
        let folder = package.root.appendingPathComponent(Self.folder).path
        #expect(WidgetSnapshots.verify(layout: "Layouts/weather.json5", family: "systemSmall", record: .missing, filePath: package.testFile) != nil)
        #expect(try RendererStamp.read(folder) == RendererStamp.current, "the first golden stamps its folder")
        try Data("renderer 99\nwidgetsnap 9.0.0\n".utf8).write(to: URL(fileURLWithPath: RendererStamp.path(in: folder)))
        // Matching pixels still pass.
        #expect(WidgetSnapshots.verify(layout: "Layouts/weather.json5", family: "systemSmall", record: .never, filePath: package.testFile) == nil)
        let first = WidgetSnapshots.verify(layout: "Layouts/weather.json5", family: "systemMedium", record: .never, filePath: package.testFile)
        #expect(first?.contains("renderer 99, widgetsnap 9.0.0") == true, "\(first ?? "nil")")
        #expect(first?.contains("WIDGETSNAP_RECORD=failed") == true, "\(first ?? "nil")")
        let second = WidgetSnapshots.verify(layout: "Layouts/weather.json5", family: "systemLarge", record: .never, filePath: package.testFile)
        #expect(second == nil, "said once: \(second ?? "nil")")
        let rerecorded = WidgetSnapshots.verify(layout: "Layouts/weather.json5", family: "systemMedium", record: .all, filePath: package.testFile)
        #expect(rerecorded?.hasPrefix("recorded the golden") == true, "\(rerecorded ?? "nil")")
        #expect(try RendererStamp.read(folder)?.renderer == WidgetSnapVersion.renderer)
    }

    /// A folder without a stamp (goldens from before renderer versions) is compared as before and left alone.
    @Test func aFolderWithoutAStampIsComparedAsBefore() throws {
        let package = try FakePackage()
        let folder = package.root.appendingPathComponent(Self.folder).path
        #expect(WidgetSnapshots.verify(layout: "Layouts/weather.json5", family: "systemSmall", record: .missing, filePath: package.testFile) != nil)
        try FileManager.default.removeItem(atPath: RendererStamp.path(in: folder))
        #expect(WidgetSnapshots.verify(layout: "Layouts/weather.json5", family: "systemSmall", record: .never, filePath: package.testFile) == nil)
        #expect(try RendererStamp.read(folder) == nil)
    }
}
