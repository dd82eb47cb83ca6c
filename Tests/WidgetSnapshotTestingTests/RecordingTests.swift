import Foundation
import Testing
import WidgetSnapshotCore
import WidgetSnapshotTesting

/// The scoped record mode and the failure messages.
struct RecordingTests {
    @Test func theScopeSetsTheRecordMode() throws {
        let package = try FakePackage()
        // A missing golden under `never`: not recorded.
        let never = withWidgetSnapshotRecording(.never) {
            WidgetSnapshots.verify(layout: "Layouts/weather.json5", family: "systemSmall", filePath: package.testFile)
        }
        #expect(never?.contains("no golden at") == true, "\(never ?? "nil")")
        #expect(never?.contains("withWidgetSnapshotRecording(.missing)") == true, "\(never ?? "nil")")
        #expect(!FileManager.default.fileExists(atPath: package.golden("Tests/AppTests/__Snapshots__/WidgetTests")))
        let missing = withWidgetSnapshotRecording(.missing) {
            WidgetSnapshots.verify(layout: "Layouts/weather.json5", family: "systemSmall", filePath: package.testFile)
        }
        #expect(missing?.hasPrefix("recorded the golden") == true, "\(missing ?? "nil")")
        // An explicit record: wins over the scope.
        let explicit = withWidgetSnapshotRecording(.failed) {
            WidgetSnapshots.verify(layout: "Layouts/weather.json5", family: "systemSmall", named: "x", record: .never, filePath: package.testFile)
        }
        #expect(explicit?.contains("no golden at") == true, "\(explicit ?? "nil")")
        #expect(WidgetSnapshotRecording.mode == nil)
    }

    @Test func theScopeWorksInAsyncCode() async throws {
        let mode = await withWidgetSnapshotRecording(.all) { () async -> RecordMode? in
            await Task.yield()
            return WidgetSnapshotRecording.mode
        }
        #expect(mode == .all)
        #expect(try WidgetSnapshotRecording.effective(nil, environment: [:]) == .missing)
        #expect(try WidgetSnapshotRecording.effective(nil, environment: ["CI": "true"]) == .never)
        #expect(try WidgetSnapshotRecording.effective(.failed, environment: ["CI": "true"]) == .failed)
    }

    /// A difference names the golden, the .new and .diff files, and how to accept it; `failed` accepts it.
    @Test func aDifferenceSaysHowToAcceptIt() throws {
        let package = try FakePackage()
        let folder = "Tests/AppTests/__Snapshots__/WidgetTests"
        #expect(WidgetSnapshots.verify(layout: "Layouts/weather.json5", family: "systemSmall", record: .missing, filePath: package.testFile) != nil)
        // The light golden stands in for the dark one: a real difference.
        try FileManager.default.copyItem(atPath: package.golden(folder), toPath: package.golden(folder, appearance: "dark"))
        let failed = WidgetSnapshots.verify(layout: "Layouts/weather.json5", family: "systemSmall", appearance: "dark", record: .never,
                                            filePath: package.testFile) ?? ""
        let dark = package.golden(folder, appearance: "dark")
        #expect(failed.contains("golden: \(dark)"), "\(failed)")
        #expect(failed.contains(dark.replacingOccurrences(of: ".png", with: ".new.png")), "\(failed)")
        #expect(failed.contains(dark.replacingOccurrences(of: ".png", with: ".diff.png")), "\(failed)")
        #expect(failed.contains("WIDGETSNAP_RECORD=failed") && failed.contains("withWidgetSnapshotRecording(.failed)"), "\(failed)")
        let accepted = withWidgetSnapshotRecording(.failed) {
            WidgetSnapshots.verify(layout: "Layouts/weather.json5", family: "systemSmall", appearance: "dark", filePath: package.testFile)
        }
        #expect(accepted?.hasPrefix("recorded the golden") == true, "\(accepted ?? "nil")")
        #expect(WidgetSnapshots.verify(layout: "Layouts/weather.json5", family: "systemSmall", appearance: "dark", record: .never,
                                       filePath: package.testFile) == nil)
        #expect(!FileManager.default.fileExists(atPath: dark.replacingOccurrences(of: ".png", with: ".new.png")))
    }
}
