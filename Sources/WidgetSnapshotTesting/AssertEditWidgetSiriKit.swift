import Foundation
import Intents
import WidgetKit
import WidgetSnapshotCore

/// Asserts that a SiriKit-configured widget's Edit Widget sheet (an ``IntentConfiguration``), for
/// a value of its generated intent class, matches its golden PNG. `intentHandler` answers the
/// intent as the app's Intents extension would (an `INExtension`, or the handler object): the
/// dynamic options of its object parameters (`provide<Param>OptionsCollection`) and their defaults
/// (`default<Param>`). Everything else is as ``assertEditWidgetSnapshot(of:intent:instance:named:goldens:assets:device:record:threshold:maxDiffPixels:fileID:file:line:column:)``.
///
/// ```swift
/// let intent = ConfigurationIntent()
/// intent.unit = .fahrenheit
/// assertEditWidgetSnapshot(of: WeatherWidget(), intent: intent, intentHandler: IntentHandler(), instance: "fahrenheit")
/// ```
@MainActor
public func assertEditWidgetSnapshot<W: Widget, I: INIntent>(of widget: W, intent: I, intentHandler: Any? = nil, instance: String? = nil,
                                                             named name: String? = nil, goldens: String? = nil, assets: String? = nil, device: String? = nil,
                                                             record: RecordMode? = nil, threshold: Double = GoldenOptions.defaultThreshold, maxDiffPixels: Int = 0,
                                                             clock: SnapshotClock? = nil,
                                                             fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: Int = #column) {
    let message = INIntentHandlers.withHandler(intentHandler) { WidgetSnapshots.onSnapshotClock(clock) {
        WidgetSnapshots.verifyEditWidget(of: widget, intent: _SiriKitIntent(intent), instance: instance, named: name, goldens: goldens,
                                         assets: assets, device: device, record: record, threshold: threshold,
                                         maxDiffPixels: maxDiffPixels, filePath: "\(file)")
    } }
    guard let message else { return }
    WidgetSnapshots.report(message, fileID: fileID, file: file, line: line, column: column)
}

/// The Edit Widget sheet of a SiriKit-configured widget's default intent (the generated class's
/// `init()` with the definition's defaults, object parameters at the handler's `default<Param>`).
@MainActor
public func assertEditWidgetSnapshot<W: Widget>(of widget: W, intentHandler: Any, instance: String? = nil,
                                                named name: String? = nil, goldens: String? = nil, assets: String? = nil, device: String? = nil,
                                                record: RecordMode? = nil, threshold: Double = GoldenOptions.defaultThreshold, maxDiffPixels: Int = 0,
                                                clock: SnapshotClock? = nil,
                                                fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: Int = #column) {
    let message = INIntentHandlers.withHandler(intentHandler) { WidgetSnapshots.onSnapshotClock(clock) {
        WidgetSnapshots.verifyEditWidget(of: widget, intent: nil, instance: instance, named: name, goldens: goldens,
                                         assets: assets, device: device, record: record, threshold: threshold,
                                         maxDiffPixels: maxDiffPixels, filePath: "\(file)")
    } }
    guard let message else { return }
    WidgetSnapshots.report(message, fileID: fileID, file: file, line: line, column: column)
}
