import Foundation
import Testing
import WidgetKit
import WidgetLayout
import WidgetLint
import WidgetModel
import WidgetSnapshotCore
import WidgetSnapUI

/// Asserts every presentation of a layout file's Live Activity (`activity`) or control (`control`)
/// against its goldens, named as the SwiftUI assertions name theirs: an activity's
/// `<goldens>/<kind>/default/<surface>/<device>/<NN>-<appearance>-real@<scale>x.png` (NN the content
/// state, its timeline entry), a control's `<goldens>/<kind>/<default|off|on>/<surface>/<device>/00-…`.
/// A layout file and a SwiftUI widget of the same design and kind share their goldens.
///
/// ```swift
/// @MainActor @Test func delivery() { assertLayoutSurfaceSnapshot("Layouts/LiveActivities/delivery-activity.json5") }
/// ```
@MainActor
public func assertLayoutSurfaceSnapshot(
    _ layout: String, surfaces: [String]? = nil, appearances: [String] = ["light", "dark"], named name: String? = nil,
    goldens: String? = nil, assets: String? = nil, device: String? = nil, record: RecordMode? = nil,
    threshold: Double = GoldenOptions.defaultThreshold, maxDiffPixels: Int = 0, lint: SurfaceLintMode = .warn,
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: Int = #column) {
    let findings = SurfaceLintCollector()
    let messages = WidgetSnapshots.verify(layoutSurface: layout, surfaces: surfaces, appearances: appearances, named: name, goldens: goldens,
                                          assets: assets, device: device, record: record, threshold: threshold, maxDiffPixels: maxDiffPixels,
                                          filePath: "\(file)", lint: lint == .off ? nil : findings)
    for message in messages { WidgetSnapshots.report(message, fileID: fileID, file: file, line: line, column: column) }
    findings.report(lint, fileID: fileID, file: file, line: line, column: column)
}

extension WidgetSnapshots {
    /// Every variant of a layout file's activity or control rendered and compared with its golden;
    /// the failure messages (a file that is not valid, or declares neither, is one message).
    /// `surfaces` names surfaces (`lockScreen`, `dynamicIsland-compact`, `controlCenter-small` …); nil: all the device has.
    @MainActor
    public static func verify(layoutSurface layout: String, surfaces: [String]? = nil, appearances: [String] = ["light", "dark"],
                              named name: String? = nil, goldens: String? = nil, assets: String? = nil, device: String? = nil,
                              record: RecordMode? = nil, threshold: Double = GoldenOptions.defaultThreshold, maxDiffPixels: Int = 0,
                              filePath: String = #filePath, lint: SurfaceLintCollector? = nil) -> [String] {
        do throws(SnapshotFailure) {
            let paths = SnapshotPaths(testFile: filePath)
            let path = paths.existing(layout) ?? layout
            let definition: WidgetDefinition
            switch try SnapshotFailure.catching({ () throws(FilesError) in try LayoutFiles.load(path) }) {
            case .failure(let e): return [e.description]
            case .success(let l): definition = l.definition
            }
            let dev = try SnapshotFailure.catching { () throws(VariantsError) in try Selection.device(device) }
            let setup = try SurfaceSetup(named: name, goldens: goldens, assets: assets, device: device, record: record, threshold: threshold,
                                         maxDiffPixels: maxDiffPixels, environment: { _ in }, filePath: filePath)
            if let activity = LayoutActivity(definition, symbols: setup.strategy.worker.symbols) {
                return try verify(activity, surfaces: surfaces, appearances: appearances, setup: setup, device: dev, lint: lint)
            }
            if let control = LayoutControl(definition) {
                return try verify(control, surfaces: surfaces, appearances: appearances, setup: setup, device: dev, lint: lint)
            }
            return ["\(layout) declares no activity and no control (docs/format.md, \"Live Activities and controls\")"]
        } catch {
            return [error.description]
        }
    }

    @MainActor
    static func verify(_ activity: LayoutActivity, surfaces: [String]?, appearances: [String], setup: SurfaceSetup, device dev: Device,
                       lint: SurfaceLintCollector?) throws(SnapshotFailure) -> [String] {
        let wanted = try SnapshotFailure.catching { () throws(SnapshotSetUpError) in
            try surfaces.map { names throws(SnapshotSetUpError) in try names.map { n throws(SnapshotSetUpError) in try surface(n, ActivitySurface.self) } }
        }
            ?? ActivitySurface.available(on: dev)
        var messages: [String] = []
        for surface in wanted {
            if let reason = surface.unavailable(on: dev) { messages.append(reason); continue }
            for index in 0..<activity.stateCount {
                for appearance in appearances {
                    let look = try SnapshotFailure.catching { () throws(VariantsError) in try Selection.appearance(appearance) }
                    var variant = VariantID(kind: activity.kind, instance: "default", family: .systemMedium, entry: index, appearance: look,
                                            state: .real, device: dev.id, scale: dev.scale)
                    variant.surface = surface.rawValue
                    guard let drawn = activity.surface(surface, state: index, device: dev, colorScheme: look.colorScheme), let s = drawn.view else {
                        messages.append("cannot draw \(variant.name)"); continue
                    }
                    messages += drawn.issues.map { "\(variant.name): \($0.path): \($0.message)" + ($0.hint.map { " (\($0))" } ?? "") }
                    if let m = try setup.check(s, variant: variant, look: look, lint: lint) { messages.append(m.description) }
                }
            }
        }
        return messages
    }

    @MainActor
    static func verify(_ control: LayoutControl, surfaces: [String]?, appearances: [String], setup: SurfaceSetup, device dev: Device,
                       lint: SurfaceLintCollector?) throws(SnapshotFailure) -> [String] {
        let wanted = try SnapshotFailure.catching { () throws(SnapshotSetUpError) in
            try surfaces.map { names throws(SnapshotSetUpError) in try names.map { n throws(SnapshotSetUpError) in try surface(n, ControlSurface.self) } }
        }
            ?? ControlSurface.available(on: dev)
        var messages: [String] = []
        for surface in wanted {
            if let reason = surface.unavailable(on: dev) { messages.append(reason); continue }
            for value in control.values {
                for appearance in appearances {
                    let look = try SnapshotFailure.catching { () throws(VariantsError) in try Selection.appearance(appearance) }
                    let instance = value.map { $0 ? "on" : "off" } ?? "default"
                    var variant = VariantID(kind: control.kind, instance: instance, family: .systemSmall, entry: 0, appearance: look,
                                            state: .real, device: dev.id, scale: dev.scale)
                    variant.surface = surface.rawValue
                    guard let (view, size) = control.surface(surface, value: value, colorScheme: look.colorScheme, device: dev) else { continue }
                    let symbol = control.hasSymbol(value: value)
                    let onLayout = lint.map { collector in { (root: LayoutNode) in
                        collector.add(SurfaceLintRegistry.check(SurfaceLintVariant(kind: "control", surface: surface.rawValue, name: variant.name,
                                                                                   tree: root, hasSymbol: symbol)))
                    } }
                    if let m = try setup.check(canvas: view, size: size, variant: variant, look: look, onLayout: onLayout) { messages.append(m.description) }
                }
            }
        }
        return messages
    }

    private static func surface<S: RawRepresentable & CaseIterable>(_ name: String, _ type: S.Type) throws(SnapshotSetUpError) -> S where S.RawValue == String {
        if let s = S(rawValue: name) { return s }
        throw .unknownSurface(name: name, surfaces: S.allCases.map(\.rawValue))
    }
}
