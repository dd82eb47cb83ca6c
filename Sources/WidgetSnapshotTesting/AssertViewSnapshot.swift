import Foundation
import Testing
import WidgetLayout
import WidgetModel
import WidgetSnapshotCore
import WidgetSnapUI
import XCTest

/// Asserts that a SwiftUI-style view (``WidgetSnapUI``), drawn as a widget of `family`, matches its
/// golden PNG, from XCTest or Swift Testing.
///
/// ```swift
/// @MainActor @Test func platter() {
///     assertWidgetSnapshot(of: PlatterView(street: "Hayes St"), family: .systemSmall)
/// }
/// ```
///
/// The same goldens, record modes and failure output as
/// ``assertWidgetSnapshot(layout:family:instance:entry:appearance:state:named:goldens:assets:device:record:threshold:maxDiffPixels:fileID:file:line:column:)``:
/// the golden is `<goldens>/<kind>/default/<family>/<device>/00-<appearance>-<state>@<scale>x.png`,
/// where `kind` defaults to the view's type name (without generic arguments). `environment` sets
/// more environment values (app-defined keys) for the evaluation. APIs the view uses that are
/// accepted and not drawn are reported once per test as a warning (``NotDrawnPolicy``). The wall
/// clock reads `clock` while the view is built and drawn (``SnapshotClock``; 2026-06-01T09:41:00Z by default).
@MainActor
public func assertWidgetSnapshot<V: View>(of view: V, family: WidgetFamily = .systemSmall, kind: String? = nil,
                                          appearance: String = "light", state: String = "real", contentMarginsDisabled: Bool = false,
                                          named name: String? = nil, goldens: String? = nil, assets: String? = nil, device: String? = nil,
                                          record: RecordMode? = nil, threshold: Double = GoldenOptions.defaultThreshold, maxDiffPixels: Int = 0,
                                          environment: (inout EnvironmentValues) -> Void = { _ in }, clock: SnapshotClock? = nil,
                                          fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: Int = #column) {
    let (failure, notes) = NotDrawnNotes.collecting { WidgetSnapshots.claimingGoldens(fileID: fileID, file: file, line: line, column: column) {
        WidgetSnapshots.onSnapshotClock(clock) {
            WidgetSnapshots.verify(view: view, family: family, kind: kind, appearance: appearance, state: state,
                                   contentMarginsDisabled: contentMarginsDisabled, named: name, goldens: goldens, assets: assets,
                                   device: device, record: record, threshold: threshold, maxDiffPixels: maxDiffPixels,
                                   environment: environment, filePath: "\(file)")
        }
    } }
    WidgetSnapshots.reportNotDrawn(notes, fileID: fileID, file: file, line: line, column: column)
    guard let message = failure else { return }
    WidgetSnapshots.report(message, fileID: fileID, file: file, line: line, column: column)
}

extension WidgetSnapshots {
    /// The kind of a view's goldens: its type name without generic arguments.
    static func kind<V>(of type: V.Type) -> String {
        let name = String(describing: type)
        return String(name.prefix { $0 != "<" })
    }

    /// Renders `view` as one widget variant and compares it with its golden; nil when it matches,
    /// else the failure message (see ``verify(layout:family:instance:entry:appearance:state:named:goldens:assets:device:record:threshold:maxDiffPixels:filePath:)``).
    /// `assets` defaults to the package's `Assets` folder.
    @MainActor
    public static func verify<V: View>(view: V, family: WidgetFamily, kind: String? = nil, appearance: String = "light", state: String = "real",
                                       contentMarginsDisabled: Bool = false, named name: String? = nil, goldens: String? = nil,
                                       assets: String? = nil, device: String? = nil, record: RecordMode? = nil,
                                       threshold: Double = GoldenOptions.defaultThreshold, maxDiffPixels: Int = 0,
                                       environment: (inout EnvironmentValues) -> Void = { _ in }, filePath: String = #filePath) -> String? {
        do throws(SnapshotFailure) {
            let strategy = try SnapshotStrategy(named: name, goldens: goldens, assets: assets, device: device, record: record, threshold: threshold,
                                                maxDiffPixels: maxDiffPixels, imageSets: WidgetSnapshots.imageSets(environment), filePath: filePath)
            guard strategy.device.size(of: family) != nil else { return SnapshotFailure.noSize(device: strategy.device.id, family: family).description }
            let look = try SnapshotFailure.catching { () throws(VariantsError) in try Selection.appearance(appearance) }
            let variant = strategy.variant(kind: kind ?? Self.kind(of: V.self), family: family, appearance: look,
                                           state: try SnapshotFailure.catching { () throws(VariantsError) in try Selection.state(state) })
            let resolved = ViewResolution.widget(view, selection: variant.selection, colorScheme: look.colorScheme,
                                                 contentMarginsDisabled: contentMarginsDisabled, environment: environment)
            return try strategy.check(widget: resolved, variant: variant, look: look)?.description
        } catch {
            return error.description
        }
    }
}
