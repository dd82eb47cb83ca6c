import Testing
import WidgetLayout
import WidgetModel
@testable import WidgetRender

/// Text is laid out once: Pango measurement keeps its layout for the painter, and text measured
/// without Pango still draws.
struct ShapedTextTests {
    let renderer: WidgetRenderer

    init() throws {
        let engine = try TextEngine.lease(library: try FontLibrary.shared())
        renderer = WidgetRenderer(engine: engine, assets: ImageAssets(root: "/nonexistent"), symbols: { _ in nil })
    }

    func widget(_ view: String) throws -> ResolvedWidget {
        let text = """
        {kind: "T", displayName: "T", description: "d", families: ["systemSmall"],
         timeline: {entries: [{date: "2026-06-01T09:00:00Z"}]}, view: \(view)}
        """
        let d = try LayoutFile.decode(text: text, file: "t.json5").get()
        return try #require(Resolver(definition: d).resolve(VariantSelection(family: .systemSmall, instance: "default", entryIndex: 0, state: .real)))
    }

    @Test func pangoMeasurementKeepsItsLayout() {
        let t = renderer.measurer.layout("Recent Purchases", font: FontSpec(style: .body).resolved(), maxWidth: 100, maxLines: 2)
        let shaped = t.shaped as? ShapedText
        #expect(shaped != nil)
        #expect(shaped?.engine === renderer.engine)
        #expect(FixedAdvanceTextMeasurer().layout("Recent", font: FontSpec().resolved(), maxWidth: nil, maxLines: nil).shaped == nil)
    }

    @Test func laidOutTextReachesTheTreeWithItsLayout() throws {
        let w = try widget(#"{Text: "Hello there", modifiers: [{multilineTextAlignment: "center"}]}"#)
        let root = try #require(WidgetLayoutEngine(measurer: renderer.measurer).layout(w, graphic: false, device: DeviceCatalog.default))
        #expect(root.children[0].text?.shaped is ShapedText)
    }

    /// The painter draws a kept layout and a text it lays out itself identically.
    @Test func keptLayoutDrawsLikeAFreshOne() throws {
        let w = try widget(#"{VStack: [{Text: "Recent Purchases on the Acme Card", modifiers: [{lineLimit: 2}, {multilineTextAlignment: "trailing"}]}, {Text: "東京 😀"}]}"#)
        let root = try #require(WidgetLayoutEngine(measurer: renderer.measurer).layout(w, graphic: false, device: DeviceCatalog.default))
        func strip(_ n: LayoutNode) -> LayoutNode {
            var n = n
            n.text?.shaped = nil
            n.children = n.children.map(strip)
            return n
        }
        let kept = try renderer.render(root, family: .systemSmall, appearance: .light, scale: 3)
        let fresh = try renderer.render(strip(root), family: .systemSmall, appearance: .light, scale: 3)
        #expect(kept == fresh)
    }

    @Test func textMeasuredWithoutPangoStillDraws() throws {
        let w = try widget(#"{Text: "Hello", modifiers: [{font: {size: 40}}]}"#)
        let root = try #require(WidgetLayoutEngine(measurer: FixedAdvanceTextMeasurer()).layout(w, graphic: false, device: DeviceCatalog.default))
        #expect(root.children[0].text?.shaped == nil)
        let image = try renderer.render(root, family: .systemSmall, appearance: .light, scale: 3)
        let background = Array(image.rgba[(255 * 510 + 30) * 4..<((255 * 510 + 30) * 4 + 4)])
        // Some pixel inside the text's frame differs from the background.
        let f = root.children[0].frame
        var inked = false
        for y in Int(f.y * 3)..<Int(f.maxY * 3) {
            for x in Int(f.x * 3)..<Int(f.maxX * 3) where Array(image.rgba[(y * 510 + x) * 4..<((y * 510 + x) * 4 + 4)]) != background {
                inked = true
            }
        }
        #expect(inked)
    }
}
