// UIKit's image renderer as widget code uses it (docs/swiftui.md, "UIKit drawing"): an image made
// from a colour, with a dark variant in its image asset; an image redrawn at another size or scale;
// fills that cover part of the canvas; what is noted and what is refused.
import Foundation
import PNGCodec
import Testing
import WidgetLayout
import WidgetModel
import WidgetRender
import WidgetSnapshotCore
import WidgetSnapUI

@MainActor @Suite struct UIKitDrawingTests {
    /// The widget's pixels (systemSmall, 170 pt at 3x) in a colour scheme.
    func pixels(_ view: AnyView, _ scheme: ColorScheme = .light) throws -> [UInt8] {
        let device = DeviceCatalog.default
        let worker = try RenderWorker(assetsRoot: Fixtures.assets, device: device, scale: device.scale)
        let selection = VariantSelection(family: .systemSmall, instance: "default", entryIndex: 0, state: .real)
        let tree = ViewResolution.widget(view, selection: selection, colorScheme: scheme)
        let layout = try #require(worker.layoutEngine.layout(tree, graphic: false, device: device))
        return try worker.renderer.render(layout, family: .systemSmall, appearance: scheme == .dark ? .dark : .light, scale: device.scale).rgba
    }

    /// The colour at a point (in points) of a systemSmall render.
    func at(_ pixels: [UInt8], _ x: Double, _ y: Double) -> [UInt8] {
        let width = 170 * 3, i = (Int(y * 3) * width + Int(x * 3)) * 4
        return Array(pixels[i..<(i + 3)])
    }

    /// Within one level of rounding of a half-alpha blend.
    func near(_ a: [UInt8], _ b: [UInt8]) -> Bool { a.count == b.count && zip(a, b).allSatisfy { abs(Int($0) - Int($1)) <= 1 } }

    /// Simplenote's way: a colour's image, one for each appearance.
    static func colorImage(_ color: UIColor, size: CGSize = CGSize(width: 1, height: 1)) -> UIImage {
        func image(_ style: UIUserInterfaceStyle) -> UIImage {
            let resolved = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: style))
            return UIGraphicsImageRenderer(size: size).image { context in
                resolved.setFill()
                context.fill(CGRect(origin: .zero, size: size))
            }
        }
        let light = image(.light)
        light.imageAsset?.register(image(.dark), with: UITraitCollection(userInterfaceStyle: .dark))
        return light
    }

    @Test func aColourFilledImageIsDrawnInThatColour() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        #expect(image.size == CGSize(width: 2, height: 2) && image.scale == 3)
        let p = try pixels(AnyView(Image(uiImage: image).resizable().frame(width: 40, height: 20)))
        // The frame is centred: x 65…105, y 75…95; the widget's background around it.
        #expect(at(p, 85, 85) == [255, 0, 0] && at(p, 66, 76) == [255, 0, 0] && at(p, 60, 85) == [255, 255, 255])
    }

    /// A dark variant registered in the image's asset is what a dark render shows.
    @Test func theDarkVariantOfTheImageAssetIsShownInDarkRenders() throws {
        let image = Self.colorImage(.systemBlue)
        let view = AnyView(Image(uiImage: image).resizable().frame(width: 40, height: 40))
        #expect(at(try pixels(view), 85, 85) == [0, 122, 255])
        #expect(at(try pixels(view, .dark), 85, 85) == [10, 132, 255])
        #expect(image.imageAsset?.image(with: UITraitCollection(userInterfaceStyle: .dark)) !== image)
        #expect(image.imageAsset?.image(with: UITraitCollection(userInterfaceStyle: .light)) === image)
    }

    /// Fills cover only their rectangle: the rest of the canvas stays transparent, and later fills go over
    /// earlier ones (`.copy` replaces, alpha included; `.clear` makes transparent).
    @Test func fillsCoverTheirRectangleInOrder() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 40))
            UIColor.red.withAlphaComponent(0.5).setFill()
            context.fill(CGRect(x: 10, y: 0, width: 30, height: 10))
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 20, width: 40, height: 10), blendMode: .copy)
            UIRectFillUsingBlendMode(CGRect(x: 0, y: 35, width: 40, height: 5), .clear)
        }
        let p = try pixels(AnyView(Image(uiImage: image)))
        // Natural size, centred: x 65…105, y 65…105.
        #expect(at(p, 70, 80) == [0, 0, 255])             // blue only
        #expect(at(p, 95, 80) == [255, 255, 255])         // nothing drawn: the widget's white
        #expect(near(at(p, 80, 70), [128, 0, 128]))       // half red over blue
        #expect(near(at(p, 95, 70), [255, 128, 128]))     // half red over nothing (white behind)
        #expect(at(p, 95, 90) == [0, 255, 0])             // copied green
        #expect(at(p, 70, 102) == [255, 255, 255])        // cleared
    }

    /// duckduckgo's and home-assistant's way: an image redrawn into a renderer of another size draws
    /// its pixels stretched there, and at the source's scale with `imageRendererFormat`.
    @Test func anImageRedrawnIntoARendererKeepsItsPixels() throws {
        var rgba: [UInt8] = []
        for _ in 0..<2 { for x in 0..<4 { rgba += x < 2 ? [255, 0, 0, 255] : [0, 0, 255, 255] } }
        let png = Data(try FastPNGEncoder().encode(RGBAImage(width: 4, height: 2, rgba: rgba)))
        let source = try #require(UIImage(data: png, scale: 2))
        #expect(source.imageRendererFormat.scale == 2)
        let canvas = CGSize(width: 20, height: 10)
        let redrawn = UIGraphicsImageRenderer(size: canvas, format: source.imageRendererFormat).image { _ in
            source.draw(in: CGRect(origin: .zero, size: canvas))
        }
        #expect(redrawn.size == canvas && redrawn.scale == 2)
        let direct = try pixels(AnyView(Image(uiImage: source).resizable().frame(width: 40, height: 20)))
        let viaRenderer = try pixels(AnyView(Image(uiImage: redrawn).resizable().frame(width: 40, height: 20)))
        #expect(at(viaRenderer, 70, 85) == [255, 0, 0] && at(viaRenderer, 100, 85) == [0, 0, 255])
        #expect(at(direct, 70, 85) == at(viaRenderer, 70, 85) && at(direct, 100, 85) == at(viaRenderer, 100, 85))
        // Drawn at a point, at its own size: the left 2 pt of a 4 pt canvas.
        let atPoint = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 1)).image { _ in source.draw(at: .zero) }
        let q = try pixels(AnyView(Image(uiImage: atPoint).resizable().frame(width: 40, height: 10)))
        #expect(at(q, 67, 85) == [255, 0, 0] && at(q, 100, 85) == [255, 255, 255])
    }

    /// The same drawing gives the same image name on every run; a different one another name.
    @Test func drawingsAreNamedByTheirContent() {
        let a = Self.colorImage(.red), b = Self.colorImage(.red), c = Self.colorImage(.blue)
        func name(_ image: UIImage) -> String? {
            ViewResolution.resolve(Image(uiImage: image), family: .systemSmall).environment.inlineImage?.name
        }
        #expect(name(a) != nil && name(a) == name(b) && name(a) != name(c))
        #expect(name(a)?.contains("-drawn-3x3@3.0x") == true)
    }

    /// Outside a renderer's closure, fills and colours change nothing; a symbol drawn into a renderer is
    /// noted, not drawn.
    @Test func drawingOutsideARendererDoesNothingAndSymbolsAreNoted() {
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
        let empty = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { context in context.fill(CGRect(x: 0, y: 0, width: 1, height: 1)) }
        let drawn = ViewResolution.resolve(Image(uiImage: empty), family: .systemSmall).environment.inlineImage
        #expect(drawn?.operations == [.fill(x: 0, y: 0, width: 1, height: 1, color: RGBA(0, 0, 0, 1), blend: .normal)], "black: the default fill colour")
        struct SymbolInRenderer: View {
            var body: some View {
                Image(uiImage: UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in
                    UIImage(systemName: "star")?.draw(in: CGRect(x: 0, y: 0, width: 10, height: 10))
                })
            }
        }
        #expect(ViewResolution.evaluation(SymbolInRenderer(), family: .systemSmall).notDrawn.map(\.api) == ["UIImage(systemName:).draw(in:)"])
    }

    /// An opaque format's image is black where nothing is drawn; a renderer of no size gives an empty image;
    /// one too large to draw is a render error, not a crash.
    @Test func opaqueEmptyAndOversizedRenderers() throws {
        let format = UIGraphicsImageRendererFormat()
        format.opaque = true
        let opaque = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { _ in }
        #expect(at(try pixels(AnyView(Image(uiImage: opaque))), 85, 85) == [0, 0, 0])
        let none = UIGraphicsImageRenderer(size: .zero).image { _ in UIColor.red.setFill(); UIRectFill(.zero) }
        #expect(none.size == .zero)
        let huge = UIGraphicsImageRenderer(size: CGSize(width: 1e7, height: 1e7)).image { context in context.fill(CGRect(x: 0, y: 0, width: 1, height: 1)) }
        #expect(throws: RenderError.self) { try pixels(AnyView(Image(uiImage: huge).resizable().frame(width: 10, height: 10))) }
    }
}
