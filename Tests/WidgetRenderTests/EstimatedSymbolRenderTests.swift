import Foundation
import Testing
import WidgetLayout
import WidgetModel
@testable import WidgetRender

/// Real SF Symbols names outside the hand-made table draw their estimated stand-in, resolved with
/// the built-in catalogue: ink where the symbol is, and no "unknown symbol" issue.
struct EstimatedSymbolRenderTests {
    /// Dark pixels of a small widget (light appearance) showing `name` at 60 pt, and the resolver's issues.
    static func render(_ name: String) throws -> (ink: Int, issues: [String]) {
        let catalog = try SymbolCatalog.builtIn()
        let engine = try TextEngine.lease(library: try FontLibrary.shared())
        let renderer = WidgetRenderer(engine: engine, assets: ImageAssets(root: "/nonexistent"), symbols: { catalog.glyph(for: $0).map(String.init) })
        let text = """
        {kind: "T", displayName: "T", description: "d", families: ["systemSmall"], timeline: {entries: [{date: "2026-06-01T09:00:00Z"}]},
         view: {Symbol: "\(name)", modifiers: [{font: {size: 60}}, {foregroundStyle: "#000000"}]}}
        """
        let d = try LayoutFile.decode(text: text, file: "t.json5").get()
        let resolver = Resolver(definition: d, symbols: catalog)
        let resolved = try #require(resolver.resolve(VariantSelection(family: .systemSmall, instance: "default", entryIndex: 0, state: .real)))
        let root = try #require(WidgetLayoutEngine(measurer: renderer.measurer).layout(resolved, graphic: false, device: DeviceCatalog.default))
        let img = try renderer.render(root, family: .systemSmall, appearance: .light, scale: 2)
        var ink = 0
        for i in stride(from: 0, to: img.rgba.count, by: 4) where img.rgba[i] < 96 && img.rgba[i + 1] < 96 && img.rgba[i + 2] < 96 {
            ink += 1
        }
        return (ink, resolved.issues.map(\.message))
    }

    @Test(arguments: ["heart.text.square", "bolt.car", "lightbulb.max"])
    func previouslyUnknownRealNamesDrawInk(_ name: String) throws {
        let (ink, issues) = try Self.render(name)
        #expect(issues.isEmpty, "\(issues)")
        #expect(ink > 400, "\(name) drew \(ink) dark pixels")
    }

    @Test func aTypoIsStillAnIssue() throws {
        let (_, issues) = try Self.render("heart.txt.square")
        #expect(issues.contains { $0.contains("unknown symbol 'heart.txt.square'") }, "\(issues)")
    }
}
