import Testing
import WidgetSnapshotCore
import XCTest

/// Asserts that a widget variant matches its golden PNG, from XCTest or Swift Testing.
///
/// ```swift
/// @Test func weatherSmall() {
///     assertWidgetSnapshot(layout: "Layouts/weather.json5", family: "systemSmall")
/// }
/// ```
///
/// The golden is `__Snapshots__/<test file name>/<kind>/<instance>/<family>/<device>/<entry>-<appearance>-<state>@<scale>x.png`
/// (`…-<state>-<locale>@…` for a `locale:` other than `en`)
/// beside the test file, unless `goldens:` names a folder; `named:` puts it into a subfolder, for
/// several snapshots of the same variant in one file. A relative `layout` (and `goldens`, `assets`)
/// is found beside the test file, else in the package root, else in the working directory, so
/// `swift test` works from any folder of the package. `assets` defaults to the `Assets` folder
/// beside the layout's folder, needed only by layouts that draw images.
///
/// The record mode is `record:`, else the scope's (``withWidgetSnapshotRecording(_:operation:)``),
/// else `WIDGETSNAP_RECORD` (`missing`, `failed`, `all`, `never`; any other value fails the test);
/// the default is `missing` locally and `never` when `CI` is set. A failure names the golden and the
/// `.new.png` and `.diff.png` files written beside it, and how to accept the change; recording also
/// fails, so that a test never passes by recording.
///
/// The wall clock reads `clock` while the snapshot is drawn (default: the enclosing
/// ``withPinnedClock(_:operation:)``, else `WIDGETSNAP_CLOCK`, else 2026-06-01T09:41:00Z), and the
/// time zone is UTC, so `Date()` gives the same instant on every run (``SnapshotClock``).
public func assertWidgetSnapshot(layout: String, family: String, instance: String? = nil, entry: Int = 0,
                                 appearance: String = "light", state: String = "real", named name: String? = nil,
                                 goldens: String? = nil, assets: String? = nil, device: String? = nil,
                                 record: RecordMode? = nil, threshold: Double = GoldenOptions.defaultThreshold, maxDiffPixels: Int = 0,
                                 locale: String = "en", clock: SnapshotClock? = nil,
                                 fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: Int = #column) {
    guard let message = WidgetSnapshots.onSnapshotClock(clock, {
        WidgetSnapshots.verify(layout: layout, family: family, instance: instance, entry: entry, appearance: appearance,
                               state: state, named: name, goldens: goldens, assets: assets, device: device, record: record,
                               threshold: threshold, maxDiffPixels: maxDiffPixels, locale: locale, filePath: "\(file)")
    }) else { return }
    WidgetSnapshots.report(message, fileID: fileID, file: file, line: line, column: column)
}
