import AppIntents
import Foundation
import Testing
import EditWidgetSheet
import WidgetKit
import WidgetModel
import WidgetSnapshotCore
import WidgetSnapUI
import XCTest

/// Asserts that a configurable widget's Edit Widget sheet, for an intent value, matches its golden
/// PNG, from XCTest or Swift Testing:
///
/// ```swift
/// @MainActor @Test func editWidget() {
///     var intent = SelectStopIntent()
///     intent.showsPlatform = false
///     assertEditWidgetSnapshot(of: DeparturesWidget(), intent: intent, instance: "no-platform")
/// }
/// ```
///
/// The sheet is drawn from the widget's real intent: its display name and description, one row per
/// parameter the `parameterSummary` lists for this value (a `When` shows or hides rows), each with
/// its current value, and an entity parameter's suggested entities with the chosen one checked.
/// Without `intent:` the widget's default intent is drawn. The intent's titles, description and
/// enum cases are translated by the string tables `environment` sets (`$0.appResources = try!
/// AppResources.package(language: "de")`), as the sheet shows them in that language. The same record modes, golden folders
/// and failure output as ``assertWidgetSnapshot(of:family:kind:appearance:state:contentMarginsDisabled:named:goldens:assets:device:record:threshold:maxDiffPixels:environment:fileID:file:line:column:)``;
/// the golden is `<goldens>/<kind>/edit-widget/<instance>/systemLarge/<device>/00-light-real@2x.png`.
@MainActor
public func assertEditWidgetSnapshot<W: Widget>(of widget: W, intent: (any WidgetConfigurationIntent)? = nil, instance: String? = nil,
                                                named name: String? = nil, goldens: String? = nil, assets: String? = nil, device: String? = nil,
                                                record: RecordMode? = nil, threshold: Double = GoldenOptions.defaultThreshold, maxDiffPixels: Int = 0,
                                                environment: (inout EnvironmentValues) -> Void = { _ in }, clock: SnapshotClock? = nil,
                                                fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: Int = #column) {
    guard let message = WidgetSnapshots.onSnapshotClock(clock, {
        WidgetSnapshots.verifyEditWidget(of: widget, intent: intent, instance: instance, named: name, goldens: goldens,
                                         assets: assets, device: device, record: record, threshold: threshold,
                                         maxDiffPixels: maxDiffPixels, environment: environment, filePath: "\(file)")
    }) else { return }
    WidgetSnapshots.report(message, fileID: fileID, file: file, line: line, column: column)
}

extension WidgetSnapshots {
    /// Renders the Edit Widget sheet of `widget` for `intent` (named `instance`, `default` without
    /// an intent, `configured` with one) and compares it with its golden; nil when it matches, else the failure message.
    @MainActor
    public static func verifyEditWidget<W: Widget>(of widget: W, intent: (any WidgetConfigurationIntent)?, instance: String? = nil,
                                                   named name: String? = nil, goldens: String? = nil, assets: String? = nil, device: String? = nil,
                                                   record: RecordMode? = nil, threshold: Double = GoldenOptions.defaultThreshold,
                                                   maxDiffPixels: Int = 0, environment: (inout EnvironmentValues) -> Void = { _ in },
                                                   filePath: String = #filePath) -> String? {
        do throws(SnapshotFailure) {
            let strategy = try SnapshotStrategy(named: name, goldens: goldens, assets: assets, device: device, record: record, threshold: threshold,
                                                maxDiffPixels: maxDiffPixels, scale: EditWidgetImage.scale, filePath: filePath)
            let host = WidgetHost(widget, device: strategy.device)
            guard host.isConfigurable else {
                return SnapshotFailure.unsupported("\(host.kind) is not configurable: its configuration is not an AppIntentConfiguration").description
            }
            let instanceName = instance ?? (intent == nil ? "default" : "configured")
            var values = EnvironmentValues()
            environment(&values)
            let definition = host.configurationDefinition(instances: intent.map { [(instanceName, $0)] } ?? [], strings: values.appResources.strings)
            guard let chosen = definition.instance(named: instanceName) else { return SnapshotFailure.unsupported("no instance \(instanceName)").description }
            let variant = strategy.variant(kind: host.kind + "/edit-widget", instance: instanceName, family: .systemLarge,
                                           appearance: try SnapshotFailure.catching { () throws(VariantsError) in try Selection.appearance("light") },
                                           scale: EditWidgetImage.scale)
            let image = try SnapshotFailure.catching { () throws(EditWidgetError) in try EditWidgetImage.render(definition, instance: chosen, worker: strategy.worker) }
            return try strategy.check(image: image, variant: variant)?.description
        } catch {
            return error.description
        }
    }
}
