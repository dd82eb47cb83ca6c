import Foundation
import Testing
import WidgetSnapshotTesting
import WidgetSnapshotCore
import XCTest

let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The helper as a user's Swift Testing suite would call it, against the committed goldens.
@Test func weatherSmallMatchesItsGolden() {
    assertWidgetSnapshot(layout: repository.appendingPathComponent("Layouts/weather.json5").path, family: "systemSmall",
                         goldens: repository.appendingPathComponent("Tests/Goldens").path, record: .never)
}

/// A mismatch is reported with the .new/.diff file names; recording is never a silent pass.
@Test func failuresNameTheDiffFiles() throws {
    let goldens = FileManager.default.temporaryDirectory.appendingPathComponent("assert-\(UUID().uuidString)")
    let layout = repository.appendingPathComponent("Layouts/weather.json5").path
    let missing = WidgetSnapshots.verify(layout: layout, family: "systemSmall", goldens: goldens.path, record: .never)
    #expect(missing?.contains("no golden at") == true, "\(missing ?? "nil")")
    let recorded = WidgetSnapshots.verify(layout: layout, family: "systemSmall", goldens: goldens.path, record: .missing)
    #expect(recorded?.hasPrefix("recorded the golden") == true, "\(recorded ?? "nil")")
    #expect(WidgetSnapshots.verify(layout: layout, family: "systemSmall", goldens: goldens.path, record: .never) == nil)
    // The dark render compared against the light golden: a real difference.
    let golden = goldens.appendingPathComponent("Weather/default/systemSmall/iphone-430x932/00-light-real@3x.png")
    let dark = goldens.appendingPathComponent("Weather/default/systemSmall/iphone-430x932/00-dark-real@3x.png")
    try FileManager.default.copyItem(at: golden, to: dark)
    let failed = WidgetSnapshots.verify(layout: layout, family: "systemSmall", appearance: "dark", goldens: goldens.path, record: .never)
    #expect(failed?.contains("00-dark-real@3x.new.png") == true && failed?.contains("00-dark-real@3x.diff.png") == true, "\(failed ?? "nil")")
}

/// The same helper from XCTest.
final class AssertWidgetSnapshotXCTests: XCTestCase {
    func testWeatherMediumMatchesItsGolden() {
        assertWidgetSnapshot(layout: repository.appendingPathComponent("Layouts/weather.json5").path, family: "systemMedium",
                             goldens: repository.appendingPathComponent("Tests/Goldens").path, record: .never)
    }
}
