import Foundation
import Testing
import WidgetLayout
import WidgetModel
@testable import WidgetRender

/// Opacity layers whose ink is known are composited through a group bounded to that ink
/// (`Painter+InkBounds.swift`); the pixels are those of a whole-surface group: the layer is drawn
/// whole (edges and rotated corners included) and nothing outside it changes.
struct OpacityGroupTests {
    let renderer: WidgetRenderer

    init() throws {
        let engine = try TextEngine.lease(library: try FontLibrary.shared())
        renderer = WidgetRenderer(engine: engine, assets: ImageAssets(root: "/nonexistent"), symbols: { _ in nil })
    }

    func laidOut(_ view: String) throws -> LayoutNode {
        let text = """
        {kind: "T", displayName: "T", description: "d", families: ["systemSmall"],
         timeline: {entries: [{date: "2026-06-01T09:00:00Z", values: {}}]}, view: \(view)}
        """
        let d = try LayoutFile.decode(text: text, file: "t.json5").get()
        let resolved = try #require(Resolver(definition: d).resolve(VariantSelection(family: .systemSmall, instance: "default", entryIndex: 0, state: .real)))
        return try #require(WidgetLayoutEngine(measurer: renderer.measurer).layout(resolved, graphic: false, device: DeviceCatalog.default))
    }

    /// The first node (depth first) that carries an opacity modifier, with that modifier's index.
    func opacityNode(_ node: LayoutNode) -> (LayoutNode, Int)? {
        if let k = node.modifiers.lastIndex(where: { if case .opacity = $0.modifier.kind { true } else { false } }) { return (node, k) }
        for c in node.children { if let found = opacityNode(c) { return found } }
        return nil
    }

    func pixel(_ img: RenderedImage, _ x: Double, _ y: Double) -> [Int] {
        let i = (Int(y * 3) * img.width + Int(x * 3)) * 4
        return img.rgba[i..<(i + 4)].map(Int.init)
    }

    @Test(arguments: [
        (##"{Rectangle: {fill: "#FF0000"}, modifiers: [{frame: {width: 40, height: 20}}, {opacity: 0.5}]}"##, true),
        (##"{Color: "red", modifiers: [{frame: {width: 40, height: 20}}, {opacity: 0.5}]}"##, true),
        (##"{Rectangle: {fill: "#FF0000", stroke: "#0000FF", lineWidth: 4}, modifiers: [{opacity: 0.5}]}"##, false),
        (##"{Rectangle: {fill: "#FF0000"}, modifiers: [{shadow: {radius: 4}}, {opacity: 0.5}]}"##, false),
        (##"{Rectangle: {fill: "#FF0000"}, modifiers: [{offset: {x: 30}}, {opacity: 0.5}]}"##, false),
        (##"{Text: "Hi", modifiers: [{opacity: 0.5}]}"##, false),
        (##"{VStack: [{Color: "red"}], modifiers: [{opacity: 0.5}]}"##, false),
    ])
    func onlyLayersWhoseInkStaysInTheirFrameAreBounded(_ view: String, _ bounded: Bool) throws {
        let (node, k) = try #require(opacityNode(try laidOut(view)))
        let bounds = Painter.inkBounds(node, below: k)
        #expect((bounds != nil) == bounded, "\(view)")
        if let bounds { #expect(bounds == node.frame) }
    }

    @Test func aBoundedLayerIsDrawnWholeAndNothingElseChanges() throws {
        // A 40×20 pt red bar at half opacity, centred in the 170 pt widget: (65, 75)–(105, 95).
        let img = try renderer.render(try laidOut(##"{Rectangle: {fill: "#FF0000"}, modifiers: [{frame: {width: 40, height: 20}}, {opacity: 0.5}]}"##),
                                      family: .systemSmall, appearance: .light, scale: 3)
        #expect(pixel(img, 85, 85) == [255, 127, 127, 255] || pixel(img, 85, 85) == [255, 128, 128, 255])
        // Its first and last device pixels on each side are drawn, the next ones outside are not.
        #expect(pixel(img, 65.1, 85)[1] < 130 && pixel(img, 104.9, 85)[1] < 130)
        #expect(pixel(img, 85, 75.1)[1] < 130 && pixel(img, 85, 94.9)[1] < 130)
        #expect(pixel(img, 64.9, 85) == [255, 255, 255, 255] && pixel(img, 105.1, 85) == [255, 255, 255, 255])
    }

    @Test func aRotatedBoundedLayerKeepsItsCorners() throws {
        // The bar turned 90° about its centre by an outer rotationEffect: the bound is taken in
        // device space, so the turned bar (75, 65)–(95, 105) is drawn to its ends.
        let img = try renderer.render(try laidOut(##"{Rectangle: {fill: "#FF0000"}, modifiers: [{frame: {width: 40, height: 20}}, {opacity: 0.5}, {rotationEffect: 90}]}"##),
                                      family: .systemSmall, appearance: .light, scale: 3)
        #expect(pixel(img, 85, 66)[1] < 130 && pixel(img, 85, 104)[1] < 130)
        #expect(pixel(img, 70, 85) == [255, 255, 255, 255])
    }
}
