import Foundation
import PNGCodec
import Testing
import WidgetLayout
import WidgetModel
@testable import WidgetRender

/// The rendering modes drawn end to end: for each mode, a test that fails when the container
/// background is not removed, when an accentable view is not in the accent group, and when alpha
/// is lost. Expected pixels come from the per-pixel formulas (checked against fixtures in PixelsTests).
@Suite struct ModeRenderTests {
    let renderer: WidgetRenderer
    let assetsRoot: URL

    init() throws {
        let engine = try TextEngine.lease(library: try FontLibrary.shared())
        assetsRoot = FileManager.default.temporaryDirectory.appendingPathComponent("modes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: assetsRoot.appendingPathComponent("Images"), withIntermediateDirectories: true)
        // A mid-grey square (luminance 0.5): desaturated, its alpha becomes about 0.5.
        try ##"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><rect width="20" height="20" fill="#808080"/></svg>"##
            .write(to: assetsRoot.appendingPathComponent("Images/grey.svg"), atomically: true, encoding: .utf8)
        renderer = WidgetRenderer(engine: engine, assets: ImageAssets(root: assetsRoot.path), symbols: { _ in nil })
        // A distinct accent colour (watchOS-style) so that the groups can be told apart.
        renderer.modeParameters.accented.accent = ModeColor(1, 0, 0)
    }

    /// Four 40-pt squares in a row, centred in a systemSmall (170 pt) over a red container background:
    /// x 5–45 a half-transparent white primary square, 45–85 an opaque accentable square,
    /// 85–125 a desaturated grey image, 125–165 an image with `widgetAccentedRenderingMode: accented`.
    static let view = ##"""
    {HStack: [
      {Rectangle: {fill: "#FFFFFF80"}, modifiers: [{frame: {width: 40, height: 40}}]},
      {Rectangle: {fill: "#00FF00"}, modifiers: [{frame: {width: 40, height: 40}}, {widgetAccentable: true}]},
      {Image: "grey", resizable: true, modifiers: [{widgetAccentedRenderingMode: "desaturated"}, {frame: {width: 40, height: 40}}]},
      {Image: "grey", resizable: true, modifiers: [{widgetAccentedRenderingMode: "accented"}, {frame: {width: 40, height: 40}}]}
    ], spacing: 0, modifiers: [{containerBackground: {Color: "red"}}]}
    """##

    func render(_ appearance: Appearance, family: WidgetFamily = .systemSmall, view: String = ModeRenderTests.view) throws -> RenderedImage {
        let text = """
        {kind: "T", displayName: "T", description: "d", families: ["systemSmall", "accessoryRectangular"],
         timeline: {entries: [{date: "2026-06-01T09:00:00Z"}]}, view: \(view)}
        """
        let d = try LayoutFile.decode(text: text, file: "t.json5").get()
        var selection = VariantSelection(family: family, instance: "default", entryIndex: 0, state: .real)
        selection.appearance = appearance
        let resolved = try #require(Resolver(definition: d).resolve(selection))
        let root = try #require(WidgetLayoutEngine(measurer: renderer.measurer).layout(resolved, graphic: false, device: DeviceCatalog.default))
        let image = try renderer.render(root, family: family, appearance: appearance, scale: 1)
        // The PNG path draws the same pixels.
        let png = try PNGDecoder(verifiesAdler32: true).decode(try renderer.renderPNG(root, family: family, appearance: appearance, scale: 1).png)
        #expect(png.rgba == image.rgba)
        return image
    }

    func pixel(_ img: RenderedImage, _ x: Int, _ y: Int) -> ModeColor {
        let i = (y * img.width + x) * 4
        return ModeColor(r8: img.rgba[i], g8: img.rgba[i + 1], b8: img.rgba[i + 2], a8: img.rgba[i + 3])
    }

    func expectClose(_ got: ModeColor, _ want: ModeColor, _ what: String, tolerance: Double = 2.5 / 255,
                     sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let d = [got.r - want.r, got.g - want.g, got.b - want.b, got.a - want.a].map(abs).max() ?? 0
        #expect(d <= tolerance, "\(what): \(got) ≠ \(want)", sourceLocation: sourceLocation)
    }

    // Sample points: the empty corner area, and the centre of each square (y 85).
    static let empty = (20, 20), primary = (25, 85), accent = (65, 85), desaturated = (105, 85), accentedImage = (145, 85)

    // MARK: tinted

    @Test func tintedRemovesTheBackground() throws {
        let img = try render(Appearance(colorScheme: .dark, context: .tinted(nil)))
        let t = TintedParameters()
        expectClose(pixel(img, Self.empty.0, Self.empty.1), t.background, "no content: B_T, not the red background recoloured")
    }

    @Test func tintedPutsAccentableViewsInTheAccentGroup() throws {
        let img = try render(Appearance(colorScheme: .dark, context: .tinted(nil)))
        let t = TintedParameters()
        let red = ModeColor(1, 0, 0, 1)
        expectClose(pixel(img, Self.accent.0, Self.accent.1), ModeFormulas.tinted(red, t), "widgetAccentable square: accent colour")
        expectClose(pixel(img, Self.accentedImage.0, Self.accentedImage.1), ModeFormulas.tinted(red, t), "image .accented: accent colour")
    }

    @Test func tintedKeepsAlpha() throws {
        let img = try render(Appearance(colorScheme: .dark, context: .tinted(RGBA(r8: 10, g8: 132, b8: 255))))
        let t = TintedParameters(tint: ModeColor(r8: 10, g8: 132, b8: 255))
        expectClose(pixel(img, Self.primary.0, Self.primary.1), ModeFormulas.tinted(ModeColor(1, 1, 1, 128.0 / 255), t), "half-transparent square")
        let y = ModeFormulas.luminance(ModeColor(r8: 128, g8: 128, b8: 128))
        expectClose(pixel(img, Self.desaturated.0, Self.desaturated.1), ModeFormulas.tinted(ModeColor(1, 1, 1, y), t), "desaturated image: Y as alpha")
    }

    // MARK: clear

    @Test func clearRemovesTheBackground() throws {
        let img = try render(Appearance(colorScheme: .dark, context: .clear))
        let c = ClearParameters()
        expectClose(pixel(img, Self.empty.0, Self.empty.1), ModeFormulas.glass(c.wallpaper, rim: false, c), "no content: the glass")
        expectClose(pixel(img, 85, 0), ModeFormulas.glass(c.wallpaper, rim: true, c), "top row: the rim")
    }

    @Test func clearPutsAccentableViewsInTheAccentGroup() throws {
        let img = try render(Appearance(colorScheme: .dark, context: .clear))
        let c = ClearParameters(), g = ModeFormulas.glass(c.wallpaper, rim: false, c)
        expectClose(pixel(img, Self.accent.0, Self.accent.1), ModeFormulas.clear(ModeColor(1, 0, 0, 1), glass: g, c), "widgetAccentable square")
        expectClose(pixel(img, Self.accentedImage.0, Self.accentedImage.1), ModeFormulas.clear(ModeColor(1, 0, 0, 1), glass: g, c), "image .accented")
    }

    @Test func clearKeepsAlpha() throws {
        let img = try render(Appearance(colorScheme: .dark, context: .clear))
        let c = ClearParameters(), g = ModeFormulas.glass(c.wallpaper, rim: false, c)
        expectClose(pixel(img, Self.primary.0, Self.primary.1), ModeFormulas.clear(ModeColor(1, 1, 1, 128.0 / 255), glass: g, c), "half-transparent square")
    }

    /// With a device, the glass is the Home Screen's wallpaper where the widget sits, blurred: not the
    /// flat grey, different in light and dark, different from corner to corner as the wallpaper is.
    @Test func clearShowsTheWallpaperBehindTheWidget() throws {
        renderer.device = DeviceCatalog.default
        let dark = try render(Appearance(colorScheme: .dark, context: .clear))
        let light = try render(Appearance(colorScheme: .light, context: .clear))
        let c = ClearParameters()
        let frame = try #require(HomeScreen.frame(of: .systemSmall, on: DeviceCatalog.default))
        let screen = DeviceCatalog.default.screen
        for (img, scheme) in [(dark, ColorScheme.dark), (light, .light)] {
            let region = try HomeScreen.wallpaper(scheme).blurredRegion(x: frame.x, y: frame.y, w: frame.width, h: frame.height,
                                                                        screenWidth: screen.width, screenHeight: screen.height,
                                                                        radius: c.blurRadius, step: c.blurStep, pixelWidth: img.width, pixelHeight: img.height)
            for (x, y) in [(20, 20), (150, 20), (20, 150), (150, 150)] {
                expectClose(pixel(img, x, y), ModeFormulas.glass(pixel(region, x, y), rim: false, c), "\(scheme) glass at (\(x), \(y))", tolerance: 1.5 / 255)
            }
        }
        let flat = ModeFormulas.glass(c.wallpaper, rim: false, c)
        func distance(_ a: ModeColor, _ b: ModeColor) -> Double { [a.r - b.r, a.g - b.g, a.b - b.b].map(abs).max() ?? 0 }
        #expect(distance(pixel(dark, 20, 20), flat) > 0.05, "the dark glass is the wallpaper, not flat grey")
        #expect(distance(pixel(light, 20, 20), pixel(dark, 20, 20)) > 0.2, "light and dark wallpapers differ")
        #expect(distance(pixel(light, 20, 20), pixel(light, 150, 150)) > 2.0 / 255, "the glass follows the wallpaper across the widget")
        // Without a device: the flat wallpaper, as before.
        renderer.device = nil
        expectClose(pixel(try render(Appearance(colorScheme: .dark, context: .clear)), 20, 20), flat, "no device: flat glass")
    }

    // MARK: vibrant

    @Test func vibrantRemovesTheBackground() throws {
        let img = try render(Appearance(colorScheme: .dark, context: .lockScreen(nil)))
        expectClose(pixel(img, Self.empty.0, Self.empty.1), VibrantParameters().material, "no content: the material")
        // An accessory widget: the Lock Screen's material shows through where nothing is drawn.
        let acc = try render(Appearance(colorScheme: .dark, context: .lockScreen(nil)), family: .accessoryRectangular,
                             view: ##"{HStack: [{Rectangle: {fill: "#FFFFFF80"}, modifiers: [{frame: {width: 20, height: 20}}]}, {Spacer: {}}], modifiers: [{containerBackground: {Color: "red"}}]}"##)
        #expect(pixel(acc, acc.width - 3, acc.height / 2).a == 0)
    }

    @Test func vibrantKeepsAlphaAndLuminance() throws {
        let img = try render(Appearance(colorScheme: .dark, context: .lockScreen(nil)))
        let v = VibrantParameters()
        expectClose(pixel(img, Self.primary.0, Self.primary.1), ModeFormulas.vibrant(ModeColor(1, 1, 1, 128.0 / 255), v), "half-transparent white")
        expectClose(pixel(img, Self.accent.0, Self.accent.1), ModeFormulas.vibrant(ModeColor(0, 1, 0), v), "green: its luminance")
        let acc = try render(Appearance(colorScheme: .dark, context: .lockScreen(nil)), family: .accessoryRectangular,
                             view: ##"{HStack: [{Rectangle: {fill: "#FFFFFF80"}, modifiers: [{frame: {width: 20, height: 20}}]}, {Spacer: {}}]}"##)
        expectClose(pixel(acc, 10, acc.height / 2), ModeColor(1, 1, 1, 128.0 / 255), "accessory layer: (L, a·g)")
    }

    @Test func standByAtNightIsRedOnBlackAndAlwaysOnIsDimmer() throws {
        let night = try render(Appearance(colorScheme: .dark, context: .standByNight))
        expectClose(pixel(night, Self.empty.0, Self.empty.1), ModeColor(0, 0, 0), "black")
        expectClose(pixel(night, Self.primary.0, Self.primary.1), ModeFormulas.vibrant(ModeColor(1, 1, 1, 128.0 / 255), .standByNight), "red")
        let dim = try render(Appearance(colorScheme: .dark, context: .alwaysOn))
        expectClose(pixel(dim, Self.primary.0, Self.primary.1), ModeFormulas.vibrant(ModeColor(1, 1, 1, 128.0 / 255), .alwaysOn), "half luminance")
    }

    // MARK: AccessoryWidgetBackground, env values

    @Test func accessoryWidgetBackgroundIsGrey018InVibrant() throws {
        let img = try render(Appearance(colorScheme: .dark, context: .lockScreen(nil)), family: .accessoryRectangular, view: #"{AccessoryWidgetBackground: {}}"#)
        expectClose(pixel(img, img.width / 2, img.height / 2), ModeColor(1, 1, 1, 0.18), "g 0.18 at a 1, as a layer")
    }

    @Test func layoutsBranchOnTheRenderingMode() throws {
        let view = #"{If: "env.widgetRenderingMode == 'fullColor' && env.showsWidgetContainerBackground && !env.isLuminanceReduced", then: {Color: "white"}, else: {Color: "black"}, modifiers: [{containerBackground: {Color: "clear"}}]}"#
        let full = try render(.light, view: view)
        expectClose(pixel(full, 85, 85), ModeColor(1, 1, 1), "full colour takes the then branch")
        // In vibrant, black content has luminance 0: the material alone.
        let vibrant = try render(Appearance(colorScheme: .dark, context: .lockScreen(nil)), view: view)
        expectClose(pixel(vibrant, 85, 85), VibrantParameters().material, "vibrant takes the else branch")
    }

    @Test func standByByDayIsFullColourWithoutTheBackground() throws {
        let img = try render(Appearance(colorScheme: .dark, context: .standBy))
        #expect(pixel(img, Self.empty.0, Self.empty.1).a == 0, "the red background is removed")
        expectClose(pixel(img, Self.accent.0, Self.accent.1), ModeColor(0, 1, 0), "colours are kept")
    }

    @Test func fullColourIsUnchangedByTheModeCode() throws {
        // Full colour draws the container background as before.
        let img = try render(.light)
        expectClose(pixel(img, Self.empty.0, Self.empty.1), ModeColor(r8: 255, g8: 59, b8: 48), "the red background")
    }
}
