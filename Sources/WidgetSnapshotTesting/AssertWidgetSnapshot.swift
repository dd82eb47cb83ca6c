import Testing
import WidgetSnapshotCore
import XCTest

/// Asserts that a widget variant matches its golden PNG, from XCTest or Swift Testing.
///
/// ```swift
/// @Test func weatherSmall() {
///     assertWidgetSnapshot(layout: "Layouts/weather.json5", family: "systemSmall", goldens: "Tests/Goldens")
/// }
/// ```
///
/// Record mode comes from `WIDGETSNAP_RECORD` (`missing`, `failed`, `all`, `never`; any other value
/// fails the test); the default is `missing` locally and `never` when `CI` is set. A failure names the `.new.png` and `.diff.png`
/// files written beside the golden; recording also fails, so that a test never passes by recording.
public func assertWidgetSnapshot(layout: String, family: String, instance: String? = nil, entry: Int = 0,
                                 appearance: String = "light", state: String = "real", goldens: String,
                                 assets: String? = nil, device: String? = nil,
                                 record: RecordMode? = nil, threshold: Double = 0.1, maxDiffPixels: Int = 0,
                                 fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: Int = #column) {
    guard let message = WidgetSnapshots.verify(layout: layout, family: family, instance: instance, entry: entry, appearance: appearance,
                                               state: state, goldens: goldens, assets: assets, device: device, record: record,
                                               threshold: threshold, maxDiffPixels: maxDiffPixels) else { return }
    if Test.current != nil {
        Issue.record(Comment(rawValue: message), sourceLocation: SourceLocation(fileID: fileID, filePath: "\(file)", line: Int(line), column: column))
    } else {
        XCTFail(message, file: file, line: line)
    }
}
