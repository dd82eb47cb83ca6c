import AssetSymbolsCodegen
import Foundation
import Testing

/// Xcode's names for asset symbols, case by case, and the source generated from a catalog on disk.
@Suite struct AssetSymbolsTests {
    static let names: [(String, AssetSymbols.Asset.Kind, String)] = [
        ("Logo", .image, "logo"),
        ("ColorPrimary", .color, "colorPrimary"),
        ("BrandColor", .color, "brand"),
        ("Color", .color, "color"),
        ("brand-accent", .color, "brandAccent"),
        ("Brand Primary", .color, "brandPrimary"),
        ("hero_image", .image, "hero"),
        ("HeaderImage", .image, "header"),
        ("URLBar", .image, "urlBar"),
        ("2x-tile", .image, "_2xTile"),
        ("widget.background", .color, "widgetBackground"),
        ("BackgroundColor", .image, "backgroundColor"),
    ]

    @Test(arguments: names.indices) func symbolName(_ i: Int) {
        let (name, kind, symbol) = Self.names[i]
        #expect(AssetSymbols.symbol(for: name, kind: kind) == symbol, "\(name)")
    }

    @Test func catalogOnDiskGivesEveryMemberAndExtension() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("assetsymbols-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = root.appendingPathComponent("Assets.xcassets")
        for set in ["BrandColor.colorset", "Red.colorset", "Icons/Logo.imageset", "class.imageset"] {
            try FileManager.default.createDirectory(at: catalog.appendingPathComponent(set), withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: catalog.appendingPathComponent(set).appendingPathComponent("Contents.json"))
        }
        let assets = AssetSymbols.assets(inCatalogs: [catalog.path])
        // In path order: a folder inside the catalog is walked through, its assets keep their own names.
        #expect(assets == [.init(kind: .color, name: "BrandColor"), .init(kind: .image, name: "Logo"),
                           .init(kind: .color, name: "Red"), .init(kind: .image, name: "class")])
        let source = AssetSymbols.source(assets)
        #expect(source.contains("    static let brand = ColorResource(name: \"BrandColor\", bundle: .main)\n"))
        #expect(source.contains("    static let red = ColorResource(name: \"Red\", bundle: .main)\n"))
        #expect(source.contains("    static let logo = ImageResource(name: \"Logo\", bundle: .main)\n"))
        #expect(source.contains("    static let `class` = ImageResource(name: \"class\", bundle: .main)\n"))
        #expect(source.contains("    static var brand: Color { Color(ColorResource.brand) }\n"))
        #expect(source.contains("    static var brand: UIColor { UIColor(resource: ColorResource.brand) }\n"))
        #expect(source.contains("    static var logo: UIImage { UIImage(resource: ImageResource.logo) }\n"))
        // `Color.red` is SwiftUI's own: only the resource member is generated.
        #expect(!source.contains("static var red"))
        // Without extensions (AssetResourceSymbols): the resource members only, so an app's own
        // `Color.brand` does not clash.
        let resources = AssetSymbols.source(assets, extensions: false)
        #expect(resources.contains("    static let brand = ColorResource(name: \"BrandColor\", bundle: .main)\n"))
        #expect(resources.contains("    static let logo = ImageResource(name: \"Logo\", bundle: .main)\n"))
        #expect(!resources.contains("static var") && !resources.contains("extension Color {"))
        #expect(resources.components(separatedBy: "#if ").count == resources.components(separatedBy: "#endif").count)
    }

    @Test func duplicateSymbolsKeepTheFirst() {
        let source = AssetSymbols.source([.init(kind: .color, name: "Brand"), .init(kind: .color, name: "BrandColor")])
        #expect(source.components(separatedBy: "static let brand =").count == 2)
        #expect(source.contains("name: \"Brand\""))
    }
}
