// APIs met when real widget extensions were rendered through `assertWidgetSnapshot` (docs/swiftui.md,
// "What real extensions use"): positions, blend modes, empty images, template image sets.
import Foundation
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
