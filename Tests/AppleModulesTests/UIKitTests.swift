import Foundation
import Testing
import UIKit
import WidgetModel
@testable import WidgetSnapUI

/// The components `getRed` answers in a colour scheme.
private func components(_ color: UIColor, _ scheme: ColorScheme = .light) -> [Int] {
    var values = EnvironmentValues()
    values.colorScheme = scheme
    return EnvironmentValues.$current.withValue(values) {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        #expect(color.getRed(&r, green: &g, blue: &b, alpha: &a))
        return [r, g, b].map { Int(($0 * 255).rounded()) } + [Int((a * 100).rounded())]
    }
}

struct UIColorTests {
    /// Apple's published values: UIKit's fixed colours, and the system colours' light and dark values.
    static let table: [(String, UIColor, light: [Int], dark: [Int])] = [
        ("red", .red, [255, 0, 0, 100], [255, 0, 0, 100]),
        ("gray", .gray, [128, 128, 128, 100], [128, 128, 128, 100]),
        ("lightGray", .lightGray, [170, 170, 170, 100], [170, 170, 170, 100]),
        ("darkGray", .darkGray, [85, 85, 85, 100], [85, 85, 85, 100]),
        ("yellow", .yellow, [255, 255, 0, 100], [255, 255, 0, 100]),
        ("orange", .orange, [255, 128, 0, 100], [255, 128, 0, 100]),
        ("green", .green, [0, 255, 0, 100], [0, 255, 0, 100]),
        ("blue", .blue, [0, 0, 255, 100], [0, 0, 255, 100]),
        ("systemRed", .systemRed, [255, 59, 48, 100], [255, 69, 58, 100]),
        ("systemBlue", .systemBlue, [0, 122, 255, 100], [10, 132, 255, 100]),
        ("label", .label, [0, 0, 0, 100], [255, 255, 255, 100]),
        ("secondaryLabel", .secondaryLabel, [60, 60, 67, 60], [235, 235, 245, 60]),
        ("systemBackground", .systemBackground, [255, 255, 255, 100], [0, 0, 0, 100]),
        ("secondarySystemBackground", .secondarySystemBackground, [242, 242, 247, 100], [28, 28, 30, 100]),
        ("tertiarySystemFill", .tertiarySystemFill, [118, 118, 128, 12], [118, 118, 128, 24]),
        ("quaternarySystemFill", .quaternarySystemFill, [116, 116, 128, 8], [118, 118, 128, 18]),
        ("systemGray6", .systemGray6, [242, 242, 247, 100], [28, 28, 30, 100]),
        ("opaqueSeparator", .opaqueSeparator, [198, 198, 200, 100], [56, 56, 58, 100]),
    ]

    @Test(arguments: table.indices) func lightAndDarkValues(_ i: Int) {
        let row = Self.table[i]
        #expect(components(row.1, .light) == row.light, "\(row.0) light")
        #expect(components(row.1, .dark) == row.dark, "\(row.0) dark")
    }

    @Test func resolvedColorAndTraitCollection() {
        let dark = UIColor.label.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(components(dark, .light) == [255, 255, 255, 100])
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
        var values = EnvironmentValues()
        values.colorScheme = .dark
        EnvironmentValues.$current.withValue(values) { #expect(UITraitCollection.current.userInterfaceStyle == .dark) }
        let dynamic = UIColor { $0.userInterfaceStyle == .dark ? .yellow : .blue }
        #expect(components(dynamic, .light) == [0, 0, 255, 100])
        #expect(components(dynamic, .dark) == [255, 255, 0, 100])
    }

    @Test func conversions() {
        // Color ↔ UIColor keeps both values; cgColor is the current scheme's.
        let round = UIColor(Color(uiColor: .systemGreen))
        #expect(round == .systemGreen)
        #expect(components(round, .dark) == [48, 209, 88, 100])
        #expect(UIColor.systemBlue.cgColor.components?.map { Int(($0 * 255).rounded()) } == [0, 122, 255, 255])
        #expect(UIColor(cgColor: CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)) == UIColor.red.withAlphaComponent(0.5))
        #expect(Color.red.cgColor?.components?.map { Int(($0 * 255).rounded()) } == [255, 59, 48, 255])
        var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0
        UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1).getHue(&h, saturation: &s, brightness: &v, alpha: nil)
        #expect(components(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1)) == [0, 255, 0, 100])
        #expect(abs(h - 1.0 / 3) < 1e-9 && s == 1 && v == 1)
    }
}

struct UIFontTests {
    @Test func systemFontMetrics() {
        let f = UIFont.systemFont(ofSize: 17)
        #expect(abs(f.lineHeight - 20.29) < 0.01)
        #expect(abs(f.ascender - 16.19) < 0.01 && abs(f.descender + 4.10) < 0.01)
        #expect(abs(f.capHeight - 11.98) < 0.01)
        #expect(UIFont.systemFont(ofSize: 20, weight: .bold).weight == .bold)
    }

    @Test func preferredFontsFollowTheTable() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .caption1).pointSize == 12)
        #expect(UIFont.preferredFont(forTextStyle: .title1).pointSize == 28)
        #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
        #expect(Font(UIFont.preferredFont(forTextStyle: .headline)) == .headline)
        #expect(Font(UIFont.systemFont(ofSize: 13, weight: .medium)) == .system(size: 13, weight: .medium))
        #expect(Font(UIFont.preferredFont(forTextStyle: .body).withSize(30)) == .system(size: 30, weight: .regular), "a new size leaves the style")
    }

    /// A design system's fonts, built from descriptors as DesignResourcesKit-style code builds them.
    @Test func descriptorsDescribeTheFontDrawn() {
        let title = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .title1)
        #expect(title.pointSize == 28)
        let bold = title.addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.bold]])
        #expect(Font(UIFont(descriptor: bold, size: bold.pointSize)) == Font.title.weight(.bold))
        #expect(Font(UIFont(descriptor: title, size: 0)) == .title, "size 0 keeps the descriptor's size")
        #expect(Font(UIFont(descriptor: title, size: 40)) == .system(size: 40, weight: .regular))
        let rounded = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline).withDesign(.rounded)!
        #expect(Font(UIFont(descriptor: rounded, size: 0)) == .system(.headline, design: .rounded))
        let italic = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body).withSymbolicTraits([.traitItalic, .traitBold])!
        #expect(Font(UIFont(descriptor: italic, size: 0)) == Font.body.bold().italic())
        let numeric = title.addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: 0.3]])
        #expect(UIFont(descriptor: numeric, size: 0).weight == .semibold, "a Core Text weight number picks the nearest weight")
        let font = UIFont.systemFont(ofSize: 15, weight: .bold)
        #expect(font.fontDescriptor.pointSize == 15 && font.fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(Font(UIFont(descriptor: UIFontDescriptor(name: "Menlo", size: 12), size: 0)) == .custom("Menlo", size: 12))
    }
}

/// Symbol images prepared with configurations, as symbol packages (SFSafeSymbols) and apps write them.
struct UIImageConfigurationTests {
    @Test func symbolConfigurationsAreAccepted() throws {
        let large = UIImage.SymbolConfiguration(pointSize: 24, weight: .semibold, scale: .large)
        #expect(large.pointSize == 24 && large.weight == .semibold && large.scale == .large)
        let image = try #require(UIImage(systemName: "bolt.fill", withConfiguration: large))
        #expect(image == UIImage(systemName: "bolt.fill", compatibleWith: nil))
        #expect(UIImage(systemName: "wifi", variableValue: 0.5, configuration: UIImage.SymbolConfiguration(textStyle: .headline)) != nil)
        #expect(image.withConfiguration(UIImage.SymbolConfiguration(scale: .small)) === image)
        let configured: UIImage.Configuration = large.applying(UIImage.SymbolConfiguration(weight: .bold))
        #expect(configured === large)
    }
}

struct UIImageTests {
    /// A PNG's signature and IHDR chunk of a size (enough for its size to be read).
    static func pngHeader(_ w: UInt32, _ h: UInt32) -> Data {
        var d = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]) + Data("IHDR".utf8)
        for v in [w, h] { d += Data([UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]) }
        return d + Data([8, 6, 0, 0, 0])
    }
    /// SOI, an APP0 segment, then a baseline SOF0 of a size.
    static func jpegHeader(_ w: UInt16, _ h: UInt16) -> Data {
        Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x4A, 0x46, 0xFF, 0xC0, 0x00, 0x11, 0x08,
              UInt8(h >> 8), UInt8(h & 0xFF), UInt8(w >> 8), UInt8(w & 0xFF), 0x03])
    }

    @Test func decodesSizes() {
        #expect(UIImage(data: Self.pngHeader(300, 120))?.size == CGSize(width: 300, height: 120))
        #expect(UIImage(data: Self.pngHeader(300, 120), scale: 3)?.size == CGSize(width: 100, height: 40))
        #expect(UIImage(data: Self.jpegHeader(640, 480))?.size == CGSize(width: 640, height: 480))
        #expect(UIImage(data: Data("GIF89a".utf8)) == nil)
        #expect(UIImage(data: Self.pngHeader(300, 120).prefix(20)) == nil)
        #expect(UIImage(systemName: "star.fill") != nil)
    }
}

struct UIScreenTests {
    @Test func theDefaultDevice() {
        #expect(UIScreen.main.bounds.size == CGSize(width: 430, height: 932))
        #expect(UIScreen.main.scale == 3)
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
    }
}

/// Xcode's generated `UIColor.brand` (`UIColor(resource:)`) made where the app's resources are not in
/// the environment (a widget configuration's closure) is looked up again where the view is evaluated.
@MainActor struct UIColorResourceTests {
    @Test func colorOfAUIColorResourceIsTheSetWhereItIsDrawn() {
        let early = UIColor(resource: ColorResource(name: "Brand", bundle: .main))
        var resources = AppResources()
        let brand = NamedColor(light: RGBA(r8: 232, g8: 107, b8: 58, alpha: 1), dark: RGBA(r8: 255, g8: 138, b8: 92, alpha: 1))
        resources.colors["Brand"] = brand
        let resolved = ViewResolution.resolve(Color(uiColor: early), family: .systemSmall) { $0.appResources = resources }
        guard case .color(let c) = resolved.content else { Issue.record("not a colour"); return }
        #expect(c == brand)
    }
}
