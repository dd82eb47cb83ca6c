import Foundation
import PNGCodec
import Testing
import WidgetLayout
import WidgetModel
@testable import WidgetRender

/// Rendering: determinism, the widget container, placeholder bars, locale fonts, asset confinement.
struct RenderTests {
    let renderer: WidgetRenderer

    init() throws {
        let engine = try TextEngine.lease(library: try FontLibrary.shared())
        renderer = WidgetRenderer(engine: engine, assets: ImageAssets(root: "/nonexistent"), symbols: { _ in nil })
    }

    func render(_ view: String, family: WidgetFamily = .systemSmall, state: WidgetState = .real, appearance: Appearance = .light) throws -> (RenderedImage, LayoutNode) {
        let text = """
        {kind: "T", displayName: "T", description: "d", families: ["systemSmall", "accessoryCircular"],
         timeline: {entries: [{date: "2026-06-01T09:00:00Z", values: {name: "Recent Purchases"}}]}, view: \(view)}
        """
        let d = try LayoutFile.decode(text: text, file: "t.json5").get()
        let resolved = try #require(Resolver(definition: d).resolve(VariantSelection(family: family, instance: "default", entryIndex: 0, state: state)))
        let root = try #require(WidgetLayoutEngine(measurer: renderer.measurer).layout(resolved, graphic: false, device: DeviceCatalog.default))
        return (try renderer.render(root, family: family, appearance: appearance, scale: 3), root)
    }

    /// A small widget whose view is `view`, laid out with `r`'s fonts.
    func widgetLayout(_ view: String, _ r: WidgetRenderer) throws -> LayoutNode {
        let text = """
        {kind: "T", displayName: "T", description: "d", families: ["systemSmall"], timeline: {entries: [{date: "2026-06-01T09:00:00Z"}]}, view: \(view)}
        """
        let d = try LayoutFile.decode(text: text, file: "t.json5").get()
        let resolved = try #require(Resolver(definition: d).resolve(VariantSelection(family: .systemSmall, instance: "default", entryIndex: 0, state: .real)))
        return try #require(WidgetLayoutEngine(measurer: r.measurer).layout(resolved, graphic: false, device: DeviceCatalog.default))
    }

    func pixel(_ img: RenderedImage, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * img.width + x) * 4
        return Array(img.rgba[i..<(i + 4)])
    }

    @Test func renderingTwiceGivesIdenticalBytes() throws {
        let view = #"{VStack: [{Text: "{entry.name}", modifiers: [{font: "headline"}]}, {Circle: {fill: "blue"}}, {Text: "東京 😀"}], alignment: "leading"}"#
        let (a, _) = try render(view)
        let (b, _) = try render(view)
        #expect(a == b)
        #expect(a.width == 510 && a.height == 510)
    }

    /// `renderPNG` encodes from Cairo's premultiplied surface; its file must hold exactly the
    /// straight-alpha pixels `render` returns (transparent corners, anti-aliased edges, emoji).
    @Test func encodedPNGHoldsTheRenderedPixels() throws {
        let view = ##"{ZStack: [{LinearGradient: {colors: ["red", "blue"], startPoint: "topLeading", endPoint: "bottomTrailing"}}, {VStack: [{Text: "{entry.name}", modifiers: [{font: "headline"}, {foregroundStyle: "white"}]}, {Circle: {fill: "#FF880080"}}, {Text: "東京 😀"}]}]}"##
        for appearance in ColorScheme.allCases.map({ Appearance(colorScheme: $0) }) {
            let (image, root) = try render(view, appearance: appearance)
            let encoded = try renderer.renderPNG(root, family: .systemSmall, appearance: appearance, scale: 3)
            let decoded = try PNGDecoder(verifiesAdler32: true).decode(encoded.png)
            #expect(encoded.width == image.width && encoded.height == image.height)
            #expect(decoded.width == image.width && decoded.height == image.height)
            let differing = (0..<min(decoded.rgba.count, image.rgba.count)).filter { decoded.rgba[$0] != image.rgba[$0] }
            #expect(differing.count == 0, "\(differing.count) bytes of the PNG differ from the rendered pixels (\(appearance)), first at byte \(differing.first ?? -1)")
            #expect(Set(stride(from: 3, to: image.rgba.count, by: 4).map { image.rgba[$0] }).count > 3, "the sample has partial alpha")
            #expect(try renderer.renderPNG(root, family: .systemSmall, appearance: appearance, scale: 3) == encoded)
        }
    }

    /// The container shape masks the finished widget once: stacking opaque layers does not make the
    /// curved edge more opaque (each layer clipped on its own would add coverage at edge pixels).
    @Test func edgeCoverageDoesNotDependOnTheNumberOfLayers() throws {
        let fill = "{frame: {maxWidth: Infinity, maxHeight: Infinity}}, {contentMarginsDisabled: true}"
        let (one, _) = try render("{Color: \"red\", modifiers: [\(fill)]}")
        let (three, _) = try render("{ZStack: [{Color: \"red\"}, {Color: \"#00FF0080\"}, {Color: \"blue\"}], modifiers: [\(fill)]}")
        let alphaOne = stride(from: 3, to: one.rgba.count, by: 4).map { one.rgba[$0] }
        let alphaThree = stride(from: 3, to: three.rgba.count, by: 4).map { three.rgba[$0] }
        let differing = zip(alphaOne, alphaThree).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) pixels have a different alpha with three layers")
        let edge = alphaOne.contains { $0 > 0 && $0 < 255 }
        #expect(edge, "the corners have anti-aliased edge pixels")
        let cut = alphaOne.first == 0 && alphaOne.last == 0
        #expect(cut, "the corners are cut")
    }

    @Test func outsideTheContinuousCornerIsTransparent() throws {
        let (img, _) = try render(#"{Color: "red", modifiers: [{frame: {maxWidth: Infinity, maxHeight: Infinity}}, {contentMarginsDisabled: true}]}"#)
        #expect(pixel(img, 0, 0)[3] == 0)
        #expect(pixel(img, 3, 3)[3] == 0)
        #expect(pixel(img, 255, 255) == [255, 59, 48, 255])
        #expect(pixel(img, 255, 0)[3] == 255)  // edges are straight away from the corners
        // The continuous corner starts 1.528665 × 22 pt = 33.6 pt (101 px) from the vertex.
        #expect(pixel(img, 110, 0)[3] == 255)
        #expect(pixel(img, 60, 0)[3] < 255)
    }

    @Test func circularAccessoryIsACircle() throws {
        let (img, _) = try render(#"{Color: "blue", modifiers: [{frame: {maxWidth: Infinity, maxHeight: Infinity}}]}"#, family: .accessoryCircular)
        #expect(img.width == 228 && pixel(img, 114, 114)[3] == 255 && pixel(img, 10, 10)[3] == 0)
    }

    @Test func placeholderDrawsABarPerLine() throws {
        let view = #"{Text: "{entry.name}", modifiers: [{font: {size: 20}}, {frame: {width: 100}}]}"#
        let (real, root) = try render(view)
        let (placeholder, _) = try render(view, state: .placeholder)
        #expect(real != placeholder)
        let t = try #require(root.node(at: "root/0")?.text)
        #expect(t.lines.count == 2)
        let f = try #require(root.node(at: "root/0")?.frame)
        // Inside the first bar: grey, not the white background; between the bars' lines at the far right of line 2's shorter width: background.
        let y = Int((f.y + t.metrics.lineHeight / 2) * 3)
        let inside = pixel(placeholder, Int((f.x + 5) * 3), y)
        #expect(inside[0] < 230 && inside[0] == inside[1], "\(inside)")
        let widthLine1 = t.lines[0].width
        let beyond = pixel(placeholder, Int((f.x + widthLine1 + 2) * 3), y)
        #expect(beyond == [255, 255, 255, 255], "\(beyond)")
    }

    @Test func darkAppearanceUsesDarkColors() throws {
        let (img, _) = try render(#"{Color: "systemBackground", modifiers: [{frame: {maxWidth: Infinity, maxHeight: Infinity}}]}"#, appearance: .dark)
        #expect(pixel(img, 255, 255) == [0, 0, 0, 255])
    }

    @Test func cjkFontFollowsTheLanguage() throws {
        #expect(FontLibrary.families(.default, language: "ja").contains("Noto Sans CJK JP"))
        #expect(FontLibrary.families(.default, language: "zh-Hans").contains("Noto Sans CJK SC"))
        #expect(FontLibrary.families(.rounded, language: "en").hasPrefix("Inter"))
        #expect(FontLibrary.families(.rounded, language: "en", size: 30, apple: true).hasPrefix("SF Pro Rounded, SF Pro Display"))
        #expect(FontLibrary.families(.default, language: "en", size: 12, apple: true).hasPrefix("SF Pro Text"))
        #expect(FontLibrary.families(.monospaced, language: "en").hasPrefix("JetBrains Mono"))
        // 直 has different glyph forms in Japanese and Simplified Chinese.
        let library = try FontLibrary.shared()
        let ja = PangoTextMeasurer(engine: try TextEngine.lease(library: library, language: "ja"))
        let zh = PangoTextMeasurer(engine: try TextEngine.lease(library: library, language: "zh-Hans"))
        let font = FontSpec(size: 40).resolved()
        #expect(ja.layout("直", font: font, maxWidth: nil, maxLines: nil).size.width > 30)
        #expect(zh.layout("直", font: font, maxWidth: nil, maxLines: nil).size.width > 30)
        // The same layout drawn with each language's fonts gives different pixels.
        let (_, root) = try render(#"{Text: "直", modifiers: [{font: {size: 60}}]}"#)
        let a = try WidgetRenderer(engine: ja.engine, assets: ImageAssets(root: "/x"), symbols: { _ in nil }).render(root, family: .systemSmall, appearance: .light, scale: 3)
        let b = try WidgetRenderer(engine: zh.engine, assets: ImageAssets(root: "/x"), symbols: { _ in nil }).render(root, family: .systemSmall, appearance: .light, scale: 3)
        #expect(a != b)
    }

    @Test func svgAssetsAreDrawnIntoTheirFrame() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Images"), withIntermediateDirectories: true)
        try ##"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="20" height="20" fill="#00FF00"/><rect x="20" width="20" height="20" fill="#0000FF"/></svg>"##
            .write(to: root.appendingPathComponent("Images/flag.svg"), atomically: true, encoding: .utf8)
        let r = WidgetRenderer(engine: renderer.engine, assets: ImageAssets(root: root.path), symbols: { _ in nil })
        let layout = try widgetLayout("{Image: \"flag\", resizable: true, modifiers: [{frame: {width: 100, height: 50}}]}", r)
        let img = try r.render(layout, family: .systemSmall, appearance: .light, scale: 3)
        // The image spans x 35...135, y 60...110 pt: left half green, right half blue.
        #expect(pixel(img, 60 * 3, 85 * 3) == [0, 255, 0, 255])
        #expect(pixel(img, 110 * 3, 85 * 3) == [0, 0, 255, 255])
    }

    /// Drawing a symbol fitted to its measured ink box (a non-uniform scale) leaves the text engine's
    /// Pango context as it was: a text measured afterwards is as wide as measured on a new engine
    /// (the gallery drew Weather's placeholder bars too short after Up Next's `calendar`).
    @Test func drawingAFittedSymbolDoesNotChangeLaterMeasurements() throws {
        let engine = try TextEngine(library: try FontLibrary.shared())
        let font = ResolvedFont(size: 17, weight: .semibold, design: .default, leading: 22, tracking: 0)
        let measurer = PangoTextMeasurer(engine: engine)
        let before = measurer.layout("Ithaca, NY 68°", font: font, maxWidth: nil, maxLines: nil)
        let r = WidgetRenderer(engine: engine, assets: ImageAssets(root: "/nonexistent"), symbols: { _ in "\u{E878}" })
        let layout = try widgetLayout("{Symbol: \"calendar\", modifiers: [{font: {size: 40, weight: \"bold\"}}]}", r)
        _ = try r.render(layout, family: .systemSmall, appearance: .light, scale: 3)
        // Another cache key (a width that does not wrap), so that it is measured again.
        let after = measurer.layout("Ithaca, NY 68°", font: font, maxWidth: 1000, maxLines: nil)
        #expect(after.lines.map(\.width) == before.lines.map(\.width))
    }

    /// A PDF of one 40 × 20 pt page, left half green and right half blue, with a correct cross-reference table.
    static func twoColourPDF() -> Data {
        let content = "0 1 0 rg 0 0 20 20 re f 0 0 1 rg 20 0 20 20 re f"
        let objects = ["<< /Type /Catalog /Pages 2 0 R >>",
                       "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                       "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 40 20] /Contents 4 0 R >>",
                       "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream"]
        var text = "%PDF-1.4\n", offsets: [Int] = []
        for (i, o) in objects.enumerated() {
            offsets.append(text.utf8.count)
            text += "\(i + 1) 0 obj\n\(o)\nendobj\n"
        }
        let xref = text.utf8.count
        text += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for o in offsets { text += String(format: "%010d 00000 n \n", o) }
        text += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        return Data(text.utf8)
    }

    /// An asset catalogue's PDF image set (a vector image) is drawn through poppler into its frame,
    /// and its natural size is the first page's size in points.
    @Test func pdfImageSetsAreDrawnIntoTheirFrame() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("pdf-\(UUID().uuidString)")
        let set = root.appendingPathComponent("Assets.xcassets/Flag.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Self.twoColourPDF().write(to: set.appendingPathComponent("flag.pdf"))
        let file = set.appendingPathComponent("flag.pdf").path
        #expect(PDFImage.intrinsic(path: file) == Size(40, 20))
        let r = WidgetRenderer(engine: renderer.engine, assets: ImageAssets(root: "/nonexistent", files: ["Flag": file]), symbols: { _ in nil })
        let layout = try widgetLayout("{Image: \"Flag\", resizable: true, modifiers: [{frame: {width: 100, height: 50}}]}", r)
        let img = try r.render(layout, family: .systemSmall, appearance: .light, scale: 3)
        #expect(pixel(img, 60 * 3, 85 * 3) == [0, 255, 0, 255])
        #expect(pixel(img, 110 * 3, 85 * 3) == [0, 0, 255, 255])
        // A file that is not a PDF is an error naming the image, not a crash or a blank image.
        try Data("not a pdf".utf8).write(to: set.appendingPathComponent("flag.pdf"))
        #expect(PDFImage.intrinsic(path: file) == nil)
        let broken = WidgetRenderer(engine: renderer.engine, assets: ImageAssets(root: "/nonexistent", files: ["Flag": file]), symbols: { _ in nil })
        #expect(throws: RenderError.self) { try broken.render(layout, family: .systemSmall, appearance: .light, scale: 3) }
    }

    @Test func assetsCannotEscapeTheAssetsFolder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString)")
        let images = root.appendingPathComponent("Images")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        let outside = root.appendingPathComponent("secret.png")
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: outside)
        try FileManager.default.createSymbolicLink(at: images.appendingPathComponent("link.png"), withDestinationURL: outside)
        try Data([0x89]).write(to: images.appendingPathComponent("ok.png"))
        #expect(throws: RenderError.self) { try ImageAssets.confinedPath("link", root: root.path) }
        #expect(throws: RenderError.self) { try ImageAssets.confinedPath("../secret", root: root.path) }
        #expect(try ImageAssets.confinedPath("ok", root: root.path)?.hasSuffix("/Images/ok.png") == true)
        #expect(try ImageAssets.confinedPath("missing", root: root.path) == nil)
    }
}

extension RenderTests {
    /// A free canvas is drawn like a plain hosting controller: no corner mask (the corner pixels are
    /// opaque), no container background, and systemBackground behind the view.
    @Test func canvasHasNoCornerMaskAndASystemBackground() throws {
        let text = """
        {kind: "T", displayName: "T", description: "d", families: ["systemSmall"], timeline: {entries: [{date: "2026-06-01T09:00:00Z"}]},
         view: {Circle: {fill: "red"}, modifiers: [{frame: {width: 20, height: 20}}, {containerBackground: "blue"}]}}
        """
        let d = try LayoutFile.decode(text: text, file: "t.json5").get()
        let resolved = try #require(Resolver(definition: d).resolve(VariantSelection(family: .systemSmall, instance: "default", entryIndex: 0, state: .real)))
        let canvas = try #require(DeviceCatalog.device(id: "canvas-160x160"))
        let root = try #require(WidgetLayoutEngine(measurer: renderer.measurer).layout(resolved, graphic: false, device: canvas))
        let light = try renderer.render(root, family: .systemSmall, appearance: .light, scale: canvas.scale)
        #expect(light.width == 480 && light.height == 480)
        #expect(pixel(light, 0, 0) == [255, 255, 255, 255])
        #expect(pixel(light, 479, 479) == [255, 255, 255, 255])
        #expect(pixel(light, 240, 240) == [255, 0, 0, 255] || pixel(light, 240, 240)[0] > 240)
        let dark = try renderer.render(root, family: .systemSmall, appearance: .dark, scale: canvas.scale)
        #expect(pixel(dark, 0, 0) == [0, 0, 0, 255])
        #expect(pixel(dark, 100, 100) == [0, 0, 0, 255])
    }
}

/// Geometry effects and stroke styles: offset, scaleEffect, rotationEffect (with anchors), trim,
/// line caps, dashes and strokeBorder, drawn on a free canvas so that every pixel is the view's.
extension RenderTests {
    func canvas(_ view: String, _ id: String = "canvas-100x100") throws -> RenderedImage {
        let text = """
        {kind: "T", displayName: "T", description: "d", families: ["systemSmall"], timeline: {entries: [{date: "2026-06-01T09:00:00Z"}]}, view: \(view)}
        """
        let d = try LayoutFile.decode(text: text, file: "t.json5").get()
        let resolved = try #require(Resolver(definition: d).resolve(VariantSelection(family: .systemSmall, instance: "default", entryIndex: 0, state: .real)))
        let device = try #require(DeviceCatalog.device(id: id))
        let root = try #require(WidgetLayoutEngine(measurer: renderer.measurer).layout(resolved, graphic: false, device: device))
        return try renderer.render(root, family: .systemSmall, appearance: .light, scale: device.scale)
    }

    /// Whether the pixel at (x, y) in points is red ink.
    func red(_ img: RenderedImage, _ x: Double, _ y: Double) -> Bool {
        let p = pixel(img, Int(x * 3), Int(y * 3))
        return p[0] > 200 && p[1] < 80 && p[2] < 80
    }

    @Test func offsetMovesTheDrawingOnly() throws {
        let img = try canvas(#"{Color: "red", modifiers: [{frame: {width: 20, height: 20}}, {offset: {x: 30, y: -20}}]}"#)
        // Laid out at (40, 40, 20, 20); drawn at (70, 20, 20, 20).
        #expect(!red(img, 50, 50) && red(img, 80, 30))
    }

    @Test func scaleEffectScalesAboutItsAnchor() throws {
        let img = try canvas(#"{Color: "red", modifiers: [{frame: {width: 40, height: 40}}, {scaleEffect: {scale: 0.5, anchor: "topLeading"}}]}"#)
        // (30, 30, 40, 40) scaled about (30, 30): (30, 30, 20, 20).
        #expect(red(img, 35, 35) && !red(img, 55, 55) && !red(img, 65, 65))
        let centred = try canvas(#"{Color: "red", modifiers: [{frame: {width: 40, height: 40}}, {scaleEffect: 0.5}]}"#)
        #expect(red(centred, 50, 50) && !red(centred, 35, 35) && red(centred, 41, 41))
    }

    @Test func rotationEffectTurnsClockwiseAboutItsAnchor() throws {
        // A 60x10 bar at (20, 45) turned 90° about its centre is a 10x60 bar at (45, 20).
        let img = try canvas(#"{Color: "red", modifiers: [{frame: {width: 60, height: 10}}, {rotationEffect: 90}]}"#)
        #expect(red(img, 50, 25) && red(img, 50, 75) && !red(img, 25, 50) && !red(img, 75, 50))
        // 90° about the leading edge's middle (20, 50): the bar hangs down from there.
        let leading = try canvas(#"{Color: "red", modifiers: [{frame: {width: 60, height: 10}}, {rotationEffect: {degrees: 90, anchor: "leading"}}]}"#)
        #expect(red(leading, 20, 75) && !red(leading, 20, 25) && !red(leading, 70, 50))
    }

    @Test func trimKeepsPartOfTheOutlineFromThreeOClockClockwise() throws {
        // A circle of radius 40 about (50, 50), stroked 6 pt; trim 0...0.25 keeps 3 o'clock to 6 o'clock.
        let img = try canvas(#"{Circle: {}, modifiers: [{trim: {from: 0, to: 0.25}}, {stroke: {color: "red", lineWidth: 6}}, {frame: {width: 80, height: 80}}]}"#)
        #expect(red(img, 50 + 40 * 0.7071, 50 + 40 * 0.7071))  // lower right
        #expect(!red(img, 50 - 40 * 0.7071, 50 + 40 * 0.7071))  // lower left
        #expect(!red(img, 50 + 40 * 0.7071, 50 - 40 * 0.7071))  // upper right
        #expect(!red(img, 50, 50))
        // Rotated 135° (the gauge's track start) and trimmed to 0.75, the gap is centred at the bottom.
        let gauge = try canvas(#"{Circle: {}, modifiers: [{trim: {to: 0.75}}, {stroke: {color: "red", lineWidth: 6, lineCap: "round"}}, {rotationEffect: 135}, {frame: {width: 80, height: 80}}]}"#)
        #expect(!red(gauge, 50, 90) && red(gauge, 50, 10) && red(gauge, 10, 50) && red(gauge, 90, 50))
    }

    @Test func lineCapsDashesAndStrokeBorder() throws {
        // A 60-pt horizontal capsule outline is a line; round caps reach past the ends, butt caps do not.
        let butt = try canvas(#"{Rectangle: {}, modifiers: [{trim: {from: 0, to: 0.2}}, {stroke: {color: "red", lineWidth: 8}}, {frame: {width: 80, height: 40}}]}"#)
        let round = try canvas(#"{Rectangle: {}, modifiers: [{trim: {from: 0, to: 0.2}}, {stroke: {color: "red", lineWidth: 8, lineCap: "round"}}, {frame: {width: 80, height: 40}}]}"#)
        // The rectangle (10, 30, 80, 40) starts at its top-left corner; 0.2 of 240 pt is 48 pt along the top edge.
        #expect(red(butt, 40, 30) && !red(butt, 60, 30) && red(round, 60, 30) && !red(round, 64, 30))
        let dashed = try canvas(#"{Rectangle: {}, modifiers: [{stroke: {color: "red", lineWidth: 4, dash: [10, 10]}}, {frame: {width: 80, height: 40}}]}"#)
        #expect(red(dashed, 15, 30) && !red(dashed, 25, 30) && red(dashed, 35, 30))
        // stroke straddles the frame's edge; strokeBorder lies inside it.
        let centred = try canvas(#"{Rectangle: {}, modifiers: [{stroke: {color: "red", lineWidth: 8}}, {frame: {width: 80, height: 40}}]}"#)
        let border = try canvas(#"{Rectangle: {}, modifiers: [{strokeBorder: {color: "red", lineWidth: 8}}, {frame: {width: 80, height: 40}}]}"#)
        #expect(red(centred, 50, 27) && !red(centred, 50, 36))
        #expect(!red(border, 50, 27) && red(border, 50, 36))
    }
}

/// Custom font families and template images (tinted by foregroundColor).
extension RenderTests {
    @Test func templateImagesTakeTheForegroundColour() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tint-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Images"), withIntermediateDirectories: true)
        try ##"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><rect width="10" height="20" fill="#000000"/></svg>"##
            .write(to: root.appendingPathComponent("Images/half.svg"), atomically: true, encoding: .utf8)
        let r = WidgetRenderer(engine: renderer.engine, assets: ImageAssets(root: root.path), symbols: { _ in nil })
        func draw(_ modifiers: String) throws -> RenderedImage {
            let text = """
            {kind: "T", displayName: "T", description: "d", families: ["systemSmall"], timeline: {entries: [{date: "2026-06-01T09:00:00Z"}]},
             view: {Image: "half", resizable: true, modifiers: [\(modifiers) {frame: {width: 40, height: 40}}, {foregroundColor: "#FF0000"}]}}
            """
            let d = try LayoutFile.decode(text: text, file: "t.json5").get()
            let resolved = try #require(Resolver(definition: d).resolve(VariantSelection(family: .systemSmall, instance: "default", entryIndex: 0, state: .real)))
            let device = try #require(DeviceCatalog.device(id: "canvas-100x100"))
            let layout = try #require(WidgetLayoutEngine(measurer: r.measurer).layout(resolved, graphic: false, device: device))
            return try r.render(layout, family: .systemSmall, appearance: .light, scale: 3)
        }
        // The image spans (30, 30, 40, 40): its left half is ink, its right half transparent.
        let original = try draw("")
        #expect(pixel(original, 40 * 3, 50 * 3) == [0, 0, 0, 255] && pixel(original, 60 * 3, 50 * 3) == [255, 255, 255, 255])
        let template = try draw(#"{renderingMode: "template"},"#)
        #expect(pixel(template, 40 * 3, 50 * 3) == [255, 0, 0, 255] && pixel(template, 60 * 3, 50 * 3) == [255, 255, 255, 255])
    }

    @Test func aCustomFamilyDrawsItsGlyphs() throws {
        // Material Icons (an icon font: every glyph 1 em wide) has U+E916 ("date_range"); Inter does not.
        let custom = renderer.measurer.layout("\u{E916}", font: FontSpec(size: 24, family: "Material Icons").resolved(), maxWidth: nil, maxLines: nil)
        #expect(abs(custom.size.width - 24) < 0.01, "\(custom.size)")
        // Text the family lacks falls back to the design's fonts.
        let mixed = renderer.measurer.layout("東京", font: FontSpec(size: 24, family: "Material Icons").resolved(), maxWidth: nil, maxLines: nil)
        let inter = renderer.measurer.layout("東京", font: FontSpec(size: 24).resolved(), maxWidth: nil, maxLines: nil)
        #expect(mixed.size.width > 10 && abs(mixed.size.width - inter.size.width) < 1, "\(mixed.size) vs \(inter.size)")
    }
}
