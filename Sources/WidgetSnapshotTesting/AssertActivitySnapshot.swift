import ActivityKit
import Foundation
import Testing
import WidgetKit
import WidgetLayout
import WidgetLint
import WidgetModel
import WidgetSnapshotCore
import WidgetSnapUI

/// Asserts every presentation of a Live Activity against its goldens: each surface (the Lock
/// Screen, and on a device with a Dynamic Island its compact, minimal and expanded presentations)
/// × each content state of `states` × `appearances`.
///
/// ```swift
/// @MainActor @Test func delivery() {
///     assertActivitySnapshot(of: DeliveryActivity(), attributes: DeliveryAttributes(orderNumber: "A-113"),
///                            states: [.init(minutesLeft: 12, progress: 0.4), .init(minutesLeft: 2, progress: 0.9)])
/// }
/// ```
///
/// The goldens are `<goldens>/<kind>/default/<surface>/<device>/<NN>-<appearance>-real@<scale>x.png`,
/// `kind` being the attributes' type name and `NN` the state's index: `…/dynamicIsland-compact/…`.
/// `surfaces` defaults to every surface the device has. Record modes and failure messages are those
/// of ``assertWidgetSnapshot(of:families:entries:appearances:states:named:goldens:assets:device:record:threshold:maxDiffPixels:environment:fileID:file:line:column:)``.
/// Sizes and shapes: docs/live-activities.md.
@MainActor
public func assertActivitySnapshot<W: Widget, A: ActivityAttributes>(
    of widget: W, attributes: A, states: [A.ContentState], isStale: Bool = false, surfaces: [ActivitySurface]? = nil,
    appearances: [String] = ["light", "dark"], named name: String? = nil, goldens: String? = nil, assets: String? = nil,
    device: String? = nil, record: RecordMode? = nil, threshold: Double = GoldenOptions.defaultThreshold, maxDiffPixels: Int = 0,
    lint: SurfaceLintMode = .warn, environment: @escaping (inout EnvironmentValues) -> Void = { _ in },
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: Int = #column) {
    let findings = SurfaceLintCollector()
    let (messages, notes) = NotDrawnNotes.collecting {
        WidgetSnapshots.verify(activity: widget, attributes: attributes, states: states, isStale: isStale, surfaces: surfaces,
                               appearances: appearances, named: name, goldens: goldens, assets: assets, device: device, record: record,
                               threshold: threshold, maxDiffPixels: maxDiffPixels, environment: environment, filePath: "\(file)",
                               lint: lint == .off ? nil : findings)
    }
    WidgetSnapshots.reportNotDrawn(notes, fileID: fileID, file: file, line: line, column: column)
    for message in messages { WidgetSnapshots.report(message, fileID: fileID, file: file, line: line, column: column) }
    findings.report(lint, fileID: fileID, file: file, line: line, column: column)
}

/// Asserts a control in Control Center (small, medium, large), in a Lock Screen corner and as the
/// Action button's label in the Dynamic Island (on a device with one), in each appearance; a toggle whose provider gives a `Bool` is drawn off and on (instances `off` and `on`).
/// The goldens are `<goldens>/<kind>/<default|off|on>/<surface>/<device>/00-<appearance>-real@<scale>x.png`.
@MainActor
public func assertControlSnapshot<C: ControlWidget>(
    of control: C, surfaces: [ControlSurface]? = nil, appearances: [String] = ["light", "dark"],
    named name: String? = nil, goldens: String? = nil, assets: String? = nil, device: String? = nil, record: RecordMode? = nil,
    threshold: Double = GoldenOptions.defaultThreshold, maxDiffPixels: Int = 0,
    lint: SurfaceLintMode = .warn, environment: @escaping (inout EnvironmentValues) -> Void = { _ in },
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: Int = #column) {
    let findings = SurfaceLintCollector()
    let (messages, notes) = NotDrawnNotes.collecting {
        WidgetSnapshots.verify(control: control, surfaces: surfaces, appearances: appearances, named: name, goldens: goldens,
                               assets: assets, device: device, record: record, threshold: threshold, maxDiffPixels: maxDiffPixels,
                               environment: environment, filePath: "\(file)", lint: lint == .off ? nil : findings)
    }
    WidgetSnapshots.reportNotDrawn(notes, fileID: fileID, file: file, line: line, column: column)
    for message in messages { WidgetSnapshots.report(message, fileID: fileID, file: file, line: line, column: column) }
    findings.report(lint, fileID: fileID, file: file, line: line, column: column)
}

extension WidgetSnapshots {
    /// The one place the Live Activity and control assertions set up a view's environment: the
    /// test's `environment` over the defaults (a pinned clock or other shared settings go here).
    static func surfaceEnvironment(_ values: inout EnvironmentValues, _ environment: (inout EnvironmentValues) -> Void) {
        environment(&values)
    }

    /// Every variant of a Live Activity rendered and compared with its golden; the failure messages.
    @MainActor
    public static func verify<W: Widget, A: ActivityAttributes>(
        activity widget: W, attributes: A, states: [A.ContentState], isStale: Bool = false, surfaces: [ActivitySurface]? = nil,
        appearances: [String] = ["light", "dark"], named name: String? = nil, goldens: String? = nil, assets: String? = nil,
        device: String? = nil, record: RecordMode? = nil, threshold: Double = GoldenOptions.defaultThreshold, maxDiffPixels: Int = 0,
        environment: @escaping (inout EnvironmentValues) -> Void = { _ in }, filePath: String = #filePath,
        lint: SurfaceLintCollector? = nil) -> [String] {
        guard let host = ActivityHost(widget) else {
            return ["\(W.self) is not a Live Activity: its body is not an ActivityConfiguration"]
        }
        if states.isEmpty { return ["\(host.kind): no content states to draw"] }
        do throws(SnapshotFailure) {
            let dev = try SnapshotFailure.catching { () throws(VariantsError) in try Selection.device(device) }
            let wanted = surfaces ?? ActivitySurface.available(on: dev)
            let setup = try SurfaceSetup(named: name, goldens: goldens, assets: assets, device: device, record: record, threshold: threshold,
                                         maxDiffPixels: maxDiffPixels, environment: environment, filePath: filePath)
            var messages: [String] = []
            for surface in wanted {
                if let reason = surface.unavailable(on: dev) { messages.append(reason); continue }
                for (index, state) in states.enumerated() {
                    let context = ActivityViewContext(attributes: attributes, state: state, isStale: isStale)
                    for appearance in appearances {
                        let look = try SnapshotFailure.catching { () throws(VariantsError) in try Selection.appearance(appearance) }
                        var variant = VariantID(kind: host.kind, instance: "default", family: .systemMedium, entry: index, appearance: look,
                                                state: .real, device: dev.id, scale: dev.scale)
                        variant.surface = surface.rawValue
                        guard let s = host.surface(surface, context: context, device: dev, colorScheme: look.colorScheme) else {
                            messages.append("cannot draw \(variant.name)"); continue
                        }
                        if let m = try setup.check(s, variant: variant, look: look, lint: lint) { messages.append(m.description) }
                    }
                }
            }
            return messages
        } catch {
            return [error.description]
        }
    }

    /// Every variant of a control rendered and compared with its golden; the failure messages.
    @MainActor
    public static func verify<C: ControlWidget>(
        control: C, surfaces: [ControlSurface]? = nil, appearances: [String] = ["light", "dark"],
        named name: String? = nil, goldens: String? = nil, assets: String? = nil, device: String? = nil, record: RecordMode? = nil,
        threshold: Double = GoldenOptions.defaultThreshold, maxDiffPixels: Int = 0,
        environment: @escaping (inout EnvironmentValues) -> Void = { _ in }, filePath: String = #filePath,
        lint: SurfaceLintCollector? = nil) -> [String] {
        let host = ControlHost(control)
        do throws(SnapshotFailure) {
            let dev = try SnapshotFailure.catching { () throws(VariantsError) in try Selection.device(device) }
            let setup = try SurfaceSetup(named: name, goldens: goldens, assets: assets, device: device, record: record, threshold: threshold,
                                         maxDiffPixels: maxDiffPixels, environment: environment, filePath: filePath)
            var messages: [String] = []
            for surface in surfaces ?? ControlSurface.available(on: dev) {
                if let reason = surface.unavailable(on: dev) { messages.append(reason); continue }
                for value in host.values {
                    for appearance in appearances {
                        let look = try SnapshotFailure.catching { () throws(VariantsError) in try Selection.appearance(appearance) }
                        let instance = value.map { $0 ? "on" : "off" } ?? "default"
                        var variant = VariantID(kind: host.kind, instance: instance, family: .systemSmall, entry: 0, appearance: look,
                                                state: .real, device: dev.id, scale: dev.scale)
                        variant.surface = surface.rawValue
                        guard let (view, size) = host.surface(surface, value: value, colorScheme: look.colorScheme, device: dev) else { continue }
                        let symbol = host.hasSymbol(value: value)
                        let onLayout = lint.map { collector in { (root: LayoutNode) in
                            collector.add(SurfaceLintRegistry.check(SurfaceLintVariant(kind: "control", surface: surface.rawValue, name: variant.name,
                                                                                       tree: root, hasSymbol: symbol)))
                        } }
                        if let m = try setup.check(canvas: view, size: size, variant: variant, look: look, onLayout: onLayout) { messages.append(m.description) }
                    }
                }
            }
            return messages
        } catch {
            return [error.description]
        }
    }
}

/// The snapshot strategy of a Live Activity or control assertion, with the test's environment for its views.
@MainActor
struct SurfaceSetup {
    let strategy: SnapshotStrategy
    let environment: (inout EnvironmentValues) -> Void

    init(named name: String?, goldens: String?, assets: String?, device: String?, record: RecordMode?, threshold: Double,
         maxDiffPixels: Int, environment: @escaping (inout EnvironmentValues) -> Void, filePath: String) throws(SnapshotFailure) {
        strategy = try SnapshotStrategy(named: name, goldens: goldens, assets: assets, device: device, record: record, threshold: threshold,
                                        maxDiffPixels: maxDiffPixels, imageSets: WidgetSnapshots.imageSets(environment), filePath: filePath)
        self.environment = environment
    }

    /// A Live Activity surface as ``ActivitySurfaceView/layout(engine:selection:colorScheme:scale:environment:)``
    /// lays it out: an island surface on its screen strip (drawn dark), or the Lock Screen presentation
    /// as a container of its width whose height hugs its content within 84–160 pt.
    func check(_ s: ActivitySurfaceView, variant: VariantID, look: Appearance, lint: SurfaceLintCollector? = nil) throws(SnapshotFailure) -> SnapshotFailure? {
        let env = environment
        guard let laid = s.layout(engine: strategy.worker.layoutEngine, selection: variant.selection, colorScheme: look.colorScheme,
                                  scale: strategy.device.scale, environment: { WidgetSnapshots.surfaceEnvironment(&$0, env) }) else {
            return .cannotLayOut(variant: variant.name)
        }
        lint?.add(SurfaceLintRegistry.check(SurfaceLintVariant(kind: "activity", surface: s.surface.rawValue, name: variant.name,
                                                               tree: laid.root, contentHeight: laid.contentHeight)))
        var drawing = look
        drawing.colorScheme = laid.colorScheme
        return try strategy.check(root: laid.root, variant: variant, look: drawing)
    }

    /// A picture of a fixed size on a free canvas, drawn in `drawnAs` (default: the variant's appearance).
    func check(canvas view: AnyView, size: Size, variant: VariantID, look: Appearance, drawnAs: ColorScheme? = nil,
               onLayout: ((LayoutNode) -> Void)? = nil) throws(SnapshotFailure) -> SnapshotFailure? {
        let drawing = drawnAs.map { scheme -> Appearance in var a = look; a.colorScheme = scheme; return a } ?? look
        let env = environment
        guard let root = SurfaceLayout.canvas(view, size: size, selection: variant.selection, colorScheme: drawing.colorScheme,
                                              engine: strategy.worker.layoutEngine, scale: strategy.device.scale,
                                              environment: { WidgetSnapshots.surfaceEnvironment(&$0, env) }) else {
            return .cannotLayOut(variant: variant.name)
        }
        onLayout?(root)
        return try strategy.check(root: root, variant: variant, look: drawing)
    }
}

/// Whether a snapshot assertion runs the design lint: the surface rules for Live Activities and
/// controls (docs/lint.md, "Live Activities and controls"), the widget rules for a whole widget
/// (docs/lint.md, "SwiftUI widgets"). `.warn` (default) records each finding as a test warning,
/// `.fail` as a failure, `.off` runs none.
public enum SurfaceLintMode: Sendable { case off, warn, fail }

/// The surface lint findings of one assertion: each rule's message once, with the variants it occurs in.
public final class SurfaceLintCollector: @unchecked Sendable {
    private(set) var findings: [(finding: SurfaceLintFinding, variants: [String])] = []
    public init() {}

    public func add(_ new: [SurfaceLintFinding]) {
        for f in new {
            if let i = findings.firstIndex(where: { $0.finding.rule == f.rule && $0.finding.message == f.message }) {
                findings[i].variants.append(f.variant)
            } else {
                findings.append((f, [f.variant]))
            }
        }
    }

    /// The findings as lines: `error: message [rule]`, the variants (the first three and how many more), the guideline.
    public var messages: [String] {
        findings.map { f, variants in
            let shown = variants.prefix(3).joined(separator: ", ") + (variants.count > 3 ? ", and \(variants.count - 3) more" : "")
            return "\(f.severity.rawValue): \(f.message) [\(f.rule)]\n    in \(variants.count) variant\(variants.count == 1 ? "" : "s"): \(shown)"
                + "\n    guideline (\(f.guideline.source)): \(f.guideline.sentence)"
        }
    }

    func report(_ mode: SurfaceLintMode, fileID: String, file: StaticString, line: UInt, column: Int) {
        guard mode != .off else { return }
        for message in messages {
            if mode == .fail {
                WidgetSnapshots.report(message, fileID: fileID, file: file, line: line, column: column)
            } else if Test.current != nil {
                Issue.record(Comment(rawValue: message), severity: .warning,
                             sourceLocation: SourceLocation(fileID: fileID, filePath: "\(file)", line: Int(line), column: column))
            } else {
                FileHandle.standardError.write(Data("\(file):\(line): \(message)\n".utf8))
            }
        }
    }
}
