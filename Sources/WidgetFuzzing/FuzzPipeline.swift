import Foundation
import WidgetLayout
import WidgetModel
import WidgetRender

/// Runs one input through everything `check`, `layout` and `render` do, in-process: UTF-8 and
/// size checks, decoding, resolving every variant, laying out each one, both layout dumps, and
/// rendering some of them.
public final class FuzzPipeline {
    /// What became of an input.
    public enum Outcome: Sendable, Equatable {
        /// Rejected with this many diagnostics (an error with exit status 65 in the tool).
        case rejected(Int)
        /// Decoded; this many variants were laid out and this many rendered.
        case rendered(laidOut: Int, rendered: Int)
    }

    /// The most variants resolved and laid out per input, and rendered.
    public var maximumVariants = 24
    public var maximumRenders = 2
    let renderer: WidgetRenderer

    /// A pipeline with its own text engine (fonts as `widgetsnap` finds them) and no image assets.
    public init() throws(RenderError) {
        let engine = try TextEngine.lease(library: try FontLibrary.shared())
        renderer = WidgetRenderer(engine: engine, assets: ImageAssets(root: "/nonexistent"), symbols: { _ in nil })
    }

    /// Runs `bytes` (a layout file's content); `seed` picks the variants rendered.
    public func run(_ bytes: [UInt8], seed: UInt64 = 0) -> Outcome {
        if bytes.count > LayoutFile.maximumSize { return .rejected(1) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .rejected(UTF8Validation.firstInvalidByte(bytes) == nil ? 0 : 1)
        }
        let definition: WidgetDefinition
        switch LayoutFile.decode(text: text, file: "fuzz.json5") {
        case .failure(let e):
            _ = e.description
            return .rejected(e.diagnostics.count)
        case .success(let d): definition = d
        }
        let resolver = Resolver(definition: definition)
        var random = FuzzRandom(seed: seed)
        var laidOut = 0, rendered = 0, issues = 0
        let engine = WidgetLayoutEngine(measurer: renderer.measurer)
        for selection in variants(definition) {
            guard let resolved = resolver.resolve(selection) else { continue }
            issues += resolved.issues.count
            guard let root = engine.layout(resolved, graphic: definition.graphic, device: DeviceCatalog.default) else { continue }
            laidOut += 1
            _ = LayoutDump.tree(root)
            _ = LayoutDump.json(root)
            if rendered < maximumRenders, random.chance(0.5) || rendered == 0 {
                let appearance = Appearance(colorScheme: random.pick(ColorScheme.allCases))
                if (try? renderer.render(root, family: selection.family, appearance: appearance, scale: random.pick([1, 2, 3]))) != nil { rendered += 1 }
            }
        }
        return issues > 0 ? .rejected(issues) : .rendered(laidOut: laidOut, rendered: rendered)
    }

    /// Up to ``maximumVariants`` variants: families × instances × entries × states.
    private func variants(_ d: WidgetDefinition) -> [VariantSelection] {
        var out: [VariantSelection] = []
        for family in d.families {
            for instance in d.instances {
                for entry in d.timeline.entries.indices {
                    for state in WidgetState.allCases {
                        if out.count == maximumVariants { return out }
                        out.append(VariantSelection(family: family, instance: instance.name, entryIndex: entry, state: state))
                    }
                }
            }
        }
        return out
    }
}
