import Foundation
import Testing
import WidgetLayout
import WidgetModel
@testable import WidgetRender

/// Paths, layer effects and gradients as drawn: each test looks at pixels that differ when the
/// path, effect or stop placement is dropped. The views fill the systemSmall content area,
/// (16, 16)–(154, 154) points, drawn at 3×.
struct DrawingRenderTests {
    let renderer: WidgetRenderer

    init() throws {
        let engine = try TextEngine.lease(library: try FontLibrary.shared())
        renderer = WidgetRenderer(engine: engine, assets: ImageAssets(root: "/nonexistent"), symbols: { _ in nil })
    }

    func render(_ view: String) throws -> RenderedImage {
        let text = """
        {kind: "T", displayName: "T", description: "d", families: ["systemSmall"],
         timeline: {entries: [{date: "2026-06-01T09:00:00Z", values: {}}]}, view: \(view)}
        """
        let d = try LayoutFile.decode(text: text, file: "t.json5").get()
        let resolved = try #require(Resolver(definition: d).resolve(VariantSelection(family: .systemSmall, instance: "default", entryIndex: 0, state: .real)))
        let root = try #require(WidgetLayoutEngine(measurer: renderer.measurer).layout(resolved, graphic: false, device: DeviceCatalog.default))
        return try renderer.render(root, family: .systemSmall, appearance: .light, scale: 3)
    }

    /// The pixel at (x, y) points: red, green, blue, alpha.
    func pixel(_ img: RenderedImage, _ x: Double, _ y: Double) -> [Int] {
        let i = (Int(y * 3) * img.width + Int(x * 3)) * 4
        return img.rgba[i..<(i + 4)].map(Int.init)
    }

    @Test func pathDataIsFilledInItsViewBox() throws {
        // A triangle over the top-right half of the content area.
        let img = try render(##"{Path: {d: "M0 0 L100 0 L100 100 Z", viewBox: [0, 0, 100, 100], fill: "#FF0000"}}"##)
        #expect(pixel(img, 140, 30) == [255, 0, 0, 255])
        #expect(pixel(img, 30, 140) == [255, 255, 255, 255])
    }

    @Test func fitKeepsTheViewBoxProportions() throws {
        // A 100×50 box fitted into the square content area: the bottom quarter stays empty.
        let img = try render(##"{Path: {d: "M0 0 H100 V50 H0 Z", viewBox: [0, 0, 100, 50], fit: "fit", fill: "#FF0000"}}"##)
        #expect(pixel(img, 85, 85) == [255, 0, 0, 255])
        #expect(pixel(img, 85, 145) == [255, 255, 255, 255])
    }

    @Test func evenOddLeavesTheHoleEmpty() throws {
        let d = "M0 0 H100 V100 H0 Z M25 25 H75 V75 H25 Z"
        let nonZero = try render(##"{Path: {d: "\##(d)", viewBox: [0, 0, 100, 100], fill: "#FF0000"}}"##)
        let evenOdd = try render(##"{Path: {d: "\##(d)", viewBox: [0, 0, 100, 100], fill: "#FF0000", fillRule: "evenOdd"}}"##)
        #expect(pixel(nonZero, 85, 85) == [255, 0, 0, 255])
        #expect(pixel(evenOdd, 85, 85) == [255, 255, 255, 255])
        #expect(pixel(evenOdd, 20, 20) == [255, 0, 0, 255])
    }

    @Test func pathsAreStrokedAndTrimmed() throws {
        // A horizontal line across the middle, stroked 10 pt wide, its first half kept.
        let img = try render(##"{Path: {d: "M0 50 H100", viewBox: [0, 0, 100, 100]}, modifiers: [{trim: {from: 0, to: 0.5}}, {stroke: {color: "#0000FF", lineWidth: 10}}]}"##)
        #expect(pixel(img, 40, 85) == [0, 0, 255, 255])
        #expect(pixel(img, 130, 85) == [255, 255, 255, 255])
    }

    @Test func blurSpreadsTheEdge() throws {
        // A black square in the middle: 10 pt outside its edge, the blur leaves grey.
        let sharp = ##"{Rectangle: {fill: "#000000"}, modifiers: [{frame: {width: 60, height: 60}}]}"##
        let blurred = ##"{Rectangle: {fill: "#000000"}, modifiers: [{frame: {width: 60, height: 60}}, {blur: 8}]}"##
        #expect(pixel(try render(sharp), 85, 50) == [255, 255, 255, 255])
        let p = pixel(try render(blurred), 85, 50)
        #expect(p[0] > 60 && p[0] < 250, "\(p)")
        #expect(pixel(try render(blurred), 85, 85)[0] < 60)
    }

    @Test func shadowFallsBelowTheView() throws {
        let view = ##"{Rectangle: {fill: "#FFFFFF"}, modifiers: [{frame: {width: 60, height: 60}}, {shadow: {color: "#000000", radius: 2, x: 0, y: 12}}]}"##
        // Under the square's bottom edge (y 115): the shadow darkens the white background.
        let p = pixel(try render(view), 85, 121)
        #expect(p[0] < 200, "\(p)")
        #expect(pixel(try render(view), 85, 85) == [255, 255, 255, 255])
    }

    @Test(arguments: [
        ("{grayscale: 1}", [54, 54, 54]),
        ("{saturation: 0}", [54, 54, 54]),
        ("{brightness: 1}", [255, 255, 255]),
        ("{contrast: 0}", [128, 128, 128]),
    ])
    func colorEffects(_ modifier: String, _ expected: [Int]) throws {
        let img = try render(##"{Color: "#FF0000", modifiers: [\##(modifier)]}"##)
        let p = pixel(img, 85, 85)
        #expect(zip(p, expected).allSatisfy { abs($0 - $1) <= 1 }, "\(p)")
    }

    @Test func stopLocationsPlaceTheColours() throws {
        // Red until 80 % of the height: at the middle the colour is still pure red.
        let img = try render(##"{LinearGradient: {stops: [{color: "#FF0000", location: 0}, {color: "#FF0000", location: 0.8}, {color: "#0000FF", location: 1}]}}"##)
        #expect(pixel(img, 85, 85) == [255, 0, 0, 255])
        #expect(pixel(img, 85, 153)[2] > 200)
    }

    @Test func radialGradientRunsFromTheCentre() throws {
        let img = try render(##"{RadialGradient: {colors: ["#FF0000", "#0000FF"], endRadius: 60}}"##)
        #expect(pixel(img, 85, 85)[0] > 240)
        #expect(pixel(img, 17, 17) == [0, 0, 255, 255])
    }

    @Test func angularGradientTurnsClockwiseFromTheTrailingSide() throws {
        let img = try render(##"{AngularGradient: {colors: ["#FF0000", "#00FF00", "#0000FF"]}}"##)
        // Below the centre (90°, a quarter turn) the colour is between red and green; left (180°) green.
        let below = pixel(img, 85, 140), left = pixel(img, 30, 85)
        #expect(below[0] > 100 && below[1] > 100 && below[2] < 10, "\(below)")
        #expect(left[1] > 240 && left[0] < 10, "\(left)")
    }

    @Test func ellipticalGradientReachesTheFrameEdges() throws {
        let img = try render(##"{EllipticalGradient: {colors: ["#FF0000", "#0000FF"]}}"##)
        #expect(pixel(img, 85, 85)[0] > 240)
        #expect(pixel(img, 153, 85)[2] > 240)
        #expect(pixel(img, 85, 153)[2] > 240)
    }

    @Test func effectsAreDeterministic() throws {
        let view = ##"{ZStack: [{AngularGradient: {colors: ["#FF0000", "#0000FF"]}}, {Path: {d: "M10 10 Q50 90 90 10", viewBox: [0, 0, 100, 100]}, modifiers: [{stroke: {color: "#FFFFFF", lineWidth: 4}}, {shadow: 3}]}], modifiers: [{blur: 1}, {saturation: 0.5}]}"##
        #expect(try render(view) == render(view))
    }
}
