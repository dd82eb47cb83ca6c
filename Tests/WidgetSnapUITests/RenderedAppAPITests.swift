// APIs met when real widget extensions were rendered through `assertWidgetSnapshot` (docs/swiftui.md,
// "What real extensions use"): positions, blend modes, empty images, template image sets.
import Foundation
import PNGCodec
import Testing
import WidgetLayout
import WidgetModel
import WidgetSnapUI

@MainActor @Suite struct RenderedAppAPITests {
    let drawing = DrawingAgreementTests()

    /// The view's centre at the point, in a frame that takes the whole offer.
    @Test func positionCentresTheViewAtThePoint() throws {
        let positioned = try drawing.pixels(AnyView(Color.red.frame(width: 20, height: 20).position(x: 30, y: 40)
            .frame(width: 100, height: 100)))
        let offset = try drawing.pixels(AnyView(Color.red.frame(width: 20, height: 20).offset(x: 20, y: 30)
            .frame(width: 100, height: 100, alignment: .topLeading)))
        #expect(positioned == offset)
        let point = try drawing.pixels(AnyView(Color.red.frame(width: 20, height: 20).position(CGPoint(x: 30, y: 40))
            .frame(width: 100, height: 100)))
        #expect(point == positioned)
    }

    @Test func blendModesOtherThanNormalAreNoted() {
        struct Cutout: View {
            static let line = #line + 2
            var body: some View {
                ZStack { Circle(); Text("b").blendMode(.destinationOut); Text("n").blendMode(.normal) }
            }
        }
        let e = ViewResolution.evaluation(Cutout(), family: .systemSmall)
        #expect(e.notDrawn.map(\.api) == ["blendMode(.destinationOut)"])
    }

    @Test func anEmptyImageHasNoSize() {
        #expect(UIImage().size == .zero)
    }

    /// An image set marked `"template-rendering-intent": "template"` draws as a template unless the code
    /// asks for the original.
    @Test func templateImageSetsDrawAsTemplates() throws {
        #expect(try AssetCatalog.isTemplate(#"{"images": [], "properties": {"template-rendering-intent": "template"}}"#, file: "a"))
        #expect(try !AssetCatalog.isTemplate(#"{"images": [], "properties": {"template-rendering-intent": "original"}}"#, file: "a"))
        #expect(try !AssetCatalog.isTemplate(#"{"images": []}"#, file: "a"))
        var resources = AppResources()
        resources.images["Icon"] = "/nonexistent/Icon.imageset/icon.pdf"
        resources.templateImages = ["Icon"]
        func modes(_ image: Image) -> [String] {
            let tree = ViewResolution.resolve(image, family: .systemSmall) { $0.appResources = resources }
            return tree.modifiers.compactMap { if case .renderingMode(let m) = $0.kind { "\(m)" } else { nil } }
        }
        #expect(modes(Image("Icon")) == ["template"])
        #expect(modes(Image("Icon").renderingMode(.original)) == ["original"])
        #expect(modes(Image("Other")).isEmpty)
    }
}

extension RenderedAppAPITests {
    @Test func sidebarRowsAreMedium() {
        #expect(EnvironmentValues().sidebarRowSize == .medium)
        var values = EnvironmentValues()
        values.sidebarRowSize = .large
        #expect(values.sidebarRowSize == .large)
    }
}

extension RenderedAppAPITests {
    /// visionOS' and watchOS' families compile where widget code names them; no device offers them, a
    /// layout file or the command line cannot name them, and they sort after the iPhone's.
    @Test func familiesOfOtherPlatforms() {
        func size(_ family: WidgetFamily) -> String {
            switch family {
            case .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge, .systemExtraLargePortrait: "system"
            case .accessoryCircular, .accessoryRectangular, .accessoryInline, .accessoryCorner: "accessory"
            }
        }
        #expect(size(.accessoryCorner) == "accessory" && WidgetFamily.accessoryCorner.isAccessory)
        #expect(!WidgetFamily.allCases.contains(.systemExtraLargePortrait) && WidgetFamily(named: "accessoryCorner") == nil)
        #expect(WidgetFamily(named: "systemSmall") == .systemSmall)
        #expect(WidgetFamily.accessoryInline < .systemExtraLargePortrait && WidgetFamily.systemExtraLargePortrait < .accessoryCorner)
        #expect(DeviceCatalog.all.allSatisfy { $0.size(of: .accessoryCorner) == nil && $0.size(of: .systemExtraLargePortrait) == nil })
    }
}

extension RenderedAppAPITests {
    /// `Image(uiImage: UIImage(data: png))` draws the PNG's pixels at its size in points (pixels over the
    /// scale), as an app's icons from data are drawn; the same bytes give the same name on every run.
    @Test func pngDataIsDrawn() throws {
        var rgba: [UInt8] = []
        for _ in 0..<2 { for x in 0..<4 { rgba += x < 2 ? [255, 0, 0, 255] : [0, 0, 255, 255] } }
        let png = Data(try FastPNGEncoder().encode(RGBAImage(width: 4, height: 2, rgba: rgba)))
        let image = try #require(UIImage(data: png, scale: 2))
        #expect(image.size == CGSize(width: 2, height: 1))
        let pixels = try drawing.pixels(AnyView(Image(uiImage: image).resizable().frame(width: 40, height: 20)))
        func at(_ x: Double, _ y: Double) -> [UInt8] {
            let width = 170 * 3, i = (Int(y * 3) * width + Int(x * 3)) * 4
            return Array(pixels[i..<(i + 3)])
        }
        // The widget is 170 pt; the 40 × 20 frame is centred: x 65…105, y 75…95.
        // Each source pixel is 10 pt wide, filtered as asset images are: pure at the pixels' middles.
        #expect(at(74, 85) == [255, 0, 0] && at(95, 85) == [0, 0, 255] && at(60, 85) == [255, 255, 255])
        let tree = ViewResolution.resolve(Image(uiImage: image), family: .systemSmall)
        guard case .image(let name, _, _) = tree.content else { Issue.record("not an image: \(tree.content)"); return }
        #expect(name.hasPrefix("uiImage-") && tree.environment.inlineImage?.pointWidth == 2)
        let natural = try drawing.pixels(AnyView(Image(uiImage: image)))
        #expect(natural != (try drawing.pixels(AnyView(Color.clear))), "drawn at its natural 2 × 1 pt")
        #expect(ViewResolution.evaluation(Image(uiImage: image), family: .systemSmall).notDrawn.isEmpty)
    }
}
