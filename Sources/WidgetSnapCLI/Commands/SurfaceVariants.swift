import Dispatch
import Foundation
import WidgetKit
import WidgetLint
import WidgetLayout
import WidgetModel
import WidgetRender
import WidgetSnapshotCore
import WidgetSnapUI

/// The Live Activities and controls of layout files (docs/format.md, "Live Activities and
/// controls") for `render` and `test`: every presentation × content state (or toggle value) ×
/// appearance, named by surface as the Swift assertions name them
/// (`<kind>/default/dynamicIsland-compact/<device>/01-dark-real@3x.png`). They have no family,
/// state, Dynamic Type size or locale, so a run narrowed by `--family` draws none; `--entry` picks
/// a content state and `--appearance` the appearances. PNG only.
enum SurfaceVariants {
    struct Picture: Sendable {
        var variant: VariantID
        var image: RenderedImage
    }

    /// Whether the run draws surfaces at all.
    static func applies(_ filter: VariantFilter) -> Bool {
        filter.families.isEmpty && (filter.states.isEmpty || filter.states.contains(.real))
    }

    /// The pictures of every activity and control in `layouts` (none when `filter` narrows to families).
    static func pictures(_ layouts: [LoadedLayout], filter: VariantFilter, device: Device, scale: Double,
                         assetsRoot: String) throws(ToolError) -> [Picture] {
        try pass(layouts, filter: filter, device: device, scale: scale, assetsRoot: assetsRoot, draw: true, lint: false).pictures
    }

    /// Every presentation of the layouts' activities and controls, laid out once: drawn when `draw`,
    /// and kept for the surface rules when `lint` (``SurfaceLintRun/Drawn`` indexes `layouts`).
    /// Nothing when the run narrows to families.
    static func pass(_ layouts: [LoadedLayout], filter: VariantFilter, device: Device, scale: Double, assetsRoot: String,
                     draw: Bool, lint: Bool) throws(ToolError) -> (pictures: [Picture], drawn: [SurfaceLintRun.Drawn]) {
        let indices = layouts.indices.filter { layouts[$0].definition.activity != nil || layouts[$0].definition.control != nil }
        guard !indices.isEmpty, applies(filter) else { return ([], []) }
        let worker = try ToolError.passing { () throws(PipelineError) in try RenderWorker(assetsRoot: assetsRoot, device: device, scale: scale) }
        let appearances = filter.appearances.isEmpty ? VariantFilter.defaultAppearances : filter.appearances
        let result: Result<([Picture], [SurfaceLintRun.Drawn]), ToolError> = onMain {
            do throws(ToolError) {
                var pictures: [Picture] = [], drawn: [SurfaceLintRun.Drawn] = []
                for i in indices {
                    let layout = layouts[i]
                    try layOut(layout, worker: worker, device: device, scale: scale, entry: filter.entry, appearances: appearances) { (laid: Laid) throws(ToolError) in
                        if draw {
                            do {
                                pictures.append(Picture(variant: laid.variant, image: try worker.renderer.render(laid.root, family: laid.variant.family,
                                                                                                                appearance: laid.drawing, scale: scale)))
                            } catch {
                                throw ToolError(.dataError, "\(layout.path): cannot render \(laid.variant.name): \(error)")
                            }
                        }
                        if lint { drawn.append(SurfaceLintRun.Drawn(layout: i, path: laid.path, views: laid.views, variant: laid.lint)) }
                    }
                }
                return .success((pictures, drawn))
            } catch {
                return .failure(error)
            }
        }
        let (pictures, drawn) = try result.get()
        return (pictures, drawn)
    }

    /// One presentation laid out: its variant, tree, the appearance it is drawn in, and what the
    /// surface rules see of it.
    struct Laid {
        var variant: VariantID
        var root: LayoutNode
        var drawing: Appearance
        /// Where the file declares the presentation, and the views it is made of.
        var path: JSONPath
        var views: [JSONPath]
        var lint: SurfaceLintVariant
    }

    /// Every presentation × content state (or toggle value) × appearance of the layout's activity
    /// or control, laid out and handed to `each` in order.
    @MainActor
    static func layOut(_ layout: LoadedLayout, worker: RenderWorker, device: Device, scale: Double, entry: Int?,
                       appearances: [Appearance], _ each: (Laid) throws(ToolError) -> Void) throws(ToolError) {
        if let activity = LayoutActivity(layout.definition, symbols: worker.symbols) {
            let states = entry.map { [$0] } ?? Array(0..<activity.stateCount)
            if let e = entry, !(0..<activity.stateCount).contains(e) {
                throw ToolError.usage("--entry \(e): \(layout.path) has \(activity.stateCount) content states")
            }
            for surface in ActivitySurface.available(on: device) {
                for index in states {
                    for look in appearances {
                        var variant = VariantID(kind: activity.kind, instance: "default", family: .systemMedium, entry: index, appearance: look,
                                                state: .real, device: device.id, scale: scale)
                        variant.surface = surface.rawValue
                        guard let drawn = activity.surface(surface, state: index, device: device, colorScheme: look.colorScheme), let s = drawn.view,
                              let laid = s.layout(engine: worker.layoutEngine, selection: variant.selection, colorScheme: look.colorScheme,
                                                  scale: scale, environment: { _ in }) else {
                            throw ToolError(.dataError, "\(layout.path): cannot draw \(variant.name)")
                        }
                        if let issue = drawn.issues.first {
                            let at = layout.map.location(of: issue.path).map { ":\($0.line):\($0.column)" } ?? ""
                            throw ToolError(.dataError, "\(layout.path)\(at): \(issue.message) (at \(issue.path), drawing \(variant.name))", hint: issue.hint)
                        }
                        var drawing = look
                        drawing.colorScheme = laid.colorScheme
                        try each(Laid(variant: variant, root: laid.root, drawing: drawing, path: declaration(of: surface), views: views(of: surface),
                                      lint: SurfaceLintVariant(kind: "activity", surface: surface.rawValue, name: variant.name, tree: laid.root,
                                                               contentHeight: laid.contentHeight)))
                    }
                }
            }
        } else if let control = LayoutControl(layout.definition) {
            for surface in ControlSurface.available(on: device) {
                for value in control.values {
                    for look in appearances {
                        let instance = value.map { $0 ? "on" : "off" } ?? "default"
                        var variant = VariantID(kind: control.kind, instance: instance, family: .systemSmall, entry: 0, appearance: look,
                                                state: .real, device: device.id, scale: scale)
                        variant.surface = surface.rawValue
                        guard let (view, size) = control.surface(surface, value: value, colorScheme: look.colorScheme, device: device),
                              let root = SurfaceLayout.canvas(view, size: size, selection: variant.selection, colorScheme: look.colorScheme,
                                                              engine: worker.layoutEngine, scale: scale, environment: { _ in }) else {
                            throw ToolError(.dataError, "\(layout.path): cannot draw \(variant.name)")
                        }
                        try each(Laid(variant: variant, root: root, drawing: look, path: JSONPath().appending(key: "control"), views: [JSONPath().appending(key: "control")],
                                      lint: SurfaceLintVariant(kind: "control", surface: surface.rawValue, name: variant.name, tree: root,
                                                               hasSymbol: control.hasSymbol(value: value))))
                    }
                }
            }
        }
    }

    /// The surfaces' names (a variant name's third part, where a widget's has its family).
    static let surfaceNames = Set(ActivitySurface.allCases.map(\.rawValue) + ControlSurface.allCases.map(\.rawValue))

    /// Whether a variant name is a Live Activity's or a control's (`<kind>/<instance>/<surface>/…`).
    static func isSurface(_ variant: String) -> Bool {
        let parts = variant.split(separator: "/")
        return parts.count == 5 && surfaceNames.contains(String(parts[2]))
    }

    /// Records the accepted presentations of `decisions` (all of them surfaces' names) into
    /// `goldens`, drawn on the devices they name; a name no layout draws is an error (65).
    static func accept(_ decisions: AcceptDecisions, layouts: [LoadedLayout], filter: VariantFilter, scale: Double?, goldens: String,
                       assetsRoot: String) throws(ToolError) -> [SnapshotOutcome] {
        guard !decisions.decisions.isEmpty else { return [] }
        var known: [String: Picture] = [:]
        var all = filter
        all.entry = nil
        for id in decisions.devices {
            guard let device = DeviceCatalog.device(id: id) else { continue }
            for p in try pictures(layouts, filter: all, device: device, scale: scale ?? device.scale, assetsRoot: assetsRoot) { known[p.variant.name] = p }
        }
        let chosen = try ToolError.passing { () throws(GoldensError) in try decisions.resolve(known) }
        let accepted = Set(decisions.accepted)
        let options = GoldenOptions(goldens: goldens, record: .all)
        var outcomes: [SnapshotOutcome] = []
        for p in chosen where accepted.contains(p.variant.name) {
            var outcome = try ToolError.passing { () throws(GoldensError) in try GoldenCheck.check(p.image, variant: p.variant, options: options) }
            if outcome.status == .recorded { outcome.message = "accepted in review: " + (outcome.message ?? "recorded") }
            outcomes.append(outcome)
        }
        return outcomes
    }

    /// The key of a layout file that declares an activity's presentation (docs/format.md).
    static func declaration(of surface: ActivitySurface) -> JSONPath {
        let activity = JSONPath().appending(key: "activity")
        switch surface {
        case .lockScreen, .standBy: return activity.appending(key: "lockScreen")
        case .dynamicIslandCompact: return activity.appending(key: "dynamicIsland")
        case .dynamicIslandMinimal, .dynamicIslandMinimalAttached: return activity.appending(key: "dynamicIsland").appending(key: "minimal")
        case .dynamicIslandExpanded: return activity.appending(key: "dynamicIsland").appending(key: "expanded")
        }
    }

    /// The views of a layout file that make an activity's presentation.
    static func views(of surface: ActivitySurface) -> [JSONPath] {
        let island = JSONPath().appending(key: "activity").appending(key: "dynamicIsland")
        switch surface {
        case .dynamicIslandCompact: return [island.appending(key: "compactLeading"), island.appending(key: "compactTrailing")]
        default: return [declaration(of: surface)]
        }
    }

    /// The surface lint of every activity and control in `layouts` (``SurfaceLintRun``): the
    /// findings and how many presentations were linted. A run narrowed to families lints none.
    static func lint(_ layouts: [LoadedLayout], filter: VariantFilter, options: LintOptions, device: Device,
                     assetsRoot: String) throws(ToolError) -> (findings: [LintFinding], suppressed: Int, variants: Int) {
        // Nothing to draw when the run selects no surface rule (`--rules contrast`).
        guard !options.selectedSurfaceRules.isEmpty else { return ([], 0, 0) }
        let drawn = try pass(layouts, filter: filter, device: device, scale: device.scale, assetsRoot: assetsRoot, draw: false, lint: true).drawn
        let found = SurfaceLintRun.findings(drawn, layouts: layouts, options: options)
        return (found.findings, found.suppressed, drawn.count)
    }

    /// Runs `body` on the main actor (the SwiftUI-style views are main-actor bound): in place on the
    /// main thread, else synchronously on the main queue.
    static func onMain<T: Sendable>(_ body: @MainActor () -> T) -> T {
        if Thread.isMainThread { return MainActor.assumeIsolated { body() } }
        return DispatchQueue.main.sync { MainActor.assumeIsolated { body() } }
    }
}
