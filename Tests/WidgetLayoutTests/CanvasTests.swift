import Testing
import WidgetLayout
import WidgetModel

/// Free canvases (`canvas-<w>x<h>`): a view at a fixed size, as swift-snapshot-testing's
/// `.fixed(width:height:)` hosts it, with no content margins and no container background.
struct CanvasTests {
    @Test(arguments: [("canvas-160x160", 160.0, 160.0, 3.0), ("canvas-350x160", 350, 160, 3), ("canvas-350x160@2x", 350, 160, 2),
                      ("canvas-53.5x20@1x", 53.5, 20, 1)])
    func canvasIDsParse(_ id: String, _ w: Double, _ h: Double, _ scale: Double) throws {
        let d = try #require(DeviceCatalog.device(id: id))
        #expect(d.isCanvas && d.id == id && d.scale == scale && d.cornerRadius == 0)
        for family in WidgetFamily.allCases { #expect(d.size(of: family) == Size(w, h)) }
    }

    @Test(arguments: ["canvas-0x160", "canvas-160", "canvas-160x", "canvas-x160", "canvas-160x160@4x", "canvas-2001x10",
                      "canvas-1e3x10", "canvas--5x10", "canvas-160x160@x"])
    func badCanvasIDsAreUnknownDevices(_ id: String) {
        #expect(DeviceCatalog.device(id: id) == nil)
    }

    @Test func aCanvasHasNoMarginsAndNoContainerBackground() throws {
        let text = """
        {kind: "T", displayName: "T", description: "d", families: ["systemSmall", "systemMedium"],
         timeline: {entries: [{date: "2026-06-01T09:00:00Z"}]},
         view: {Color: "red", modifiers: [{frame: {maxWidth: Infinity, maxHeight: Infinity}}, {containerBackground: "blue"}]}}
        """
        let definition = try LayoutFile.decode(text: text, file: "t.json5").get()
        let resolved = try #require(Resolver(definition: definition).resolve(VariantSelection(family: .systemMedium, instance: "default", entryIndex: 0, state: .real)))
        let engine = WidgetLayoutEngine(measurer: FixedAdvanceTextMeasurer())
        let canvas = try #require(DeviceCatalog.device(id: "canvas-350x160"))
        let root = try #require(engine.layout(resolved, graphic: false, device: canvas))
        #expect(root.kind == WidgetLayoutEngine.canvasKind)
        #expect(root.frame == Rect(x: 0, y: 0, width: 350, height: 160))
        #expect(root.cornerRadius == 0)
        #expect(root.children.first?.frame == Rect(x: 0, y: 0, width: 350, height: 160))
        #expect(root.containerBackground == nil)
        // The same view on a phone gets the 16 pt margins and its container background.
        let phone = try #require(engine.layout(resolved, graphic: false, device: DeviceCatalog.default))
        #expect(phone.children.first?.frame == Rect(x: 16, y: 16, width: 332, height: 138))
        #expect(phone.containerBackground != nil)
    }
}
