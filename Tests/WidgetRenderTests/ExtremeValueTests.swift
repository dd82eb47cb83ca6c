import Testing
import WidgetLayout
import WidgetModel
@testable import WidgetRender

/// Values far outside the documented ranges, built without the decoder (which rejects them), go
/// through layout, the layout dumps and rendering without trapping: the engine and the renderer
/// clamp and saturate. Reproductions from the hardening issue.
struct ExtremeValueTests {
    let renderer: WidgetRenderer

    init() throws {
        let engine = try TextEngine.lease(library: try FontLibrary.shared())
        renderer = WidgetRenderer(engine: engine, assets: ImageAssets(root: "/nonexistent"), symbols: { _ in nil })
    }

    static func text(_ modifiers: [Modifier]) -> ViewNode {
        ViewNode(kind: .content(.text("hello")), modifiers: modifiers, sourcePath: JSONPath())
    }

    /// Each case: a name and a view tree that once trapped (or would).
    static let cases: [(String, ViewNode)] = [
        ("a text in a frame 2,200,000 pt wide", text([.layer(.frame(FrameSpec(width: 2_200_000)))])),
        ("a text in a frame 1e300 pt wide", text([.layer(.frame(FrameSpec(width: 1e300, height: 1e300)))])),
        ("a font of 3,000,000 pt", text([.environment(.font(FontSpec(size: 3_000_000)))])),
        ("a 1000 pt font with minimumScaleFactor 1e-9",
         text([.environment(.font(FontSpec(size: 1000))), .environment(.minimumScaleFactor(1e-9)), .layer(.frame(FrameSpec(width: 50, height: 20)))])),
        ("a font of 1e-300 pt", text([.environment(.font(FontSpec(size: 1e-300)))])),
        ("padding 1e300", text([.layer(.padding(EdgeInsets(all: 1e300)))])),
        ("spacing 1e19", ViewNode(kind: .content(.stack(axis: .vertical, horizontal: .center, vertical: .center, spacing: 1e19)),
                                  children: [text([]), text([])], modifiers: [], sourcePath: JSONPath())),
        ("a corner radius of 1e300", ViewNode(kind: .content(.shape(.roundedRectangle(radius: 1e300, style: .continuous), fill: "red", stroke: "blue", lineWidth: 1e300)),
                                               modifiers: [.layer(.cornerRadius(1e300))], sourcePath: JSONPath())),
        ("an aspect ratio of 1e-300", text([.layer(.aspectRatio(1e-300, .fit))])),
        ("a line limit of Int.max", text([.environment(.lineLimit(Int.max))])),
    ]

    @Test(arguments: cases.indices)
    func extremeValuesLayOutAndRender(_ index: Int) throws {
        let (name, view) = Self.cases[index]
        let definition = WidgetDefinition.standalone(view: view)
        let resolved = try #require(Resolver(definition: definition).resolve(VariantSelection(family: .systemSmall, instance: "default", entryIndex: 0, state: .real)))
        let root = try #require(WidgetLayoutEngine(measurer: renderer.measurer).layout(resolved, graphic: false, device: DeviceCatalog.default), "\(name)")
        #expect(!LayoutDump.tree(root).isEmpty)
        #expect(!LayoutDump.json(root).isEmpty)
        let image = try renderer.render(root, family: .systemSmall, appearance: .light, scale: 3)
        #expect(image.width == 510 && image.height == 510, "\(name)")
    }

    @Test func saturatingConversions() {
        #expect(Int(saturating: 1e19) == Int.max)
        #expect(Int(saturating: -1e19) == Int.min)
        #expect(Int(saturating: .nan) == 0)
        #expect(Int(saturating: .infinity) == Int.max)
        #expect(Int32(saturating: 2_200_000 * 1024) == Int32.max)
        #expect(Int32(saturating: -3.9) == -3)
        #expect(Double.nan.clamped(to: 1...2) == 1)
        #expect(1e300.clamped(to: 0...10) == 10)
    }
}
